export interface SandboxErrorBody {
  code: 'BAD_REQUEST_ERROR' | 'GATEWAY_ERROR' | 'SERVER_ERROR';
  description: string;
  field: string | null;
  source: string | null;
  step: string | null;
  reason: string | null;
}

/** A Razorpay-shaped error: HTTP status plus { error: { code, description, field, source, step, reason } }. */
export class SandboxError extends Error {
  readonly body: SandboxErrorBody;
  constructor(
    readonly status: number,
    description: string,
    extra: Partial<SandboxErrorBody> = {},
  ) {
    super(description);
    this.body = {
      code: extra.code ?? 'BAD_REQUEST_ERROR',
      description,
      field: extra.field ?? null,
      source: extra.source ?? (status >= 500 ? 'internal' : 'business'),
      step: extra.step ?? null,
      reason: extra.reason ?? null,
    };
  }
}

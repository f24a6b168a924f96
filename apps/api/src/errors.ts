/** Typed application error; the errors plugin turns it into application/problem+json. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly detail: string,
    readonly field?: string,
  ) {
    super(detail);
    this.name = 'AppError';
  }
}

export const notFound = (what: string) => new AppError('not_found', 404, `${what} was not found.`);
export const forbidden = (detail = 'You do not have permission to do this.') =>
  new AppError('forbidden', 403, detail);
export const unauthorized = (detail = 'Sign in to continue.') => new AppError('unauthorized', 401, detail);
export const badRequest = (detail: string, field?: string) =>
  new AppError('invalid_input', 400, detail, field);
export const conflict = (detail: string, field?: string) => new AppError('conflict', 409, detail, field);
export const unprocessable = (code: string, detail: string, field?: string) =>
  new AppError(code, 422, detail, field);

/** PostgreSQL unique_violation, whichever driver (pg, PGlite) and wrapper (Drizzle) raised it. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * The soak's HTTP client and its bookkeeping. Mixed, stateful traffic (a candidate answers the question the
 * previous answer opened) is more than autocannon's fixed request lists can carry, so the soak drives its own
 * keep-alive connections and records every request: kind, status, problem code, start and end.
 */
import { Agent, request } from 'node:http';

export interface Reply {
  status: number;
  /** Lower-case header names. */
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface Sent {
  kind: string;
  method: string;
  path: string;
  startedAt: number;
  endedAt: number;
  /** 0 when no answer arrived (error set). */
  status: number;
  /** `code` of an application/problem+json answer. */
  code?: string;
  contentType?: string;
  /** Connection reset, refused, timeout… */
  error?: string;
}

export interface RequestOptions {
  kind: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  timeoutMs?: number;
}

export class HttpDriver {
  readonly agent: Agent;
  readonly log: Sent[] = [];
  /** While false, requests are still made but not recorded (setup traffic). */
  recording = false;

  constructor(
    readonly baseUrl: string,
    connections: number,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  }

  async send(options: RequestOptions): Promise<{ reply: Reply | null; sent: Sent }> {
    const { kind, method, path, headers = {}, body, timeoutMs = 30_000 } = options;
    const startedAt = Date.now();
    const url = new URL(path, this.baseUrl);
    const outcome = await new Promise<{ reply: Reply | null; error?: string }>((resolve) => {
      const req = request(
        url,
        {
          method,
          agent: this.agent,
          headers: {
            ...headers,
            ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              reply: { status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) },
            }),
          );
          res.on('error', (err: NodeJS.ErrnoException) =>
            resolve({ reply: null, error: err.code ?? err.message }),
          );
        },
      );
      req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
      req.on('error', (err: NodeJS.ErrnoException) =>
        resolve({ reply: null, error: err.code ?? err.message }),
      );
      req.end(body);
    });
    const sent: Sent = { kind, method, path, startedAt, endedAt: Date.now(), status: 0 };
    if (outcome.reply) {
      sent.status = outcome.reply.status;
      const type = outcome.reply.headers['content-type'];
      if (typeof type === 'string') sent.contentType = type;
      if (type?.includes('application/problem+json')) {
        try {
          sent.code = (JSON.parse(outcome.reply.body.toString()) as { code?: string }).code;
        } catch {
          sent.code = 'unparseable';
        }
      }
    } else sent.error = outcome.error ?? 'failed';
    if (this.recording) this.log.push(sent);
    return { reply: outcome.reply, sent };
  }

  close(): void {
    this.agent.destroy();
  }
}

export function json<T>(reply: Reply | null): T {
  return JSON.parse(reply?.body.toString() ?? 'null') as T;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export interface KindSummary {
  requests: number;
  statuses: Record<string, number>;
  errors: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export function summarise(log: Sent[]): { total: KindSummary; byKind: Record<string, KindSummary> } {
  const one = (entries: Sent[]): KindSummary => {
    const statuses: Record<string, number> = {};
    const errors: Record<string, number> = {};
    for (const e of entries) {
      if (e.error) errors[e.error] = (errors[e.error] ?? 0) + 1;
      else statuses[e.status] = (statuses[e.status] ?? 0) + 1;
    }
    const latencies = entries.map((e) => e.endedAt - e.startedAt).sort((a, b) => a - b);
    return {
      requests: entries.length,
      statuses,
      errors,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      maxMs: latencies.at(-1) ?? 0,
    };
  };
  const kinds = new Map<string, Sent[]>();
  for (const e of log) {
    const list = kinds.get(e.kind);
    if (list) list.push(e);
    else kinds.set(e.kind, [e]);
  }
  return {
    total: one(log),
    byKind: Object.fromEntries(
      [...kinds].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, one(v)]),
    ),
  };
}

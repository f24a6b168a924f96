/** HTTP load with autocannon. Any error, timeout or non-2xx answer makes the run a failure, not a result. */
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  statusCodes: Record<string, number>;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { url, headers = {}, connections, durationSeconds, warmupSeconds } = options;
  const result = await autocannon({
    url,
    headers,
    connections,
    duration: durationSeconds,
    warmup: { connections, duration: warmupSeconds },
  });
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
  );
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
    throw new Error(
      `Load on ${url} had ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers ` +
        `(status codes ${JSON.stringify(statusCodes)}).`,
    );
  }
  return {
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    statusCodes,
  };
}

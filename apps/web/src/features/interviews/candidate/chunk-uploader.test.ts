import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { putChunk } from './api.ts';
import { ChunkUploader, contiguousChunks, isPermanentFailure, type UploadStatus } from './chunk-uploader.ts';

const token = 'A'.repeat(43);
const questionId = '3f1c2a4e-5b6d-4c7e-8f90-a1b2c3d4e5f6';

interface Call {
  url: string;
  method: string;
  index: number;
  contentType: string | undefined;
  authorization: string | undefined;
  size: number;
}

/** A fake server: answers each PUT with the next scripted status (200 after the script runs out). */
function fakeServer(script: (number | 'network')[] = []) {
  const calls: Call[] = [];
  const held = new Set<number>();
  let active = 0;
  let maxActive = 0;
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    active += 1;
    maxActive = Math.max(maxActive, active);
    await new Promise((r) => setTimeout(r, 1));
    active -= 1;
    const headers = init.headers as Record<string, string>;
    const index = Number(url.split('/').pop());
    calls.push({
      url,
      method: init.method ?? 'GET',
      index,
      contentType: headers['content-type'],
      authorization: headers.authorization,
      size: (init.body as Blob).size,
    });
    const next = script.shift() ?? 200;
    if (next === 'network') throw new TypeError('Failed to fetch');
    if (next !== 200) {
      return new Response(
        JSON.stringify({
          status: next,
          code: next === 409 ? 'not_the_current_question' : 'x',
          detail: `failed ${next}`,
        }),
        {
          status: next,
          headers: { 'content-type': 'application/problem+json' },
        },
      );
    }
    held.add(index);
    return new Response(JSON.stringify({ received_chunks: [...held].sort((a, b) => a - b), bytes: 0 }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, held, maxActive: () => maxActive };
}

const blob = (text: string) => new Blob([text]);

function uploader(options: { received?: number[]; delaysMs?: number[] } = {}) {
  const slept: number[] = [];
  const statuses: UploadStatus[] = [];
  const u = new ChunkUploader({
    put: (index, chunk) => putChunk(token, questionId, index, chunk),
    received: options.received,
    delaysMs: options.delaysMs ?? [10, 20, 40],
    sleep: async (ms) => {
      slept.push(ms);
    },
    onChange: (s) => statuses.push(s),
  });
  return { u, slept, statuses };
}

describe('chunk uploader', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('PUTs each chunk as raw bytes, in order and one at a time, without any staff session', async () => {
    localStorage.setItem('jwt_token', 'staff-token-that-must-not-be-sent');
    const server = fakeServer();
    const { u } = uploader();
    u.add(blob('aaa'));
    u.add(blob('bb'));
    u.add(blob('c'));
    await u.flush();
    expect(server.calls.map((c) => c.index)).toEqual([0, 1, 2]);
    expect(server.calls[0]).toMatchObject({
      url: `/api/interview/${token}/answers/${questionId}/recording/0`,
      method: 'PUT',
      contentType: 'application/octet-stream',
      authorization: undefined,
      size: 3,
    });
    expect(server.maxActive()).toBe(1);
    expect(u.chunkCount).toBe(3);
    expect(u.status).toMatchObject({ state: 'idle', sent: 3, waiting: 0, error: null });
  });

  it('retries a failed chunk with growing pauses and keeps the order', async () => {
    const server = fakeServer(['network', 503, 200]);
    const { u, slept, statuses } = uploader();
    u.add(blob('first'));
    u.add(blob('second'));
    await u.flush();
    expect(server.calls.map((c) => c.index)).toEqual([0, 0, 0, 1]);
    expect(slept).toEqual([10, 20]);
    expect(statuses.some((s) => s.state === 'retrying')).toBe(true);
    expect(u.status.state).toBe('idle');
    expect(server.held).toEqual(new Set([0, 1]));
  });

  it('stops as failed when the pauses are used up, and a flush (Retry) sends the rest', async () => {
    const server = fakeServer(['network', 'network', 'network', 'network']);
    const { u, slept } = uploader();
    u.add(blob('x'));
    await expect(u.flush()).rejects.toThrow('Failed to fetch');
    expect(slept).toEqual([10, 20, 40]);
    expect(u.status).toMatchObject({ state: 'failed', waiting: 1 });
    // The connection is back: Retry sends the same chunk again (the server keeps one chunk per index).
    await u.flush();
    expect(server.calls.map((c) => c.index)).toEqual([0, 0, 0, 0, 0]);
    expect(u.status).toMatchObject({ state: 'idle', sent: 1, waiting: 0 });
  });

  it('does not retry what sending again cannot fix (409 not the current question)', async () => {
    const server = fakeServer([409]);
    const { u, slept } = uploader();
    u.add(blob('x'));
    await expect(u.flush()).rejects.toThrow('failed 409');
    expect(slept).toEqual([]);
    expect(server.calls).toHaveLength(1);
    expect(u.status).toMatchObject({ state: 'failed', waiting: 1 });
    // Only the candidate's Retry sends it again.
    await u.flush();
    expect(server.calls).toHaveLength(2);
  });

  it('a new chunk after a network failure tries again at once', async () => {
    const server = fakeServer(['network', 'network']);
    const { u } = uploader({ delaysMs: [10] });
    u.add(blob('x'));
    await vi.waitFor(() => expect(u.status.state).toBe('failed'));
    u.add(blob('y'));
    await u.flush();
    expect(server.calls.map((c) => c.index)).toEqual([0, 0, 0, 1]);
  });

  it('resumes after the chunks the server already holds (a reload mid-recording)', async () => {
    const server = fakeServer();
    const { u } = uploader({ received: [0, 1, 2] });
    expect(u.chunkCount).toBe(3);
    expect(u.status.sent).toBe(3);
    u.add(blob('more'));
    await u.flush();
    expect(server.calls.map((c) => c.index)).toEqual([3]);
    expect(u.chunkCount).toBe(4);
  });

  it('with no new chunk, the answer reports the chunks already held', async () => {
    fakeServer();
    const { u } = uploader({ received: [1, 0] });
    await u.flush();
    expect(u.chunkCount).toBe(2);
  });

  it('fills a gap in what the server holds, so the answer is chunks 0..n-1', async () => {
    const server = fakeServer();
    const { u } = uploader({ received: [0, 1, 3] });
    expect(u.chunkCount).toBe(2);
    u.add(blob('c2'));
    u.add(blob('c3'));
    await u.flush();
    expect(server.calls.map((c) => c.index)).toEqual([2, 3]);
    expect(u.chunkCount).toBe(4);
  });

  it('skips empty chunks', async () => {
    const server = fakeServer();
    const { u } = uploader();
    u.add(new Blob([]));
    u.add(blob('x'));
    await u.flush();
    expect(server.calls.map((c) => c.index)).toEqual([0]);
    expect(u.chunkCount).toBe(1);
  });

  it('knows which failures are permanent', async () => {
    const { ApiError } = await import('../../../lib/api-client.ts');
    expect(isPermanentFailure(new TypeError('Failed to fetch'))).toBe(false);
    expect(isPermanentFailure(new ApiError(503, null, 'down'))).toBe(false);
    expect(isPermanentFailure(new ApiError(429, null, 'slow down'))).toBe(false);
    expect(isPermanentFailure(new ApiError(413, null, 'too large'))).toBe(true);
    expect(isPermanentFailure(new ApiError(409, null, 'moved on'))).toBe(true);
    expect(contiguousChunks([])).toBe(0);
    expect(contiguousChunks([2, 1, 0, 5])).toBe(3);
  });
});

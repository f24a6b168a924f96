import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { batchDetail, respond, talentFile } from '../test-fixtures.tsx';
import { batchQuery, mergeFiles, withUploadedFiles } from './talent.ts';

afterEach(() => vi.unstubAllGlobals());

describe('following a batch', () => {
  it('batch progress: a change replaces the file with its id, new files join in batch order, others keep their identity', () => {
    const a = talentFile({ id: 1, file_name: 'a.pdf' });
    const b = talentFile({ id: 2, file_name: 'b.pdf' });
    const c = talentFile({ id: 3, file_name: 'c.pdf' });
    const bRead = {
      ...b,
      state: 'done' as const,
      outcome: 'created' as const,
      updated_at: '2026-11-20T10:01:00.000Z',
    };
    const d = talentFile({ id: 4, file_name: 'd.pdf' });

    const merged = mergeFiles([a, b, c], [d, bRead]);

    expect(merged.map((f) => f.id)).toEqual([1, 2, 3, 4]);
    expect(merged[1]).toBe(bRead);
    expect(merged[0]).toBe(a);
    expect(merged[2]).toBe(c);
  });

  it('batch progress: an answer older than the file held does not take it back', () => {
    const read = talentFile({
      id: 1,
      state: 'done',
      outcome: 'created',
      updated_at: '2026-11-20T10:02:00.000Z',
    });
    const stale = talentFile({ id: 1, state: 'queued', updated_at: '2026-11-20T10:00:00.000Z' });
    expect(mergeFiles([read], [stale])[0]).toBe(read);
  });

  it('batch progress: the first answer is the whole batch, the next asks for the changes since its as_of and merges them', async () => {
    const first = batchDetail([
      talentFile({ id: 1, state: 'parsing' }),
      talentFile({ id: 2, file_name: 'b.pdf' }),
    ]);
    const change = talentFile({
      id: 1,
      state: 'done',
      outcome: 'merged',
      candidate_id: 5,
      updated_at: '2026-11-20T10:06:00.000Z',
    });
    const second = batchDetail([change], {
      counts: { total: 2, queued: 1, parsing: 0, created: 0, merged: 1, needs_review: 0, failed: 0 },
      as_of: '2026-11-20T10:07:00.000Z',
    });
    const fetchMock = vi.fn(async (url: string) =>
      respond(200, url.includes('changed_since') ? second : first),
    );
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();

    await client.fetchQuery(batchQuery(7));
    const held = await client.fetchQuery({ ...batchQuery(7), staleTime: 0 });

    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([
      '/api/talent/batches/7',
      `/api/talent/batches/7?changed_since=${encodeURIComponent(first.as_of)}`,
    ]);
    expect(held.files.map((f) => [f.id, f.state, f.outcome])).toEqual([
      [1, 'done', 'merged'],
      [2, 'queued', null],
    ]);
    // Counts, finished and as_of are the whole batch's, from the newest answer.
    expect(held.counts.merged).toBe(1);
    expect(held.as_of).toBe(second.as_of);
  });

  it('upload batches: files the server has just accepted are counted at once, and the batch is no longer finished', () => {
    const done = batchDetail([talentFile({ id: 1, state: 'done', outcome: 'created' })]);
    expect(done.finished).toBe(true);
    const next = withUploadedFiles(done, [talentFile({ id: 2, state: 'queued' }), talentFile({ id: 3 })]);
    expect(next.finished).toBe(false);
    expect(next.counts).toMatchObject({ total: 3, queued: 2, created: 1 });
    expect(next.files.map((f) => f.id)).toEqual([1, 2, 3]);
    // Refused on arrival (too large): counted as failed, and the batch stays finished.
    const refused = withUploadedFiles(done, [
      talentFile({ id: 4, state: 'done', outcome: 'failed', reason: 'too_large' }),
    ]);
    expect(refused).toMatchObject({ finished: true, counts: { total: 2, failed: 1 } });
    // Once an answer has brought a file, it is not counted twice.
    expect(withUploadedFiles(done, [done.files[0]!])).toBe(done);
  });
});

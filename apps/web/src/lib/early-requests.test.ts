import { earlyAnswersGlobal } from '@talvio/domain/first-paint';
import { tokenStorageKey } from '@talvio/domain/session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromEarly, sendEarly } from './early-requests.ts';

/** A token that expires in an hour (the app refreshes it when less than five minutes are left). */
function idToken(expiresInSeconds = 3600) {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + expiresInSeconds }));
  return `header.${payload}.signature`;
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('early requests', () => {
  it('sends each GET with the stored token and hands its answer to the first taker only', async () => {
    localStorage.setItem(tokenStorageKey, idToken());
    fetchMock.mockResolvedValueOnce(json({ name: 'Avery' }));
    sendEarly(['/users/current']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users/current');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('authorization')).toMatch(
      /^Bearer header\./,
    );
    const fetchNow = vi.fn(async () => ({ name: 'from the network' }));
    await expect(fromEarly('/users/current', fetchNow)).resolves.toEqual({ name: 'Avery' });
    expect(fetchNow).not.toHaveBeenCalled();
    await expect(fromEarly('/users/current', fetchNow)).resolves.toEqual({ name: 'from the network' });
  });

  it('leaves an error answer or a network failure to the API client', async () => {
    localStorage.setItem(tokenStorageKey, idToken());
    fetchMock.mockResolvedValueOnce(json({ title: 'Unauthorized' }, 401));
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    sendEarly(['/users/current', '/jobs']);
    const fetchNow = vi.fn(async () => 'api client');
    await expect(fromEarly('/users/current', fetchNow)).resolves.toBe('api client');
    await expect(fromEarly('/jobs', fetchNow)).resolves.toBe('api client');
    expect(fetchNow).toHaveBeenCalledTimes(2);
  });

  it('sends nothing without a token or when the token is about to be refreshed', () => {
    sendEarly(['/users/current']);
    localStorage.setItem(tokenStorageKey, idToken(60));
    sendEarly(['/users/current']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("early answers: takes the answers the page's inline script asked for instead of asking again, only for the same token", async () => {
    const token = idToken();
    localStorage.setItem(tokenStorageKey, token);
    const inline = (answers: Record<string, Response>, sentWith = token) =>
      Object.assign(window, {
        [earlyAnswersGlobal]: {
          token: sentWith,
          sentAt: Date.now(),
          answers: Object.fromEntries(
            Object.entries(answers).map(([path, response]) => [path, Promise.resolve(response)]),
          ),
        },
      });
    inline({ '/users/current': json({ name: 'from the page' }) });
    fetchMock.mockResolvedValueOnce(json({ total: 3 }));
    sendEarly(['/users/current', '/jobs']);
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual(['/api/jobs']);
    await expect(fromEarly('/users/current', async () => 'network')).resolves.toEqual({
      name: 'from the page',
    });
    await expect(fromEarly('/jobs', async () => 'network')).resolves.toEqual({ total: 3 });
    expect(earlyAnswersGlobal in window).toBe(false);

    // Answers asked for with another session's token are never used.
    inline({ '/users/current': json({ name: 'someone else' }) }, idToken(7200));
    fetchMock.mockResolvedValueOnce(json({ name: 'Avery' }));
    sendEarly(['/users/current']);
    await expect(fromEarly('/users/current', async () => 'network')).resolves.toEqual({ name: 'Avery' });
  });

  it('drops an answer older than 10 seconds', async () => {
    vi.useFakeTimers();
    localStorage.setItem(tokenStorageKey, idToken());
    fetchMock.mockResolvedValueOnce(json({}));
    sendEarly(['/users/current']);
    vi.advanceTimersByTime(10_001);
    await expect(fromEarly('/users/current', async () => 'fresh')).resolves.toBe('fresh');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, onSessionEnded } from './api-client.ts';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
const tokenExpiringIn = (seconds: number) => `h.${b64({ exp: Math.floor(Date.now() / 1000) + seconds })}.s`;

function respond(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });
}

describe('api client', () => {
  const ended = vi.fn();
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    ended.mockReset();
    onSessionEnded(ended);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('token refresh: sends the stored token as Authorization: Bearer', async () => {
    const token = tokenExpiringIn(3600);
    localStorage.setItem('jwt_token', token);
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => respond(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await apiFetch('/users/current');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect((init.headers as Record<string, string>).authorization).toBe(`Bearer ${token}`);
  });

  it('token refresh: refreshes a token expiring within 5 minutes before the request and stores it', async () => {
    localStorage.setItem('jwt_token', tokenExpiringIn(120));
    localStorage.setItem('talvio_session', 'session-1');
    const fresh = tokenExpiringIn(3600);
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
      url.endsWith('/identity/token') ? respond(200, { token: fresh }) : respond(200, { ok: true }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await apiFetch('/users/current');
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/identity/token', '/api/users/current']);
    expect(localStorage.getItem('jwt_token')).toBe(fresh);
    const init = fetchMock.mock.calls[1]![1] as RequestInit;
    expect((init.headers as Record<string, string>).authorization).toBe(`Bearer ${fresh}`);
  });

  it('session-ending errors: a 401 sends the user to /login and still rejects to the caller', async () => {
    localStorage.setItem('jwt_token', tokenExpiringIn(3600));
    sessionStorage.setItem('x', '1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        respond(401, { status: 401, detail: 'Your session has expired.', code: 'unauthorized' }),
      ),
    );
    await expect(apiFetch('/users/current')).rejects.toMatchObject({
      status: 401,
      message: 'Your session has expired.',
    });
    expect(ended).toHaveBeenCalledTimes(1);
    expect(ended).toHaveBeenCalledWith('Your session has expired.');
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });

  it('session-ending errors: a failed token refresh ends the session and rejects', async () => {
    localStorage.setItem('jwt_token', tokenExpiringIn(10));
    localStorage.setItem('talvio_session', 'revoked');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respond(401, { message: 'no' })),
    );
    await expect(apiFetch('/users/current')).rejects.toBeInstanceOf(ApiError);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('deviation 1: other errors (400, 402, 404, 500) reject with the problem but keep the session', async () => {
    localStorage.setItem('jwt_token', tokenExpiringIn(3600));
    for (const status of [400, 402, 404, 500]) {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => respond(status, { status, detail: `failed ${status}`, code: 'x', field: 'name' })),
      );
      const error = (await apiFetch('/x').catch((e: unknown) => e)) as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.status).toBe(status);
      expect(error.message).toBe(`failed ${status}`);
    }
    expect(ended).not.toHaveBeenCalled();
    expect(localStorage.getItem('jwt_token')).not.toBeNull();
  });
});

describe('api client before the app listens', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a session that ends before anyone listens is told to the first listener, once', async () => {
    vi.resetModules();
    const fresh = await import('./api-client.ts');
    localStorage.setItem('jwt_token', tokenExpiringIn(3600));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respond(401, { status: 401, detail: 'Revoked.', code: 'unauthorized' })),
    );
    await expect(fresh.apiFetch('/users/current')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('jwt_token')).toBeNull();
    const first = vi.fn();
    const second = vi.fn();
    fresh.onSessionEnded(first);
    fresh.onSessionEnded(second);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });
});

import { popupClosedMessage, popupConflictMessage } from '@talvio/domain/session';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type PopupResult = { error?: { code: string; message: string; status?: number } | null };
const popup = vi.fn<() => Promise<PopupResult>>();

vi.mock('better-auth/client', () => ({
  createAuthClient: () => ({ signIn: { popup } }),
}));
vi.mock('better-auth/client/plugins', () => ({
  oauthPopupClient: () => ({}),
  getStoredPopupToken: () => 'session-token',
}));

const { signInWithGooglePopup } = await import('./identity-client.ts');

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
const idToken = (claims: object) => `h.${b64({ exp: Math.floor(Date.now() / 1000) + 3600, ...claims })}.s`;

describe('Google sign-in popup', () => {
  beforeEach(() => {
    localStorage.clear();
    popup.mockReset();
    vi.unstubAllGlobals();
  });

  it('Google popup: a popup closed before finishing rejects with its message', async () => {
    popup.mockResolvedValue({ error: { code: 'POPUP_CLOSED', message: 'closed' } });
    await expect(signInWithGooglePopup()).rejects.toThrow(popupClosedMessage);
    expect(popupClosedMessage).toBe('Sign-in popup was closed before completing the sign-in process');
    expect(localStorage.getItem('jwt_token')).toBeNull();
  });

  it('Google popup: a second popup request while one is open rejects with its message', async () => {
    let finish: (r: PopupResult) => void = () => undefined;
    popup.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    vi.stubGlobal('fetch', async () => Response.json({ token: idToken({ email: 'a@b.c' }) }));
    const first = signInWithGooglePopup();
    await expect(signInWithGooglePopup()).rejects.toThrow(popupConflictMessage);
    expect(popupConflictMessage).toBe(
      'Multiple popup requests were made. Only one popup can be open at a time',
    );
    expect(popup).toHaveBeenCalledTimes(1);
    finish({});
    await expect(first).resolves.toMatchObject({ email: 'a@b.c' });
  });

  it('a completion message that arrives as the popup closes still signs in (not reported as closed early)', async () => {
    popup.mockImplementation(async () => {
      // The completion page posted its token and closed; the library saw the popup closed first.
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          data: { type: 'better-auth:oauth-popup', token: 'late-session' },
        }),
      );
      return { error: { code: 'POPUP_CLOSED', message: 'closed' } };
    });
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json({ token: idToken({ email: 'late@example.com' }) }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(signInWithGooglePopup()).resolves.toMatchObject({ email: 'late@example.com' });
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('authorization')).toBe(
      'Bearer late-session',
    );
  });

  it('a message from another origin is ignored', async () => {
    popup.mockImplementation(async () => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'https://evil.example',
          data: { type: 'better-auth:oauth-popup', token: 'forged' },
        }),
      );
      return { error: { code: 'POPUP_CLOSED', message: 'closed' } };
    });
    await expect(signInWithGooglePopup()).rejects.toThrow(popupClosedMessage);
  });

  it('Google popup: other errors are passed through unchanged', async () => {
    popup.mockResolvedValue({
      error: { code: 'ACCESS_DENIED', message: 'The provider refused the sign-in', status: 403 },
    });
    await expect(signInWithGooglePopup()).rejects.toThrow('The provider refused the sign-in');
  });

  it('session: stores the token, and the e-mail only when the account has one', async () => {
    popup.mockResolvedValue({});
    vi.stubGlobal('fetch', async () => Response.json({ token: idToken({ name: 'No Mail' }) }));
    const result = await signInWithGooglePopup();
    expect(result.email).toBeNull();
    expect(localStorage.getItem('jwt_token')).toBe(result.idToken);
    expect(localStorage.getItem('email')).toBeNull();

    vi.stubGlobal('fetch', async () => Response.json({ token: idToken({ email: 'gia@example.com' }) }));
    await signInWithGooglePopup();
    expect(localStorage.getItem('email')).toBe('gia@example.com');
  });
});

import { apiBase, endSessionByLogout } from './api-client.ts';
import { getSessionToken } from './session-storage.ts';

/** Ends the identity session on the server (best effort: the local session is cleared regardless). */
async function signOutIdentity() {
  const token = getSessionToken();
  if (!token) return;
  await fetch(`${apiBase}/identity/sign-out`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  }).catch(() => undefined);
}

/**
 * docs/product/sign-in.md, **session**: logout clears all local and session storage and the cached server answers of
 * the session, then goes to /login.
 */
export async function logout(navigate: (to: string) => unknown) {
  await signOutIdentity();
  endSessionByLogout();
  if (window.location.pathname !== '/login') await navigate('/login');
}

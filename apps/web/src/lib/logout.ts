import { apiBase } from './api-client.ts';
import { clearAllStorage, getSessionToken } from './session-storage.ts';

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

/** docs/product/sign-in.md, **session**: logout clears all local and session storage, then goes to /login. */
export async function logout(navigate: (to: string) => unknown) {
  await signOutIdentity();
  clearAllStorage();
  await navigate('/login');
}

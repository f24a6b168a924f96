import { emailStorageKey, sessionStorageKey, tokenStorageKey } from '@talvio/domain/session';

/** docs/product/sign-in.md, **session**: the stored ID token is what "logged in" means. */
export const getIdToken = () => localStorage.getItem(tokenStorageKey);
export const getSessionToken = () => localStorage.getItem(sessionStorageKey);
export const hasToken = () => Boolean(getIdToken());

export function storeSession({
  idToken,
  sessionToken,
  email,
}: {
  idToken: string;
  sessionToken?: string | null;
  email?: string | null;
}) {
  localStorage.setItem(tokenStorageKey, idToken);
  if (sessionToken) localStorage.setItem(sessionStorageKey, sessionToken);
  // The e-mail is stored only if the account has one.
  if (email) localStorage.setItem(emailStorageKey, email);
}

/** Logout clears all local and session storage. */
export function clearAllStorage() {
  localStorage.clear();
  sessionStorage.clear();
}

import { emailStorageKey, sessionStorageKey, tokenStorageKey } from '@talvio/domain/session';

/** Seed §4: the stored ID token is what "logged in" means. */
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
  // Seed §4: the e-mail is stored only if the account has one.
  if (email) localStorage.setItem(emailStorageKey, email);
}

/** Seed §4: logout clears all local and session storage. */
export function clearAllStorage() {
  localStorage.clear();
  sessionStorage.clear();
}

import { popupClosedMessage, popupConflictMessage } from '@talvio/domain/session';
import { createAuthClient } from 'better-auth/client';
import { getStoredPopupToken, oauthPopupClient } from 'better-auth/client/plugins';
import { apiBase } from './api-client.ts';
import { tokenClaims } from './jwt.ts';
import { getSessionToken, storeSession } from './session-storage.ts';

/**
 * The identity provider's client: e-mail + password, password reset and the Google popup.
 * It keeps the identity session token (the refresh credential) and mints 1-hour ID tokens from it.
 * Made on first use: the page's origin is known only in a browser (the build also renders pages in Node).
 */
const makeClient = () =>
  createAuthClient({
    baseURL: `${window.location.origin}${apiBase}/identity`,
    plugins: [oauthPopupClient()],
    fetchOptions: {
      auth: { type: 'Bearer', token: () => getSessionToken() ?? '' },
    },
  });
let madeClient: ReturnType<typeof makeClient> | undefined;
const identity = () => {
  madeClient ??= makeClient();
  return madeClient;
};

export class IdentityError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}

async function mintIdToken(sessionToken: string): Promise<string> {
  const res = await fetch(`${apiBase}/identity/token`, {
    headers: { authorization: `Bearer ${sessionToken}` },
  });
  if (!res.ok) throw new IdentityError('token_failed', 'Could not start your session. Please try again.');
  return ((await res.json()) as { token: string }).token;
}

async function completeSignIn(sessionToken: string | null, email: string | null | undefined) {
  if (!sessionToken) throw new IdentityError('no_session', 'Could not start your session. Please try again.');
  const idToken = await mintIdToken(sessionToken);
  storeSession({ idToken, sessionToken, email: email ?? null });
  return idToken;
}

function fail(error: { code?: string | undefined; message?: string | undefined; status?: number }): never {
  throw new IdentityError(
    error.code ?? 'identity_error',
    error.message ?? 'Something went wrong.',
    error.status,
  );
}

export async function signInWithEmail(email: string, password: string) {
  let sessionToken: string | null = null;
  const { data, error } = await identity().signIn.email(
    { email, password },
    {
      onSuccess: (ctx) => {
        sessionToken = ctx.response.headers.get('set-auth-token');
      },
    },
  );
  if (error) {
    if (error.status === 401 && error.code === 'INVALID_EMAIL_OR_PASSWORD') {
      throw new IdentityError('invalid_credentials', 'The e-mail or password is wrong.', 401);
    }
    if (error.code === 'EMAIL_NOT_VERIFIED') {
      throw new IdentityError(
        'email_not_verified',
        'Confirm your e-mail address first: we have just sent you a new link. Open it to finish signing in.',
        403,
      );
    }
    fail(error);
  }
  return completeSignIn(sessionToken, data?.user.email);
}

/**
 * Creates the account. Nobody is signed in yet: the answer is the same whether or not the address already has an
 * account, and an e-mail says what happened (a link to confirm the address, or a note that it has an account).
 */
export async function signUpWithEmail(input: { email: string; password: string; name: string }) {
  const { error } = await identity().signUp.email(input);
  if (error) fail(error);
}

/** Sends the confirmation link again (the answer never says whether the address has an account). */
export async function resendConfirmation(email: string) {
  const { error } = await identity().sendVerificationEmail({ email });
  if (error) fail(error);
}

/** Opens an e-mailed confirmation link: the identity provider confirms the address and starts a session. */
export async function confirmEmailAndSignIn(token: string) {
  const res = await fetch(`${apiBase}/identity/verify-email?token=${encodeURIComponent(token)}`);
  if (!res.ok) {
    throw new IdentityError(
      'invalid_confirmation',
      'This confirmation link is invalid or has expired. Log in with your e-mail and password to get a new one.',
      res.status,
    );
  }
  const sessionToken = res.headers.get('set-auth-token');
  if (!sessionToken) {
    // The link was used before: the address is confirmed, and the person signs in as usual.
    throw new IdentityError(
      'already_confirmed',
      'Your e-mail address is already confirmed. Log in with your e-mail and password.',
      res.status,
    );
  }
  return completeSignIn(sessionToken, null);
}

export async function requestPasswordReset(email: string) {
  const { error } = await identity().requestPasswordReset({
    email,
    redirectTo: `${window.location.origin}/reset-password`,
  });
  if (error) fail(error);
}

export async function resetPassword(token: string, newPassword: string) {
  const { error } = await identity().resetPassword({ token, newPassword });
  if (error) {
    if (error.code === 'INVALID_TOKEN') {
      throw new IdentityError(
        'invalid_token',
        'This reset link is invalid or has already been used. Ask for a new one.',
      );
    }
    fail(error);
  }
}

/** Changes the signed-in user's password (the identity provider checks the current one) and signs out other devices. */
export async function changePassword(currentPassword: string, newPassword: string) {
  const { data, error } = await identity().changePassword({
    currentPassword,
    newPassword,
    revokeOtherSessions: true,
  });
  if (error) {
    if (error.code === 'INVALID_PASSWORD') {
      throw new IdentityError('invalid_password', 'The current password is wrong.', error.status);
    }
    if (error.code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
      throw new IdentityError(
        'no_password',
        'Your account signs in with Google and has no password yet. Use “Forgot password” on the login page to set one.',
        error.status,
      );
    }
    fail(error);
  }
  // Other sessions are signed out; this device continues on the new session.
  if (data?.token) storeSession({ idToken: await mintIdToken(data.token), sessionToken: data.token });
}

let popupOpen = false;

/** The identity library's completion page posts `{ type, token }` to the opener, then closes itself. */
const popupMessageType = 'better-auth:oauth-popup';

/**
 * The completion page posts its message and closes at once; the library polls `popup.closed` and can see the popup
 * closed before the message event is handled (seen when the provider completes without showing anything). This
 * keeps the last same-origin completion message, so such a sign-in is not mistaken for a cancelled one.
 */
function listenForCompletion() {
  let token: string | null = null;
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: unknown; token?: unknown } | null;
    if (event.origin !== window.location.origin || data?.type !== popupMessageType) return;
    if (typeof data.token === 'string' && data.token) token = data.token;
  };
  window.addEventListener('message', onMessage);
  return {
    /** Waits a moment for a message still in flight, then stops listening. */
    async finish(graceMs: number): Promise<string | null> {
      if (!token && graceMs > 0) await new Promise((resolve) => setTimeout(resolve, graceMs));
      window.removeEventListener('message', onMessage);
      return token;
    },
    stop: () => window.removeEventListener('message', onMessage),
  };
}

/**
 * Google sign-in in a popup (docs/product/sign-in.md, **Google popup**): a popup closed early and a second popup
 * request reject with the two messages verbatim; any other error is passed through unchanged.
 */
export async function signInWithGooglePopup(): Promise<{
  idToken: string;
  email: string | null;
  name: string;
}> {
  if (popupOpen) throw new IdentityError('auth/cancelled-popup-request', popupConflictMessage);
  popupOpen = true;
  const completion = listenForCompletion();
  try {
    const result = await identity().signIn.popup({ providerId: 'google', callbackURL: '/dashboard' });
    const lateToken = await completion.finish(result.error?.code === 'POPUP_CLOSED' ? 400 : 0);
    if (result.error && !(result.error.code === 'POPUP_CLOSED' && lateToken)) {
      if (result.error.code === 'POPUP_CLOSED') {
        throw new IdentityError('auth/popup-closed-by-user', popupClosedMessage);
      }
      fail(result.error);
    }
    const sessionToken = result.error ? lateToken : getStoredPopupToken();
    const idToken = await mintIdToken(sessionToken ?? '');
    const claims = tokenClaims(idToken);
    const email = typeof claims.email === 'string' && claims.email ? claims.email : null;
    const name = typeof claims.name === 'string' ? claims.name : '';
    storeSession({ idToken, sessionToken, email });
    return { idToken, email, name };
  } finally {
    completion.stop();
    popupOpen = false;
  }
}

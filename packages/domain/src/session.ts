/** docs/product/sign-in.md, **session**: the user is logged in when a jwt_token is held in local storage. */
export const tokenStorageKey = 'jwt_token';
/** The identity session credential used to mint fresh ID tokens (the identity client's refresh token). */
export const sessionStorageKey = 'talvio_session';
export const emailStorageKey = 'email';
/** Refresh the ID token before a request when it expires within this many seconds. */
export const tokenRefreshWindowSeconds = 5 * 60;
export const idTokenLifetimeSeconds = 60 * 60;

/** The two Google popup messages, verbatim (docs/product/sign-in.md, **Google popup**). */
export const popupClosedMessage = 'Sign-in popup was closed before completing the sign-in process';
export const popupConflictMessage = 'Multiple popup requests were made. Only one popup can be open at a time';

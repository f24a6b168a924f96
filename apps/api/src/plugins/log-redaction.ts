/**
 * URLs as they may appear in logs: link tokens, reset tokens and codes removed (docs/product/deployment-safety.md
 * "secrets in logs"). A candidate's link token is in the path of every candidate request, and e-mailed links carry
 * tokens in the query, so request logs would otherwise hold working credentials.
 */
const secretParams = new Set([
  'token',
  'code',
  'state',
  'otp',
  'signature',
  'razorpay_signature',
  'id_token',
  'access_token',
  'refresh_token',
  'session_token',
  // The live video interview page: /video-call?room=<token>.
  'room',
]);
/** Path segments that follow these are credentials (candidate link, video room, password-reset link). */
const secretAfter = new Set(['interview', 'rooms', 'reset-password', 'verify', 'confirm']);
/** An opaque segment this long is treated as a credential even where no rule names it. */
const opaqueSegment = /^[A-Za-z0-9_-]{32,}$/;

export const redacted = '[redacted]';

export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const segments = path.split('/');
  const safePath = segments
    .map((segment, i) =>
      (i > 0 && secretAfter.has(segments[i - 1] ?? '') && segment !== '') || opaqueSegment.test(segment)
        ? redacted
        : segment,
    )
    .join('/');
  if (queryAt === -1) return safePath;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  for (const key of [...params.keys()]) {
    if (secretParams.has(key.toLowerCase())) params.set(key, redacted);
  }
  const query = params.toString();
  return query ? `${safePath}?${query}` : safePath;
}

/** The claims of a JWT, read without verifying it (the server verifies); empty when it cannot be read. */
export function tokenClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) return {};
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Reads the `exp` claim of a JWT without verifying it (the server verifies). */
export function tokenExpiry(token: string): number | null {
  const { exp } = tokenClaims(token);
  return typeof exp === 'number' ? exp : null;
}

/** True when the token is missing an expiry or expires within `windowSeconds`. */
export function expiresWithin(token: string, windowSeconds: number, nowMs = Date.now()): boolean {
  const exp = tokenExpiry(token);
  return exp === null || exp * 1000 - nowMs <= windowSeconds * 1000;
}

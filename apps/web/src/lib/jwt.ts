/** Reads the `exp` claim of a JWT without verifying it (the server verifies). */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp : null;
  } catch {
    return null;
  }
}

/** True when the token is missing an expiry or expires within `windowSeconds`. */
export function expiresWithin(token: string, windowSeconds: number, nowMs = Date.now()): boolean {
  const exp = tokenExpiry(token);
  return exp === null || exp * 1000 - nowMs <= windowSeconds * 1000;
}

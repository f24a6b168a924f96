/** Signs in as the demo admin the way the SPA does (apps/web/src/lib/identity-client.ts). */

/** The demo account created with DEMO_DATA=1 (apps/api/src/demo-data.ts). */
export const demoAdmin = { email: 'admin@demo.talvio.local', password: 'TalvioDemo!2026' };

export interface Session {
  email: string;
  /** better-auth session token: the refresh credential the SPA keeps. */
  sessionToken: string;
  /** The 1-hour ID token sent as `Authorization: Bearer`. */
  idToken: string;
}

async function failure(res: Response, what: string): Promise<Error> {
  return new Error(`${what} failed: HTTP ${res.status} ${(await res.text()).slice(0, 300)}`);
}

export async function mintIdToken(baseUrl: string, sessionToken: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/identity/token`, {
    headers: { authorization: `Bearer ${sessionToken}` },
  });
  if (!res.ok) throw await failure(res, 'Minting the ID token');
  return ((await res.json()) as { token: string }).token;
}

export async function signInDemoAdmin(baseUrl: string): Promise<Session> {
  const res = await fetch(`${baseUrl}/api/identity/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: demoAdmin.email, password: demoAdmin.password }),
  });
  if (!res.ok) throw await failure(res, 'Signing in as the demo admin');
  await res.body?.cancel();
  const sessionToken = res.headers.get('set-auth-token');
  if (!sessionToken) throw new Error('Sign-in returned no set-auth-token header.');
  return { email: demoAdmin.email, sessionToken, idToken: await mintIdToken(baseUrl, sessionToken) };
}

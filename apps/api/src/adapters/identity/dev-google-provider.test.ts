import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devGoogleProviderPath, registerDevGoogleProvider } from './dev-google-provider.ts';

const clientId = 'talvio-local-google';
const clientSecret = 'local-test-secret';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A minimal cookie jar: enough for one host, ignoring paths. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expires = attributes.find((a) => a.trim().toLowerCase().startsWith('expires='));
      const expired = expires
        ? new Date(expires.trim().slice('expires='.length)).getTime() < Date.now()
        : false;
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

function base64url(buffer: Buffer): string {
  return buffer.toString('base64url');
}

describe('local Google OpenID provider', () => {
  let app: FastifyInstance;
  let baseUrl: string;
  let redirectUri: string;
  let discoveryUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    redirectUri = `${baseUrl}/api/identity/callback/google`;
    app = Fastify();
    const mounted = await registerDevGoogleProvider(app, {
      publicUrl: baseUrl,
      clientId,
      clientSecret,
      redirectUri,
    });
    discoveryUrl = mounted.discoveryUrl;
    expect(mounted.issuer).toBe(`${baseUrl}${devGoogleProviderPath}`);
    await app.listen({ port, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app?.close();
  });

  async function get(url: string, jar: CookieJar): Promise<Response> {
    const response = await fetch(new URL(url, baseUrl), {
      redirect: 'manual',
      headers: { cookie: jar.header() },
    });
    jar.store(response);
    return response;
  }

  async function postForm(url: string, jar: CookieJar, form: Record<string, string>): Promise<Response> {
    const response = await fetch(new URL(url, baseUrl), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    jar.store(response);
    return response;
  }

  function location(response: Response): URL {
    const value = response.headers.get('location');
    expect(value, `status ${response.status} without a location`).toBeTruthy();
    return new URL(value ?? '', baseUrl);
  }

  /** Starts an authorization request and returns the interaction page URL. */
  async function startAuthorization(jar: CookieJar) {
    const verifier = base64url(randomBytes(32));
    const challenge = base64url(createHash('sha256').update(verifier).digest());
    const state = base64url(randomBytes(16));
    const nonce = base64url(randomBytes(16));
    const authorize = new URL(`${baseUrl}${devGoogleProviderPath}/auth`);
    authorize.search = new URLSearchParams({
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }).toString();
    const response = await get(authorize.href, jar);
    return { response, verifier, state, nonce, authorize };
  }

  async function openInteraction(jar: CookieJar) {
    const started = await startAuthorization(jar);
    expect([302, 303]).toContain(started.response.status);
    const interactionUrl = location(started.response);
    expect(interactionUrl.pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    return { ...started, interactionUrl };
  }

  it('serves a discovery document with the issuer and endpoints under /oidc', async () => {
    const response = await fetch(discoveryUrl);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    const issuer = `${baseUrl}/oidc`;
    expect(discoveryUrl).toBe(`${issuer}/.well-known/openid-configuration`);
    expect(discovery.issuer).toBe(issuer);
    expect(discovery.authorization_endpoint).toBe(`${issuer}/auth`);
    expect(discovery.token_endpoint).toBe(`${issuer}/token`);
    expect(discovery.userinfo_endpoint).toBe(`${issuer}/me`);
    expect(discovery.jwks_uri).toBe(`${issuer}/jwks`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.token_endpoint_auth_methods_supported).toContain('client_secret_post');
    expect(discovery.id_token_signing_alg_values_supported).toContain('RS256');
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(discovery.claims_supported).toEqual(
      expect.arrayContaining(['sub', 'email', 'email_verified', 'name']),
    );
    expect(discovery.end_session_endpoint).toBeUndefined();
  });

  it('runs an authorization-code flow with PKCE and returns e-mail and name', async () => {
    const jar = new CookieJar();
    const { verifier, state, nonce, interactionUrl, authorize } = await openInteraction(jar);

    const page = await get(interactionUrl.href, jar);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('Local Google sign-in (development)');
    expect(html).toContain('No real Google account is used.');
    expect(html).not.toContain('<script');
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<label for="name">Name</label>');

    const submitted = await postForm(`${interactionUrl.pathname}/login`, jar, {
      email: 'Ada.Lovelace@Example.com',
      name: 'Ada <Lovelace>',
    });
    expect(submitted.status).toBe(303);
    const resume = location(submitted);
    expect(resume.pathname.startsWith('/oidc/auth/')).toBe(true);

    const resumed = await get(resume.href, jar);
    expect(resumed.status).toBe(303);
    const callback = location(resumed);
    expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri);
    expect(callback.searchParams.get('state')).toBe(state);
    expect(callback.searchParams.get('error')).toBeNull();
    const code = callback.searchParams.get('code');
    expect(code).toBeTruthy();

    const tokenResponse = await fetch(`${baseUrl}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: code ?? '',
        redirect_uri: redirectUri,
        client_id: clientId,
        client_secret: clientSecret,
        code_verifier: verifier,
      }).toString(),
    });
    expect(tokenResponse.status).toBe(200);
    const tokens = (await tokenResponse.json()) as {
      id_token: string;
      access_token: string;
      token_type: string;
    };
    expect(tokens.token_type).toBe('Bearer');

    const claims = decodeJwt(tokens.id_token);
    expect(claims).toMatchObject({
      iss: `${baseUrl}/oidc`,
      aud: clientId,
      nonce,
      email: 'ada.lovelace@example.com',
      email_verified: true,
      name: 'Ada <Lovelace>',
    });
    expect(claims.sub).toMatch(/^[0-9a-f]{24}$/);
    const keys = createRemoteJWKSet(new URL(`${baseUrl}/oidc/jwks`));
    await expect(
      jwtVerify(tokens.id_token, keys, { issuer: `${baseUrl}/oidc`, audience: clientId }),
    ).resolves.toBeTruthy();

    const userinfoResponse = await fetch(`${baseUrl}/oidc/me`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(userinfoResponse.status).toBe(200);
    const userinfo = (await userinfoResponse.json()) as Record<string, unknown>;
    expect(userinfo).toMatchObject({
      sub: claims.sub,
      email: 'ada.lovelace@example.com',
      email_verified: true,
      name: 'Ada <Lovelace>',
    });

    // The same browser signs in again without seeing the page: the session and grant are remembered.
    const again = await get(authorize.href, jar);
    expect(again.status).toBe(303);
    const secondCallback = location(again);
    expect(`${secondCallback.origin}${secondCallback.pathname}`).toBe(redirectUri);
    expect(secondCallback.searchParams.get('code')).toBeTruthy();
  });

  it('re-renders the form with an error for an invalid e-mail, without redirecting', async () => {
    const jar = new CookieJar();
    const { interactionUrl } = await openInteraction(jar);

    const submitted = await postForm(`${interactionUrl.pathname}/login`, jar, {
      email: 'not-an-email',
      name: 'Grace "Amazing" Hopper',
    });
    expect(submitted.status).toBe(400);
    expect(submitted.headers.get('location')).toBeNull();
    const html = await submitted.text();
    expect(html).toContain('Local Google sign-in (development)');
    expect(html).toContain('Enter a valid e-mail address');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('value="not-an-email"');
    expect(html).toContain('value="Grace &quot;Amazing&quot; Hopper"');

    const emptyName = await postForm(`${interactionUrl.pathname}/login`, jar, {
      email: 'grace@example.com',
      name: ' ',
    });
    expect(emptyName.status).toBe(400);
    expect(await emptyName.text()).toContain('Enter a name.');
  });

  it('sends access_denied to the redirect URI when the user cancels', async () => {
    const jar = new CookieJar();
    const { interactionUrl, state } = await openInteraction(jar);

    const cancelled = await postForm(`${interactionUrl.pathname}/abort`, jar, {});
    expect(cancelled.status).toBe(303);
    const resumed = await get(location(cancelled).href, jar);
    expect(resumed.status).toBe(303);
    const callback = location(resumed);
    expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe(state);
    expect(callback.searchParams.get('code')).toBeNull();
  });

  it('shows an expired page for an unknown interaction', async () => {
    const response = await get('/oidc/interaction/unknown-uid', new CookieJar());
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Sign-in expired');
  });
});

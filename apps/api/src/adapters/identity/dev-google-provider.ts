import { createHash, randomBytes } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, {
  type Configuration,
  errors,
  type Interaction,
  type InteractionResults,
  type KoaContextWithOIDC,
} from 'oidc-provider';

/**
 * A local OpenID provider that plays Google in development and tests (dev tools only, never production).
 * It is `oidc-provider` mounted inside the API under /oidc, with one static client (better-auth's
 * `genericOAuth` "google" provider), in-memory storage, keys generated at startup and our own
 * sign-in page instead of oidc-provider's dev interactions.
 */

export interface DevGoogleProviderOptions {
  publicUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export const devGoogleProviderPath = '/oidc';

const formBodyLimit = 10 * 1024;
const grantedScope = 'openid email profile';
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const pageTitle = 'Local Google sign-in (development)';

interface LocalAccount {
  email: string;
  name: string;
}

interface FormValues {
  email: string;
  name: string;
}

interface FormErrors {
  email?: string;
  name?: string;
}

type UidRequest = FastifyRequest<{ Params: { uid: string } }>;

class BodyTooLargeError extends Error {}

/** A stable account id for an e-mail address: the same address always signs in as the same account. */
export function localAccountId(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24);
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function contentSecurityPolicy(publicUrl: string, redirectUri: string): string {
  const formTargets = new Set(["'self'", new URL(publicUrl).origin, new URL(redirectUri).origin]);
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action ${[...formTargets].join(' ')}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const styles = `
  body { font-family: system-ui, sans-serif; background: #f4f5f7; color: #1d2330; margin: 0; }
  main { max-width: 26rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 8px;
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.15); }
  h1 { font-size: 1.4rem; margin: 0 0 0.75rem; }
  .badge { display: inline-block; font-size: 0.8rem; font-weight: 600; padding: 0.15rem 0.5rem;
    border-radius: 4px; background: #fff3cd; color: #6b4e00; margin: 0 0 0.75rem; }
  label { display: block; font-weight: 600; margin: 1rem 0 0.25rem; }
  input { box-sizing: border-box; width: 100%; padding: 0.55rem; font-size: 1rem; border: 1px solid #8a92a3;
    border-radius: 4px; }
  input[aria-invalid="true"] { border-color: #b42318; }
  .field-error, .error { color: #b42318; margin: 0.25rem 0 0; }
  .actions { display: flex; gap: 0.75rem; margin-top: 1.5rem; }
  button { font-size: 1rem; padding: 0.55rem 1.1rem; border-radius: 4px; border: 1px solid #1a56db;
    background: #1a56db; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #1a56db; }
  button:focus-visible, input:focus-visible { outline: 3px solid #f5a524; outline-offset: 2px; }
`;

function renderPage(body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(pageTitle)}</title>
<style>${styles}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function renderSignInPage(uid: string, values: FormValues, formErrors: FormErrors): string {
  const base = `${devGoogleProviderPath}/interaction/${encodeURIComponent(uid)}`;
  const fieldError = (field: keyof FormErrors) => {
    const message = formErrors[field];
    return message ? `<p class="field-error" id="${field}-error">${escapeHtml(message)}</p>` : '';
  };
  const fieldAttributes = (field: keyof FormErrors) =>
    formErrors[field] ? ` aria-invalid="true" aria-describedby="${field}-error"` : '';
  const summary =
    formErrors.email || formErrors.name
      ? '<p class="error" role="alert">Check the highlighted fields and try again.</p>'
      : '';
  return renderPage(`<p class="badge">Development only</p>
<h1>${escapeHtml(pageTitle)}</h1>
<p>This stands in for Google while Talvio runs locally. No real Google account is used.</p>
<p>Enter any e-mail address and name to continue to Talvio.</p>
${summary}
<form method="post" action="${escapeHtml(`${base}/login`)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" required autocomplete="email" maxlength="254" value="${escapeHtml(values.email)}"${fieldAttributes('email')}>
${fieldError('email')}
<label for="name">Name</label>
<input id="name" name="name" type="text" required autocomplete="name" maxlength="200" value="${escapeHtml(values.name)}"${fieldAttributes('name')}>
${fieldError('name')}
<div class="actions">
<button type="submit">Continue</button>
<button type="submit" class="secondary" formaction="${escapeHtml(`${base}/abort`)}" formnovalidate>Cancel</button>
</div>
</form>`);
}

function renderMessagePage(heading: string, message: string): string {
  return renderPage(`<p class="badge">Development only</p>
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(message)}</p>`);
}

function validate(values: FormValues): FormErrors {
  const formErrors: FormErrors = {};
  if (!values.email) formErrors.email = 'Enter an e-mail address.';
  else if (values.email.length > 254 || !emailPattern.test(values.email)) {
    formErrors.email = 'Enter a valid e-mail address, like name@example.com.';
  }
  if (!values.name) formErrors.name = 'Enter a name.';
  else if (values.name.length > 200) formErrors.name = 'Enter a name of at most 200 characters.';
  return formErrors;
}

/** Reads a small urlencoded body from the raw stream (this scope has no body parser). */
async function readForm(raw: IncomingMessage): Promise<URLSearchParams> {
  const type = (raw.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return new URLSearchParams();
  const declared = Number(raw.headers['content-length']);
  if (Number.isFinite(declared) && declared > formBodyLimit) throw new BodyTooLargeError();
  const chunks: Buffer[] = [];
  let size = 0;
  // destroyOnReturn: false keeps the socket usable when we stop early and answer 413.
  for await (const chunk of raw.iterator({ destroyOnReturn: false })) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > formBodyLimit) throw new BodyTooLargeError();
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks, size).toString('utf8'));
}

/** Mounts the local OpenID provider under /oidc. Returns its discovery URL. */
export async function registerDevGoogleProvider(
  app: FastifyInstance,
  options: DevGoogleProviderOptions,
): Promise<{ discoveryUrl: string; issuer: string }> {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const issuer = `${publicUrl}${devGoogleProviderPath}`;
  const discoveryUrl = `${issuer}/.well-known/openid-configuration`;
  const accounts = new Map<string, LocalAccount>();
  const csp = contentSecurityPolicy(publicUrl, options.redirectUri);

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig' };

  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    scopes: ['openid', 'email', 'profile'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
    },
    // Put the scope's claims in the ID token too (like Google), so better-auth gets e-mail and name from it.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    features: {
      devInteractions: { enabled: false },
      // Google advertises no end_session_endpoint; advertising one would make better-auth's sign-out
      // redirect to this provider's logout page.
      rpInitiatedLogout: { enabled: false },
    },
    ttl: {
      AccessToken: 10 * 60,
      AuthorizationCode: 60,
      IdToken: 10 * 60,
      Interaction: 10 * 60,
      Session: 24 * 60 * 60,
      Grant: 24 * 60 * 60,
    },
    // The RP is the API's own server; no browser calls the token or userinfo endpoints cross-origin.
    clientBasedCORS: () => false,
    interactions: {
      url: (_ctx: KoaContextWithOIDC, interaction: Interaction) =>
        `${devGoogleProviderPath}/interaction/${interaction.uid}`,
    },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: account.email, email_verified: true, name: account.name }),
      };
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.set('Content-Security-Policy', csp);
      ctx.set('Cache-Control', 'no-store');
      const description = out.error_description ? ` ${out.error_description}` : '';
      ctx.body = renderMessagePage('Sign-in failed', `${out.error}:${description}`);
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.on('server_error', (_ctx: unknown, err: unknown) => {
    app.log.error({ err }, 'local OpenID provider: server error');
  });
  // Koa's own 'error' event (absent from oidc-provider's typed events); without a listener Koa prints to stderr.
  (provider as unknown as EventEmitter).on('error', (err: unknown) => {
    app.log.error({ err }, 'local OpenID provider: unhandled error');
  });
  const handle = provider.callback();

  async function grantConsent(details: Interaction, accountId: string): Promise<string> {
    const clientId = String(details.params.client_id);
    const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
    const grant =
      existing && existing.accountId === accountId && existing.clientId === clientId
        ? existing
        : new provider.Grant({ accountId, clientId });
    grant.addOIDCScope(grantedScope);
    return grant.save();
  }

  /** The interaction of this request, or null (and an error page sent) when it is gone or not this one. */
  async function loadInteraction(request: UidRequest, reply: FastifyReply): Promise<Interaction | null> {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.uid === request.params.uid) return details;
    } catch (err) {
      if (!(err instanceof errors.SessionNotFound)) throw err;
    }
    await sendHtml(
      reply,
      400,
      renderMessagePage(
        'Sign-in expired',
        'This sign-in attempt has expired or was already completed. Go back to Talvio and start again.',
      ),
    );
    return null;
  }

  async function finish(request: FastifyRequest, reply: FastifyReply, result: InteractionResults) {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    return reply.header('Cache-Control', 'no-store').redirect(returnTo, 303);
  }

  function sendHtml(reply: FastifyReply, status: number, html: string) {
    return reply
      .code(status)
      .header('Content-Security-Policy', csp)
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  await app.register(async (scope) => {
    // oidc-provider reads request bodies itself (token endpoint, PAR...): accept any body without reading it.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    const toProvider = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const url = raw.url ?? devGoogleProviderPath;
      let inner = url.slice(devGoogleProviderPath.length);
      if (!inner.startsWith('/')) inner = `/${inner}`;
      // oidc-provider routes on the path below its mount point and derives the mount point
      // (for the URLs it builds) from originalUrl, as under Express.
      raw.originalUrl = url;
      raw.url = inner;
      await handle(raw, reply.raw);
    };
    scope.all(devGoogleProviderPath, { config: { access: 'public' } }, toProvider);
    scope.all(`${devGoogleProviderPath}/*`, { config: { access: 'public' } }, toProvider);

    scope.get<{ Params: { uid: string } }>(
      `${devGoogleProviderPath}/interaction/:uid`,
      { config: { access: 'public' } },
      async (request, reply) => {
        const details = await loadInteraction(request, reply);
        if (!details) return reply;
        if (details.prompt.name === 'consent' && details.session?.accountId) {
          const grantId = await grantConsent(details, details.session.accountId);
          return finish(request, reply, { consent: { grantId } });
        }
        const loginHint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
        return sendHtml(reply, 200, renderSignInPage(details.uid, { email: loginHint, name: '' }, {}));
      },
    );

    scope.post<{ Params: { uid: string } }>(
      `${devGoogleProviderPath}/interaction/:uid/login`,
      { config: { access: 'public' } },
      async (request, reply) => {
        let form: URLSearchParams;
        try {
          form = await readForm(request.raw);
        } catch (err) {
          if (!(err instanceof BodyTooLargeError)) throw err;
          return sendHtml(reply, 413, renderMessagePage('Sign-in failed', 'The form was too large.'));
        }
        const details = await loadInteraction(request, reply);
        if (!details) return reply;
        const values: FormValues = {
          email: (form.get('email') ?? '').trim(),
          name: (form.get('name') ?? '').trim(),
        };
        const formErrors = validate(values);
        if (formErrors.email || formErrors.name) {
          return sendHtml(reply, 400, renderSignInPage(details.uid, values, formErrors));
        }
        const email = values.email.toLowerCase();
        const accountId = localAccountId(email);
        accounts.set(accountId, { email, name: values.name });
        const grantId = await grantConsent(details, accountId);
        return finish(request, reply, { login: { accountId }, consent: { grantId } });
      },
    );

    scope.post<{ Params: { uid: string } }>(
      `${devGoogleProviderPath}/interaction/:uid/abort`,
      { config: { access: 'public' } },
      async (request, reply) => {
        const details = await loadInteraction(request, reply);
        if (!details) return reply;
        return finish(request, reply, {
          error: 'access_denied',
          error_description: 'The user cancelled the sign-in.',
        });
      },
    );
  });

  return { discoveryUrl, issuer };
}

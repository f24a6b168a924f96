import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from '@talvio/db/client';
import {
  identityAccounts,
  identityJwks,
  identitySessions,
  identityUsers,
  identityVerifications,
} from '@talvio/db/schema';
import { passwordMentionsEmail } from '@talvio/domain/password';
import { idTokenLifetimeSeconds } from '@talvio/domain/session';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { betterAuth } from 'better-auth/minimal';
import { bearer } from 'better-auth/plugins/bearer';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { jwt } from 'better-auth/plugins/jwt';
import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from 'jose';
import type { IdentityPrincipal } from '../../plugins/access.ts';
import { isCommonPassword } from './common-passwords.ts';
import { createSignInLockout, waitText } from './sign-in-lockout.ts';

export const identityBasePath = '/api/identity';
export const idTokenAudience = 'talvio-api';

export interface GoogleProviderConfig {
  clientId: string;
  clientSecret: string;
  discoveryUrl: string;
  /** True when the local development provider plays Google. */
  isLocal: boolean;
}

export interface IdentityOptions {
  db: Database;
  publicUrl: string;
  secret: string;
  trustedOrigins: string[];
  /** Cookies only over TLS (production). */
  secureCookies: boolean;
  google: GoogleProviderConfig | null;
  rateLimit: boolean;
  sendResetPassword(input: { email: string; name: string; url: string }): Promise<void>;
  /** The link that confirms a new account's address (sign-up); it signs the person in when opened. */
  sendVerificationEmail(input: { email: string; name: string; url: string }): Promise<void>;
  /** Someone signed up with an address that already has an account: tell its owner, not the visitor. */
  sendExistingAccountNotice(input: { email: string; name: string }): Promise<void>;
  /** True when the identity belongs to a deactivated staff user: no new sessions for them. */
  isDeactivated(identityId: string): Promise<boolean>;
}

/** The e-mail of the person choosing a password: from the sign-up form, the reset token or the session. */
async function emailOfPasswordChange(
  ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0],
  body: Record<string, unknown>,
): Promise<string | null> {
  if (ctx.path === '/sign-up/email') return typeof body.email === 'string' ? body.email : null;
  if (ctx.path === '/reset-password') {
    if (typeof body.token !== 'string') return null;
    const verification = await ctx.context.internalAdapter.findVerificationValue(
      `reset-password:${body.token}`,
    );
    if (!verification) return null;
    const user = await ctx.context.internalAdapter.findUserById(verification.value);
    return user?.email ?? null;
  }
  // Change-password: the session of the bearer token (the bearer plugin turns it into a cookie only after this hook).
  const bearer = ctx.headers?.get('authorization')?.match(/^bearer\s+([^.\s]+)/i)?.[1];
  const session = bearer
    ? await ctx.context.internalAdapter.findSession(decodeURIComponent(bearer))
    : await getSessionFromCtx(ctx);
  return session?.user.email ?? null;
}

/**
 * Google sign-in (a generic OpenID client plus the popup flow), only when configured. The popup plugin is
 * exported only from better-auth's plugin index, which loads every plugin (tens of MB): it is imported here,
 * when needed, rather than at start-up.
 */
async function googleSignInPlugins(google: GoogleProviderConfig | null) {
  if (!google) return [];
  const { oauthPopup } = await import('better-auth/plugins');
  return [
    genericOAuth({
      config: [
        {
          providerId: 'google',
          clientId: google.clientId,
          clientSecret: google.clientSecret,
          discoveryUrl: google.discoveryUrl,
          scopes: ['openid', 'email', 'profile'],
          pkce: true,
        },
      ],
    }),
    oauthPopup(),
  ];
}

export async function createIdentity(options: IdentityOptions) {
  const googleSignIn = await googleSignInPlugins(options.google);
  const issuer = options.publicUrl;
  /** E-mail → receiver of the next reset token: set-password links are mailed by the caller, not here. */
  const capturedResetTokens = new Map<string, (token: string) => void>();
  const lockout = createSignInLockout();
  /** Reset token → its account's e-mail, between the before and after hooks of one reset. */
  const resetting = new Map<string, string>();
  /** The unexpected error (not an APIError) behind a 500 of the request being handled, for handle() to return. */
  const failures = new AsyncLocalStorage<{ error?: unknown }>();
  // Built on first use: its Google discovery fetch must not run before this server (or the provider) listens.
  const build = () =>
    betterAuth({
      appName: 'Talvio',
      // The caller logs and answers unexpected errors (a database outage is a 503, not better-auth's 500).
      onAPIError: {
        onError: (error) => {
          const slot = failures.getStore();
          if (slot) slot.error = error;
        },
      },
      baseURL: options.publicUrl,
      basePath: identityBasePath,
      secret: options.secret,
      trustedOrigins: options.trustedOrigins,
      database: drizzleAdapter(options.db, {
        provider: 'pg',
        schema: {
          user: identityUsers,
          session: identitySessions,
          account: identityAccounts,
          verification: identityVerifications,
          jwks: identityJwks,
        },
      }),
      emailAndPassword: {
        enabled: true,
        // Sign-up answers the same whether or not the address has an account; the e-mail says what happened.
        requireEmailVerification: true,
        onExistingUserSignUp: async ({ user }) => {
          await options.sendExistingAccountNotice({ email: user.email, name: user.name });
        },
        minPasswordLength: 8,
        maxPasswordLength: 128,
        resetPasswordTokenExpiresIn: 60 * 60,
        revokeSessionsOnPasswordReset: true,
        sendResetPassword: async ({ user, url, token }) => {
          const capture = capturedResetTokens.get(user.email.toLowerCase());
          if (capture) return capture(token);
          await options.sendResetPassword({ email: user.email, name: user.name, url });
        },
      },
      emailVerification: {
        sendOnSignUp: true,
        sendOnSignIn: true,
        autoSignInAfterVerification: true,
        expiresIn: 24 * 60 * 60,
        sendVerificationEmail: async ({ user, token }) => {
          await options.sendVerificationEmail({
            email: user.email,
            name: user.name,
            url: `${options.publicUrl}/login?verify=${encodeURIComponent(token)}`,
          });
        },
      },
      account: { accountLinking: { enabled: true, trustedProviders: ['google'] } },
      rateLimit: {
        enabled: options.rateLimit,
        window: 60,
        max: 300,
        storage: 'memory',
        customRules: {
          '/sign-in/email': { window: 60, max: 10 },
          '/sign-up/email': { window: 60, max: 10 },
          '/request-password-reset': { window: 60, max: 5 },
          '/reset-password': { window: 60, max: 10 },
          '/change-password': { window: 60, max: 10 },
        },
      },
      advanced: {
        ipAddress: { ipAddressHeaders: ['x-talvio-client-ip'] },
        cookiePrefix: 'talvio',
        useSecureCookies: options.secureCookies,
      },
      databaseHooks: {
        session: {
          create: {
            // A deactivated person cannot start a new session (sign-in, Google, password reset).
            before: async (session) => {
              if (await options.isDeactivated(session.userId)) {
                throw new APIError('UNAUTHORIZED', {
                  code: 'ACCOUNT_DEACTIVATED',
                  message: 'Your account has been deactivated. Ask an admin of your organisation.',
                });
              }
            },
          },
        },
      },
      hooks: {
        before: createAuthMiddleware(async (ctx) => {
          const body = (ctx.body ?? {}) as Record<string, unknown>;
          if (ctx.path === '/sign-in/email' && typeof body.email === 'string') {
            const wait = lockout.retryAfterMs(body.email);
            if (wait > 0) {
              throw new APIError(
                'TOO_MANY_REQUESTS',
                {
                  code: 'ACCOUNT_LOCKED',
                  message: `Too many failed sign-ins for this account. Try again in ${waitText(wait)}, or reset your password.`,
                },
                { 'retry-after': String(Math.ceil(wait / 1000)) },
              );
            }
            return;
          }
          if (
            ctx.path !== '/sign-up/email' &&
            ctx.path !== '/reset-password' &&
            ctx.path !== '/change-password'
          )
            return;
          const candidate = ctx.path === '/sign-up/email' ? body.password : body.newPassword;
          if (typeof candidate !== 'string') return;
          if (isCommonPassword(candidate)) {
            throw new APIError('BAD_REQUEST', {
              code: 'PASSWORD_TOO_COMMON',
              message: 'This password is too common. Choose one that is harder to guess.',
            });
          }
          const email = await emailOfPasswordChange(ctx, body);
          if (email && passwordMentionsEmail(candidate, email)) {
            throw new APIError('BAD_REQUEST', {
              code: 'PASSWORD_CONTAINS_EMAIL',
              message: 'Do not use your e-mail address in your password.',
            });
          }
          if (ctx.path === '/reset-password' && email && typeof body.token === 'string')
            resetting.set(body.token, email);
        }),
        after: createAuthMiddleware(async (ctx) => {
          const body = (ctx.body ?? {}) as Record<string, unknown>;
          const returned = ctx.context.returned;
          const failed = returned instanceof APIError;
          if (ctx.path === '/sign-in/email' && typeof body.email === 'string') {
            // Only a wrong password counts; a deactivated or unconfirmed account with the right one does not.
            if (failed && returned.body?.code === 'INVALID_EMAIL_OR_PASSWORD')
              lockout.recordFailure(body.email);
            else if (!failed) lockout.clear(body.email);
          }
          if (ctx.path === '/reset-password' && typeof body.token === 'string') {
            const email = resetting.get(body.token);
            resetting.delete(body.token);
            if (email && !failed) {
              lockout.clear(email);
              // Opening the e-mailed link proved the address (set-password links for invited colleagues).
              await ctx.context.internalAdapter.updateUserByEmail(email, { emailVerified: true });
            }
          }
        }),
      },
      plugins: [
        bearer(),
        jwt({
          jwks: { keyPairConfig: { alg: 'EdDSA', crv: 'Ed25519' } },
          jwt: {
            issuer,
            audience: idTokenAudience,
            expirationTime: `${idTokenLifetimeSeconds}s`,
            definePayload: ({ user }) => ({ email: user.email, name: user.name }),
          },
        }),
        ...googleSignIn,
      ],
    });
  let instance: ReturnType<typeof build> | null = null;
  const auth = () => {
    instance ??= build();
    return instance;
  };

  let keySet: ReturnType<typeof createLocalJWKSet> | null = null;
  async function loadKeys(): Promise<ReturnType<typeof createLocalJWKSet>> {
    const jwks = (await auth().api.getJwks()) as JSONWebKeySet;
    keySet = createLocalJWKSet(jwks);
    return keySet;
  }

  /** Verifies a Talvio ID token: signature, alg, iss, aud and exp. */
  /**
   * Tokens already verified, until they expire: checking an EdDSA signature costs more than the rest of a typical
   * request, and the SPA sends the same token for up to an hour. Access is still checked on every request
   * (deactivated users are refused by the staff lookup), so caching the signature check changes no decision.
   */
  const verified = new Map<string, { principal: IdentityPrincipal; expiresAt: number }>();
  const maxVerified = 10_000;

  async function verifyIdToken(token: string): Promise<IdentityPrincipal | null> {
    const cached = verified.get(token);
    if (cached) {
      if (cached.expiresAt > Date.now()) return cached.principal;
      verified.delete(token);
    }
    const result = await verifySignedIdToken(token);
    if (!result) return null;
    if (verified.size >= maxVerified) verified.delete(verified.keys().next().value as string);
    verified.set(token, result);
    return result.principal;
  }

  async function verifySignedIdToken(
    token: string,
  ): Promise<{ principal: IdentityPrincipal; expiresAt: number } | null> {
    const verify = async (keys: ReturnType<typeof createLocalJWKSet>) =>
      jwtVerify(token, keys, { issuer, audience: idTokenAudience, algorithms: ['EdDSA'] });
    try {
      const { payload } = await verify(keySet ?? (await loadKeys())).catch(async (err: { code?: string }) => {
        if (err.code === 'ERR_JWKS_NO_MATCHING_KEY') return verify(await loadKeys());
        throw err;
      });
      if (
        typeof payload.sub !== 'string' ||
        typeof payload.email !== 'string' ||
        typeof payload.exp !== 'number'
      )
        return null;
      return {
        principal: {
          identityId: payload.sub,
          email: payload.email,
          name: typeof payload.name === 'string' ? payload.name : '',
        },
        expiresAt: payload.exp * 1000,
      };
    } catch {
      return null;
    }
  }

  /** Creates an identity with no password: it becomes usable once the person sets one from the e-mailed link. */
  async function createPasswordlessAccount(input: { email: string; name: string }): Promise<string> {
    const context = await auth().$context;
    const user = await context.internalAdapter.createUser(
      { email: input.email, name: input.name, emailVerified: false },
      { method: 'admin' },
    );
    return user.id;
  }

  /** An account whose address needs no confirmation (the demo organisation's accounts). */
  async function createVerifiedAccount(input: { email: string; name: string; password: string }) {
    const context = await auth().$context;
    const user = await context.internalAdapter.createUser(
      { email: input.email.toLowerCase(), name: input.name, emailVerified: true },
      { method: 'admin' },
    );
    await context.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: await context.password.hash(input.password),
    });
    return { identityId: user.id, email: user.email, name: user.name };
  }

  /**
   * A single-use, 1-hour token of the identity library's password-reset flow, for a set-password link
   * (POST /reset-password with { token, newPassword } sets it and creates the credential).
   */
  async function createSetPasswordToken(email: string): Promise<string> {
    const key = email.toLowerCase();
    let token: string | null = null;
    capturedResetTokens.set(key, (value) => {
      token = value;
    });
    try {
      await auth().api.requestPasswordReset({ body: { email: key } });
    } finally {
      capturedResetTokens.delete(key);
    }
    if (!token) throw new Error('The identity provider issued no set-password token.');
    return token;
  }

  /** Removes an identity (and its sessions and accounts); used to undo a half-created user. */
  async function deleteAccount(identityId: string): Promise<void> {
    const context = await auth().$context;
    await context.internalAdapter.deleteUser(identityId);
  }

  /** Ends every identity session, so a deactivated user cannot mint new ID tokens either. */
  async function revokeSessions(identityId: string): Promise<void> {
    const context = await auth().$context;
    await context.internalAdapter.deleteUserSessions(identityId);
  }

  async function findAccountByEmail(email: string): Promise<{ id: string } | null> {
    const context = await auth().$context;
    const found = await context.internalAdapter.findUserByEmail(email.toLowerCase());
    return found ? { id: found.user.id } : null;
  }

  /** Handles one request; `error` is what made a 5xx response, when something unexpected did. */
  async function handle(request: Request): Promise<{ response: Response; error: unknown }> {
    const slot: { error?: unknown } = {};
    const response = await failures.run(slot, () => auth().handler(request));
    return { response, error: response.status >= 500 ? slot.error : undefined };
  }

  return {
    auth,
    handle,
    verifyIdToken,
    google: options.google,
    createPasswordlessAccount,
    createVerifiedAccount,
    createSetPasswordToken,
    deleteAccount,
    revokeSessions,
    findAccountByEmail,
  };
}

export type Identity = Awaited<ReturnType<typeof createIdentity>>;

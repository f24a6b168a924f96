import { randomBytes } from 'node:crypto';

export interface StaffSession {
  email: string;
  password: string;
  sessionToken: string;
  idToken: string;
  /** fetch against the API with the ID token as bearer. */
  api(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${randomBytes(5).toString('hex')}@example.test`;
}

export async function jsonFetch(url: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
  const { json, headers, ...rest } = init;
  return fetch(url, {
    ...rest,
    headers: { ...(json !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
}

/** How a test reads the e-mails sent to an address: the development outbox page unless told otherwise. */
export type MailReader = (to: string) => Promise<{ kind: string; text: string }[]>;

/** The token of the newest "confirm your e-mail" link sent to an address. */
export async function verificationToken(
  baseUrl: string,
  email: string,
  readMail?: MailReader,
): Promise<string> {
  const mails = await (readMail ?? ((to) => outboxFor(baseUrl, to)))(email);
  const mail = mails.find((m) => m.kind === 'email_verification');
  const token = mail?.text.match(/\/login\?verify=([^\s&]+)/)?.[1];
  if (!token) throw new Error(`no e-mail confirmation link for ${email}`);
  return decodeURIComponent(token);
}

/** Opens the confirmation link the way the web app does: the identity provider confirms and signs in. */
export async function confirmEmail(baseUrl: string, token: string): Promise<Response> {
  return fetch(`${baseUrl}/api/identity/verify-email?token=${encodeURIComponent(token)}`);
}

/**
 * Signs up with the identity provider (e-mail + password), confirms the address from the e-mailed link and
 * returns the session token (bearer plugin) that confirming gives.
 */
export async function identitySignUp(
  baseUrl: string,
  email: string,
  password: string,
  name: string,
  readMail?: MailReader,
) {
  const res = await jsonFetch(`${baseUrl}/api/identity/sign-up/email`, {
    method: 'POST',
    headers: { origin: baseUrl },
    json: { email, password, name },
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const confirmed = await confirmEmail(baseUrl, await verificationToken(baseUrl, email, readMail));
  if (!confirmed.ok)
    throw new Error(`confirming the e-mail failed: ${confirmed.status} ${await confirmed.text()}`);
  const sessionToken = confirmed.headers.get('set-auth-token');
  if (!sessionToken) throw new Error('confirming the e-mail returned no session token');
  return sessionToken;
}

export async function identitySignIn(baseUrl: string, email: string, password: string) {
  const res = await jsonFetch(`${baseUrl}/api/identity/sign-in/email`, {
    method: 'POST',
    headers: { origin: baseUrl },
    json: { email, password },
  });
  return { res, sessionToken: res.headers.get('set-auth-token') };
}

/** Mints a fresh 1-hour ID token from the identity session (the SPA's refresh step). */
export async function mintIdToken(baseUrl: string, sessionToken: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/identity/token`, {
    headers: { authorization: `Bearer ${sessionToken}` },
  });
  if (!res.ok) throw new Error(`token failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { token: string };
  return body.token;
}

function withToken(baseUrl: string, idToken: string) {
  return (path: string, init: RequestInit & { json?: unknown } = {}) =>
    jsonFetch(`${baseUrl}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${idToken}`, ...init.headers },
    });
}

/** A signed-up identity that has not called POST /auth/register yet. */
export async function newIdentity(
  baseUrl: string,
  name = 'Test User',
  readMail?: MailReader,
): Promise<StaffSession> {
  const email = uniqueEmail();
  const password = `Pw-${randomBytes(6).toString('hex')}`;
  const sessionToken = await identitySignUp(baseUrl, email, password, name, readMail);
  const idToken = await mintIdToken(baseUrl, sessionToken);
  return { email, password, sessionToken, idToken, api: withToken(baseUrl, idToken) };
}

/** A registered admin of a fresh organisation (optionally onboarded). */
export async function newAdmin(
  baseUrl: string,
  options: { onboarded?: boolean; organisationName?: string; readMail?: MailReader } = {},
) {
  const session = await newIdentity(baseUrl, 'Ada Admin', options.readMail);
  const res = await session.api('/api/auth/register', {
    method: 'POST',
    json: { name: 'Ada Admin', organisation_name: options.organisationName ?? 'Acme Hiring Co' },
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  if (options.onboarded) {
    const onboard = await session.api('/api/organisation/onboard', {
      method: 'PUT',
      json: {
        name: options.organisationName ?? 'Acme Hiring Co',
        industry: 'Technology',
        size: '11-50',
        country: 'IN',
        city: 'Bengaluru',
      },
    });
    if (!onboard.ok) throw new Error(`onboard failed: ${onboard.status} ${await onboard.text()}`);
  }
  return session;
}

export interface OutboxEmail {
  id: number;
  to: string;
  subject: string;
  kind: string;
  status: string;
  text: string;
  createdAt: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

/** The e-mails the product stored for an address, newest first (development outbox). */
export async function outboxFor(baseUrl: string, to: string): Promise<OutboxEmail[]> {
  const res = await fetch(`${baseUrl}/api/dev/outbox.json?to=${encodeURIComponent(to)}`);
  if (!res.ok) throw new Error(`outbox failed: ${res.status}`);
  return (await res.json()) as OutboxEmail[];
}

/** The token of the newest set-password link e-mailed to a new user. */
export async function invitationToken(baseUrl: string, email: string): Promise<string> {
  const invitation = (await outboxFor(baseUrl, email)).find((m) => m.kind === 'user_invitation');
  const token = invitation?.text.match(/\/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no invitation e-mail with a set-password link for ${email}`);
  return token;
}

/** Sets the password from the invitation link, signs in and mints an ID token, like the web app does. */
export async function acceptInvitation(baseUrl: string, email: string): Promise<StaffSession> {
  const token = await invitationToken(baseUrl, email);
  const password = `Pw-${randomBytes(6).toString('hex')}`;
  const reset = await jsonFetch(`${baseUrl}/api/identity/reset-password`, {
    method: 'POST',
    headers: { origin: baseUrl },
    json: { token, newPassword: password },
  });
  if (!reset.ok) throw new Error(`reset-password failed: ${reset.status} ${await reset.text()}`);
  return signIn(baseUrl, email, password);
}

/** Signs in with e-mail and password and mints an ID token, like the web app does. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<StaffSession> {
  const { res, sessionToken } = await identitySignIn(baseUrl, email, password);
  if (!sessionToken) throw new Error(`sign-in failed for ${email}: ${res.status}`);
  const idToken = await mintIdToken(baseUrl, sessionToken);
  return { email, password, sessionToken, idToken, api: withToken(baseUrl, idToken) };
}

/** A user added by an admin (POST /users) who has set their password and signed in. */
export async function newMember(
  baseUrl: string,
  admin: StaffSession,
  options: { isAdmin?: boolean; name?: string } = {},
): Promise<StaffSession & { id: number }> {
  const email = uniqueEmail('member');
  const res = await admin.api('/api/users', {
    method: 'POST',
    json: { name: options.name ?? 'Morgan Member', email, is_admin: options.isAdmin ?? false },
  });
  if (res.status !== 201) throw new Error(`create user failed: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: number };
  return { ...(await acceptInvitation(baseUrl, email)), id };
}

/** The id of the signed-in user. */
export async function currentUserId(session: StaffSession): Promise<number> {
  const res = await session.api('/api/users/current');
  if (!res.ok) throw new Error(`current user failed: ${res.status}`);
  return ((await res.json()) as { id: number }).id;
}

import { beforeAll, describe, expect, it } from 'vitest';
import { jsonFetch, newAdmin, newMember, type StaffSession } from './staff-client.ts';
import { type TestApp, useTestApp } from './test-app.ts';

/**
 * The authorization matrix harness (docs/product/users.md, **authorization matrix**): each module's API test feeds it a
 * table of its routes, and every route is called as anonymous, member, admin, the admin of another organisation
 * and a deactivated user. One harness, so every module is held to the same rules in the same words.
 */

export type Who = 'anonymous' | 'member' | 'admin' | 'outsider' | 'deactivated';
export type Access = 'public' | 'member' | 'admin';

export interface MatrixRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as registered (`/api/jobs/:id`), to check its declared access and its OpenAPI entry. */
  route: string;
  access: Access;
  /** The URL called; a function when it names a record made for the call. */
  path: string | (() => string | Promise<string>);
  /** JSON (an object), a raw JSON string (sent as is, with `headers`), or a multipart form. */
  body?: (who: Who) => unknown;
  /** Extra headers for a raw string body (e.g. a webhook signature of exactly those bytes). */
  headers?: (body: string) => Record<string, string>;
  /** Status of an allowed call. */
  ok: number;
  /**
   * What the admin of another organisation gets, when it differs from `ok`: 404 when the path names a record of
   * the first organisation (never 403: it does not tell that the record exists).
   */
  outsider?: number;
}

/** The people of the matrix: two organisations' admins, a member and a deactivated member of the first. */
export interface MatrixPeople {
  admin: StaffSession;
  member: StaffSession & { id: number };
  deactivated: StaffSession & { id: number };
  outsider: StaffSession;
}

/** Makes the matrix's people: a first organisation (admin, member, deactivated member) and another one's admin. */
export async function matrixPeople(url: string, organisationName: string): Promise<MatrixPeople> {
  const admin = await newAdmin(url, { onboarded: true, organisationName });
  const outsider = await newAdmin(url, { onboarded: true, organisationName: `${organisationName} Outsider` });
  const member = await newMember(url, admin, { name: 'Matrix Member' });
  const deactivated = await newMember(url, admin, { name: 'Gone Member' });
  const off = await admin.api(`/api/users/${deactivated.id}`, {
    method: 'PUT',
    json: { name: 'Gone Member', is_admin: false, is_active: false },
  });
  if (off.status !== 200) throw new Error(`deactivate failed: ${off.status}`);
  return { admin, member, deactivated, outsider };
}

/** A matrix file's app and people. */
export interface MatrixWorld {
  t: TestApp;
  people: MatrixPeople;
}

/**
 * Starts the file's app and makes the matrix's people before its tests (the file's own beforeAll runs after);
 * read both inside tests and hooks.
 */
export function useMatrixWorld(organisationName: string): MatrixWorld {
  const t = useTestApp();
  let people: MatrixPeople | undefined;
  beforeAll(async () => {
    people = await matrixPeople(t.url, organisationName);
  }, 120_000);
  return {
    t,
    get people() {
      if (!people)
        throw new Error('The matrix people are made in beforeAll: use them inside a test or a hook.');
      return people;
    },
  };
}

/** The status a route gives each kind of caller. */
export function expectedStatus(route: MatrixRoute, who: Who): number {
  const open = route.access === 'public';
  switch (who) {
    case 'anonymous':
    case 'deactivated':
      return open ? route.ok : 401;
    case 'member':
      return route.access === 'admin' ? 403 : route.ok;
    case 'admin':
      return route.ok;
    case 'outsider':
      return route.outsider ?? route.ok;
  }
}

/** Calls a route as one kind of caller; `bearer` replaces the session (e.g. a candidate's link token). */
export async function callAs(
  url: string,
  people: MatrixPeople,
  who: Who,
  route: MatrixRoute,
  bearer?: string,
): Promise<Response> {
  const session = who === 'anonymous' ? null : people[who];
  const body = route.body ? await route.body(who) : undefined;
  const init: RequestInit & { json?: unknown } = { method: route.method };
  if (typeof body === 'string') {
    init.body = body;
    init.headers = { 'content-type': 'application/json', ...route.headers?.(body) };
  } else if (body instanceof FormData) init.body = body;
  else if (body !== undefined) init.json = body;
  if (bearer)
    init.headers = { ...(init.headers as Record<string, string>), authorization: `Bearer ${bearer}` };
  const path = typeof route.path === 'string' ? route.path : await route.path();
  return session && !bearer ? session.api(path, init) : jsonFetch(`${url}${path}`, init);
}

const everyone: Who[] = ['anonymous', 'member', 'admin', 'outsider', 'deactivated'];
const label: Record<Who, string> = {
  anonymous: 'anonymous',
  member: 'member',
  admin: 'admin',
  outsider: 'admin of another organisation',
  deactivated: 'deactivated user',
};

/**
 * The standard checks of a module's table: each route declares the access the table says, is in the OpenAPI
 * document, and answers each kind of caller as the rules say; refusals are problem+json. The world's app and
 * people are read when the tests run.
 */
export function describeAccessMatrix(title: string, routes: MatrixRoute[], world: MatrixWorld): void {
  describe(title, () => {
    it('every route declares the expected access', () => {
      const { t } = world;
      for (const route of routes) {
        const declared = t.app.routeAccess.find((r) => r.method === route.method && r.url === route.route);
        expect(declared?.access, `${route.method} ${route.route}`).toBe(route.access);
      }
    });

    it('every route is documented in the OpenAPI document at /api/docs', async () => {
      const { t } = world;
      const doc = (await (await fetch(`${t.url}/api/docs/json`)).json()) as {
        paths: Record<string, Record<string, unknown>>;
      };
      for (const route of routes) {
        const path = route.route.replace(/:(\w+)/g, '{$1}');
        expect(doc.paths[path]?.[route.method.toLowerCase()], `${route.method} ${path}`).toBeDefined();
      }
    });

    for (const route of routes) {
      for (const who of everyone) {
        const status = expectedStatus(route, who);
        it(`${route.method} ${route.route}: ${label[who]} → ${status}`, async () => {
          const { t, people } = world;
          const res = await callAs(t.url, people, who, route);
          expect(res.status, await res.clone().text()).toBe(status);
          if (status === 401 || status === 403 || (who === 'outsider' && status === 404)) {
            expect(res.headers.get('content-type')).toContain('application/problem+json');
          }
        });
      }
    }
  });
}

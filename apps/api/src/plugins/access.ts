import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden, unauthorized } from '../errors.ts';

/**
 * Who may call a route (every route declares one; see docs/decisions/0001-stack.md):
 * - public: anyone;
 * - identity: a valid ID token, even before the staff profile exists (POST /auth/register);
 * - candidate: a candidate's link token (checked by the route itself);
 * - member: an active staff user of an organisation;
 * - admin: an active staff user with is_admin.
 */
export type Access = 'public' | 'identity' | 'candidate' | 'member' | 'admin';

export interface StaffPrincipal {
  id: number;
  identityId: string;
  organisationId: number;
  email: string;
  isAdmin: boolean;
}

export interface IdentityPrincipal {
  identityId: string;
  email: string;
  name: string;
}

/** Resolves a bearer ID token; provided by the identity adapter. */
export interface Authenticator {
  verifyIdToken(token: string): Promise<IdentityPrincipal | null>;
  findStaff(identityId: string): Promise<(StaffPrincipal & { isActive: boolean }) | null>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    identity: IdentityPrincipal | null;
    staff: StaffPrincipal | null;
  }
  interface FastifyInstance {
    /** Every registered route with its declared access, for the access-declaration test. */
    routeAccess: { method: string; url: string; access: Access | undefined }[];
  }
}

export function requireStaff(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw unauthorized();
  return request.staff;
}

export function requireIdentity(request: FastifyRequest): IdentityPrincipal {
  if (!request.identity) throw unauthorized();
  return request.identity;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** Enforces each route's access declaration; a route under /api without one is refused (fail closed). */
export const accessPlugin = fp(async (app: FastifyInstance, opts: { authenticator: Authenticator }) => {
  app.decorate('routeAccess', []);
  app.decorateRequest('identity', null);
  app.decorateRequest('staff', null);

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.routeAccess.push({ method, url: route.url, access: route.config?.access });
    }
  });

  app.addHook('preHandler', async (request) => {
    const url = request.routeOptions.url ?? '';
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return;
    const access = request.routeOptions.config.access;
    if (!access) throw new AppError('internal', 500, 'This route has no access declaration.');
    if (access === 'public' || access === 'candidate') return;

    const token = bearerToken(request);
    if (!token) throw unauthorized('Sign in to continue: this request carried no ID token.');
    const identity = await opts.authenticator.verifyIdToken(token);
    if (!identity) throw unauthorized('Your session has expired. Sign in again.');
    request.identity = identity;

    const staff = await opts.authenticator.findStaff(identity.identityId);
    // Identity routes serve people who have no profile yet; a deactivated profile is refused there too.
    if (access === 'identity' && (!staff || staff.isActive)) return;
    if (!staff) throw new AppError('profile_missing', 403, 'Finish registration to use Talvio.');
    if (!staff.isActive) {
      request.log.warn({ userId: staff.id }, 'deactivated user refused');
      throw unauthorized('Your account has been deactivated. Ask an admin of your organisation.');
    }
    const { isActive: _ignored, ...principal } = staff;
    request.staff = principal;
    if (access === 'admin' && !staff.isAdmin) {
      request.log.warn({ userId: staff.id, url }, 'non-admin refused on admin route');
      throw forbidden('Only admins of your organisation can do this.');
    }
  });
});

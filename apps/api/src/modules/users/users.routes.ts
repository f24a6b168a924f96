import { idParamSchema } from '@talvio/contracts/common';
import {
  currentUserPatchSchema,
  currentUserSchema,
  userCreateSchema,
  userListQuerySchema,
  userListSchema,
  userSchema,
  userUpdateSchema,
} from '@talvio/contracts/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireStaff } from '../../plugins/access.ts';
import { perSessionLimit } from '../../plugins/rate-limits.ts';
import {
  createUser,
  getCurrentUser,
  getUser,
  getUsers,
  patchCurrentUser,
  replaceUser,
  resendInvitation,
} from './users.service.ts';

export async function userRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/users/current', {
    config: { access: 'member' },
    schema: {
      tags: ['users'],
      summary: 'The signed-in user: every field except the password',
      response: { 200: currentUserSchema },
    },
    handler: async (req) => {
      const staff = requireStaff(req);
      return getCurrentUser(ctx, staff.organisationId, staff.id);
    },
  });

  r.patch('/api/users/current', {
    config: { access: 'member' },
    schema: {
      tags: ['users'],
      summary: 'Change your own name or preferred currency',
      body: currentUserPatchSchema,
      response: { 200: currentUserSchema },
    },
    handler: async (req) => patchCurrentUser(ctx, requireStaff(req), req.body),
  });

  r.get('/api/users', {
    config: { access: 'admin' },
    schema: {
      tags: ['users'],
      summary: "The organisation's users: search, filters, pagination",
      querystring: userListQuerySchema,
      response: { 200: userListSchema },
    },
    handler: async (req) => getUsers(ctx, requireStaff(req).organisationId, req.query),
  });

  r.post('/api/users', {
    config: { access: 'admin', rateLimit: perSessionLimit(100), requires: ['email'] },
    schema: {
      tags: ['users'],
      summary: 'Add a user; they receive an e-mail to set a password',
      body: userCreateSchema,
      response: { 201: userSchema },
    },
    handler: async (req, reply) => {
      const user = await createUser(ctx, requireStaff(req), req.body);
      return reply.status(201).send(user);
    },
  });

  r.get('/api/users/:id', {
    config: { access: 'admin' },
    schema: { tags: ['users'], params: idParamSchema, response: { 200: userSchema } },
    handler: async (req) => getUser(ctx, requireStaff(req).organisationId, req.params.id),
  });

  r.put('/api/users/:id', {
    config: { access: 'admin' },
    schema: {
      tags: ['users'],
      summary: 'Change name, admin flag, active state (email, password, created_* are kept)',
      params: idParamSchema,
      body: userUpdateSchema,
      response: { 200: userSchema },
    },
    handler: async (req) => replaceUser(ctx, requireStaff(req), req.params.id, req.body),
  });

  r.post('/api/users/:id/invitation', {
    config: { access: 'admin', rateLimit: perSessionLimit(100) },
    schema: {
      tags: ['users'],
      summary: 'Send a new set-password link to a user who has not set a password yet',
      params: idParamSchema,
      response: { 200: userSchema },
    },
    handler: async (req) => resendInvitation(ctx, requireStaff(req), req.params.id),
  });
}

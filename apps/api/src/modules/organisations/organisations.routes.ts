import multipart from '@fastify/multipart';
import {
  onboardRequestSchema,
  organisationOverviewSchema,
  organisationPatchSchema,
  organisationSchema,
  profileImageField,
  profileImageMaxBytes,
  profileImageResponseSchema,
} from '@talvio/contracts/organisations';
import {
  organisationSettingsPatchSchema,
  organisationSettingsResponseSchema,
} from '@talvio/contracts/settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest } from '../../errors.ts';
import { requireStaff } from '../../plugins/access.ts';
import {
  getOrganisation,
  getOrganisationOverview,
  getSettings,
  onboardOrganisation,
  patchOrganisation,
  patchSettings,
  replaceLogo,
} from './organisations.service.ts';

const tooLarge = () =>
  new AppError(
    'payload_too_large',
    413,
    `The image is larger than ${profileImageMaxBytes / 1024 / 1024} MB. Choose a smaller file.`,
    profileImageField,
  );

export async function organisationRoutes(app: FastifyInstance, ctx: AppContext) {
  // Only this scope accepts multipart bodies; one file part and a few small fields at most.
  await app.register(multipart, {
    limits: { fileSize: profileImageMaxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put('/api/organisation/onboard', {
    config: { access: 'admin' },
    schema: { tags: ['organisation'], body: onboardRequestSchema, response: { 200: organisationSchema } },
    handler: async (req) => onboardOrganisation(ctx, requireStaff(req), req.body),
  });

  r.get('/api/organisation/current', {
    config: { access: 'member' },
    schema: { tags: ['organisation'], response: { 200: organisationSchema } },
    handler: async (req) => getOrganisation(ctx, requireStaff(req).organisationId),
  });

  r.get('/api/organisation/overview', {
    config: { access: 'member' },
    schema: {
      tags: ['organisation'],
      summary: 'Lifetime counts for the dashboard: talent profiles, uploads, active staff, interviews sent',
      response: { 200: organisationOverviewSchema },
    },
    handler: async (req) => getOrganisationOverview(ctx, requireStaff(req).organisationId),
  });

  r.patch('/api/organisation/current', {
    config: { access: 'admin' },
    schema: { tags: ['organisation'], body: organisationPatchSchema, response: { 200: organisationSchema } },
    handler: async (req) => patchOrganisation(ctx, requireStaff(req), req.body),
  });

  r.post('/api/company/profile-image', {
    config: { access: 'admin' },
    schema: {
      tags: ['organisation'],
      summary: 'Upload the organisation logo: multipart field `file`, PNG/JPEG/WebP up to 2 MB',
      consumes: ['multipart/form-data'],
      response: { 200: profileImageResponseSchema },
    },
    handler: async (req) => {
      const staff = requireStaff(req);
      if (!req.isMultipart()) {
        throw new AppError(
          'unsupported_media_type',
          415,
          `Send the image as multipart/form-data in the field "${profileImageField}".`,
          profileImageField,
        );
      }
      const part = await req.file();
      if (!part) throw badRequest(`${profileImageField}: Choose an image to upload.`, profileImageField);
      if (part.fieldname !== profileImageField) {
        part.file.resume();
        throw badRequest(`Send the image in the field "${profileImageField}".`, profileImageField);
      }
      let upload: Buffer;
      try {
        upload = await part.toBuffer();
      } catch (err) {
        if ((err as { statusCode?: number }).statusCode === 413) throw tooLarge();
        throw err;
      }
      if (part.file.truncated) throw tooLarge();
      return replaceLogo(ctx, staff, upload);
    },
  });

  r.get('/api/organisation/settings', {
    config: { access: 'member' },
    schema: {
      tags: ['organisation'],
      summary: 'Notification preferences, interview defaults and data retention (defaults when unset)',
      response: { 200: organisationSettingsResponseSchema },
    },
    handler: async (req) => getSettings(ctx, requireStaff(req).organisationId),
  });

  r.patch('/api/organisation/settings', {
    config: { access: 'admin' },
    schema: {
      tags: ['organisation'],
      summary: 'Change any subset of the organisation settings',
      body: organisationSettingsPatchSchema,
      response: { 200: organisationSettingsResponseSchema },
    },
    handler: async (req) => patchSettings(ctx, requireStaff(req), req.body),
  });
}

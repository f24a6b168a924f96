import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isStoredName } from '../../adapters/storage/storage.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { readPublicFile } from '../organisations/organisations.service.ts';

const contentTypes: Record<string, string> = { webp: 'image/webp' };

const fileParamsSchema = z.object({
  name: z.string().max(80).refine(isStoredName, 'Must be a file name issued by Talvio'),
});

/**
 * Public files (organisation logos, shown in <img> tags and on candidate pages without a session).
 * Names are unguessable and change with every upload, so responses can be cached for a year.
 */
export async function fileRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/files/:name', {
    config: { access: 'public' },
    schema: {
      tags: ['files'],
      summary: 'A public file such as an organisation logo',
      params: fileParamsSchema,
    },
    handler: async (req, reply) => {
      const { name } = req.params;
      const contentType = contentTypes[name.split('.').pop() ?? ''];
      const data = contentType ? await readPublicFile(ctx, name) : null;
      if (!contentType || !data) throw notFound('The file');
      return reply
        .type(contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('content-disposition', 'inline')
        .send(data);
    },
  });
}

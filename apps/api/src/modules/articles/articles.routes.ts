import { articleListSchema, articleSchema } from '@talvio/contracts/articles';
import { idParamSchema } from '@talvio/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { getArticle, getArticleCover, getArticles } from './articles.service.ts';

/** The hiring guides (docs/product/articles.md): public, no session needed. */
export async function articleRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/articles', {
    config: { access: 'public' },
    schema: {
      tags: ['articles'],
      summary: 'Every hiring guide without its body, newest first',
      response: { 200: articleListSchema },
    },
    handler: async () => getArticles(ctx),
  });

  r.get('/api/articles/:id', {
    config: { access: 'public' },
    schema: {
      tags: ['articles'],
      summary: 'One hiring guide with its body as sanitised HTML',
      params: idParamSchema,
      response: { 200: articleSchema },
    },
    handler: async (req) => getArticle(ctx, req.params.id),
  });

  r.get('/api/articles/:id/cover.svg', {
    config: { access: 'public' },
    schema: {
      tags: ['articles'],
      summary: "A hiring guide's cover drawing (SVG); its address changes with the article",
      params: idParamSchema,
    },
    handler: async (req, reply) => {
      const svg = await getArticleCover(ctx, req.params.id);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', 'inline')
        .send(svg);
    },
  });
}

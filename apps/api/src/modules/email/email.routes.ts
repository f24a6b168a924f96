import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';

const escapeHtml = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const outboxQuerySchema = z.object({
  to: z.email('Must be an e-mail address').optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const outboxItemSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: z.string(),
  text: z.string(),
  createdAt: z.string(),
  /** Files sent with the e-mail (a calendar invitation), content as text. */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })),
});

/** Development-only outbox: every e-mail the product "sent", so a person can click its links. */
export async function devOutboxRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/dev/outbox.json', {
    config: { access: 'public' },
    schema: { tags: ['dev'], querystring: outboxQuerySchema, response: { 200: z.array(outboxItemSchema) } },
    handler: async (req) =>
      (await ctx.email.list(req.query.limit, req.query.to)).map((row) => ({
        id: row.id,
        to: row.toAddress,
        subject: row.subject,
        kind: row.kind,
        status: row.status,
        text: row.text,
        createdAt: row.createdAt.toISOString(),
        attachments: row.attachments,
      })),
  });

  r.get('/api/dev/outbox', {
    config: { access: 'public' },
    schema: { tags: ['dev'], querystring: outboxQuerySchema },
    handler: async (req, reply) => {
      const rows = await ctx.email.list(req.query.limit, req.query.to);
      const items = rows
        .map(
          (row) => `<article><h2>${escapeHtml(row.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(row.toAddress)}</strong> · ${escapeHtml(row.kind)} · ${escapeHtml(row.status)} · <time>${row.createdAt.toISOString()}</time></p>
<pre>${linkify(row.text)}</pre>${row.attachments.map((a) => `<details><summary>Attachment: ${escapeHtml(a.filename)} (${escapeHtml(a.contentType)})</summary><pre>${escapeHtml(a.content)}</pre></details>`).join('')}</article>`,
        )
        .join('\n');
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox (development) · Talvio</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1a1b1e}
article{border:1px solid #dee2e6;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0}
.meta{color:#495057;font-size:.9rem}pre{white-space:pre-wrap;font-family:inherit}a{color:#3b3a9e}</style></head>
<body><h1>E-mail outbox (development only)</h1><p>Every e-mail Talvio sends is stored here. Newest first.</p>
${items || '<p>No e-mails yet.</p>'}</body></html>`;
      return reply
        .type('text/html; charset=utf-8')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
        )
        .send(html);
    },
  });
}

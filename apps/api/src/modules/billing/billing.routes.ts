import {
  activeSubscriptionResponseSchema,
  billingCatalogSchema,
  billingListQuerySchema,
  createOrderRequestSchema,
  createOrderResponseSchema,
  invoiceListSchema,
  purchaseHistorySchema,
  razorpayConfigSchema,
  subscriptionCheckoutSchema,
  subscriptionPlanRequestSchema,
  subscriptionSchema,
  verifyPaymentRequestSchema,
  verifyPaymentResponseSchema,
  webhookResultSchema,
} from '@talvio/contracts/billing';
import { idParamSchema } from '@talvio/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requireStaff } from '../../plugins/access.ts';
import { perSessionLimit } from '../../plugins/rate-limits.ts';
import {
  cancelSubscription,
  changeSubscriptionPlan,
  createCreditOrder,
  createSubscription,
  getActiveSubscription,
  getCatalog,
  getInvoiceHtml,
  getInvoices,
  getPurchaseHistory,
  getRazorpayConfig,
  handleWebhook,
  verifyPayment,
} from './billing.service.ts';

/** Starting checkouts creates provider objects: generous for a person, a wall for a script. */
const checkoutLimit = perSessionLimit(30);

/**
 * Billing (docs/product/billing.md). Access: members read (plan, invoices, purchase
 * history, invoice pages), admins pay (subscribe, change plan, cancel, create orders, verify payments);
 * the webhook and the plan catalogue are public.
 */
/** Routes marked `requires: ['payments']` are refused (503) in production without Razorpay keys; reading bills works. */
export async function billingRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // POST /razorpay/subscription/cancel has an empty body, which clients may send as JSON.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('invalid_input', 400, 'The request body is not valid JSON.', 'body'), undefined);
    }
  });

  r.get('/api/billing/plans', {
    config: { access: 'public' },
    schema: {
      tags: ['billing'],
      summary: 'Plans with prices in minor units, GST, interview allowance, and the job-credit price',
      response: { 200: billingCatalogSchema },
    },
    handler: async () => getCatalog(ctx.payments),
  });

  r.get('/api/razorpay/config', {
    config: { access: 'public', requires: ['payments'] },
    schema: {
      tags: ['billing'],
      summary: 'How to open the checkout: mode sandbox|live, public key id, checkout URL',
      response: { 200: razorpayConfigSchema },
    },
    handler: async () => getRazorpayConfig(ctx.payments),
  });

  r.post('/api/razorpay/subscription', {
    config: { access: 'admin', rateLimit: checkoutLimit, requires: ['payments'] },
    schema: {
      tags: ['billing'],
      summary:
        'Subscribe to a paid plan: creates the Razorpay subscription and returns what the checkout needs',
      body: subscriptionPlanRequestSchema,
      response: { 201: subscriptionCheckoutSchema },
    },
    handler: async (req, reply) =>
      reply.status(201).send(await createSubscription(ctx, requireStaff(req), req.body)),
  });

  r.get('/api/razorpay/subscription/active', {
    config: { access: 'member' },
    schema: {
      tags: ['billing'],
      summary: "The organisation's plan, allowance, billing period and live subscription (or null)",
      response: { 200: activeSubscriptionResponseSchema },
    },
    handler: async (req) => getActiveSubscription(ctx, requireStaff(req).organisationId),
  });

  r.post('/api/razorpay/subscription/cancel', {
    config: { access: 'admin', requires: ['payments'] },
    schema: {
      tags: ['billing'],
      summary: 'Cancel the active subscription at the end of the current cycle (empty body)',
      response: { 200: subscriptionSchema },
    },
    handler: async (req) => cancelSubscription(ctx, requireStaff(req)),
  });

  r.post('/api/razorpay/subscription/update', {
    config: { access: 'admin', rateLimit: checkoutLimit, requires: ['payments'] },
    schema: {
      tags: ['billing'],
      summary: 'Change the plan of the active subscription now (e.g. starter → business)',
      body: subscriptionPlanRequestSchema,
      response: { 200: subscriptionSchema },
    },
    handler: async (req) => changeSubscriptionPlan(ctx, requireStaff(req), req.body),
  });

  r.get('/api/razorpay/subscription/invoices', {
    config: { access: 'member' },
    schema: {
      tags: ['billing'],
      summary: 'Invoices of subscription charges, newest first',
      querystring: billingListQuerySchema,
      response: { 200: invoiceListSchema },
    },
    handler: async (req) => getInvoices(ctx, requireStaff(req).organisationId, req.query, 'subscription'),
  });

  r.get('/api/razorpay/customer-invoices', {
    config: { access: 'member' },
    schema: {
      tags: ['billing'],
      summary: 'Every invoice of the organisation (subscriptions and job credits), newest first',
      querystring: billingListQuerySchema,
      response: { 200: invoiceListSchema },
    },
    handler: async (req) => getInvoices(ctx, requireStaff(req).organisationId, req.query),
  });

  r.get('/api/purchase-history', {
    config: { access: 'member' },
    schema: {
      tags: ['billing'],
      summary: 'Job-credit purchases and subscription charges, newest first',
      querystring: billingListQuerySchema,
      response: { 200: purchaseHistorySchema },
    },
    handler: async (req) => getPurchaseHistory(ctx, requireStaff(req).organisationId, req.query),
  });

  r.post('/api/razorpay/create-order', {
    config: { access: 'admin', rateLimit: checkoutLimit, requires: ['payments'] },
    schema: {
      tags: ['billing'],
      summary:
        'Start a job-credit purchase (amount, currency, notes); the amount is recomputed and must match (422)',
      body: createOrderRequestSchema,
      response: { 201: createOrderResponseSchema },
    },
    handler: async (req, reply) =>
      reply.status(201).send(await createCreditOrder(ctx, requireStaff(req), req.body)),
  });

  r.post('/api/razorpay/verify-payment', {
    config: { access: 'admin', requires: ['payments'] },
    schema: {
      tags: ['billing'],
      summary:
        'Verify a checkout result (razorpay_* fields) and apply it exactly once: credits for an order, the plan for a subscription',
      body: verifyPaymentRequestSchema,
      response: { 200: verifyPaymentResponseSchema },
    },
    handler: async (req) => verifyPayment(ctx, requireStaff(req), req.body),
  });

  r.get('/api/invoices/:id', {
    config: { access: 'member' },
    schema: {
      tags: ['billing'],
      summary: 'The printable invoice (text/html) of an invoice of the organisation',
      params: idParamSchema,
    },
    handler: async (req, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(await getInvoiceHtml(ctx, requireStaff(req).organisationId, req.params.id)),
  });
}

/** POST /razorpay/webhook: public, its own scope so the body stays raw for the signature check. */
export async function billingWebhookRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 512 * 1024 },
    (_req, body, done) => done(null, String(body)),
  );

  r.post('/api/razorpay/webhook', {
    config: { access: 'public', rateLimit: { max: 600, timeWindow: '1 minute' }, requires: ['payments'] },
    schema: {
      tags: ['billing'],
      summary: 'Razorpay webhook (X-Razorpay-Signature over the raw body; each event applied once)',
      response: { 200: webhookResultSchema },
    },
    handler: async (req) => {
      const header = (name: string) => {
        const value = req.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      const rawBody = typeof req.body === 'string' ? req.body : '';
      const status = await handleWebhook(ctx, {
        rawBody,
        signature: header('x-razorpay-signature'),
        eventId: header('x-razorpay-event-id'),
      });
      return { status };
    },
  });
}

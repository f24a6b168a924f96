import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RzpOrder, RzpPlan, RzpSubscription } from '../razorpay-types.ts';
import { type Sandbox, SandboxError } from './sandbox.ts';

/** Where the sandbox is mounted: the fake API under /v1, the checkout page at /checkout. */
export const sandboxBasePath = '/sandbox/razorpay';
export const sandboxApiPath = `${sandboxBasePath}/v1`;
export const sandboxCheckoutPath = `${sandboxBasePath}/checkout`;

export interface SandboxRouteOptions {
  sandbox: Sandbox;
  /** Origins the checkout may send the browser back to (the app's public URL and CORS origins). */
  allowedCallbackOrigins: string[];
  merchantName: string;
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function checkBasicAuth(request: FastifyRequest, sandbox: Sandbox): void {
  const header = request.headers.authorization ?? '';
  const [scheme, encoded] = header.split(' ');
  const decoded =
    scheme?.toLowerCase() === 'basic' && encoded ? Buffer.from(encoded, 'base64').toString() : '';
  const split = decoded.indexOf(':');
  const keyId = split >= 0 ? decoded.slice(0, split) : '';
  const secret = split >= 0 ? decoded.slice(split + 1) : '';
  if (!sameSecret(keyId, sandbox.keyId) || !sameSecret(secret, sandbox.keySecret)) {
    throw new SandboxError(401, 'The api key provided is invalid', {
      field: null,
      reason: 'authentication_failed',
    });
  }
}

const idParams = z.object({ id: z.string().min(1).max(64) });
const param = (request: FastifyRequest) => {
  const parsed = idParams.safeParse(request.params);
  if (!parsed.success) throw new SandboxError(400, 'The id provided does not exist', { field: 'id' });
  return parsed.data.id;
};

/** The fake Razorpay REST API (orders, payments, plans, subscriptions, invoices). */
export async function sandboxApiRoutes(
  app: FastifyInstance,
  { sandbox }: Pick<SandboxRouteOptions, 'sandbox'>,
) {
  app.setErrorHandler((error: unknown, _request, reply) => {
    if (error instanceof SandboxError) return reply.status(error.status).send({ error: error.body });
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    const client = status < 500;
    const description = client && error instanceof Error ? error.message : 'The server encountered an error.';
    const body = new SandboxError(status, description, {
      code: client ? 'BAD_REQUEST_ERROR' : 'SERVER_ERROR',
    }).body;
    return reply.status(status).send({ error: body });
  });
  app.addHook('onRequest', async (request) => checkBasicAuth(request, sandbox));

  app.post(`${sandboxApiPath}/orders`, async (req) => sandbox.createOrder(req.body));
  app.get(`${sandboxApiPath}/orders/:id`, async (req) => sandbox.fetchOrder(param(req)));
  app.get(`${sandboxApiPath}/orders/:id/payments`, async (req) => {
    const items = await sandbox.fetchOrderPayments(param(req));
    return { entity: 'collection', count: items.length, items };
  });
  app.get(`${sandboxApiPath}/payments/:id`, async (req) => sandbox.fetchPayment(param(req)));
  app.post(`${sandboxApiPath}/plans`, async (req) => sandbox.createPlan(req.body));
  app.get(`${sandboxApiPath}/plans/:id`, async (req) => sandbox.fetchPlan(param(req)));
  app.post(`${sandboxApiPath}/subscriptions`, async (req) => sandbox.createSubscription(req.body));
  app.get(`${sandboxApiPath}/subscriptions/:id`, async (req) => sandbox.fetchSubscription(param(req)));
  app.post(`${sandboxApiPath}/subscriptions/:id/cancel`, async (req) =>
    sandbox.cancelSubscription(param(req), req.body),
  );
  app.patch(`${sandboxApiPath}/subscriptions/:id`, async (req) =>
    sandbox.updateSubscription(param(req), req.body),
  );
  app.get(`${sandboxApiPath}/invoices`, async (req) => {
    const query = z.object({ subscription_id: z.string().max(64).optional() }).safeParse(req.query);
    if (!query.success)
      throw new SandboxError(400, 'subscription_id is invalid', { field: 'subscription_id' });
    const items = await sandbox.fetchInvoices(query.data);
    return { entity: 'collection', count: items.length, items };
  });
  app.get(`${sandboxApiPath}/invoices/:id`, async (req) => sandbox.fetchInvoice(param(req)));
}

// ------------------------------------------------------------------------------------------ checkout page

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Minor units → "7,080.00" with the currency code; string arithmetic only. */
function displayAmount(minor: number, currency: string): string {
  const whole = Math.trunc(minor / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const symbol = currency === 'INR' ? '₹' : currency === 'USD' ? '$' : `${currency} `;
  return `${symbol}${whole}.${String(minor % 100).padStart(2, '0')}`;
}

/** What the checkout page is opened with; the form posts it back with the card fields. */
const checkoutFieldsSchema = z.object({
  key_id: z.string().max(64),
  order_id: z.string().max(64).optional(),
  subscription_id: z.string().max(64).optional(),
  callback_url: z.string().max(2000),
  name: z.string().max(120).optional(),
  description: z.string().max(255).optional(),
  prefill_email: z.string().max(254).optional(),
});

const checkoutQuerySchema = checkoutFieldsSchema.refine(
  (q) => (q.order_id ? 1 : 0) + (q.subscription_id ? 1 : 0) === 1,
  { message: 'Give either order_id or subscription_id' },
);
type CheckoutQuery = z.infer<typeof checkoutQuerySchema>;

const paySchema = checkoutFieldsSchema.extend({
  card_number: z.string().max(40).default(''),
  expiry: z.string().max(10).default(''),
  cvv: z.string().max(10).default(''),
  card_name: z.string().max(120).default(''),
});

interface CheckoutView {
  query: CheckoutQuery;
  merchant: string;
  description: string;
  amount: number;
  currency: string;
  recurring: boolean;
  error?: string;
  cardNumber?: string;
  cardName?: string;
  callback: URL;
}

function cancelUrl(view: CheckoutView): string {
  const url = new URL(view.callback);
  url.searchParams.set('error[code]', 'BAD_REQUEST_ERROR');
  url.searchParams.set('error[description]', 'Payment cancelled by the user');
  url.searchParams.set('error[reason]', 'payment_cancelled');
  return url.toString();
}

function renderCheckout(view: CheckoutView): string {
  const q = view.query;
  const hidden = Object.entries({
    key_id: q.key_id,
    order_id: q.order_id,
    subscription_id: q.subscription_id,
    callback_url: q.callback_url,
    name: q.name,
    description: q.description,
    prefill_email: q.prefill_email,
  })
    .filter((e): e is [string, string] => typeof e[1] === 'string')
    .map(([k, v]) => `<input type="hidden" name="${k}" value="${escapeHtml(v)}">`)
    .join('');
  const error = view.error
    ? `<div class="error" role="alert"><strong>Payment failed.</strong> ${escapeHtml(view.error)}</div>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Razorpay test checkout (local sandbox)</title>
<style>
body{font-family:Inter,system-ui,Arial,sans-serif;background:#eef0f7;color:#1a1b1e;margin:0;padding:24px}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:10px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
.badge{display:inline-block;background:#fff4e5;color:#8a4b00;border:1px solid #f0c36d;border-radius:6px;padding:4px 8px;font-size:13px;font-weight:600}
h1{font-size:20px;margin:12px 0 4px}
.amount{font-size:28px;font-weight:700;margin:8px 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:12px 0 16px}
dt{color:#555}dd{margin:0}
label{display:block;font-weight:600;margin:12px 0 4px}
input[type=text]{width:100%;box-sizing:border-box;padding:10px;border:1px solid #888;border-radius:6px;font-size:16px}
input:focus,button:focus,a:focus{outline:3px solid #3b3a9e;outline-offset:2px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
button{margin-top:18px;width:100%;padding:12px;background:#3b3a9e;color:#fff;border:0;border-radius:6px;font-size:16px;font-weight:600;cursor:pointer}
.error{background:#fde8e8;color:#8b1a1a;border:1px solid #e6a3a3;border-radius:6px;padding:10px;margin:12px 0}
.hint{font-size:13px;color:#444;background:#f6f7fb;border-radius:6px;padding:10px;margin-top:16px}
.cancel{display:block;text-align:center;margin-top:14px;color:#3b3a9e}
</style>
</head>
<body>
<main>
<span class="badge">Razorpay test checkout (local sandbox)</span>
<h1>${escapeHtml(view.merchant)}</h1>
<p>${escapeHtml(view.description)}</p>
<div class="amount" aria-label="Amount">${escapeHtml(displayAmount(view.amount, view.currency))}${view.recurring ? ' <small>per month</small>' : ''}</div>
<dl>
<dt>Merchant</dt><dd>${escapeHtml(view.merchant)}</dd>
<dt>Currency</dt><dd>${escapeHtml(view.currency)}</dd>
<dt>${q.order_id ? 'Order' : 'Subscription'}</dt><dd>${escapeHtml(q.order_id ?? q.subscription_id ?? '')}</dd>
</dl>
${error}
<form method="post" action="${sandboxCheckoutPath}">
${hidden}
<label for="card_number">Card number</label>
<input type="text" id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required value="${escapeHtml(view.cardNumber ?? '')}">
<div class="row">
<div><label for="expiry">Expiry (MM/YY)</label><input type="text" id="expiry" name="expiry" autocomplete="cc-exp" placeholder="12/30" required></div>
<div><label for="cvv">CVV</label><input type="text" id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required></div>
</div>
<label for="card_name">Name on card</label>
<input type="text" id="card_name" name="card_name" autocomplete="cc-name" value="${escapeHtml(view.cardName ?? '')}">
<button type="submit">Pay ${escapeHtml(displayAmount(view.amount, view.currency))}</button>
</form>
<a class="cancel" href="${escapeHtml(cancelUrl(view))}">Cancel and go back</a>
<p class="hint">No real money moves here. Test cards: <strong>4111 1111 1111 1111</strong> succeeds, <strong>4000 0000 0000 0002</strong> is declined. Any future expiry and any 3-digit CVV.</p>
</main>
</body>
</html>`;
}

function errorPage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Razorpay test checkout (local sandbox)</title></head><body><main><p>Razorpay test checkout (local sandbox)</p><h1>This checkout cannot be opened</h1><p>${escapeHtml(message)}</p></main></body></html>`;
}

/** The checkout page: no script at all (strict CSP); a plain form that posts back here. */
export async function sandboxCheckoutRoutes(app: FastifyInstance, options: SandboxRouteOptions) {
  const { sandbox } = options;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  function callbackUrl(raw: string): URL {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new SandboxError(400, 'callback_url must be an absolute URL', { field: 'callback_url' });
    }
    if (!options.allowedCallbackOrigins.includes(url.origin))
      throw new SandboxError(400, 'callback_url must point back to this application', {
        field: 'callback_url',
      });
    return url;
  }

  /** The page's own policy: nothing but inline styles; forms may go here and back to the app. */
  function sendPage(reply: FastifyReply, status: number, html: string, callbackOrigin?: string) {
    const formAction = ["'self'", ...(callbackOrigin ? [callbackOrigin] : [])].join(' ');
    return reply
      .status(status)
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
      )
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  async function loadView(query: CheckoutQuery, extra: Partial<CheckoutView> = {}): Promise<CheckoutView> {
    if (query.key_id !== sandbox.keyId)
      throw new SandboxError(400, 'The key_id is not this sandbox’s key.', { field: 'key_id' });
    const callback = callbackUrl(query.callback_url);
    const merchant = query.name || options.merchantName;
    if (query.order_id) {
      const order: RzpOrder = await sandbox.fetchOrder(query.order_id);
      return {
        query,
        merchant,
        description: query.description || `Order ${order.id}`,
        amount: order.amount,
        currency: order.currency,
        recurring: false,
        callback,
        ...extra,
      };
    }
    const sub: RzpSubscription = await sandbox.fetchSubscription(query.subscription_id ?? '');
    const plan: RzpPlan = await sandbox.fetchPlan(sub.plan_id);
    return {
      query,
      merchant,
      description: query.description || plan.item.name,
      amount: plan.item.amount * sub.quantity,
      currency: plan.item.currency,
      recurring: true,
      callback,
      ...extra,
    };
  }

  app.get(sandboxCheckoutPath, async (request, reply) => {
    const parsed = checkoutQuerySchema.safeParse(request.query);
    if (!parsed.success) return sendPage(reply, 400, errorPage('The checkout link is incomplete.'));
    try {
      const view = await loadView(parsed.data);
      return sendPage(reply, 200, renderCheckout(view), view.callback.origin);
    } catch (err) {
      if (err instanceof SandboxError) return sendPage(reply, 400, errorPage(err.body.description));
      throw err;
    }
  });

  app.post(sandboxCheckoutPath, async (request, reply) => {
    const parsed = paySchema.safeParse(request.body);
    const query = parsed.success ? checkoutQuerySchema.safeParse(parsed.data) : null;
    if (!parsed.success || !query?.success)
      return sendPage(reply, 400, errorPage('The payment form is incomplete.'));
    const form = parsed.data;
    let view: CheckoutView;
    try {
      view = await loadView(query.data, { cardNumber: form.card_number, cardName: form.card_name });
    } catch (err) {
      if (err instanceof SandboxError) return sendPage(reply, 400, errorPage(err.body.description));
      throw err;
    }
    const again = (status: number, message: string) =>
      sendPage(reply, status, renderCheckout({ ...view, error: message }), view.callback.origin);
    const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.expiry.trim());
    const month = expiry ? Number(expiry[1]) : 0;
    if (!expiry || month < 1 || month > 12) return again(422, 'Enter the expiry as MM/YY.');
    const now = new Date();
    const year = 2000 + Number(expiry[2]);
    if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1))
      return again(422, 'This card has expired.');
    if (!/^\d{3,4}$/.test(form.cvv.trim())) return again(422, 'Enter the 3-digit CVV.');
    try {
      const outcome = query.data.order_id
        ? await sandbox.payOrder(query.data.order_id, form.card_number)
        : await sandbox.paySubscription(query.data.subscription_id ?? '', form.card_number);
      if (!outcome.ok)
        return again(402, `${outcome.description} (test card 4000 0000 0000 0002 is always declined).`);
      const target = new URL(view.callback);
      for (const [k, v] of Object.entries(outcome.params)) target.searchParams.set(k, v);
      return reply.status(303).header('cache-control', 'no-store').redirect(target.toString(), 303);
    } catch (err) {
      if (err instanceof SandboxError) return again(err.status === 401 ? 401 : 422, err.body.description);
      throw err;
    }
  });
}

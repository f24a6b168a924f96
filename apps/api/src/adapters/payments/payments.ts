import type { Database } from '@talvio/db/client';
import { activePlanIds, type PlanIdSet, paidPlanNames } from '@talvio/domain/plans';
import { planQuote } from '@talvio/domain/pricing';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { partMissing } from '../../plugins/required-parts.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { PaymentsConfig } from './payments-config.ts';
import { createRazorpayClient, type RazorpayClient, type Transport } from './razorpay-client.ts';
import { createRazorpayProvider } from './razorpay-provider.ts';
import {
  sandboxApiPath,
  sandboxApiRoutes,
  sandboxCheckoutPath,
  sandboxCheckoutRoutes,
} from './sandbox/sandbox.routes.ts';
import { createSandbox, type Sandbox } from './sandbox/sandbox.ts';

/** Where checkout.js lives (live mode): the web app loads it and opens Razorpay Checkout. */
export const razorpayCheckoutJsUrl = 'https://checkout.razorpay.com/v1/checkout.js';
/** The webhook route of the API, which the sandbox delivers to. */
export const webhookPath = '/api/razorpay/webhook';

/**
 * The payments adapter: the payment provider billing uses, the public checkout settings, the plan ids in use and
 * (by default) the sandbox. The Razorpay client and its secrets stay here for the sandbox and the tests that play
 * the provider; billing goes through `provider` only.
 */
export interface Payments {
  /** unconfigured: production without Razorpay keys; every call refuses (see paymentsNotConfigured). */
  mode: 'sandbox' | 'live' | 'unconfigured';
  /** The payment provider in the domain's words (orders, payments, subscriptions, signature checks). */
  provider: PaymentProvider;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  client: RazorpayClient;
  /** The production set of plan ids (docs/product/billing.md, **plan ids**). */
  planIds: PlanIdSet;
  /** Sandbox: absolute URL of the test checkout page; live: checkout.js. */
  checkoutUrl: string;
  merchantName: string;
  sandbox: Sandbox | null;
}

/** An in-process transport: requests go to the app's own sandbox routes without a socket. */
function injectTransport(app: FastifyInstance): Transport {
  return async (url, init) => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST' | 'PATCH',
      url,
      headers: init.headers as Record<string, string>,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
}

export function createPayments(input: {
  app: FastifyInstance;
  db: Database;
  log: FastifyBaseLogger;
  config: PaymentsConfig;
  publicUrl: string;
  merchantName?: string;
}): Payments {
  const payments = createPaymentsParts(input);
  return {
    ...payments,
    provider: createRazorpayProvider({
      client: payments.client,
      keySecret: payments.keySecret,
      webhookSecret: payments.webhookSecret,
    }),
  };
}

/** Everything of the adapter but the provider, which is the same Razorpay implementation over each mode's client. */
function createPaymentsParts(input: Parameters<typeof createPayments>[0]): Omit<Payments, 'provider'> {
  const { app, config } = input;
  const merchantName = input.merchantName ?? 'Talvio';
  const planIds = activePlanIds(config.planIds);
  if (config.mode === 'unconfigured') {
    return {
      mode: 'unconfigured',
      keyId: '',
      keySecret: '',
      webhookSecret: '',
      client: createRazorpayClient({
        baseUrl: config.apiUrl,
        keyId: '',
        keySecret: '',
        transport: async () => {
          throw partMissing('payments');
        },
      }),
      planIds,
      checkoutUrl: '',
      merchantName,
      sandbox: null,
    };
  }
  if (config.mode === 'live') {
    return {
      mode: 'live',
      keyId: config.keyId,
      keySecret: config.keySecret,
      webhookSecret: config.webhookSecret,
      client: createRazorpayClient({
        baseUrl: config.apiUrl,
        keyId: config.keyId,
        keySecret: config.keySecret,
      }),
      planIds,
      checkoutUrl: razorpayCheckoutJsUrl,
      merchantName,
      sandbox: null,
    };
  }
  const sandbox = createSandbox({
    db: input.db,
    keyId: config.keyId,
    keySecret: config.keySecret,
    webhookSecret: config.webhookSecret,
    log: input.log,
    sendWebhook: async (body, headers) => {
      const res = await app.inject({ method: 'POST', url: webhookPath, payload: body, headers });
      return { status: res.statusCode };
    },
  });
  return {
    mode: 'sandbox',
    keyId: config.keyId,
    keySecret: config.keySecret,
    webhookSecret: config.webhookSecret,
    client: createRazorpayClient({
      baseUrl: sandboxApiPath,
      keyId: config.keyId,
      keySecret: config.keySecret,
      transport: injectTransport(app),
    }),
    planIds,
    checkoutUrl: `${input.publicUrl}${sandboxCheckoutPath}`,
    merchantName,
    sandbox,
  };
}

/** The sandbox's plans: one per configured plan id, charging the plan's price plus GST on INR each month. */
export function sandboxPlanDefinitions(planIds: PlanIdSet) {
  return paidPlanNames.flatMap((name) =>
    (['USD', 'INR'] as const).map((currency) => {
      const quote = planQuote(name, currency);
      const label = `Talvio ${name[0]?.toUpperCase()}${name.slice(1)}`;
      return {
        id: planIds[name][currency],
        name: label,
        amount: quote.totalAmount,
        currency,
        description: quote.gstApplicable ? `${label}, monthly, incl. 18% GST` : `${label}, monthly`,
      };
    }),
  );
}

/**
 * Mounts the sandbox (its fake API and checkout page) when payments run on it, creates its plans and
 * starts its webhook retries and subscription clock; stops them when the app closes.
 */
export async function registerPayments(
  app: FastifyInstance,
  payments: Payments,
  options: { allowedCallbackOrigins: string[] },
): Promise<void> {
  const { sandbox } = payments;
  if (!sandbox) return;
  await app.register(async (scope) => sandboxApiRoutes(scope, { sandbox }));
  await app.register(async (scope) =>
    sandboxCheckoutRoutes(scope, {
      sandbox,
      allowedCallbackOrigins: options.allowedCallbackOrigins,
      merchantName: payments.merchantName,
    }),
  );
  app.addHook('onReady', async () => {
    await sandbox.ensurePlans(sandboxPlanDefinitions(payments.planIds));
    sandbox.start();
  });
  app.addHook('onClose', async () => sandbox.stop());
}

/** Content-Security-Policy sources checkout.js needs in live mode (its script and its iframe). */
export function checkoutCspSources(payments: Pick<Payments, 'mode'>) {
  return payments.mode === 'live'
    ? {
        script: ['https://checkout.razorpay.com'],
        frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
      }
    : { script: [], frame: [] };
}

import { createHmac } from 'node:crypto';
import { defaultPlanIds, type PlanIdSet, type PlanIdSets } from '@talvio/domain/plans';
import { z } from 'zod';

/**
 * Payments configuration:
 * - RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: all three select the real Razorpay API
 *   ("live" mode, test or live keys alike); none selects the local sandbox; some but not all is an error.
 * - RAZORPAY_API_URL: the REST base URL in live mode (default https://api.razorpay.com/v1).
 * - RAZORPAY_PLAN_IDS: JSON {"production": {"starter": {"USD": "plan_…", "INR": "plan_…"}, "business": …,
 *   "enterprise": …}, "test": {…same shape}}; the production set is the one used. Default ids:
 *   plan_starter_usd, plan_starter_inr, … (production) and plan_test_starter_usd, … (test).
 */
export const razorpayEnvSchema = z.object({
  RAZORPAY_KEY_ID: z.string().trim().min(1).max(100).optional(),
  RAZORPAY_KEY_SECRET: z.string().trim().min(1).max(200).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().trim().min(1).max(200).optional(),
  RAZORPAY_API_URL: z
    .url({ protocol: /^https?$/, error: 'RAZORPAY_API_URL must be an http(s):// URL' })
    .optional(),
  RAZORPAY_PLAN_IDS: z.string().max(5000).optional(),
});

const planId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^plan_[A-Za-z0-9_]+$/, 'plan ids look like plan_…');
const perCurrency = z.object({ USD: planId, INR: planId }).strict();
const planIdSetSchema = z
  .object({ starter: perCurrency, business: perCurrency, enterprise: perCurrency })
  .strict()
  .refine((set) => new Set(Object.values(set).flatMap((c) => [c.USD, c.INR])).size === 6, {
    message: 'every plan and currency needs its own plan id',
  });
export const planIdSetsSchema = z.object({ production: planIdSetSchema, test: planIdSetSchema }).strict();

export interface PaymentsConfig {
  /**
   * live: the Razorpay API with the configured keys; sandbox: the local fake Razorpay (development and tests);
   * unconfigured: production without keys — every payment is refused, nothing is faked.
   */
  mode: 'sandbox' | 'live' | 'unconfigured';
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Live mode's REST base URL. */
  apiUrl: string;
  planIds: PlanIdSets;
}

export const defaultRazorpayApiUrl = 'https://api.razorpay.com/v1';

/** The sandbox's own keys, derived from the auth secret: stable across restarts, never configured. */
function sandboxKeys(authSecret: string) {
  const derive = (label: string) =>
    createHmac('sha256', authSecret).update(`razorpay-sandbox:${label}`).digest();
  const base62 = (bytes: Buffer, length: number) => {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
    let out = '';
    for (let i = 0; i < length; i += 1) out += alphabet[(bytes[i] ?? 0) % 62];
    return out;
  };
  return {
    keyId: `rzp_test_${base62(derive('key-id'), 14)}`,
    keySecret: base62(derive('key-secret'), 24),
    webhookSecret: base62(derive('webhook-secret'), 24),
  };
}

/** Returns the payments configuration, or the list of problems (one line per variable). */
export function parsePaymentsConfig(
  env: z.infer<typeof razorpayEnvSchema>,
  authSecret: string,
  options: { allowSandbox: boolean },
): { ok: true; config: PaymentsConfig } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  let planIds: PlanIdSets = defaultPlanIds;
  if (env.RAZORPAY_PLAN_IDS) {
    let json: unknown;
    try {
      json = JSON.parse(env.RAZORPAY_PLAN_IDS);
    } catch {
      problems.push('  RAZORPAY_PLAN_IDS: must be JSON');
    }
    if (json !== undefined) {
      const parsed = planIdSetsSchema.safeParse(json);
      if (parsed.success) planIds = parsed.data as { production: PlanIdSet; test: PlanIdSet };
      else
        problems.push(
          ...parsed.error.issues.map((i) => `  RAZORPAY_PLAN_IDS.${i.path.join('.')}: ${i.message}`),
        );
    }
  }
  const keys = {
    RAZORPAY_KEY_ID: env.RAZORPAY_KEY_ID,
    RAZORPAY_KEY_SECRET: env.RAZORPAY_KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: env.RAZORPAY_WEBHOOK_SECRET,
  };
  const given = Object.entries(keys).filter(([, v]) => v !== undefined);
  if (given.length > 0 && given.length < 3) {
    for (const [name, value] of Object.entries(keys))
      if (value === undefined) problems.push(`  ${name}: required with the other RAZORPAY_* keys`);
  }
  if (problems.length > 0) return { ok: false, problems };
  const apiUrl = (env.RAZORPAY_API_URL ?? defaultRazorpayApiUrl).replace(/\/$/, '');
  if (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET) {
    return {
      ok: true,
      config: {
        mode: 'live',
        keyId: env.RAZORPAY_KEY_ID,
        keySecret: env.RAZORPAY_KEY_SECRET,
        webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
        apiUrl,
        planIds,
      },
    };
  }
  if (!options.allowSandbox)
    return {
      ok: true,
      config: { mode: 'unconfigured', keyId: '', keySecret: '', webhookSecret: '', apiUrl, planIds },
    };
  return { ok: true, config: { mode: 'sandbox', ...sandboxKeys(authSecret), apiUrl, planIds } };
}

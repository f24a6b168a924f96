import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { activePlanIds, defaultPlanIds, planNameForId } from '@talvio/domain/plans';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

const base = {
  DATA_DIR: mkdtempSync(join(tmpdir(), 'talvio-payments-config-')),
  AUTH_SECRET: 's'.repeat(40),
};
const keys = {
  RAZORPAY_KEY_ID: 'rzp_live_abc',
  RAZORPAY_KEY_SECRET: 'secret-1',
  RAZORPAY_WEBHOOK_SECRET: 'whsec-1',
};

const ids = (prefix: string) => ({
  starter: { USD: `plan_${prefix}s_usd`, INR: `plan_${prefix}s_inr` },
  business: { USD: `plan_${prefix}b_usd`, INR: `plan_${prefix}b_inr` },
  enterprise: { USD: `plan_${prefix}e_usd`, INR: `plan_${prefix}e_inr` },
});

describe('plan ids: payments configuration', () => {
  it('without RAZORPAY_* keys the local sandbox is used, with stable derived test keys', () => {
    const a = loadConfig(base).payments;
    const b = loadConfig(base).payments;
    expect(a.mode).toBe('sandbox');
    expect(a.keyId).toMatch(/^rzp_test_[A-Za-z0-9]{14}$/);
    expect(a.keySecret).toHaveLength(24);
    expect(a.webhookSecret).not.toBe(a.keySecret);
    expect(b).toEqual(a);
    expect(loadConfig({ ...base, AUTH_SECRET: 't'.repeat(40) }).payments.keySecret).not.toBe(a.keySecret);
    expect(a.planIds).toEqual(defaultPlanIds);
  });

  it('all three keys select the real Razorpay API (base URL configurable); some but not all is refused, naming the missing ones', () => {
    expect(loadConfig({ ...base, ...keys }).payments).toMatchObject({
      mode: 'live',
      keyId: 'rzp_live_abc',
      keySecret: 'secret-1',
      webhookSecret: 'whsec-1',
      apiUrl: 'https://api.razorpay.com/v1',
    });
    expect(
      loadConfig({ ...base, ...keys, RAZORPAY_API_URL: 'http://127.0.0.1:9999/v1/' }).payments.apiUrl,
    ).toBe('http://127.0.0.1:9999/v1');
    expect(() => loadConfig({ ...base, RAZORPAY_KEY_ID: 'rzp_live_abc' })).toThrow(
      /RAZORPAY_KEY_SECRET: required[\s\S]*RAZORPAY_WEBHOOK_SECRET: required/,
    );
  });

  it('plan ids: RAZORPAY_PLAN_IDS holds a production and a test set; the production set is used; unknown ids map to free', () => {
    const planIds = { production: ids('p'), test: ids('t') };
    const config = loadConfig({ ...base, RAZORPAY_PLAN_IDS: JSON.stringify(planIds) }).payments;
    expect(config.planIds).toEqual(planIds);
    const used = activePlanIds(config.planIds);
    expect(planNameForId(used, 'plan_pb_inr')).toBe('business');
    expect(planNameForId(used, 'plan_tb_inr')).toBe('free');
    expect(planNameForId(used, 'plan_nope')).toBe('free');
  });

  it('refuses malformed plan ids, naming the variable and the entry', () => {
    expect(() => loadConfig({ ...base, RAZORPAY_PLAN_IDS: '{' })).toThrow(/RAZORPAY_PLAN_IDS: must be JSON/);
    const missing = { production: { starter: ids('p').starter }, test: ids('t') };
    expect(() => loadConfig({ ...base, RAZORPAY_PLAN_IDS: JSON.stringify(missing) })).toThrow(
      /RAZORPAY_PLAN_IDS\.production\.business/,
    );
    const dup = { production: { ...ids('p'), business: ids('p').starter }, test: ids('t') };
    expect(() => loadConfig({ ...base, RAZORPAY_PLAN_IDS: JSON.stringify(dup) })).toThrow(/its own plan id/);
    const bad = { production: { ...ids('p'), starter: { USD: 'starter', INR: 'plan_x' } }, test: ids('t') };
    expect(() => loadConfig({ ...base, RAZORPAY_PLAN_IDS: JSON.stringify(bad) })).toThrow(
      /plan ids look like plan_/,
    );
  });
});

import { defaultPlanIds } from '@talvio/domain/plans';
import { describe, expect, it } from 'vitest';
import type { Payments } from '../../adapters/payments/payments.ts';
import { getCatalog, getRazorpayConfig } from './catalog.ts';

const planIds = defaultPlanIds.production;

describe('plans and prices', () => {
  const catalog = getCatalog({ planIds });
  const plan = (name: string) => catalog.plans.find((p) => p.name === name);

  it('free, starter, business and enterprise cost 0, 49, 149 and 999 USD or 0, 4,250, 13,000 and 87,000 INR a month', () => {
    expect(catalog.plans.map((p) => [p.name, p.price.USD, p.price.INR])).toEqual([
      ['free', 0, 0],
      ['starter', 4_900, 425_000],
      ['business', 14_900, 1_300_000],
      ['enterprise', 99_900, 8_700_000],
    ]);
    expect(catalog.period).toBe('monthly');
  });

  it('GST: INR prices carry 18 % GST on their own line; USD prices none', () => {
    expect(catalog.gst_rate_percent).toBe(18);
    expect(plan('starter')).toMatchObject({
      gst: { USD: 0, INR: 76_500 },
      total: { USD: 4_900, INR: 501_500 },
    });
    expect(plan('free')).toMatchObject({ gst: { USD: 0, INR: 0 }, total: { USD: 0, INR: 0 } });
  });

  it('plan ids: each paid plan shows its provider plan id per currency; free has none', () => {
    expect(plan('free')?.plan_ids).toEqual({ USD: null, INR: null });
    expect(plan('business')?.plan_ids).toEqual({ USD: planIds.business.USD, INR: planIds.business.INR });
  });

  it('interview allowance: starter 10, business 50, enterprise 100 and free none', () => {
    expect(catalog.plans.map((p) => p.interview_allowance)).toEqual([0, 10, 50, 100]);
  });

  it('job credits: a credit costs USD 25 / INR 2,000, 1–100 per purchase', () => {
    expect(catalog.job_credit).toEqual({
      unit_price: { USD: 2_500, INR: 200_000 },
      min_quantity: 1,
      max_quantity: 100,
    });
  });
});

describe('sandbox: checkout configuration', () => {
  const payments = (mode: Payments['mode']) => ({
    mode,
    keyId: 'rzp_test_key',
    checkoutUrl: 'https://talvio.test/sandbox/checkout',
    merchantName: 'Talvio',
  });

  it('the web app gets the mode, the public key id, the checkout URL and the merchant name', () => {
    expect(getRazorpayConfig(payments('sandbox'))).toEqual({
      mode: 'sandbox',
      key_id: 'rzp_test_key',
      checkout_url: 'https://talvio.test/sandbox/checkout',
      merchant_name: 'Talvio',
    });
    expect(getRazorpayConfig(payments('live')).mode).toBe('live');
  });

  it('without payment keys the configuration is refused as a missing part (503)', () => {
    expect(() => getRazorpayConfig(payments('unconfigured'))).toThrow(
      expect.objectContaining({ code: 'payments_not_configured', status: 503 }),
    );
  });
});

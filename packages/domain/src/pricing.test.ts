import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencies } from './currency.ts';
import {
  activePlanIds,
  currencyForPlanId,
  defaultPlanIds,
  interviewAllowance,
  jobCreditPriceMinor,
  paidPlanNames,
  planIdFor,
  planNameForId,
  planPriceMinor,
  plans,
} from './plans.ts';
import { creditPurchaseQuote, gstOn, isGstApplicable, planQuote, quoteFor } from './pricing.ts';

describe('plans and prices in minor units', () => {
  it('plans and prices: free 0/0, starter 49/4250, business 149/13000, enterprise 999/87000 (USD/INR) as cents and paise', () => {
    expect(planPriceMinor('free', 'USD')).toBe(0);
    expect(planPriceMinor('free', 'INR')).toBe(0);
    expect(planPriceMinor('starter', 'USD')).toBe(4_900);
    expect(planPriceMinor('starter', 'INR')).toBe(425_000);
    expect(planPriceMinor('business', 'USD')).toBe(14_900);
    expect(planPriceMinor('business', 'INR')).toBe(1_300_000);
    expect(planPriceMinor('enterprise', 'USD')).toBe(99_900);
    expect(planPriceMinor('enterprise', 'INR')).toBe(8_700_000);
    for (const plan of Object.values(plans))
      for (const c of currencies) expect(plan.priceMinor[c]).toBe(plan.price[c] * 100);
  });

  it('interview allowance: starter 10, business 50, enterprise 100, any other plan 0', () => {
    expect(paidPlanNames.map((p) => interviewAllowance(p))).toEqual([10, 50, 100]);
    expect(interviewAllowance('free')).toBe(0);
    expect(interviewAllowance('platinum')).toBe(0);
  });

  it('job credits: a job credit costs USD 25 / INR 2,000 (2500 cents, 200000 paise)', () => {
    expect(jobCreditPriceMinor).toEqual({ USD: 2_500, INR: 200_000 });
  });
});

describe('plan ids: two sets, production used, unknown id → free', () => {
  it('plan ids: the production set is the one used; each paid id maps to its plan name', () => {
    const used = activePlanIds(defaultPlanIds);
    expect(used).toBe(defaultPlanIds.production);
    for (const name of paidPlanNames)
      for (const c of currencies) {
        const id = planIdFor(used, name, c);
        expect(planNameForId(used, id)).toBe(name);
        expect(currencyForPlanId(used, id)).toBe(c);
      }
    expect(planIdFor(used, 'starter', 'USD')).toBe('plan_starter_usd');
  });

  it('plan ids: an unknown id (or a test-set id while production is used) maps to free', () => {
    const used = activePlanIds(defaultPlanIds);
    expect(planNameForId(used, 'plan_unknown')).toBe('free');
    expect(planNameForId(used, '')).toBe('free');
    expect(planNameForId(used, null)).toBe('free');
    expect(planNameForId(used, defaultPlanIds.test.business.INR)).toBe('free');
    expect(currencyForPlanId(used, 'plan_unknown')).toBeNull();
  });
});

describe('GST: 18 % on INR, none on USD, integer minor units', () => {
  it('GST: 3 credits in INR are ₹6,000 + ₹1,080 GST = ₹7,080', () => {
    expect(creditPurchaseQuote(3, 'INR')).toEqual({
      currency: 'INR',
      quantity: 3,
      unitAmount: 200_000,
      taxableAmount: 600_000,
      gstApplicable: true,
      gstAmount: 108_000,
      totalAmount: 708_000,
    });
  });

  it('GST: no GST on USD (3 credits are $75)', () => {
    expect(creditPurchaseQuote(3, 'USD')).toMatchObject({
      taxableAmount: 7_500,
      gstApplicable: false,
      gstAmount: 0,
      totalAmount: 7_500,
    });
    expect(isGstApplicable('USD')).toBe(false);
  });

  it('GST: plan periods carry GST on INR (starter ₹4,250 + ₹765)', () => {
    expect(planQuote('starter', 'INR')).toMatchObject({
      taxableAmount: 425_000,
      gstAmount: 76_500,
      totalAmount: 501_500,
    });
    expect(planQuote('enterprise', 'USD')).toMatchObject({
      taxableAmount: 99_900,
      gstAmount: 0,
      totalAmount: 99_900,
    });
  });

  it('GST rounds half up to the nearest paisa', () => {
    expect(gstOn(1, 'INR')).toBe(0); // 0.18
    expect(gstOn(3, 'INR')).toBe(1); // 0.54
    expect(gstOn(25, 'INR')).toBe(5); // 4.5 → 5
    expect(gstOn(47, 'INR')).toBe(8); // 8.46
    expect(() => gstOn(1.5, 'INR')).toThrow(RangeError);
    expect(() => gstOn(-1, 'INR')).toThrow(RangeError);
  });

  it('job credits: quantity is 1–100', () => {
    for (const bad of [0, 101, 1.5, -3, Number.NaN])
      expect(() => creditPurchaseQuote(bad, 'USD')).toThrow(RangeError);
    expect(creditPurchaseQuote(100, 'INR').totalAmount).toBe(23_600_000);
  });

  it('property: total = taxable + GST, every amount a safe integer, GST within half a paisa of 18 %', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.constantFrom(...currencies),
        (taxable, currency) => {
          const q = quoteFor(taxable, currency);
          for (const v of [q.taxableAmount, q.gstAmount, q.totalAmount])
            expect(Number.isSafeInteger(v)).toBe(true);
          expect(q.totalAmount).toBe(q.taxableAmount + q.gstAmount);
          if (currency === 'USD') expect(q.gstAmount).toBe(0);
          else {
            // |100·gst − 18·taxable| ≤ 50, checked in BigInt: no float anywhere.
            const diff = BigInt(q.gstAmount) * 100n - BigInt(taxable) * 18n;
            expect(diff >= -50n && diff <= 50n).toBe(true);
          }
        },
      ),
    );
  });

  it('property: a credit purchase is quantity × unit price plus GST', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.constantFrom(...currencies), (quantity, currency) => {
        const q = creditPurchaseQuote(quantity, currency);
        expect(q.taxableAmount).toBe(quantity * jobCreditPriceMinor[currency]);
        expect(q.totalAmount).toBe(q.taxableAmount + q.gstAmount);
        expect(q.gstAmount).toBe(currency === 'INR' ? (q.taxableAmount * 18) / 100 : 0);
      }),
    );
  });
});

import type { Currency } from './currency.ts';
import { jobCreditPriceMinor, jobCreditQuantity, type PlanName, planPriceMinor } from './plans.ts';

/**
 * GST (docs/product/billing.md, **GST**): 18 % on INR purchases, none on USD. Every amount here is an integer number of
 * minor units; the arithmetic runs on BigInt so no intermediate value is ever a float.
 */
export const gstRatePercent = 18;

/** Whether GST applies to a purchase in this currency (the order note `gstApplicable`). */
export function isGstApplicable(currency: Currency): boolean {
  return currency === 'INR';
}

function assertMinor(amount: number, what: string): void {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`${what} must be a whole, non-negative number of minor units`);
  }
}

/**
 * GST on a taxable amount, in minor units. Rounding: half up to the nearest minor unit
 * (⌊(taxable × 18 + 50) / 100⌋). Every plan price is a whole number of rupees, so for them it is exact.
 */
export function gstOn(taxableMinor: number, currency: Currency): number {
  assertMinor(taxableMinor, 'The taxable amount');
  if (!isGstApplicable(currency)) return 0;
  return Number((BigInt(taxableMinor) * BigInt(gstRatePercent) + 50n) / 100n);
}

/** What is paid for something: the taxable amount, its GST and the total, in minor units. */
export interface Quote {
  currency: Currency;
  /** Before GST. */
  taxableAmount: number;
  gstApplicable: boolean;
  gstAmount: number;
  /** taxableAmount + gstAmount: what the payment provider charges. */
  totalAmount: number;
}

export function quoteFor(taxableMinor: number, currency: Currency): Quote {
  const gstAmount = gstOn(taxableMinor, currency);
  return {
    currency,
    taxableAmount: taxableMinor,
    gstApplicable: isGstApplicable(currency),
    gstAmount,
    totalAmount: taxableMinor + gstAmount,
  };
}

export interface CreditQuote extends Quote {
  quantity: number;
  /** The price of one job credit before GST. */
  unitAmount: number;
}

export function isValidCreditQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= jobCreditQuantity.min && quantity <= jobCreditQuantity.max;
}

/** `quantity` job credits at USD 25 / INR 2,000 each, plus GST on INR. */
export function creditPurchaseQuote(quantity: number, currency: Currency): CreditQuote {
  if (!isValidCreditQuantity(quantity)) {
    throw new RangeError(
      `quantity must be a whole number from ${jobCreditQuantity.min} to ${jobCreditQuantity.max}`,
    );
  }
  const unitAmount = jobCreditPriceMinor[currency];
  return { ...quoteFor(unitAmount * quantity, currency), quantity, unitAmount };
}

/** One billing period of a plan, plus GST on INR. */
export function planQuote(plan: PlanName, currency: Currency): Quote {
  return quoteFor(planPriceMinor(plan, currency), currency);
}

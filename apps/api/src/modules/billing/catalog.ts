import type { BillingCatalog, RazorpayConfig } from '@talvio/contracts/billing';
import {
  jobCreditPriceMinor,
  jobCreditQuantity,
  type PaidPlanName,
  planIdFor,
  planNames,
  plans,
} from '@talvio/domain/plans';
import { gstRatePercent, planQuote } from '@talvio/domain/pricing';
import type { Payments } from '../../adapters/payments/payments.ts';
import { partMissing } from '../../plugins/required-parts.ts';

/** GET /billing/plans: the plans with prices in minor units, GST and allowance; the job-credit price. */
export function getCatalog(payments: Pick<Payments, 'planIds'>): BillingCatalog {
  return {
    plans: planNames.map((name) => {
      const usd = planQuote(name, 'USD');
      const inr = planQuote(name, 'INR');
      const paid = name !== 'free' ? (name as PaidPlanName) : null;
      return {
        name,
        plan_ids: {
          USD: paid ? planIdFor(payments.planIds, paid, 'USD') : null,
          INR: paid ? planIdFor(payments.planIds, paid, 'INR') : null,
        },
        price: { USD: usd.taxableAmount, INR: inr.taxableAmount },
        gst: { USD: usd.gstAmount, INR: inr.gstAmount },
        total: { USD: usd.totalAmount, INR: inr.totalAmount },
        interview_allowance: plans[name].interviewAllowance,
      };
    }),
    job_credit: {
      unit_price: { ...jobCreditPriceMinor },
      min_quantity: jobCreditQuantity.min,
      max_quantity: jobCreditQuantity.max,
    },
    gst_rate_percent: gstRatePercent,
    period: 'monthly',
  };
}

/** GET /razorpay/config: what the web app needs to open the checkout. */
export function getRazorpayConfig(
  payments: Pick<Payments, 'mode' | 'keyId' | 'checkoutUrl' | 'merchantName'>,
): RazorpayConfig {
  if (payments.mode === 'unconfigured') throw partMissing('payments');
  return {
    mode: payments.mode,
    key_id: payments.keyId,
    checkout_url: payments.checkoutUrl,
    merchant_name: payments.merchantName,
  };
}

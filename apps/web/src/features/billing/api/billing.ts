import type {
  BillingCatalog,
  CheckoutOptions,
  CreateOrderRequest,
  CreateOrderResponse,
  InvoiceList,
  PaidPlanNameValue,
  PurchaseHistory,
  Subscription,
  SubscriptionCheckout,
  VerifyPaymentRequest,
  VerifyPaymentResponse,
} from '@talvio/contracts/billing';
import type { Currency } from '@talvio/domain/currency';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { billingKeys, jobCandidateKeys, jobCreditKeys, userKeys } from '../../../lib/query-keys.ts';
import { type CheckoutTarget, openCheckout } from '../checkout.ts';

/** GET /billing/plans: plans, prices (minor units), GST and the job-credit price. */
export const catalogQuery = () =>
  queryOptions({
    queryKey: billingKeys.plans(),
    queryFn: () => apiFetch<BillingCatalog>('/billing/plans', { auth: false }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET /razorpay/customer-invoices: every invoice of the organisation. */
export const invoicesQuery = () =>
  queryOptions({
    queryKey: billingKeys.invoices(),
    queryFn: () => apiFetch<InvoiceList>('/razorpay/customer-invoices?pageSize=50'),
  });

/** GET /purchase-history. */
export const purchaseHistoryQuery = () =>
  queryOptions({
    queryKey: billingKeys.purchases(),
    queryFn: () => apiFetch<PurchaseHistory>('/purchase-history?pageSize=50'),
  });

/** POST /razorpay/create-order: amount, currency and the job-credit notes. */
export const createOrder = (input: CreateOrderRequest) =>
  apiFetch<CreateOrderResponse>('/razorpay/create-order', { method: 'POST', json: input });

/** POST /razorpay/subscription. */
export const createSubscription = (plan: PaidPlanNameValue, currency: Currency) =>
  apiFetch<SubscriptionCheckout>('/razorpay/subscription', { method: 'POST', json: { plan, currency } });

/** POST /razorpay/subscription/update: change the plan. */
export const updateSubscription = (plan: PaidPlanNameValue, currency: Currency) =>
  apiFetch<Subscription>('/razorpay/subscription/update', {
    method: 'POST',
    json: { plan, currency },
  });

/** POST /razorpay/subscription/cancel: empty body; the plan ends with the current cycle. */
export const cancelSubscription = () =>
  apiFetch<Subscription>('/razorpay/subscription/cancel', { method: 'POST' });

/** POST /razorpay/verify-payment. */
export const verifyPayment = (input: VerifyPaymentRequest) =>
  apiFetch<VerifyPaymentResponse>('/razorpay/verify-payment', { method: 'POST', json: input });

/** The printable invoice needs the bearer token, so it is fetched and saved as a file. */
export async function downloadInvoice(url: string, number: string) {
  const html = await apiFetch<string>(url.replace(/^\/api/, ''), { headers: { accept: 'text/html' } });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([html], { type: 'text/html' }));
  link.download = `${number}.html`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

// Mutations.

/**
 * Opens the checkout and settles when the customer closes it without paying. Paying (or the sandbox's checkout
 * page) leaves this page, so until then the write stays pending and its button keeps spinning.
 */
const checkoutUntilDismissed = (checkout: CheckoutOptions, target: CheckoutTarget) =>
  new Promise<void>((resolve, reject) => {
    openCheckout(checkout, target, resolve).catch(reject);
  });

/** Orders job credits (the server recomputes the amount) and opens the checkout for it. */
export const useBuyCredits = () =>
  useMutation({
    mutationFn: async (input: CreateOrderRequest) => {
      const order = await createOrder(input);
      await checkoutUntilDismissed(order.checkout, {
        order_id: order.order_id,
        amount: order.amount,
        currency: order.currency,
      });
    },
  });

/** A first subscription: created on the server, then paid in the checkout. */
export const useSubscribe = () =>
  useMutation({
    mutationFn: async ({ plan, currency }: { plan: PaidPlanNameValue; currency: Currency }) => {
      const result = await createSubscription(plan, currency);
      await checkoutUntilDismissed(result.checkout, { subscription_id: result.subscription_id });
    },
  });

/**
 * Changes the plan of an active subscription (charged to the saved payment method). The billing screens, the
 * current user and the interview allowance refresh before the change counts as done.
 */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ plan, currency }: { plan: PaidPlanNameValue; currency: Currency }) =>
      updateSubscription(plan, currency),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: billingKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.current() }),
        queryClient.invalidateQueries({ queryKey: jobCandidateKeys.invitations() }),
      ]),
  });
}

/** Cancels the subscription at the end of the cycle; the active subscription is read again before it counts as done. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelSubscription(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.subscription() }),
  });
}

/**
 * Confirms a payment the checkout returned with. The answer counts at once; the current user (credits), billing
 * and the credit ledger refresh behind it.
 */
export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    onSuccess: () => {
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.current() }),
        queryClient.invalidateQueries({ queryKey: billingKeys.all }),
        queryClient.invalidateQueries({ queryKey: jobCreditKeys.all }),
      ]);
    },
  });
}

import type {
  BillingCatalog,
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
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { billingKeys } from '../../../lib/query-keys.ts';

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

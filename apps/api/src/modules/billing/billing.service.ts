/**
 * The billing module's service entry: other modules and the routes import billing through this file. Each use case
 * lives in its own file beside it, read as steps:
 * - catalog.ts: plans, prices and the checkout configuration;
 * - orders.ts: job-credit orders, their verification and crediting each payment once;
 * - subscriptions.ts: subscribe, verify the first payment, change plan, cancel, the active subscription;
 * - subscription-sync.ts and subscription-charges.ts: applying the provider's view of a subscription and its charges;
 * - webhooks.ts: the provider's events; invoices.ts: invoices and purchase history; receipts.ts: receipt e-mails;
 * - verify-payment.ts: the one verification route for both kinds; demo-subscription.ts: the demo organisation's plan;
 * - billing-shared.ts: the dependencies, statuses, labels and provider error mapping several of them use.
 */
export type { BillingDeps } from './billing-shared.ts';
export { getCatalog, getRazorpayConfig } from './catalog.ts';
export { startDemoSubscription } from './demo-subscription.ts';
export { getInvoiceHtml, getInvoices, getPurchaseHistory } from './invoices.ts';
export { createCreditOrder } from './orders.ts';
export {
  cancelSubscription,
  changeSubscriptionPlan,
  createSubscription,
  getActiveSubscription,
} from './subscriptions.ts';
export { verifyPayment } from './verify-payment.ts';
export { handleWebhook, type WebhookOutcome } from './webhooks.ts';

import type { Currency } from '@talvio/domain/currency';
import { formatMoney } from '@talvio/domain/money';
import { gstRatePercent } from '@talvio/domain/pricing';
import type { InvoiceRow } from './billing.repository.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const day = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(d);

/**
 * The printable invoice: seller, organisation billed, lines (plan or credits), taxable amount,
 * GST, total. Plain HTML with inline styles only (no script; the CSP forbids inline script).
 */
export function renderInvoiceHtml(invoice: InvoiceRow, seller: { name: string; url: string }): string {
  const currency = (invoice.currency === 'INR' ? 'INR' : 'USD') as Currency;
  const money = (minor: number) => escapeHtml(formatMoney(minor, currency));
  const billed = invoice.billedTo;
  const address = [billed.city, billed.country].filter(Boolean).join(', ');
  const lines = invoice.lines
    .map(
      (l) =>
        `<tr><td>${escapeHtml(l.description)}</td><td class="num">${l.quantity}</td><td class="num">${money(l.unitAmount)}</td><td class="num">${money(l.amount)}</td></tr>`,
    )
    .join('');
  const period =
    invoice.periodStart && invoice.periodEnd
      ? `<p><strong>Billing period:</strong> ${escapeHtml(day(invoice.periodStart))} – ${escapeHtml(day(invoice.periodEnd))}</p>`
      : '';
  const gstLabel =
    invoice.gstAmount > 0 || currency === 'INR' ? `GST (${gstRatePercent}%)` : 'GST (not applicable)';
  const references = [
    ['Payment', invoice.providerPaymentId],
    ['Order', invoice.providerOrderId],
    ['Subscription', invoice.providerSubscriptionId],
    ['Razorpay invoice', invoice.providerInvoiceId],
  ]
    .filter((r): r is [string, string] => typeof r[1] === 'string')
    .map(([k, v]) => `<dt>${k}</dt><dd>${escapeHtml(v)}</dd>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Invoice ${escapeHtml(invoice.number)}</title>
<style>
body{font-family:Inter,system-ui,Arial,sans-serif;color:#1a1b1e;margin:0;padding:32px;background:#fff}
main{max-width:760px;margin:0 auto}
header{display:flex;justify-content:space-between;gap:24px;flex-wrap:wrap;border-bottom:2px solid #3b3a9e;padding-bottom:16px}
h1{margin:0;font-size:26px;color:#3b3a9e}
.paid{display:inline-block;margin-top:6px;padding:2px 10px;border-radius:12px;background:#e6f7f1;color:#0b6e4f;font-weight:600}
.parties{display:grid;grid-template-columns:1fr 1fr;gap:24px;margin:24px 0}
h2{font-size:13px;text-transform:uppercase;letter-spacing:.05em;color:#555;margin:0 0 6px}
table{width:100%;border-collapse:collapse;margin-top:16px}
th,td{padding:8px;border-bottom:1px solid #ddd;text-align:left}
th{background:#f3f4fa}
.num{text-align:right;white-space:nowrap}
tfoot td{border:0}
tfoot tr.total td{font-weight:700;font-size:18px;border-top:2px solid #1a1b1e}
dl{display:grid;grid-template-columns:auto 1fr;gap:2px 12px;font-size:13px;color:#444}
dd{margin:0;font-family:ui-monospace,monospace}
.note{font-size:12px;color:#666;margin-top:24px}
@media print{body{padding:0}.note{display:none}}
</style>
</head>
<body>
<main>
<header>
<div><h1>Invoice</h1><div class="paid">Paid</div></div>
<div><p><strong>Invoice number:</strong> ${escapeHtml(invoice.number)}</p><p><strong>Date:</strong> ${escapeHtml(day(invoice.issuedAt))}</p>${period}</div>
</header>
<section class="parties">
<div><h2>From</h2><p><strong>${escapeHtml(seller.name)}</strong><br>${escapeHtml(seller.url)}</p></div>
<div><h2>Billed to</h2><p><strong>${escapeHtml(billed.name || 'Your organisation')}</strong>${address ? `<br>${escapeHtml(address)}` : ''}${billed.website ? `<br>${escapeHtml(billed.website)}` : ''}</p></div>
</section>
<table>
<thead><tr><th scope="col">Description</th><th scope="col" class="num">Quantity</th><th scope="col" class="num">Unit price</th><th scope="col" class="num">Amount</th></tr></thead>
<tbody>${lines}</tbody>
<tfoot>
<tr><td colspan="3" class="num">Taxable amount</td><td class="num">${money(invoice.taxableAmount)}</td></tr>
<tr><td colspan="3" class="num">${gstLabel}</td><td class="num">${money(invoice.gstAmount)}</td></tr>
<tr class="total"><td colspan="3" class="num">Total (${escapeHtml(currency)})</td><td class="num">${money(invoice.totalAmount)}</td></tr>
</tfoot>
</table>
<h2 style="margin-top:24px">References</h2>
<dl>${references}</dl>
<p class="note">Print this page or save it as PDF from your browser's print dialog.</p>
</main>
</body>
</html>`;
}

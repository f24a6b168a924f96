import type { Currency } from './currency.ts';

/**
 * Money is an integer number of minor units (cents, paise) everywhere (docs/product/billing.md, **money in minor
 * units**). These helpers move between that and what people type or read, with string arithmetic only, so no
 * floating-point value ever carries money.
 */

const amountPattern = /^(\d{1,10})(?:[.,](\d{1,2}))?$/;

/** "1,20,000.5" or "120000.50" (major units as typed) → 12000050 minor units; null when it is not an amount. */
export function parseMajorToMinor(text: string): number | null {
  const compact = text.trim().replace(/[\s_]/g, '');
  // Thousands separators: commas followed by 2–3 digits before the decimal part (1,200 / 1,20,000).
  const withoutGrouping = compact.replace(/,(?=\d{2,3}(?:[.,]|$|,))/g, '');
  const match = amountPattern.exec(withoutGrouping);
  if (!match) return null;
  const whole = match[1]!;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return Number(whole) * 100 + Number(fraction);
}

/** 12000050 → "120000.50": the exact decimal string of a minor-unit amount. */
export function minorToDecimalString(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError('Money must be a whole number of minor units');
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Money in the chosen currency ("$49", "₹4,250"), from minor units; cents shown only when present. */
export function formatMoney(minor: number, currency: Currency, locale?: string): string {
  const cents = minor % 100 !== 0;
  const key = `${locale ?? ''}|${currency}|${cents}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale ?? (currency === 'INR' ? 'en-IN' : 'en-US'), {
      style: 'currency',
      currency,
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: cents ? 2 : 0,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(minorToDecimalString(minor) as `${number}`);
}

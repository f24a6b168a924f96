/** Currencies: USD (default) and INR. */
export const currencies = ['USD', 'INR'] as const;
export type Currency = (typeof currencies)[number];
export const defaultCurrency: Currency = 'USD';
export const currencyStorageKey = 'currency';

export function parseCurrency(value: unknown): Currency {
  return value === 'INR' ? 'INR' : 'USD';
}

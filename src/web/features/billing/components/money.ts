import { type FormatCurrencyOptions, formatCurrency } from '../../../../common/format-currency';

/** Stripe's integer minor units as money in the reader's locale ($19.00, 19,00 €). */
export function formatMinorUnits(
  amount: number,
  currency: string,
  options: Omit<FormatCurrencyOptions, 'currency'> = {},
): string {
  return formatCurrency(amount / 100, { ...options, currency: currency.toUpperCase() });
}

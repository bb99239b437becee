/**
 * A price as the site writes it: "$105" for whole amounts, "$52.50" with cents. One rule for the
 * price list (src/sections/serviceCards), the editor's history and search, and the validator's words.
 */
export function formatPrice(amount: number, currency: string, locale: string): string {
  const cents = !Number.isInteger(amount);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(amount);
}

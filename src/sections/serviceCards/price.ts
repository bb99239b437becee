/** A price as the price list writes it: "$105" for whole amounts, "$52.50" with cents. */
export function formatPrice(amount: number, currency: string, locale: string): string {
  const cents = !Number.isInteger(amount);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(amount);
}

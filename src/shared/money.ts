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

/**
 * Where the currency code of an amount of money is, as an absolute JSON pointer, from its schema's
 * "x-money": an absolute pointer ("/currency": the file's own), or a relative JSON pointer from the
 * amount ("2/currency": two steps up from /sections/3/price, the section's own currency), so that a
 * section inside a page can name a currency of its own. Undefined when it leads above the file or is
 * neither.
 */
export function currencyPointer(amountPointer: string, xMoney: string): string | undefined {
  if (xMoney === '' || xMoney.startsWith('/')) return xMoney;
  const relative = /^(0|[1-9]\d*)(\/.*)?$/.exec(xMoney);
  if (!relative) return undefined;
  const steps = amountPointer === '' ? [] : amountPointer.split('/').slice(1);
  const up = Number(relative[1]);
  if (up > steps.length) return undefined;
  const base = steps.slice(0, steps.length - up);
  return `${base.map((step) => `/${step}`).join('')}${relative[2] ?? ''}`;
}

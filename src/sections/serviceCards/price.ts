/** A price as the price list writes it: "$105" for whole amounts, "$52.50" with cents (one rule, in src/shared). */
export { formatPrice } from '../../shared/money.ts';

// How the Insights page says its numbers, in sentences a marketer reads.
import { kindName } from '../leads/words.ts';
import { fill, text } from '../strings.ts';

const t = text.insights;

/** A rate in words: "3.5 per 100", or that there is none to speak of. */
export function rateText(rate: number | null): string {
  return rate === null
    ? t.noRate
    : fill(t.rate, { rate: rate.toLocaleString(undefined, { maximumFractionDigits: 1 }) });
}

/** "Demo requests from /erp: 14 this period, 9 the one before." */
export function kindSentence(type: string, page: string, now: number, before: number): string {
  return fill(t.kindSentence, { kind: kindName(type), page, now, before });
}

/** How a figure moved: "up 5", "down 2", "the same". */
export function change(now: number, before: number): string {
  if (now === before) return t.same;
  return fill(now > before ? t.up : t.down, { by: Math.abs(now - before) });
}

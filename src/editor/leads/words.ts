// How the Leads page says times, kinds and the values a visitor entered.
import type { LeadSource } from '../../shared/lead-source.ts';
import { fill, text } from '../strings.ts';

/** A kind's name in words (plural: the list of them); a form added in config shows its storage type. */
export function kindName(type: string): string {
  return (text.leads.kinds as Record<string, string>)[type] ?? type;
}

/** One submission's kind in words. */
export function kindOfOne(type: string): string {
  return (text.leads.kindsOne as Record<string, string>)[type] ?? type;
}

/** A time as the browser's clock and language show it. */
export function when(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A value the visitor entered, as text. */
export function fieldText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The first instant of a day (YYYY-MM-DD) on the browser's clock, as the server takes times; undefined for no day. */
export function dayStart(day: string): string | undefined {
  const start = new Date(`${day}T00:00:00`);
  return Number.isNaN(start.getTime()) ? undefined : start.toISOString();
}

/** The first instant after a day: the end of a range that includes the whole day. */
export function dayEnd(day: string): string | undefined {
  const next = new Date(`${day}T00:00:00`);
  if (Number.isNaN(next.getTime())) return undefined;
  next.setDate(next.getDate() + 1);
  return next.toISOString();
}

/** The campaign of a source in one line ("newsletter / email / spring-sale"); '' when it has none. */
export function campaignText(source: LeadSource | null): string {
  return [source?.utmSource, source?.utmMedium, source?.utmCampaign].filter((part) => part !== undefined).join(' / ');
}

/** A source in one short line for the list: the page sent from, then where the visit began and came from. */
export function sourceSummary(source: LeadSource | null): string {
  if (!source) return text.leads.sourceUnknown;
  const campaign = campaignText(source);
  return [
    source.page ? fill(text.leads.sourceSentFrom, { page: source.page }) : undefined,
    source.landingPage && source.landingPage !== source.page
      ? fill(text.leads.sourceBegan, { page: source.landingPage })
      : undefined,
    source.referrerHost ? fill(text.leads.sourceReferrer, { host: source.referrerHost }) : undefined,
    campaign ? fill(text.leads.sourceCampaign, { campaign }) : undefined,
  ]
    .filter((part) => part !== undefined)
    .join('; ');
}

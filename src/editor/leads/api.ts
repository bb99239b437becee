// The Leads page's calls (src/server/admin/leads-routes.ts). Filters and addresses go in request
// bodies, never in an address; answers as the server sends them.
import type { LeadSource } from '../../shared/lead-source.ts';
import { get, post } from '../state/api.ts';

export interface LeadField {
  key: string;
  title: string;
}
export interface LeadKind {
  type: string;
  fields: LeadField[];
}
export interface Filter {
  bots?: boolean;
  type?: string;
  from?: string;
  to?: string;
  text?: string;
}
/** Where a lead came from (src/shared/lead-source.ts); null when nothing of it is known. */
export type { LeadSource };
export interface LeadRow {
  id: string;
  type: string;
  createdAt: string;
  email: string | null;
  fields: Record<string, unknown>;
  suspectedBot: string | null;
  source: LeadSource | null;
  /** The code of the language of the page it was sent from; null for one stored before it was kept. */
  language: string | null;
}
export interface LeadPage {
  rows: LeadRow[];
  newer: string | null;
  older: string | null;
}
export interface Delivery {
  id: number;
  kind: 'mail' | 'webhook';
  state: 'sent' | 'pending' | 'dead';
  to: string;
  attempts: number;
  createdAt: string;
  nextAttemptAt: string;
  sentAt: string | null;
  deadAt: string | null;
  lastError: string | null;
}
export interface Timeline {
  email: string;
  firstSeen: string;
  submissions: (Omit<LeadRow, 'email'> & { deliveries: Delivery[] })[];
}

/** A refused call: the server's sentence, or the status. */
export class CallFailed extends Error {}

export async function answer<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (!response.ok) throw new CallFailed(body.message || `${response.status} ${response.statusText}`);
  return body;
}

export const leadKinds = async () => answer<{ kinds: LeadKind[]; pageSize: number }>(await get('leads/kinds'));
export const listLeads = async (filter: Filter, at: { after?: string; before?: string } = {}) =>
  answer<LeadPage>(await post('leads', { filter, ...at }));
export const timeline = async (email: string) => answer<Timeline>(await post('leads/person', { email }));
export const erase = async (email: string) =>
  answer<{ submissions: number; outboxRows: number; mailFiles: number; message: string }>(
    await post('leads/erase', { email }),
  );
export const mailQueue = async () => answer<{ total: number; rows: Delivery[] }>(await get('leads/mail-queue'));
export const retry = async (which: { id: number } | { dead: true }) =>
  answer<{ retried: number; message: string }>(await post('leads/mail-queue/retry', which));

/** The download of the filter, as a file the browser saves; its name from the server. Its times are
 *  written in the reader's language and time zone, as the History shows times. */
export async function download(filter: Filter, format: 'csv' | 'json'): Promise<string> {
  const { locale, timeZone } = Intl.DateTimeFormat().resolvedOptions();
  const response = await post('leads/export', {
    filter,
    format,
    reader: { locale, ...(timeZone ? { timeZone } : {}) },
  });
  return saveDownload(response, `leads.${format}`);
}

/** Saves a download's answer as the file the server names (else `fallback`); refused, throws its sentence. */
export async function saveDownload(response: Response, fallback: string): Promise<string> {
  if (!response.ok) await answer(response);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}

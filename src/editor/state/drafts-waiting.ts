// The calls behind a publisher's "Drafts waiting" (src/server/admin/handoff-routes.ts): the other
// accounts' saved drafts, what one changes against the live site, and its publish. The account is
// named by its id in the body, never in the address.
import { checkedJson, get, post } from './api.ts';
import { WAITING_ANSWER } from '../../shared/editor-answers.ts';
import { refusal, started, type Started } from './publishing.ts';
import type { WaitingDraft } from '../../shared/draft-contract.ts';
import { fill, text } from '../strings.ts';

export interface DraftFileChange {
  path: string;
  change: string;
  before: string | null;
  after: string | null;
}

export async function waitingDrafts(): Promise<WaitingDraft[]> {
  const response = await get('drafts/waiting');
  if (!response.ok) throw new Error(await refusal(response));
  return (await checkedJson('GET api/drafts/waiting', response, WAITING_ANSWER)).drafts;
}

/**
 * Whose draft it is, as the list says it: the person's full name, with the account name beside it
 * when another draft in the list is someone of the same full name (two people, one name).
 */
export function ownerName(draft: WaitingDraft, drafts: readonly WaitingDraft[]): string {
  const fullName = draft.fullName.trim() || draft.name;
  const namesake = drafts.some(
    (other) => other.accountId !== draft.accountId && (other.fullName.trim() || other.name) === fullName,
  );
  return namesake && fullName !== draft.name
    ? fill(text.draftsWaiting.nameWithAccount, { fullName, name: draft.name })
    : fullName;
}

export async function waitingDraftChanges(accountId: string): Promise<DraftFileChange[]> {
  const response = await post('drafts/waiting/changes', { accountId });
  if (!response.ok) throw new Error(await refusal(response));
  return ((await response.json()) as { files: DraftFileChange[] }).files;
}

export const publishWaitingDraft = async (accountId: string): Promise<Started> =>
  started(await post('drafts/waiting/publish', { accountId }));

/** "10 minutes ago": how long since a moment, in its largest whole unit; under a minute, `justNow`. */
export function agoInWords(iso: string, justNow: string, now: number = Date.now()): string {
  const seconds = Math.round((now - new Date(iso).getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of units) if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  return justNow;
}

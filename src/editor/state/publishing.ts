// The editor's calls to the publishing API under /admin (src/server/admin/admin-routes.ts): start a
// publish or a roll back, follow its progress, stop it, read the history (a page at a time, each
// version's diff on request), discard the saved draft, sign out. The shapes are the server's
// answers, as the browser reads them.
import type { Problem } from '../../shared/config-check/json-source.ts';
import type { PublishedVersion } from '../../shared/published-version.ts';
import type { ScheduleView } from '../../shared/schedule-contract.ts';
import { fill, text } from '../strings.ts';
import { get, post } from './api.ts';

/** A version as the history lists it: with the schedule that published it, when one did. */
export type Version = PublishedVersion & { schedule?: ScheduleView };

export interface PublishStatus {
  running: Version | null;
  /** The last publish that is over, by anyone. */
  last: Pick<Version, 'id' | 'status' | 'message'> | null;
  /** The version the site shows now, when it is one published from here. */
  liveId?: number;
}

export type Started = { ok: true; id: number } | { ok: false; message: string };

/** Why the server refused a call: the message of its { error, message } answer (with the config's problems, when those are why), or the status. */
export async function refusal(response: Response): Promise<string> {
  const body = (await response.json().catch(() => ({}))) as { message?: string; problems?: Problem[]; more?: number };
  const problems = (body.problems ?? []).map(
    (problem) => `${problem.file}:${problem.line}:${problem.column} ${problem.message}`,
  );
  if (body.more) problems.push(fill(text.publishing.problemsMore, { count: body.more }));
  return [body.message ?? `${response.status}`, ...problems].join(' ');
}

export async function started(response: Response): Promise<Started> {
  if (response.status !== 202) return { ok: false, message: await refusal(response) };
  const body = (await response.json().catch(() => ({}))) as { id?: number };
  return typeof body.id === 'number' ? { ok: true, id: body.id } : { ok: false, message: `${response.status}` };
}

async function answer<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return (await response.json()) as T;
}

export const startPublish = async (): Promise<Started> => started(await post('publish', {}));
export const startRollback = async (to: number): Promise<Started> => started(await post('rollback', { to }));
export const publishStatus = async (): Promise<PublishStatus> => answer<PublishStatus>(await get('publish/status'));
/** A page of the history: its versions and the scheduled publishes that did not go live in their time, newest first. */
export interface HistoryPage {
  versions: Version[];
  /** Asks for the page after it (null at the end). */
  next: number | null;
  notLive: ScheduleView[];
}
export const history = async (before?: number): Promise<HistoryPage> =>
  answer(await get(before === undefined ? 'history' : `history?before=${before}`));
/** One version with its diff. */
export const versionDiff = async (id: number): Promise<string> =>
  (await answer<{ version: Version }>(await get(`history/${id}`))).version.diff ?? '';
/** Asks the publish under way to stop: nothing when the server took it, else its reason. */
export async function stopPublish(id: number): Promise<string | undefined> {
  const response = await post('publish/stop', { id });
  return response.ok ? undefined : refusal(response);
}
/** The files a published version changed, each before and after (their text; null: none). */
export const versionChanges = async (
  id: number,
): Promise<{ path: string; change: string; before: string | null; after: string | null }[]> =>
  (
    await answer<{ files: { path: string; change: string; before: string | null; after: string | null }[] }>(
      await get(`history/${id}/changes`),
    )
  ).files;
/** What an account may do in /admin (src/server/roles/permissions.ts): the server refuses the rest. */
export type Permission = 'edit' | 'publish' | 'leads' | 'admin';

export interface Account {
  name: string;
  fullName: string;
  roles: string[];
  permissions: Permission[];
}

export const me = async (): Promise<Account> => answer(await get('me'));

export interface SavedDraft {
  /** The signed-in user has a draft saved in the store (what Publish would send). */
  saved: boolean;
  /** Why only an admin may publish it as it is (it changes where money or personal data go); null when nothing says so. */
  adminOnly: string | null;
  /** The files of it someone published over since it began ("Update my draft" brings it up to date). */
  behind: string[];
}

export async function savedDraft(): Promise<SavedDraft> {
  const body = await answer<{ files: unknown[]; adminOnly?: string | null; behind?: string[] }>(await get('draft'));
  return { saved: body.files.length > 0, adminOnly: body.adminOnly ?? null, behind: body.behind ?? [] };
}

/** Drops the signed-in user's saved draft: nothing when the server did, else its reason (e.g. a session that ended). */
export async function discardSavedDraft(): Promise<string | undefined> {
  const response = await post('draft/discard', {});
  return response.ok ? undefined : refusal(response);
}

/** Ends the session; true when the server did. */
export async function signOut(): Promise<boolean> {
  return (await post('sign-out', {})).ok;
}

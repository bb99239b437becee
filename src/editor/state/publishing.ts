// The editor's calls to the publishing API under /admin (src/server/admin/admin-routes.ts): start a
// publish or a roll back, follow its progress, read the history, discard the saved draft, sign
// out. The shapes are the server's answers, as the browser reads them.
import type { PublishedVersion } from '../../shared/published-version.ts';
import { get, post } from './api.ts';

export type Version = PublishedVersion;

export interface PublishStatus {
  running: Version | null;
  /** The last publish that is over, by anyone. */
  last: Pick<Version, 'id' | 'status' | 'message'> | null;
  /** The version the site shows now, when it is one published from here. */
  liveId?: number;
}

export type Started = { ok: true; id: number } | { ok: false; message: string };

/** Why the server refused a call: the message of its { error, message } answer, or the status. */
async function refusal(response: Response): Promise<string> {
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  return body.message ?? `${response.status}`;
}

async function started(response: Response): Promise<Started> {
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
export const history = async (): Promise<Version[]> =>
  (await answer<{ versions: Version[] }>(await get('history'))).versions;
/** The files a published version changed, each before and after (their text; null: none). */
export const versionChanges = async (
  id: number,
): Promise<{ path: string; change: string; before: string | null; after: string | null }[]> =>
  (
    await answer<{ files: { path: string; change: string; before: string | null; after: string | null }[] }>(
      await get(`history/${id}/changes`),
    )
  ).files;
export const me = async (): Promise<{ name: string; fullName: string }> => answer(await get('me'));

/** Whether the signed-in user has a draft saved in the store (what Publish would send). */
export const hasSavedDraft = async (): Promise<boolean> =>
  (await answer<{ files: unknown[] }>(await get('draft'))).files.length > 0;

/** Drops the signed-in user's saved draft: nothing when the server did, else its reason (e.g. a session that ended). */
export async function discardSavedDraft(): Promise<string | undefined> {
  const response = await post('draft/discard', {});
  return response.ok ? undefined : refusal(response);
}

/** Ends the session; true when the server did. */
export async function signOut(): Promise<boolean> {
  return (await post('sign-out', {})).ok;
}

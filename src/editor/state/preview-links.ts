// The editor's calls of "Share a preview" (src/server/admin/preview-link-routes.ts).
import type { PreviewLinksAnswer, PreviewLinkView, SharedLinkAnswer } from '../../shared/preview-link-contract.ts';
import { get, post, send } from './api.ts';
import { refusal } from './publishing.ts';

export type { PreviewLinksAnswer, PreviewLinkView, SharedLinkAnswer };

export async function listPreviewLinks(): Promise<PreviewLinksAnswer> {
  const response = await get('preview-links');
  if (!response.ok) throw new Error(await refusal(response));
  return (await response.json()) as PreviewLinksAnswer;
}

/** A new link to the saved draft: its answer (with the address, told only now), or why it was refused. */
export async function sharePreview(
  days: number,
  follow: boolean,
): Promise<{ ok: true; answer: SharedLinkAnswer } | { ok: false; message: string }> {
  const response = await post('preview-links', { days, follow });
  if (!response.ok) return { ok: false, message: await refusal(response) };
  return { ok: true, answer: (await response.json()) as SharedLinkAnswer };
}

/** Revokes a link: its sentence, or why not. */
export async function revokePreviewLink(id: string): Promise<{ ok: boolean; message: string }> {
  const response = await send('DELETE', `preview-links/${encodeURIComponent(id)}`);
  if (!response.ok) return { ok: false, message: await refusal(response) };
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  return { ok: true, message: body.message ?? '' };
}

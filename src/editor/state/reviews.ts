// The editor's calls of "Ask for a review" (src/server/admin/review-routes.ts), and where a review's
// comments stand in the forms: each comment on one field, by the id react-jsonschema-form gives that
// field's input (problems.ts fieldId), so a form shows it beside the field.
import type { ReviewCommentView, ReviewsAnswer, ReviewView } from '../../shared/review-contract.ts';
import { get, post } from './api.ts';
import { fieldId } from './problems.ts';
import { refusal, started, type Started } from './publishing.ts';

export type { ReviewCommentView, ReviewsAnswer, ReviewView };

/** What a call that changes a review answers: its sentence, or why it was refused. */
export type ReviewOutcome = { ok: true; message: string } | { ok: false; message: string };

export interface ReviewFileChange {
  path: string;
  before: string | null;
  after: string | null;
}

export async function listReviews(): Promise<ReviewsAnswer> {
  const response = await get('reviews');
  if (!response.ok) throw new Error(await refusal(response));
  return (await response.json()) as ReviewsAnswer;
}

async function outcome(response: Response): Promise<ReviewOutcome> {
  if (!response.ok) return { ok: false, message: await refusal(response) };
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  return { ok: true, message: body.message ?? '' };
}

/** Asks for a review of the saved draft, of the publisher named (an account name) or of any (null). */
export const askForReview = async (reviewer: string | null) => outcome(await post('reviews', { reviewer }));

export async function reviewChanges(id: number): Promise<ReviewFileChange[]> {
  const response = await get(`reviews/${id}/changes`);
  if (!response.ok) throw new Error(await refusal(response));
  return ((await response.json()) as { files: ReviewFileChange[] }).files;
}

export const addComment = async (id: number, body: string, about: { path: string; pointer: string } | null) =>
  outcome(await post(`reviews/${id}/comments`, { body, ...(about ?? {}) }));

export const sendBack = async (id: number) => outcome(await post(`reviews/${id}/send-back`, {}));

/** Approves and publishes now: followed by the Publishing panel like any publish. */
export const approveAndPublish = async (id: number): Promise<Started> =>
  started(await post(`reviews/${id}/approve`, {}));

export const approveForLater = async (id: number, at: string) => outcome(await post(`reviews/${id}/approve`, { at }));

/** The author's review that is still going on (open or sent back), if any. */
export const activeReview = (mine: readonly ReviewView[]): ReviewView | undefined =>
  mine.find((review) => review.status === 'open' || review.status === 'sent-back');

/**
 * The comments of a form's fields, by field id: those of the file `path` under `base` (the value the
 * form edits: "" a whole file, "/sections/2" a section), for the form whose ids begin `idPrefix`.
 */
export function notesOfForm(
  comments: readonly ReviewCommentView[],
  path: string,
  base: string,
  idPrefix: string,
): Record<string, ReviewCommentView[]> {
  const notes: Record<string, ReviewCommentView[]> = {};
  for (const comment of comments) {
    if (comment.path !== path || comment.pointer === null) continue;
    const { pointer } = comment;
    if (pointer !== base && !pointer.startsWith(`${base}/`)) continue;
    (notes[fieldId(idPrefix, pointer.slice(base.length))] ??= []).push(comment);
  }
  return notes;
}

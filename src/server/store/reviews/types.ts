/**
 * Reviews of a draft (issue 41): an author asks a publisher (one, or any) to review their saved
 * draft; the reviewer comments on the whole draft or on one field of one file, then approves it or
 * sends it back; the author changes it and asks again (the same review, one round more). One review
 * is active (open or sent back) per author. Every change can carry the mails it sends (notices), which
 * are queued in the outbox in the same transaction: a step and its mails are written together or not
 * at all. Same contract on both engines.
 */
import type { NoticePayload } from '../outbox/types.ts';

/** open: waits for a reviewer; sent-back: the author is to change it; approved; closed: its draft was discarded. */
export type ReviewStatus = 'open' | 'sent-back' | 'approved' | 'closed';

/** An account as a review names it: by id (to find it again) and by its names then. */
export interface ReviewAccount {
  id: string;
  name: string;
  fullName: string;
}

export interface ReviewComment {
  id: number;
  round: number;
  by: ReviewAccount;
  /** The file the comment is about; null: the whole draft. */
  path: string | null;
  /** The field of that file (a JSON pointer, "" the whole file); null with no path. */
  pointer: string | null;
  body: string;
  createdAt: string;
}

export interface ReviewRow {
  id: number;
  status: ReviewStatus;
  round: number;
  author: ReviewAccount;
  /** The publisher asked; null: any publisher. */
  reviewer: ReviewAccount | null;
  paths: string[];
  fingerprint: string;
  askedAt: string;
  updatedAt: string;
  decidedBy: { name: string; fullName: string } | null;
  decidedAt: string | null;
  /** What the approval did, or why the review was closed. */
  outcome: string | null;
  /** Every round's comments, oldest first. */
  comments: ReviewComment[];
}

export interface AskForReview {
  author: ReviewAccount;
  reviewer: ReviewAccount | null;
  paths: string[];
  fingerprint: string;
}

export interface NewReviewComment {
  by: ReviewAccount;
  path: string | null;
  pointer: string | null;
  body: string;
}

export interface ReviewStore {
  /**
   * Asks for a review of the author's draft: the author's active review is opened again for a new
   * round (with this draft and reviewer), or a new one is made. Returns its id.
   */
  ask(request: AskForReview, now: Date, notices: readonly NoticePayload[]): Promise<number>;
  get(id: number): Promise<ReviewRow | undefined>;
  /** The author's reviews: the active one and the last ones over, newest first, at most `limit`. */
  ofAuthor(authorId: string, limit: number): Promise<ReviewRow[]>;
  /** The open reviews `reviewerId` may take: asked of them or of anyone, not their own; oldest first. */
  openFor(reviewerId: string): Promise<ReviewRow[]>;
  /**
   * Adds a comment to an open review, in its round `round`: its id; 'not-open' when the review is not
   * open in that round any more; 'full' when the round holds `limit` comments already.
   */
  comment(
    id: number,
    round: number,
    comment: NewReviewComment,
    now: Date,
    limit: number,
  ): Promise<number | 'not-open' | 'full'>;
  /**
   * Approves or sends back an open review in its round `round`, with what was done and the mails to
   * send; false when it is not open in that round any more (decided meanwhile, or asked again).
   */
  decide(
    id: number,
    round: number,
    decision: {
      status: 'approved' | 'sent-back';
      by: { name: string; fullName: string };
      outcome: string | null;
    },
    now: Date,
    notices: readonly NoticePayload[],
  ): Promise<boolean>;
  /** The author's draft was discarded: their active review is closed with `outcome`. Returns its id, if there was one. */
  closeDraft(authorId: string, outcome: string, now: Date): Promise<number | undefined>;
}

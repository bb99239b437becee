/**
 * Reviews of a draft as the reviews' calls answer them (src/server/admin/review-routes.ts) and the
 * editor reads them (src/editor/state/reviews.ts).
 */
import type { DraftOwner } from './published-version.ts';

/** open: waits for a reviewer; sent-back: the author is to change it; approved; closed: its draft was discarded. */
export type ReviewStatus = 'open' | 'sent-back' | 'approved' | 'closed';

export interface ReviewCommentView {
  id: number;
  /** The round of the review it was written in (1, then one more each time it is asked again). */
  round: number;
  by: DraftOwner;
  /** The file it is about; null: the whole draft. */
  path: string | null;
  /** The field of that file, a JSON pointer ("" the whole file); null with no path. */
  pointer: string | null;
  body: string;
  createdAt: string;
}

export interface ReviewView {
  id: number;
  status: ReviewStatus;
  round: number;
  author: DraftOwner;
  /** The publisher asked; null: any publisher. */
  reviewer: DraftOwner | null;
  /** The files of the draft when it was asked. */
  files: string[];
  askedAt: string;
  decidedBy: DraftOwner | null;
  decidedAt: string | null;
  /** What the approval did, or why the review was closed, in words. */
  outcome: string | null;
  /** Whether the author's saved draft is still the one asked about (an approval needs it to be). */
  current: boolean;
  comments: ReviewCommentView[];
}

export interface ReviewsAnswer {
  /** The caller's own reviews: the active one first, then the last ones over. */
  mine: ReviewView[];
  /** The open reviews the caller may take (a publisher): asked of them or of anyone, oldest first. */
  forMe: ReviewView[];
  /** The accounts a review may be asked of (those who may publish, but the caller), by account name. */
  publishers: DraftOwner[];
}

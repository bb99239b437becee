// The reviews the editor shows (state/reviews.ts): the signed-in account's own, beside their fields
// and in the Publishing panel, and those it may take. Read when the editor opens, when the saved
// draft changes (whether the draft is still the one asked about), after each step taken here, and
// whenever the window comes back to the front (the other side may have acted meanwhile).
import { useCallback, useEffect, useState } from 'react';
import { activeReview, listReviews, type ReviewCommentView, type ReviewsAnswer } from '../state/reviews.ts';

export interface Reviews {
  answer: ReviewsAnswer | { failed: string } | undefined;
  reload: () => Promise<void>;
  /** The comments on the account's own draft under review, every round's (the fields show them). */
  notes: readonly ReviewCommentView[];
}

const NONE: readonly ReviewCommentView[] = [];

export function useReviews(drafting: boolean, savedKey: unknown): Reviews {
  const [answer, setAnswer] = useState<Reviews['answer']>(undefined);
  const reload = useCallback(async () => {
    if (!drafting) return;
    await listReviews().then(setAnswer, (error: unknown) =>
      setAnswer({ failed: error instanceof Error ? error.message : String(error) }),
    );
  }, [drafting]);
  useEffect(() => {
    void reload();
  }, [reload, savedKey]);
  useEffect(() => {
    const again = () => void reload();
    window.addEventListener('focus', again);
    return () => window.removeEventListener('focus', again);
  }, [reload]);
  const active = answer && !('failed' in answer) ? activeReview(answer.mine) : undefined;
  return { answer, reload, notes: active?.comments ?? NONE };
}

// Reviews with comments (issue 41), on the draft hand-off (../draft-handoff.ts): an editor asks a
// publisher (a chosen one, or any) to review their saved draft; the reviewer sees what it changes
// against the live site (the hand-off's changes, told in words by the editor), comments on the whole
// draft or on one field of one file, then approves it (publish now, as the hand-off publishes, or
// later, as "Publish later" schedules) or sends it back; the author changes the draft and asks again.
// Each step mails the other side through the outbox, in the step's own transaction (an account
// without an address reads it in /admin only). The draft is known by a fingerprint of its saved
// files when the review was asked: a draft changed since is not approved, so what goes live is what
// the reviewer read.
import { createHash } from 'node:crypto';
import type { Publishing, Refusal, VersionFileChange } from '../publishing.ts';
import { draftHandoff } from '../draft-handoff.ts';
import type { Scheduling } from '../schedules/scheduling.ts';
import { hasPermission } from '../../roles/permissions.ts';
import type { DraftFile, NoticePayload, ReviewAccount, ReviewRow, Store, UserRow } from '../../store/index.ts';
import { adminText, fill } from '../../words/text.ts';
import type { DraftOwner } from '../../../shared/published-version.ts';
import type { ReviewsAnswer, ReviewView } from '../../../shared/review-contract.ts';

const t = adminText.reviews;

/** Comments one round of a review may hold: a bound against abuse, far above a real review. */
export const COMMENTS_PER_ROUND = 200;
/** The author's reviews listed: the active one and the last ones over. */
const MINE_LISTED = 10;

export interface ReviewingOptions {
  store: Store;
  publishing: Publishing;
  scheduling: Scheduling;
  clock: () => Date;
  /** Asks the outbox to send now rather than at its next run. */
  kick: () => void;
}

export interface NewComment {
  body: string;
  path?: string | null | undefined;
  pointer?: string | null | undefined;
}

export type Approval =
  | { kind: 'publish'; publishId: number; review: ReviewView; message: string }
  | { kind: 'schedule'; scheduleId: number; at: string; review: ReviewView; message: string };

export interface Reviewing {
  /** Asks for a review of the author's saved draft, of the publisher named (an account name) or of any (null). */
  ask(author: UserRow, reviewer: string | null): Promise<{ review: ReviewView; message: string } | Refusal>;
  /** The viewer's own reviews, those they may take, and whom a review may be asked of. */
  list(viewer: UserRow): Promise<ReviewsAnswer>;
  /** What the review's draft changes against the live site, file by file, for its reviewer. */
  changes(viewer: UserRow, id: number): Promise<VersionFileChange[] | Refusal>;
  comment(
    viewer: UserRow,
    id: number,
    comment: NewComment,
  ): Promise<{ review: ReviewView; commentId: number } | Refusal>;
  /** Approves the review: publishes its draft now, or at `at` (ISO 8601, as Publish later reads it). */
  approve(viewer: UserRow, id: number, at?: string): Promise<Approval | Refusal>;
  sendBack(viewer: UserRow, id: number): Promise<{ review: ReviewView; message: string } | Refusal>;
  /** The author's draft was discarded: their active review is closed. Returns its id, if there was one. */
  draftDiscarded(author: UserRow): Promise<number | undefined>;
}

const REASONS = { 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict' } as const;
const refusal = (status: keyof typeof REASONS, refused: string): Refusal => ({
  status,
  error: REASONS[status],
  refused,
});

const asAccount = (user: Pick<UserRow, 'id' | 'name' | 'fullName'>): ReviewAccount => ({
  id: user.id,
  name: user.name,
  fullName: user.fullName,
});
const person = (account: { name: string; fullName: string }): DraftOwner => ({
  name: account.name,
  fullName: account.fullName,
});
const called = (account: { name: string; fullName: string }) => account.fullName || account.name;

/** The saved draft as one value: its files' paths, texts and bases, in path order. */
export function draftFingerprint(files: readonly Pick<DraftFile, 'path' | 'text' | 'baseHash'>[]): string {
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return createHash('sha256')
    .update(JSON.stringify(sorted.map(({ path, text, baseHash }) => [path, text, baseHash])))
    .digest('hex');
}

export function createReviewing({ store, publishing, scheduling, clock, kick }: ReviewingOptions): Reviewing {
  const handoff = draftHandoff(store, publishing);

  async function view(row: ReviewRow): Promise<ReviewView> {
    const draft = row.status === 'open' ? await store.drafts.files(row.author.id) : [];
    return {
      id: row.id,
      status: row.status,
      round: row.round,
      author: person(row.author),
      reviewer: row.reviewer && person(row.reviewer),
      files: row.paths,
      askedAt: row.askedAt,
      decidedBy: row.decidedBy,
      decidedAt: row.decidedAt,
      outcome: row.outcome,
      current: row.status === 'open' && draft.length > 0 && draftFingerprint(draft) === row.fingerprint,
      comments: row.comments.map(({ by, ...comment }) => ({ ...comment, by: person(by) })),
    };
  }

  const viewOf = async (id: number) => view((await store.reviews.get(id))!);

  /** A mail to the account, when it has an address. */
  async function noticeTo(
    accountId: string,
    words: (to: UserRow) => { subject: string; text: string },
  ): Promise<NoticePayload[]> {
    const to = await store.accounts.findUserById(accountId);
    return to?.email ? [{ to: to.email, ...words(to) }] : [];
  }

  /** An open review the viewer may take, in its round; else why not. */
  async function takeable(viewer: UserRow, id: number): Promise<ReviewRow | Refusal> {
    const row = await store.reviews.get(id);
    if (!row) return refusal(404, fill(t.noSuch, { id }));
    if (row.author.id === viewer.id) return refusal(403, t.ownDraft);
    if (row.reviewer && row.reviewer.id !== viewer.id)
      return refusal(403, fill(t.askedOfOther, { name: called(row.reviewer) }));
    if (row.status !== 'open') return refusal(409, fill(t.notOpen, { id }));
    return row;
  }

  /** The review's author, with the draft the review was asked about; else why it cannot be approved. */
  async function unchangedDraft(row: ReviewRow): Promise<{ author: UserRow; draft: DraftFile[] } | Refusal> {
    const author = await store.accounts.findUserById(row.author.id);
    const draft = author ? await store.drafts.files(author.id) : [];
    if (!author || draft.length === 0) return refusal(409, fill(t.draftGone, { name: called(row.author) }));
    if (draftFingerprint(draft) !== row.fingerprint)
      return refusal(409, fill(t.draftChanged, { name: called(row.author) }));
    return { author, draft };
  }

  const commentLines = (row: ReviewRow) =>
    row.comments
      .filter((comment) => comment.round === row.round)
      .map((comment) =>
        comment.path === null
          ? fill(t.mailCommentWhole, { body: comment.body })
          : fill(t.mailCommentField, { path: comment.path, pointer: comment.pointer ?? '', body: comment.body }),
      )
      .join('\n');

  return {
    async ask(author, reviewerName) {
      let reviewer: UserRow | undefined;
      if (reviewerName !== null) {
        if (reviewerName === author.name) return refusal(400, t.notYourself);
        reviewer = await store.accounts.findUser(reviewerName);
        if (!reviewer) return refusal(400, fill(t.noSuchReviewer, { name: reviewerName }));
        if (!hasPermission(reviewer, 'publish')) return refusal(400, fill(t.notAPublisher, { name: called(reviewer) }));
      }
      const draft = await store.drafts.files(author.id);
      if (draft.length === 0) return refusal(400, t.nothingToReview);
      const paths = draft.map((file) => file.path);
      const fingerprint = draftFingerprint(draft);
      // The same draft asked of the same people again would only mail them again.
      const [last] = await store.reviews.ofAuthor(author.id, 1);
      if (
        last?.status === 'open' &&
        last.fingerprint === fingerprint &&
        (last.reviewer?.id ?? null) === (reviewer?.id ?? null)
      )
        return refusal(409, t.alreadyAsked);
      const asked = reviewer
        ? [reviewer]
        : (await store.accounts.listUsers()).filter(
            (account) => account.id !== author.id && hasPermission(account, 'publish'),
          );
      const notices = asked.flatMap((to) =>
        to.email
          ? [
              {
                to: to.email,
                subject: fill(t.mailAskedSubject, { name: called(author) }),
                text: fill(t.mailAskedText, { to: called(to), name: called(author), files: paths.join(', ') }),
              },
            ]
          : [],
      );
      const id = await store.reviews.ask(
        {
          author: asAccount(author),
          reviewer: reviewer ? asAccount(reviewer) : null,
          paths,
          fingerprint,
        },
        clock(),
        notices,
      );
      if (notices.length > 0) kick();
      return {
        review: await viewOf(id),
        message: reviewer ? fill(t.asked, { name: called(reviewer) }) : t.askedAny,
      };
    },

    async list(viewer) {
      const mayReview = hasPermission(viewer, 'publish');
      const [mine, forMe, accounts] = await Promise.all([
        store.reviews.ofAuthor(viewer.id, MINE_LISTED),
        mayReview ? store.reviews.openFor(viewer.id) : Promise.resolve([]),
        store.accounts.listUsers(),
      ]);
      return {
        mine: await Promise.all(mine.map(view)),
        forMe: await Promise.all(forMe.map(view)),
        publishers: accounts
          .filter((account) => account.id !== viewer.id && hasPermission(account, 'publish'))
          .map(person),
      };
    },

    async changes(viewer, id) {
      const row = await takeable(viewer, id);
      if ('refused' in row) return row;
      return handoff.changes(viewer, row.author.id);
    },

    async comment(viewer, id, { body, path = null, pointer = null }) {
      const row = await takeable(viewer, id);
      if ('refused' in row) return row;
      const words = body.trim();
      if (words === '') return refusal(400, t.blankComment);
      if (path !== null && !row.paths.includes(path)) return refusal(400, fill(t.notInDraft, { path }));
      const outcome = await store.reviews.comment(
        id,
        row.round,
        { by: asAccount(viewer), path, pointer: path === null ? null : (pointer ?? ''), body: words },
        clock(),
        COMMENTS_PER_ROUND,
      );
      if (outcome === 'not-open') return refusal(409, fill(t.notOpen, { id }));
      if (outcome === 'full') return refusal(409, fill(t.tooManyComments, { limit: COMMENTS_PER_ROUND }));
      return { review: await viewOf(id), commentId: outcome };
    },

    async approve(viewer, id, at) {
      const row = await takeable(viewer, id);
      if ('refused' in row) return row;
      const reviewed = await unchangedDraft(row);
      if ('refused' in reviewed) return reviewed;
      const { author, draft } = reviewed;
      const name = called(author);
      // The publish (or the schedule) first: refused (a publish under way, problems, a time in the
      // past), the review stays open and nothing of the approval is written.
      let approval: { kind: 'publish'; publishId: number } | { kind: 'schedule'; scheduleId: number; time: string };
      if (at === undefined) {
        // The files the reviewer read, pinned: a save of the author's after this check is not published.
        const outcome = await publishing.publishDraft(viewer, author, draft);
        if ('refused' in outcome) return outcome;
        approval = { kind: 'publish', publishId: outcome.id };
      } else {
        const outcome = await scheduling.schedule(viewer, at, author);
        if ('refused' in outcome) return outcome;
        approval = { kind: 'schedule', scheduleId: outcome.id, time: scheduling.timeInWords(outcome) };
      }
      const outcomeWords =
        approval.kind === 'publish'
          ? fill(t.outcomePublish, { id: approval.publishId })
          : fill(t.outcomeSchedule, { time: approval.time, id: approval.scheduleId });
      const notices = await noticeTo(author.id, (to) => ({
        subject: fill(t.mailApprovedSubject, { name: called(viewer) }),
        text: fill(t.mailApprovedText, { to: called(to), name: called(viewer), outcome: outcomeWords }),
      }));
      // Decided meanwhile by another reviewer, the publish they both wanted is under way all the same.
      await store.reviews.decide(
        id,
        row.round,
        { status: 'approved', by: person(viewer), outcome: outcomeWords },
        clock(),
        notices,
      );
      if (notices.length > 0) kick();
      const review = await viewOf(id);
      return approval.kind === 'publish'
        ? { kind: 'publish', publishId: approval.publishId, review, message: fill(t.approvedPublish, { name }) }
        : {
            kind: 'schedule',
            scheduleId: approval.scheduleId,
            at: approval.time,
            review,
            message: fill(t.approvedSchedule, { name, time: approval.time }),
          };
    },

    async sendBack(viewer, id) {
      const row = await takeable(viewer, id);
      if ('refused' in row) return row;
      if (!row.comments.some((comment) => comment.round === row.round)) return refusal(400, t.noComment);
      const notices = await noticeTo(row.author.id, (to) => ({
        subject: fill(t.mailSentBackSubject, { name: called(viewer) }),
        text: fill(t.mailSentBackText, { to: called(to), name: called(viewer), comments: commentLines(row) }),
      }));
      const decided = await store.reviews.decide(
        id,
        row.round,
        { status: 'sent-back', by: person(viewer), outcome: null },
        clock(),
        notices,
      );
      if (!decided) return refusal(409, fill(t.notOpen, { id }));
      if (notices.length > 0) kick();
      return { review: await viewOf(id), message: fill(t.sentBack, { name: called(row.author) }) };
    },

    draftDiscarded: (author) => store.reviews.closeDraft(author.id, t.outcomeDiscarded, clock()),
  };
}

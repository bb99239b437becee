// The ReviewStore contract (types.ts) on Kysely, the same queries on both engines.
//
// - A step is a conditional update of the review (still open, in the round the caller read), so two
//   reviewers deciding at once, or a decision meeting the author's new round, cannot both win; the
//   loser learns it (false, 'not-open') and nothing of it is written.
// - A step's mails are outbox rows written in the step's transaction (outbox/insertNotice): a review
//   is never sent back without its mail queued, nor a mail queued for a step that did not happen.
// - One active review per author is the unique index reviews_active; two asks at once meet there, and
//   the second reopens the review the first made.
import type { Kysely, Selectable, Transaction } from 'kysely';
import { insertNotice } from '../outbox/outbox-store.ts';
import type { NoticePayload } from '../outbox/types.ts';
import type { Database, ReviewCommentsTable, ReviewsTable } from '../schema.ts';
import type { ReviewAccount, ReviewComment, ReviewRow, ReviewStatus, ReviewStore } from './types.ts';

const person = (id: string | null, name: string | null, fullName: string | null): ReviewAccount | null =>
  id === null || name === null ? null : { id, name, fullName: fullName ?? name };

function toComment(row: Selectable<ReviewCommentsTable>): ReviewComment {
  return {
    id: Number(row.id),
    round: row.round,
    by: { id: row.author_id, name: row.author_name, fullName: row.author_full_name },
    path: row.path,
    pointer: row.pointer,
    body: row.body,
    createdAt: row.created_at,
  };
}

function toRow(row: Selectable<ReviewsTable>, comments: ReviewComment[]): ReviewRow {
  return {
    id: Number(row.id),
    status: row.status as ReviewStatus,
    round: row.round,
    author: { id: row.author_id, name: row.author_name, fullName: row.author_full_name },
    reviewer: person(row.reviewer_id, row.reviewer_name, row.reviewer_full_name),
    paths: JSON.parse(row.paths) as string[],
    fingerprint: row.fingerprint,
    askedAt: row.asked_at,
    updatedAt: row.updated_at,
    decidedBy:
      row.decided_by_name === null
        ? null
        : { name: row.decided_by_name, fullName: row.decided_by_full_name ?? row.decided_by_name },
    decidedAt: row.decided_at,
    outcome: row.outcome,
    comments,
  };
}

async function queue(trx: Transaction<Database>, notices: readonly NoticePayload[], now: Date): Promise<void> {
  for (const notice of notices) await insertNotice(trx, notice, now);
}

/** How many times an ask tries to insert before it reopens what another ask made meanwhile. */
const ASK_TRIES = 2;

export function createReviewStore(db: Kysely<Database>): ReviewStore {
  /** The rows with their comments, in the order given. */
  async function withComments(rows: Selectable<ReviewsTable>[]): Promise<ReviewRow[]> {
    if (rows.length === 0) return [];
    const comments = await db
      .selectFrom('review_comments')
      .selectAll()
      .where(
        'review_id',
        'in',
        rows.map((row) => Number(row.id)),
      )
      .orderBy('id')
      .execute();
    return rows.map((row) =>
      toRow(row, comments.filter((comment) => Number(comment.review_id) === Number(row.id)).map(toComment)),
    );
  }

  return {
    async ask({ author, reviewer, paths, fingerprint }, now, notices) {
      const at = now.toISOString();
      const asked = {
        status: 'open',
        reviewer_id: reviewer?.id ?? null,
        reviewer_name: reviewer?.name ?? null,
        reviewer_full_name: reviewer?.fullName ?? null,
        paths: JSON.stringify(paths),
        fingerprint,
        asked_at: at,
        updated_at: at,
        decided_by_name: null,
        decided_by_full_name: null,
        decided_at: null,
        outcome: null,
      } as const;
      return db.transaction().execute(async (trx) => {
        for (let tries = 0; tries < ASK_TRIES; tries++) {
          // The round counted by the database: two asks at once make two rounds, never one lost.
          const reopened = await trx
            .updateTable('reviews')
            .set((eb) => ({ ...asked, round: eb('round', '+', 1) }))
            .where('author_id', '=', author.id)
            .where((eb) => eb.or([eb('status', '=', 'open'), eb('status', '=', 'sent-back')]))
            .returning('id')
            .executeTakeFirst();
          if (reopened) {
            await queue(trx, notices, now);
            return Number(reopened.id);
          }
          const inserted = await trx
            .insertInto('reviews')
            .values({
              ...asked,
              round: 1,
              author_id: author.id,
              author_name: author.name,
              author_full_name: author.fullName,
            })
            // Another ask of the same author made the active review meanwhile: it is reopened above.
            .onConflict((oc) => oc.doNothing())
            .returning('id')
            .executeTakeFirst();
          if (inserted) {
            await queue(trx, notices, now);
            return Number(inserted.id);
          }
        }
        throw new Error(`the active review of ${author.name} could not be found or made`);
      });
    },

    async get(id) {
      const row = await db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();
      return row && (await withComments([row]))[0];
    },

    async ofAuthor(authorId, limit) {
      const rows = await db
        .selectFrom('reviews')
        .selectAll()
        .where('author_id', '=', authorId)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return withComments(rows);
    },

    async openFor(reviewerId) {
      const rows = await db
        .selectFrom('reviews')
        .selectAll()
        .where('status', '=', 'open')
        .where('author_id', '!=', reviewerId)
        .where((eb) => eb.or([eb('reviewer_id', 'is', null), eb('reviewer_id', '=', reviewerId)]))
        .orderBy('asked_at')
        .orderBy('id')
        .execute();
      return withComments(rows);
    },

    async comment(id, round, { by, path, pointer, body }, now, limit) {
      const at = now.toISOString();
      return db.transaction().execute(async (trx) => {
        // The review's row is written first: on PostgreSQL it is held until the comment is in, so a
        // decision of the same review waits for it (and the other way round).
        const open = await trx
          .updateTable('reviews')
          .set({ updated_at: at })
          .where('id', '=', id)
          .where('status', '=', 'open')
          .where('round', '=', round)
          .executeTakeFirst();
        if (Number(open.numUpdatedRows) === 0) return 'not-open' as const;
        const { count } = await trx
          .selectFrom('review_comments')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('review_id', '=', id)
          .where('round', '=', round)
          .executeTakeFirstOrThrow();
        if (Number(count) >= limit) return 'full' as const;
        const inserted = await trx
          .insertInto('review_comments')
          .values({
            review_id: id,
            round,
            author_id: by.id,
            author_name: by.name,
            author_full_name: by.fullName,
            path,
            pointer,
            body,
            created_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return Number(inserted.id);
      });
    },

    async decide(id, round, { status, by, outcome }, now, notices) {
      const at = now.toISOString();
      return db.transaction().execute(async (trx) => {
        const decided = await trx
          .updateTable('reviews')
          .set({
            status,
            decided_by_name: by.name,
            decided_by_full_name: by.fullName,
            decided_at: at,
            updated_at: at,
            outcome,
          })
          .where('id', '=', id)
          .where('status', '=', 'open')
          .where('round', '=', round)
          .executeTakeFirst();
        if (Number(decided.numUpdatedRows) === 0) return false;
        await queue(trx, notices, now);
        return true;
      });
    },

    async closeDraft(authorId, outcome, now) {
      const at = now.toISOString();
      const closed = await db
        .updateTable('reviews')
        .set({ status: 'closed', outcome, updated_at: at })
        .where('author_id', '=', authorId)
        .where((eb) => eb.or([eb('status', '=', 'open'), eb('status', '=', 'sent-back')]))
        .returning('id')
        .executeTakeFirst();
      return closed && Number(closed.id);
    },
  };
}

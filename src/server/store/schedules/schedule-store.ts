// The ScheduleStore contract (types.ts) on Kysely, the same queries on both engines.
//
// - A schedule runs on one instance: claiming it is an UPDATE whose WHERE repeats what made it due
//   (still pending; or running with the very heartbeat that was found stale). On PostgreSQL a second
//   instance's UPDATE of the same row waits for the first to commit, then finds the row changed and
//   updates nothing; on SQLite writes are one at a time anyway. The loser looks for another row.
// - An instance that works on a claimed row says so (heartbeat_at); a row whose heartbeat is older
//   than the caller's `staleBefore` belonged to an instance that died, and may be claimed again.
// - The limit of waiting schedules per account is counted in the insert's transaction; on PostgreSQL
//   the account's row is locked for it, so two requests at once cannot both take the last place.
import { sql, type Kysely, type Selectable } from 'kysely';
import { TooManySchedulesError } from '../errors.ts';
import type { Database, Engine, SchedulesTable } from '../schema.ts';
import type { PinnedFile, ScheduleAccount, ScheduleKind, ScheduleRow, ScheduleStatus, ScheduleStore } from './types.ts';

const account = (id: string | null, name: string | null, fullName: string | null): ScheduleAccount | null =>
  id === null || name === null ? null : { id, name, fullName: fullName ?? name };

function toRow(row: Omit<Selectable<SchedulesTable>, 'files'>): ScheduleRow {
  return {
    id: Number(row.id),
    kind: row.kind as ScheduleKind,
    status: row.status as ScheduleStatus,
    runAt: row.run_at,
    zone: row.zone,
    createdBy: account(row.created_by_id, row.created_by_name, row.created_by_full_name),
    draftOf: account(row.draft_of_id, row.draft_of_name, row.draft_of_full_name),
    paths: JSON.parse(row.paths) as string[],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    publishId: row.publish_id === null ? null : Number(row.publish_id),
    message: row.message,
    cancelledBy: row.cancelled_by,
  };
}

/** Every column but the pinned files, which only the run reads. */
const COLUMNS = [
  'id',
  'kind',
  'status',
  'run_at',
  'zone',
  'created_by_id',
  'created_by_name',
  'created_by_full_name',
  'draft_of_id',
  'draft_of_name',
  'draft_of_full_name',
  'paths',
  'created_at',
  'updated_at',
  'claimed_by',
  'heartbeat_at',
  'started_at',
  'finished_at',
  'publish_id',
  'message',
  'cancelled_by',
] as const;

/** How many candidates a claim tries before it says none is due: others took the rest meanwhile. */
const CLAIM_TRIES = 5;

async function countWaiting(db: Kysely<Database>, accountId: string): Promise<number> {
  const { waiting } = await db
    .selectFrom('schedules')
    .select((eb) => eb.fn.countAll<number>().as('waiting'))
    .where('created_by_id', '=', accountId)
    .where((eb) => eb.or([eb('status', '=', 'pending'), eb('status', '=', 'running')]))
    .executeTakeFirstOrThrow();
  return Number(waiting);
}

export function createScheduleStore(db: Kysely<Database>, engine: Engine): ScheduleStore {
  const rows = () => db.selectFrom('schedules').select(COLUMNS);

  return {
    async add(schedule, now, limit) {
      const at = now.toISOString();
      return db.transaction().execute(async (trx) => {
        const maker = schedule.createdBy;
        if (schedule.kind === 'publish' && maker) {
          if (engine === 'postgres') await sql`SELECT id FROM users WHERE id = ${maker.id} FOR UPDATE`.execute(trx);
          if ((await countWaiting(trx, maker.id)) >= limit) throw new TooManySchedulesError(limit);
        }
        const inserted = await trx
          .insertInto('schedules')
          .values({
            kind: schedule.kind,
            status: 'pending',
            run_at: schedule.runAt.toISOString(),
            zone: schedule.zone,
            created_by_id: maker?.id ?? null,
            created_by_name: maker?.name ?? null,
            created_by_full_name: maker?.fullName ?? null,
            draft_of_id: schedule.draftOf?.id ?? null,
            draft_of_name: schedule.draftOf?.name ?? null,
            draft_of_full_name: schedule.draftOf?.fullName ?? null,
            paths: JSON.stringify(schedule.files.map((file) => file.path)),
            files: JSON.stringify(schedule.files),
            created_at: at,
            updated_at: at,
          })
          // Only a refresh can meet a conflict: one per time (schedules_refresh).
          .onConflict((oc) => oc.doNothing())
          .returning('id')
          .executeTakeFirst();
        return inserted && Number(inserted.id);
      });
    },

    async get(id) {
      const row = await rows().where('id', '=', id).executeTakeFirst();
      return row && toRow(row);
    },

    countWaiting: (accountId) => countWaiting(db, accountId),

    async waiting() {
      return (
        await rows()
          .where((eb) => eb.or([eb('status', '=', 'pending'), eb('status', '=', 'running')]))
          .orderBy('run_at')
          .orderBy('id')
          .execute()
      ).map(toRow);
    },

    async finished(limit) {
      return (
        await rows()
          .where('status', '!=', 'pending')
          .where('status', '!=', 'running')
          .orderBy('id', 'desc')
          .limit(limit)
          .execute()
      ).map(toRow);
    },

    async notLive(after, upTo, limit) {
      let query = rows()
        .where('kind', '=', 'publish')
        .where((eb) => eb.or([eb('status', '=', 'stopped'), eb('status', '=', 'failed')]));
      if (after !== null) query = query.where('finished_at', '>', after);
      if (upTo !== null) query = query.where('finished_at', '<=', upTo);
      return (await query.orderBy('finished_at', 'desc').orderBy('id', 'desc').limit(limit).execute()).map(toRow);
    },

    async ofPublishes(ids) {
      if (ids.length === 0) return [];
      return (await rows().where('publish_id', 'in', ids).execute()).map(toRow);
    },

    async move(id, runAt, now) {
      const result = await db
        .updateTable('schedules')
        .set({ run_at: runAt.toISOString(), updated_at: now.toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async cancel(id, by, message, now) {
      const at = now.toISOString();
      const result = await db
        .updateTable('schedules')
        .set({ status: 'cancelled', cancelled_by: by, message, finished_at: at, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async cancelDraft(accountId, by, message, now) {
      const at = now.toISOString();
      const cancelled = await db
        .updateTable('schedules')
        .set({ status: 'cancelled', cancelled_by: by, message, finished_at: at, updated_at: at })
        .where('draft_of_id', '=', accountId)
        .where('kind', '=', 'publish')
        .where('status', '=', 'pending')
        .returning('id')
        .execute();
      return cancelled.map((row) => Number(row.id));
    },

    async claimDue(instance, now, staleBefore) {
      const at = now.toISOString();
      for (let tries = 0; tries < CLAIM_TRIES; tries++) {
        // A run whose instance died first: it was due before anything pending now.
        const stale = await db
          .selectFrom('schedules')
          .select(['id', 'heartbeat_at'])
          .where('status', '=', 'running')
          .where('heartbeat_at', '<', staleBefore.toISOString())
          .orderBy('heartbeat_at')
          .limit(1)
          .executeTakeFirst();
        const due =
          stale ??
          (await db
            .selectFrom('schedules')
            .select(['id', 'heartbeat_at'])
            .where('status', '=', 'pending')
            .where('run_at', '<=', at)
            .orderBy('run_at')
            .orderBy('id')
            .limit(1)
            .executeTakeFirst());
        if (!due) return undefined;
        const claimed = await db
          .updateTable('schedules')
          .set({ status: 'running', claimed_by: instance, heartbeat_at: at, started_at: at, updated_at: at })
          .where('id', '=', due.id)
          .where((eb) =>
            stale
              ? eb.and([eb('status', '=', 'running'), eb('heartbeat_at', '=', stale.heartbeat_at)])
              : eb('status', '=', 'pending'),
          )
          .returning([...COLUMNS, 'files'])
          .executeTakeFirst();
        if (claimed) return { row: toRow(claimed), files: JSON.parse(claimed.files) as PinnedFile[] };
      }
      return undefined;
    },

    async beat(id, instance, now) {
      const result = await db
        .updateTable('schedules')
        .set({ heartbeat_at: now.toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'running')
        .where('claimed_by', '=', instance)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async setPublish(id, instance, publishId, now) {
      await db
        .updateTable('schedules')
        .set({ publish_id: publishId, heartbeat_at: now.toISOString(), updated_at: now.toISOString() })
        .where('id', '=', id)
        .where('claimed_by', '=', instance)
        .execute();
    },

    async finish(id, instance, { status, message }, now) {
      const at = now.toISOString();
      const result = await db
        .updateTable('schedules')
        .set({ status, message, finished_at: at, updated_at: at, heartbeat_at: at })
        .where('id', '=', id)
        .where('status', '=', 'running')
        .where('claimed_by', '=', instance)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async release(id, instance, now) {
      await db
        .updateTable('schedules')
        .set({ status: 'pending', claimed_by: null, heartbeat_at: null, updated_at: now.toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'running')
        .where('claimed_by', '=', instance)
        .execute();
    },
  };
}

// The PublishStore contract (types.ts) on Kysely, the same queries on both engines.
//
// - One publish at a time is the database's rule, not a lock in memory: `running` is 1 while a
//   publish builds and null after, under a unique index, so a second instance's insert finds the
//   conflict (the running row is then read to name who is publishing).
// - A version's files are kept by content: each distinct text once in config_blobs under its
//   SHA-256, a version keeping only { path: hash }. Successive versions differ in a file or two, so
//   the history costs about one copy of the config plus what changed.
// - The history's pages leave out the diffs (a diff may be large) and say only whether there is one;
//   one version is read with its diff.
// - Blobs are written and read in slices, to stay under every engine's limit of parameters.
import { createHash } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import { PublishBusyError } from '../errors.ts';
import type { Database, Engine, PublishesTable } from '../schema.ts';
import type { FileChange, PublishKind, PublishPage, PublishRow, PublishStatus, PublishStore } from './types.ts';

const blobHash = (text: string) => createHash('sha256').update(text).digest('hex');

type PublishListRow = Omit<Selectable<PublishesTable>, 'snapshot' | 'running' | 'heartbeat_at' | 'diff' | 'builder'> & {
  diff?: string;
  has_diff: number | string;
};

function toPublish(row: PublishListRow): PublishRow {
  return {
    id: Number(row.id),
    kind: row.kind as PublishKind,
    status: row.status as PublishStatus,
    userName: row.user_name,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    step: row.step,
    percent: Number(row.percent),
    message: row.message,
    rollbackOf: row.rollback_of === null ? null : Number(row.rollback_of),
    files: JSON.parse(row.files) as { path: string; change: FileChange }[],
    hasDiff: Number(row.has_diff) === 1,
    ...(row.diff === undefined ? {} : { diff: row.diff }),
    buildDir: row.build_dir,
    gitCommit: row.git_commit,
    cancelledBy: row.cancelled_by,
    draftOf: row.draft_of === null ? null : { name: row.draft_of, fullName: row.draft_of_full_name ?? row.draft_of },
  };
}

const PUBLISH_COLUMNS = [
  'id',
  'kind',
  'status',
  'user_name',
  'started_at',
  'finished_at',
  'step',
  'percent',
  'message',
  'rollback_of',
  'files',
  'build_dir',
  'git_commit',
  'cancelled_by',
  'draft_of',
  'draft_of_full_name',
] as const;

/** Whether a version keeps a diff, without reading it (a diff may be large). */
const HAS_DIFF = sql<number>`case when length(diff) > 0 then 1 else 0 end`.as('has_diff');

/** Keeps each distinct text once; returns the version's list of files as JSON ({ path: hash }). */
async function storeBlobs(trx: Kysely<Database>, files: Record<string, string>): Promise<string> {
  const blobs = [...new Map(Object.values(files).map((text) => [blobHash(text), text]))].map(([hash, text]) => ({
    hash,
    text,
  }));
  // A few hundred files at most; in slices all the same, to stay under any engine's parameter limit.
  for (let i = 0; i < blobs.length; i += 200)
    await trx
      .insertInto('config_blobs')
      .values(blobs.slice(i, i + 200))
      .onConflict((oc) => oc.column('hash').doNothing())
      .execute();
  return JSON.stringify(Object.fromEntries(Object.entries(files).map(([path, text]) => [path, blobHash(text)])));
}

/** Every blob hash some version's snapshot names: JSON of { path: hash }, read by each engine's JSON functions. */
function referencedBlobs(engine: Engine) {
  return engine === 'postgres'
    ? sql`SELECT entry.value FROM publishes, json_each_text(publishes.snapshot) AS entry`
    : sql`SELECT entry.value FROM publishes, json_each(publishes.snapshot) AS entry`;
}

export function createPublishStore(db: Kysely<Database>, engine: Engine): PublishStore {
  const publishes = () => db.selectFrom('publishes').select([...PUBLISH_COLUMNS, HAS_DIFF]);
  const publishWithDiff = () => db.selectFrom('publishes').select([...PUBLISH_COLUMNS, HAS_DIFF, 'diff']);

  return {
    async begin({ kind, userName, rollbackOf, draftOf = null, builder = null }, now) {
      const at = now.toISOString();
      const inserted = await db
        .insertInto('publishes')
        .values({
          kind,
          status: 'building',
          running: 1,
          user_name: userName,
          started_at: at,
          heartbeat_at: at,
          step: 'queued',
          percent: 0,
          rollback_of: rollbackOf,
          files: '[]',
          diff: '',
          snapshot: '{}',
          draft_of: draftOf?.name ?? null,
          draft_of_full_name: draftOf?.fullName ?? null,
          builder,
        })
        .onConflict((oc) => oc.column('running').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return Number(inserted.id);
      const running = await publishes().where('running', '=', 1).executeTakeFirst();
      throw new PublishBusyError(
        running ? Number(running.id) : 0,
        running?.user_name ?? 'someone',
        running?.started_at ?? at,
      );
    },

    async progress(id, step, percent, now) {
      await db
        .updateTable('publishes')
        .set({ step, percent: Math.round(percent), heartbeat_at: now.toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'building')
        .execute();
    },

    async recordBaseline(files, now) {
      if (await db.selectFrom('publishes').select('id').limit(1).executeTakeFirst()) return;
      const at = now.toISOString();
      await db.transaction().execute(async (trx) => {
        const snapshot = await storeBlobs(trx, files);
        await trx
          .insertInto('publishes')
          .values({
            kind: 'baseline',
            status: 'published',
            running: null,
            user_name: '-',
            started_at: at,
            heartbeat_at: at,
            finished_at: at,
            step: 'done',
            percent: 100,
            rollback_of: null,
            files: '[]',
            diff: '',
            snapshot,
          })
          .execute();
      });
    },

    async finish(id, outcome, now) {
      await db.transaction().execute(async (trx) => {
        const snapshot = await storeBlobs(trx, outcome.snapshot);
        await trx
          .updateTable('publishes')
          .set({
            status: outcome.status,
            running: null,
            finished_at: now.toISOString(),
            heartbeat_at: now.toISOString(),
            step: outcome.status === 'published' ? 'done' : 'failed',
            percent: outcome.status === 'published' ? 100 : 0,
            message: outcome.message,
            files: JSON.stringify(outcome.files),
            diff: outcome.diff,
            snapshot,
            build_dir: outcome.buildDir,
          })
          .where('id', '=', id)
          .execute();
      });
    },

    async setCommit(id, commit, message) {
      await db
        .updateTable('publishes')
        .set({ git_commit: commit, ...(message === null ? {} : { message }) })
        .where('id', '=', id)
        .execute();
    },

    async building() {
      const row = await db
        .selectFrom('publishes')
        .select(['id', 'user_name', 'started_at', 'heartbeat_at', 'builder'])
        .where('running', '=', 1)
        .executeTakeFirst();
      return (
        row && {
          id: Number(row.id),
          userName: row.user_name,
          startedAt: row.started_at,
          heartbeatAt: row.heartbeat_at,
          builder: row.builder,
        }
      );
    },

    async failBuilding(id, message, now) {
      const result = await db
        .updateTable('publishes')
        .set({ status: 'failed', running: null, step: 'failed', percent: 0, message, finished_at: now.toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'building')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async get(id) {
      const row = await publishWithDiff().where('id', '=', id).executeTakeFirst();
      return row && toPublish(row);
    },

    async running() {
      const row = await publishes().where('running', '=', 1).executeTakeFirst();
      return row && toPublish(row);
    },

    async list(limit, before) {
      let query = publishes()
        .orderBy('id', 'desc')
        .limit(limit + 1);
      if (before !== undefined) query = query.where('id', '<', before);
      const rows = (await query.execute()).map(toPublish);
      const versions = rows.slice(0, limit);
      return { versions, next: rows.length > limit ? versions.at(-1)!.id : null } satisfies PublishPage;
    },

    async requestCancel(id, by) {
      const result = await db
        .updateTable('publishes')
        .set({ cancelled_by: by })
        .where('id', '=', id)
        .where('status', '=', 'building')
        .where('cancelled_by', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async pruneFailed(before) {
      const versions = await db
        .updateTable('publishes')
        .set({ snapshot: '{}', diff: '' })
        .where('status', '=', 'failed')
        .where('finished_at', '<', before.toISOString())
        .where((eb) => eb.or([eb('diff', '!=', ''), eb(sql`length(cast(${sql.ref('snapshot')} as text))`, '>', 2)]))
        .executeTakeFirst();
      // Only while nothing is building: a publish finishing now may name a text it found already stored.
      const texts = await db
        .deleteFrom('config_blobs')
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('publishes').select('id').where('running', '=', 1))),
        )
        .where(sql<boolean>`hash NOT IN (${referencedBlobs(engine)})`)
        .executeTakeFirst();
      return { versions: Number(versions.numUpdatedRows), texts: Number(texts.numDeletedRows) };
    },

    async latestPublished() {
      const row = await publishes().where('status', '=', 'published').orderBy('id', 'desc').limit(1).executeTakeFirst();
      return row && toPublish(row);
    },

    async publishedFiles(id) {
      const row = await db
        .selectFrom('publishes')
        .select('snapshot')
        .where('id', '=', id)
        .where('status', '=', 'published')
        .executeTakeFirst();
      if (!row) return undefined;
      const hashes = JSON.parse(row.snapshot) as Record<string, string>;
      const wanted = [...new Set(Object.values(hashes))];
      const texts = new Map<string, string>();
      for (let i = 0; i < wanted.length; i += 500) {
        for (const blob of await db
          .selectFrom('config_blobs')
          .selectAll()
          .where('hash', 'in', wanted.slice(i, i + 500))
          .execute())
          texts.set(blob.hash, blob.text);
      }
      return Object.fromEntries(Object.entries(hashes).map(([path, hash]) => [path, texts.get(hash)!]));
    },
  };
}

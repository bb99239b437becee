// The PreviewLinkStore contract (types.ts) on Kysely, the same queries on both engines. Times are
// ISO 8601 UTC strings on both (PostgreSQL's timestamptz is read back as one: postgres/open.ts), so
// "ended" is one comparison with the caller's now. The limit of live links per account is counted in
// the insert's transaction; on PostgreSQL the account's row is locked for it.
import { sql, type Kysely, type Selectable } from 'kysely';
import { TooManyPreviewLinksError } from '../errors.ts';
import type { Database, Engine, PreviewLinksTable } from '../schema.ts';
import type { PreviewLinkMode, PreviewLinkRow, PreviewLinkStore, SharedFile } from './types.ts';

const COLUMNS = [
  'id',
  'mode',
  'created_by_id',
  'created_by_name',
  'created_by_full_name',
  'files',
  'created_at',
  'expires_at',
  'revoked_at',
  'revoked_by',
] as const;

type Row = Pick<Selectable<PreviewLinksTable>, (typeof COLUMNS)[number]>;

const filesOf = (row: Row) => JSON.parse(row.files) as SharedFile[];

function toRow(row: Row): PreviewLinkRow {
  return {
    id: row.id,
    mode: row.mode as PreviewLinkMode,
    createdBy: { id: row.created_by_id, name: row.created_by_name, fullName: row.created_by_full_name },
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    revokedBy: row.revoked_by,
    paths: filesOf(row).map((file) => file.path),
  };
}

async function countLive(db: Kysely<Database>, makerId: string, now: Date): Promise<number> {
  const { live } = await db
    .selectFrom('preview_links')
    .select((eb) => eb.fn.countAll<number>().as('live'))
    .where('created_by_id', '=', makerId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirstOrThrow();
  return Number(live);
}

export function createPreviewLinkStore(db: Kysely<Database>, engine: Engine): PreviewLinkStore {
  const rows = () => db.selectFrom('preview_links').select(COLUMNS);

  return {
    async add(link, now, limit) {
      await db.transaction().execute(async (trx) => {
        const maker = link.createdBy;
        if (engine === 'postgres') await sql`SELECT id FROM users WHERE id = ${maker.id} FOR UPDATE`.execute(trx);
        if ((await countLive(trx, maker.id, now)) >= limit) throw new TooManyPreviewLinksError(limit);
        await trx
          .insertInto('preview_links')
          .values({
            id: link.id,
            token_hash: link.tokenHash,
            mode: link.mode,
            created_by_id: maker.id,
            created_by_name: maker.name,
            created_by_full_name: maker.fullName,
            files: JSON.stringify(link.mode === 'snapshot' ? link.files : []),
            created_at: now.toISOString(),
            expires_at: link.expiresAt.toISOString(),
          })
          .execute();
      });
    },

    async get(id) {
      const row = await rows().where('id', '=', id).executeTakeFirst();
      return row && toRow(row);
    },

    async open(tokenHash, now) {
      const row = await rows()
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
      return row && { row: toRow(row), files: filesOf(row) };
    },

    async live(now, makerId) {
      let query = rows().where('revoked_at', 'is', null).where('expires_at', '>', now.toISOString());
      if (makerId !== undefined) query = query.where('created_by_id', '=', makerId);
      return (await query.orderBy('expires_at').orderBy('id').execute()).map(toRow);
    },

    countLive: (makerId, now) => countLive(db, makerId, now),

    async revoke(id, by, now) {
      const at = now.toISOString();
      const result = await db
        .updateTable('preview_links')
        .set({ revoked_at: at, revoked_by: by })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', at)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

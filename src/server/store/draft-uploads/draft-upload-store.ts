// The DraftUploadStore contract (types.ts) on Kysely, the same queries on both engines. The quota
// is checked and the row written in one transaction; on PostgreSQL the account's row is locked
// first, so two uploads at once cannot both pass the quota (SQLite runs one transaction at a time).
import type { Kysely, Selectable } from 'kysely';
import type { Database, DraftUploadsTable, Engine } from '../schema.ts';
import type { DraftUpload, DraftUploadData, DraftUploadStore } from './types.ts';

const INFO = ['name', 'hash', 'media_type', 'width', 'height', 'bytes', 'created_at'] as const;

function toUpload(row: Omit<Selectable<DraftUploadsTable>, 'user_id' | 'data'>): DraftUpload {
  return {
    name: row.name,
    hash: row.hash,
    mediaType: row.media_type,
    width: Number(row.width),
    height: Number(row.height),
    bytes: Number(row.bytes),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const withData = (row: Omit<Selectable<DraftUploadsTable>, 'user_id'>): DraftUploadData => ({
  ...toUpload(row),
  data: new Uint8Array(row.data),
});

export function createDraftUploadStore(db: Kysely<Database>, engine: Engine): DraftUploadStore {
  return {
    async add(userId, upload, quotaBytes, now) {
      return db.transaction().execute(async (trx) => {
        if (engine === 'postgres')
          await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
        const same = await trx
          .selectFrom('draft_uploads')
          .select(INFO)
          .where('user_id', '=', userId)
          .where('hash', '=', upload.hash)
          .executeTakeFirst();
        if (same) return { kind: 'existing', upload: toUpload(same) } as const;
        const used = await trx
          .selectFrom('draft_uploads')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('bytes'), eb.lit(0)).as('used'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        const usedBytes = Number(used.used);
        if (usedBytes + upload.bytes > quotaBytes) return { kind: 'over-quota', usedBytes } as const;
        const row = {
          user_id: userId,
          name: upload.name,
          hash: upload.hash,
          media_type: upload.mediaType,
          width: upload.width,
          height: upload.height,
          bytes: upload.bytes,
          data: upload.data,
          created_at: now.toISOString(),
        };
        await trx.insertInto('draft_uploads').values(row).execute();
        return { kind: 'added', upload: toUpload(row) } as const;
      });
    },

    async list(userId) {
      const rows = await db
        .selectFrom('draft_uploads')
        .select(INFO)
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('name')
        .execute();
      return rows.map(toUpload);
    },

    async read(userId, name) {
      const row = await db
        .selectFrom('draft_uploads')
        .select([...INFO, 'data'])
        .where('user_id', '=', userId)
        .where('name', '=', name)
        .executeTakeFirst();
      return row && withData(row);
    },

    async readAll(userId) {
      const rows = await db
        .selectFrom('draft_uploads')
        .select([...INFO, 'data'])
        .where('user_id', '=', userId)
        .orderBy('name')
        .execute();
      return rows.map(withData);
    },

    async usedBytes(userId) {
      const row = await db
        .selectFrom('draft_uploads')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('bytes'), eb.lit(0)).as('used'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.used);
    },

    async drop(userId, names) {
      if (names?.length === 0) return 0;
      let query = db.deleteFrom('draft_uploads').where('user_id', '=', userId);
      if (names) query = query.where('name', 'in', names);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

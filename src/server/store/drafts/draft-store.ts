// The DraftStore contract (types.ts) on Kysely, the same queries on both engines. A save is one
// transaction (a draft is never half saved); dropping what was published compares each file's text,
// so a save that came in while the publish ran is kept.
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { DraftStore } from './types.ts';

export function createDraftStore(db: Kysely<Database>): DraftStore {
  return {
    async files(userId) {
      const rows = await db.selectFrom('drafts').selectAll().where('user_id', '=', userId).orderBy('path').execute();
      return rows.map((row) => ({
        path: row.path,
        text: row.text,
        baseHash: row.base_hash,
        updatedAt: row.updated_at,
      }));
    },

    async save(userId, files, now, rebased = false) {
      if (files.length === 0) return;
      const at = now.toISOString();
      await db.transaction().execute(async (trx) => {
        for (const file of files) {
          await trx
            .insertInto('drafts')
            .values({ user_id: userId, path: file.path, text: file.text, base_hash: file.baseHash, updated_at: at })
            // A file saved again keeps the base it started from: the live file it will replace; one
            // brought up to date with a publish ("rebased") takes the live file it was merged with.
            .onConflict((oc) =>
              oc
                .columns(['user_id', 'path'])
                .doUpdateSet(
                  rebased
                    ? { text: file.text, base_hash: file.baseHash, updated_at: at }
                    : { text: file.text, updated_at: at },
                ),
            )
            .execute();
        }
      });
    },

    async drop(userId, only) {
      if (!only) {
        await db.deleteFrom('drafts').where('user_id', '=', userId).execute();
        return;
      }
      await db.transaction().execute(async (trx) => {
        for (const file of only)
          await trx
            .deleteFrom('drafts')
            .where('user_id', '=', userId)
            .where('path', '=', file.path)
            .where('text', '=', file.text)
            .execute();
      });
    },
  };
}

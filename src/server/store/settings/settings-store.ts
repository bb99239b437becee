// The SettingsStore contract (types.ts) on Kysely, the same queries on both engines. A shared secret
// is inserted only if absent and then read back, so two instances starting together agree on the
// first one written.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { SettingsStore } from './types.ts';

export function createSettingsStore(db: Kysely<Database>): SettingsStore {
  const read = async (name: string) =>
    (await db.selectFrom('settings').select('value').where('name', '=', name).executeTakeFirst())?.value;

  return {
    get: read,

    async put(name, value) {
      if (value === null) {
        await db.deleteFrom('settings').where('name', '=', name).execute();
        return;
      }
      await db
        .insertInto('settings')
        .values({ name, value })
        .onConflict((oc) => oc.column('name').doUpdateSet({ value }))
        .execute();
    },

    async sharedSecret(name) {
      await db
        .insertInto('settings')
        .values({ name, value: randomBytes(32).toString('base64url') })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      return (await read(name))!;
    },
  };
}

// The AuditLog contract (types.ts) on Kysely, the same queries on both engines. Pages are keyset
// pages on the entry's id (`before`), not offsets: a page costs the same however deep it lies and
// does not shift while entries are added.
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { AuditLog } from './types.ts';

/** A YYYY-MM-DD day means its first instant in UTC. */
const startOf = (since: string) => (/^\d{4}-\d{2}-\d{2}$/.test(since) ? `${since}T00:00:00.000Z` : since);

export function createAuditLog(db: Kysely<Database>): AuditLog {
  return {
    async add({ actor, action, detail = {} }, now) {
      await db
        .insertInto('audit_log')
        .values({ at: now.toISOString(), actor, action, detail: JSON.stringify(detail) })
        .execute();
    },

    async list({ since, before, limit }) {
      let query = db.selectFrom('audit_log').selectAll();
      if (since !== undefined) query = query.where('at', '>=', startOf(since));
      if (before !== undefined) query = query.where('id', '<', before);
      const rows = await query.orderBy('id', 'desc').limit(limit).execute();
      return rows.reverse().map((row) => ({
        id: Number(row.id),
        at: row.at,
        actor: row.actor,
        action: row.action,
        detail: JSON.parse(row.detail) as Record<string, unknown>,
      }));
    },
  };
}

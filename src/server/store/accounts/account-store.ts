// The AccountStore contract (types.ts) on Kysely, the same queries for SQLite and PostgreSQL: the
// accounts of /admin with their roles, their sessions, the failed sign-ins counted against them, and
// their second factor with its recovery codes.
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { UserExistsError } from '../errors.ts';
import type { Database, UsersTable } from '../schema.ts';
import { isSealed, keyWords, secretBox, TwoFactorKeyError, type SecretBox } from './secret-box.ts';
import type { AccountStore, SignInFailureState, UserRow } from './types.ts';

function toUser(row: Selectable<UsersTable>): UserRow {
  return {
    id: row.id,
    name: row.name,
    fullName: row.full_name,
    email: row.email,
    mustChangePassword: row.must_change_password === 1,
    createdAt: row.created_at,
    passwordChangedAt: row.password_changed_at,
    twoFactorSince: row.totp_secret ? row.totp_since : null,
    roles: row.roles.split(',').filter((role) => role !== ''),
  };
}

/** `box`: how TOTP secrets are kept (sealed with TWO_FACTOR_KEY, or in clear without one: secret-box.ts). */
export function createAccountStore(db: Kysely<Database>, box: SecretBox = secretBox(undefined)): AccountStore {
  const users = () => db.selectFrom('users').selectAll();
  const opened = (stored: string | null, accountId: string) => (stored === null ? null : box.open(stored, accountId));

  return {
    async createUser(user, now) {
      const at = now.toISOString();
      const inserted = await db
        .insertInto('users')
        .values({
          id: randomUUID(),
          name: user.name,
          full_name: user.fullName,
          email: user.email,
          password_hash: user.passwordHash,
          must_change_password: 1,
          created_at: at,
          password_changed_at: at,
          roles: user.roles.join(','),
        })
        .onConflict((oc) => oc.column('name').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!inserted) throw new UserExistsError(user.name);
      return toUser(inserted);
    },

    async findUser(name) {
      const row = await users().where('name', '=', name).executeTakeFirst();
      return (
        row && {
          ...toUser(row),
          passwordHash: row.password_hash,
          totpSecret: opened(row.totp_secret, row.id),
          totpPending: opened(row.totp_pending, row.id),
        }
      );
    },

    async findUserById(id) {
      const row = await users().where('id', '=', id).executeTakeFirst();
      return row && toUser(row);
    },

    async listUsers() {
      return (await users().orderBy('name').execute()).map(toUser);
    },

    async countUsers() {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async setRoles(name, roles) {
      const row = await db
        .updateTable('users')
        .set({ roles: roles.join(',') })
        .where('name', '=', name)
        .returningAll()
        .executeTakeFirst();
      return row && toUser(row);
    },

    async removeUser(name) {
      const result = await db.deleteFrom('users').where('name', '=', name).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async setPassword(userId, passwordHash, mustChange, now, keepSession) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({
            password_hash: passwordHash,
            must_change_password: mustChange ? 1 : 0,
            password_changed_at: now.toISOString(),
          })
          .where('id', '=', userId)
          .execute();
        let sessions = trx.deleteFrom('admin_sessions').where('user_id', '=', userId);
        if (keepSession) sessions = sessions.where('id_hash', '!=', keepSession);
        await sessions.execute();
      });
    },

    async saveSession({ idHash, userId, createdAt, expiresAt, data }) {
      await db
        .insertInto('admin_sessions')
        .values({ id_hash: idHash, user_id: userId, created_at: createdAt, expires_at: expiresAt, data })
        .onConflict((oc) => oc.column('id_hash').doUpdateSet({ expires_at: expiresAt, data }))
        .execute();
    },

    async loadSession(idHash, now) {
      const row = await db
        .selectFrom('admin_sessions')
        .select('data')
        .where('id_hash', '=', idHash)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
      return row?.data;
    },

    async deleteSession(idHash) {
      await db.deleteFrom('admin_sessions').where('id_hash', '=', idHash).execute();
    },

    async deleteExpiredSessions(now) {
      const result = await db
        .deleteFrom('admin_sessions')
        .where('expires_at', '<=', now.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async signInFailures(keys) {
      if (keys.length === 0) return {};
      const rows = await db
        .selectFrom('sign_in_failures')
        .select(['key', 'failures', 'blocked_until'])
        .where('key', 'in', keys)
        .execute();
      return Object.fromEntries(
        rows.map((row) => [row.key, { failures: Number(row.failures), blockedUntil: row.blocked_until }]),
      );
    },

    async recordSignInFailure(keys, now, { threshold, baseMs, maxMs, windowMs }) {
      const at = now.toISOString();
      const forgottenBefore = new Date(now.getTime() - windowMs).toISOString();
      const states: Record<string, SignInFailureState> = {};
      await db.transaction().execute(async (trx) => {
        for (const key of [...keys].sort()) {
          const row = await trx
            .insertInto('sign_in_failures')
            .values({ key, failures: 1, last_failed_at: at, blocked_until: null })
            .onConflict((oc) =>
              oc.column('key').doUpdateSet((eb) => ({
                // A failure long after the last one starts the count again.
                failures: eb
                  .case()
                  .when('sign_in_failures.last_failed_at', '<', forgottenBefore)
                  .then(1)
                  .else(eb('sign_in_failures.failures', '+', 1))
                  .end(),
                last_failed_at: at,
              })),
            )
            .returning('failures')
            .executeTakeFirstOrThrow();
          const failures = Number(row.failures);
          const blockedUntil =
            failures >= threshold
              ? new Date(now.getTime() + Math.min(maxMs, baseMs * 2 ** (failures - threshold))).toISOString()
              : null;
          if (blockedUntil)
            await trx
              .updateTable('sign_in_failures')
              .set({ blocked_until: blockedUntil })
              .where('key', '=', key)
              .execute();
          states[key] = { failures, blockedUntil };
        }
      });
      return states;
    },

    async clearSignInFailures(keys) {
      if (keys.length > 0) await db.deleteFrom('sign_in_failures').where('key', 'in', keys).execute();
    },

    async clearAccountFailures(name) {
      const account = name.toLowerCase();
      const pairs = `pair:${account}@`;
      const result = await db
        .deleteFrom('sign_in_failures')
        .where((eb) =>
          eb.or([
            eb('key', '=', `account:${account}`),
            eb(eb.fn('substr', ['key', eb.val(1), eb.val(pairs.length)]), '=', pairs),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async setPendingTotp(userId, secret) {
      await db
        .updateTable('users')
        .set({ totp_pending: box.seal(secret, userId) })
        .where('id', '=', userId)
        .execute();
    },

    async confirmTotp(userId, secret, recoveryHashes, now) {
      return db.transaction().execute(async (trx) => {
        // A sealed secret differs at each sealing: the one waiting is compared opened, then moved as stored.
        const stored = (
          await trx.selectFrom('users').select('totp_pending').where('id', '=', userId).executeTakeFirst()
        )?.totp_pending;
        if (!stored || box.open(stored, userId) !== secret) return false;
        const result = await trx
          .updateTable('users')
          .set({ totp_secret: stored, totp_pending: null, totp_since: now.toISOString(), totp_last_step: null })
          .where('id', '=', userId)
          .where('totp_pending', '=', stored)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
        await trx
          .insertInto('recovery_codes')
          .values(recoveryHashes.map((hash) => ({ user_id: userId, code_hash: hash, used_at: null })))
          .execute();
        return true;
      });
    },

    async sealTwoFactorSecrets() {
      const rows = await db
        .selectFrom('users')
        .select(['id', 'totp_secret', 'totp_pending'])
        .where((eb) => eb.or([eb('totp_secret', 'is not', null), eb('totp_pending', 'is not', null)]))
        .execute();
      const sealedOnes = rows.filter((row) => [row.totp_secret, row.totp_pending].some((v) => v && isSealed(v)));
      if (sealedOnes.length > 0 && !box.sealing) throw new TwoFactorKeyError(keyWords.missing(sealedOnes.length));
      const unopened = sealedOnes.filter((row) => {
        try {
          for (const value of [row.totp_secret, row.totp_pending]) if (value) box.open(value, row.id);
          return false;
        } catch {
          return true;
        }
      });
      if (unopened.length > 0) throw new TwoFactorKeyError(keyWords.wrong(unopened.length));
      if (!box.sealing) return 0;
      // Secrets stored in clear before the key was set: sealed now, each only if it is still the same.
      let sealed = 0;
      for (const row of rows)
        for (const column of ['totp_secret', 'totp_pending'] as const) {
          const value = row[column];
          if (!value || isSealed(value)) continue;
          await db
            .updateTable('users')
            .set({ [column]: box.seal(value, row.id) })
            .where('id', '=', row.id)
            .where(column, '=', value)
            .execute();
          sealed++;
        }
      return sealed;
    },

    async clearTotp(userId) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ totp_secret: null, totp_pending: null, totp_since: null, totp_last_step: null })
          .where('id', '=', userId)
          .execute();
        await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
      });
    },

    async useTotpStep(userId, step) {
      const result = await db
        .updateTable('users')
        .set({ totp_last_step: step })
        .where('id', '=', userId)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async useRecoveryCode(userId, codeHash, now) {
      const result = await db
        .updateTable('recovery_codes')
        .set({ used_at: now.toISOString() })
        .where('user_id', '=', userId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async countRecoveryCodes(userId) {
      const row = await db
        .selectFrom('recovery_codes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enginesUnderTest, rawDatabase } from '../../../tests/support/store-engines.ts';
import { DuplicateSubmissionError, SchemaTooNewError } from './errors.ts';
import { migrationNames, openStore, type StoreOptions } from './index.ts';
import { RATE_LIMIT_FILE } from './rate-limit-counter.ts';
import type { Database } from './schema.ts';
import { NodeSqliteDialect } from './sqlite-dialect.ts';
import type { InsertSubmissionInput, OutboxKind, Store } from './types.ts';

function registration(email: string, mobile: string, product = 'D-USI'): InsertSubmissionInput {
  return {
    type: 'trial',
    payload: { Customer: 'Acme', Email: email, Mobile: mobile, ProductId: product },
    dedupe: { product, email, mobile },
    leadEmail: email,
    outbox: [{ kind: 'mail', payload: { to: 'sales@example.com', subject: 'New trial', text: 'x' } }],
  };
}

function demo(email: string, meta: Record<string, unknown> = {}): InsertSubmissionInput {
  return { type: 'demo', payload: { FirstName: 'Asha', Email: email }, meta, leadEmail: email, outbox: [] };
}

const DAY_MS = 86_400_000;

describe.each(enginesUnderTest())('store on $engine', ({ engine, skipReason, newStore }) => {
  let dir: string;
  let options: StoreOptions;
  const opened: Store[] = [];

  async function open(): Promise<Store> {
    const store = await openStore(options);
    opened.push(store);
    return store;
  }

  /** A statement on the same database from outside the store (an operator's, or another release's). */
  async function rawSql(statement: string): Promise<void> {
    const db = rawDatabase(options);
    try {
      await sql.raw(statement).execute(db);
    } finally {
      await db.destroy();
    }
  }

  beforeEach(async (context) => {
    if (skipReason) context.skip(skipReason);
    dir = mkdtempSync(join(tmpdir(), 'store-test-'));
    options = await newStore(dir);
  });

  afterEach(async () => {
    for (const store of opened.splice(0)) await store.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  describe('state shared by instances', () => {
    it('counts rate limit hits per key in a window that starts again once it ended, across two stores on one database', async () => {
      const [a, b] = [await open(), await open()];
      const start = new Date('2030-01-01T00:00:00.000Z');
      const at = (ms: number) => new Date(start.getTime() + ms);
      const counts = [
        await a.countRateLimitHit('form:demo/198.51.100.7', 60_000, start),
        await b.countRateLimitHit('form:demo/198.51.100.7', 60_000, at(1000)),
      ];
      expect(counts).toEqual([
        { hits: 1, resetsAt: '2030-01-01T00:01:00.000Z' },
        { hits: 2, resetsAt: '2030-01-01T00:01:00.000Z' },
      ]);
      // Another client, another limiter: counters of their own.
      expect((await a.countRateLimitHit('form:demo/198.51.100.8', 60_000, at(2000))).hits).toBe(1);
      expect((await a.countRateLimitHit('geo/198.51.100.7', 60_000, at(2000))).hits).toBe(1);
      // Many hits at once are all counted.
      const burst = await Promise.all(
        Array.from({ length: 20 }, () => b.countRateLimitHit('form:demo/198.51.100.7', 60_000, at(3000))),
      );
      expect(burst.map((count) => count.hits).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 3),
      );
      // The window ended: a new one starts with the next hit.
      expect(await a.countRateLimitHit('form:demo/198.51.100.7', 60_000, at(60_000))).toEqual({
        hits: 1,
        resetsAt: '2030-01-01T00:02:00.000Z',
      });
    });

    it('keeps no client address in clear', async () => {
      const store = await open();
      await store.countRateLimitHit('form:demo/198.51.100.7', 60_000, new Date());
      // SQLite keeps the counters in a file of their own beside the database.
      const db =
        engine === 'sqlite'
          ? new Kysely<Database>({
              dialect: new NodeSqliteDialect(new DatabaseSync(join(options.dataDir, RATE_LIMIT_FILE))),
            })
          : rawDatabase(options);
      try {
        const keys = (await db.selectFrom('rate_limits').select('key').execute()).map((row) => row.key);
        expect(keys).toHaveLength(1);
        expect(keys[0]).not.toContain('198.51.100.7');
      } finally {
        await db.destroy();
      }
    });

    it('queues a mail limited to one per recipient only when none went to that address within the window', async () => {
      const [a, b] = [await open(), await open()];
      const confirmation = (address: string) => ({
        type: 'demo',
        payload: { Email: address },
        leadEmail: address,
        outbox: [
          { kind: 'mail' as const, payload: { to: 'sales@example.com', subject: 'notice', text: address } },
          {
            kind: 'mail' as const,
            payload: { to: address, subject: 'confirmation', text: address },
            oncePerRecipient: { address, windowMs: DAY_MS },
          },
        ],
      });
      await a.insertSubmission(confirmation('asha@example.com'));
      // The same person again, through the other instance, in other letters; and at once, several times.
      await b.insertSubmission(confirmation('Asha@Example.com'));
      await Promise.all([
        a.insertSubmission(confirmation('ravi@example.com')),
        b.insertSubmission(confirmation('ravi@example.com')),
        a.insertSubmission(confirmation('ravi@example.com')),
      ]);
      const rows = await a.listUndeliveredOutbox();
      const subjects = (address: string) =>
        rows
          .filter((row) => (row.payload as { text: string }).text.toLowerCase() === address)
          .map((row) => (row.payload as { subject: string }).subject)
          .sort();
      expect(subjects('asha@example.com')).toEqual(['confirmation', 'notice', 'notice']);
      expect(subjects('ravi@example.com')).toEqual(['confirmation', 'notice', 'notice', 'notice']);
      expect(await a.listSubmissions({ type: 'demo' })).toHaveLength(5);
    });

    it('tells when the oldest pending mail was queued, and takes a probe write', async () => {
      const store = await open();
      expect(await store.oldestPendingMailAt()).toBeNull();
      const { createdAt } = await store.insertSubmission(registration('a@example.com', '919876543210'));
      expect(await store.oldestPendingMailAt()).toBe(createdAt);
      await store.probeWrite(new Date());
      await store.probeWrite(new Date());
    });
  });

  describe('migrations', () => {
    it('apply once, and reopening applies nothing more', async () => {
      await (await open()).close();
      const store = await open();
      expect(store.engine).toBe(engine);
      expect(await store.listSubmissions({})).toEqual([]);
      expect(migrationNames.length).toBeGreaterThanOrEqual(2);
    });

    it('refuse a database migrated by a newer release', async () => {
      await (await open()).close();
      await rawSql(
        "INSERT INTO kysely_migration (name, timestamp) VALUES ('9999_from_the_future', '2099-01-01T00:00:00.000Z')",
      );
      await expect(openStore(options)).rejects.toBeInstanceOf(SchemaTooNewError);
    });
  });

  describe('insertSubmission', () => {
    it('stores the submission and its outbox rows together', async () => {
      const store = await open();
      // Characters with a meaning in SQL, JSON or PostgreSQL's array literals (the batch insert's rows travel in arrays).
      const lastName = 'Rao "the \\ {boss}", NULL \u00e9\u{1F600}';
      const { id, createdAt } = await store.insertSubmission({
        type: 'demo',
        payload: { FirstName: 'Asha', Email: 'asha@example.com', LastName: lastName },
        meta: { policyVersion: '2025-01' },
        outbox: [
          { kind: 'mail', payload: { to: 'sales@example.com', subject: 'Demo', text: 'hi' } },
          { kind: 'webhook', payload: { event: 'demo' } },
        ],
      });
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Date(createdAt).toISOString()).toBe(createdAt);
      const rows = await store.listSubmissions({});
      expect(rows).toEqual([
        {
          id,
          type: 'demo',
          createdAt,
          payload: { FirstName: 'Asha', Email: 'asha@example.com', LastName: lastName },
          meta: { policyVersion: '2025-01' },
        },
      ]);
      // The payload keeps the order of the form's fields (the CSV export's columns follow it).
      expect(Object.keys(rows[0]!.payload as object)).toEqual(['FirstName', 'Email', 'LastName']);
      expect(await store.countPendingOutbox()).toBe(2);
    });

    it('gives each submission an id that sorts after those stored before it, also within one commit', async () => {
      const store = await open();
      const one = await store.insertSubmission(demo('first@example.com'));
      const together = await Promise.all(
        ['a', 'b', 'c', 'd'].map((name) => store.insertSubmission(demo(`${name}@example.com`))),
      );
      const last = await store.insertSubmission(demo('last@example.com'));
      const ids = [one, ...together, last].map((stored) => stored.id);
      // Ids in creation order keep every index over them growing at one end (row-ids.ts).
      expect([...ids].sort()).toEqual(ids);
      expect((await store.listSubmissions({})).map((row) => row.id)).toEqual(ids);
    });

    it('stores nothing of a submission whose transaction fails, and the others sent with it still commit', async () => {
      const store = await open();
      const results = await Promise.allSettled([
        store.insertSubmission(demo('a@example.com')),
        store.insertSubmission({
          type: 'demo',
          payload: { FirstName: 'Bad' },
          outbox: [
            { kind: 'mail', payload: { to: 'sales@example.com' } },
            // The CHECK constraint on outbox.kind fails after the submission row is written.
            { kind: 'fax' as OutboxKind, payload: {} },
          ],
        }),
        store.insertSubmission(demo('b@example.com')),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      const rows = await store.listSubmissions({});
      expect(rows.map((r) => (r.payload as { Email?: string }).Email)).toEqual(['a@example.com', 'b@example.com']);
      expect(await store.countPendingOutbox()).toBe(0);
    });

    it('refuses a duplicate e-mail for the same product, case-insensitively, and stores nothing of it', async () => {
      const store = await open();
      await store.insertSubmission(registration('Asha@Example.com', '+91 98765 43210'));
      const error = await store
        .insertSubmission(registration('  asha@EXAMPLE.COM ', '+1 555 000 1111'))
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DuplicateSubmissionError);
      expect((error as DuplicateSubmissionError).field).toBe('email');
      expect(await store.listSubmissions({})).toHaveLength(1);
      expect(await store.countPendingOutbox()).toBe(1);
    });

    it('refuses a duplicate mobile whatever its formatting', async () => {
      const store = await open();
      await store.insertSubmission(registration('a@example.com', '+91 98765-43210'));
      await expect(store.insertSubmission(registration('b@example.com', '919876543210'))).rejects.toMatchObject({
        name: 'DuplicateSubmissionError',
        field: 'mobile',
      });
    });

    it('keeps exactly one of two identical registrations committed together', async () => {
      const store = await open();
      const results = await Promise.allSettled([
        store.insertSubmission(registration('a@example.com', '1')),
        store.insertSubmission(registration('A@example.com', '2')),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(await store.listSubmissions({})).toHaveLength(1);
      expect(await store.countPendingOutbox()).toBe(1);
    });

    it('allows the same person for another product, and never dedupes other types', async () => {
      const store = await open();
      await store.insertSubmission(registration('a@example.com', '+919876543210', 'D-USI'));
      await store.insertSubmission(registration('a@example.com', '+919876543210', 'CORCRM'));
      await store.insertSubmission(demo('a@example.com'));
      await store.insertSubmission(demo('a@example.com'));
      expect(await store.listSubmissions({})).toHaveLength(4);
    });

    it('enforces uniqueness across connections (two server processes)', async () => {
      const a = await open();
      const b = await open();
      await a.insertSubmission(registration('a@example.com', '+919876543210'));
      await expect(b.insertSubmission(registration('A@example.com', '+15550001111'))).rejects.toBeInstanceOf(
        DuplicateSubmissionError,
      );
    });

    it('stores only a salted hash of the IP and refuses a raw one in meta', async () => {
      const store = await open();
      await store.insertSubmission({ type: 'demo', payload: {}, meta: { nda: true }, ip: '203.0.113.7', outbox: [] });
      const meta = (await store.listSubmissions({}))[0]?.meta as { nda: boolean; ipHash: string };
      expect(meta.nda).toBe(true);
      expect(meta.ipHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(await store.listSubmissions({}))).not.toContain('203.0.113.7');
      await expect(
        store.insertSubmission({ type: 'demo', payload: {}, meta: { ip: '203.0.113.7' }, outbox: [] }),
      ).rejects.toThrow(/in clear/);
    });
  });

  describe('listSubmissions', () => {
    it('filters by type and since, oldest first', async () => {
      const store = await open();
      const first = await store.insertSubmission({ type: 'demo', payload: { n: 1 }, outbox: [] });
      const service = await store.insertSubmission({ type: 'service', payload: { n: 2 }, outbox: [] });
      expect((await store.listSubmissions({ type: 'service' })).map((s) => s.id)).toEqual([service.id]);
      expect((await store.listSubmissions({})).map((s) => s.id)).toEqual([first.id, service.id]);
      const today = first.createdAt.slice(0, 10);
      expect(await store.listSubmissions({ since: today })).toHaveLength(2);
      expect(await store.listSubmissions({ since: '2999-01-01' })).toHaveLength(0);
    });
  });

  describe('leads', () => {
    it('link every submission of one address to one lead, and tell which came before a given one, bots left out', async () => {
      const store = await open();
      const trial = await store.insertSubmission(registration('Asha@Example.com', '+919876543210'));
      await store.insertSubmission(demo('someone.else@example.com'));
      await store.insertSubmission(demo(' asha@example.com', { suspectedBot: 'too-fast' }));
      const earlier = await store.insertSubmission(demo('ASHA@example.com'));
      const latest = await store.insertSubmission(demo('asha@example.com'));
      // Newest first; the submission itself is not among those before it, nor is anything after it.
      expect(await store.earlierSubmissions(latest.id, 10)).toEqual([
        { type: 'demo', createdAt: earlier.createdAt },
        { type: 'trial', createdAt: trial.createdAt },
      ]);
      expect(await store.earlierSubmissions(latest.id, 1)).toEqual([{ type: 'demo', createdAt: earlier.createdAt }]);
      expect(await store.earlierSubmissions(earlier.id, 10)).toEqual([{ type: 'trial', createdAt: trial.createdAt }]);
      expect(await store.earlierSubmissions(trial.id, 10)).toEqual([]);

      const timeline = await store.leadTimeline('ASHA@EXAMPLE.COM');
      expect(timeline?.email).toBe('asha@example.com');
      expect(timeline?.submissions.map((s) => s.type)).toEqual(['trial', 'demo', 'demo', 'demo']);
      expect(timeline?.submissions[0]?.outbox).toMatchObject([{ kind: 'mail', sentAt: null }]);
      expect(await store.leadTimeline('nobody@example.com')).toBeNull();
    });

    it('tell each of several submissions asked about at once what came before it, ties of one millisecond in storage order', async () => {
      const store = await open();
      const asha = [
        await store.insertSubmission(demo('asha@example.com')),
        await store.insertSubmission(demo('asha@example.com')),
      ];
      const ravi = await store.insertSubmission(demo('ravi@example.com'));
      // Stored together, in one batch and most likely in one millisecond: the second comes after the first.
      const [first, second] = await Promise.all([
        store.insertSubmission(demo('nadia@example.com')),
        store.insertSubmission(demo('nadia@example.com')),
      ]);
      const anonymous = await store.insertSubmission({ type: 'demo', payload: {}, outbox: [] });
      // Asked in one turn of the event loop, as the outbox's deliveries do: PostgreSQL answers them in one query.
      const answers = await Promise.all(
        [asha[1]!, ravi, second!, first!, anonymous, { id: 'no-such-submission' }].map((s) =>
          store.earlierSubmissions(s.id, 10),
        ),
      );
      expect(answers).toEqual([
        [{ type: 'demo', createdAt: asha[0]!.createdAt }],
        [],
        [{ type: 'demo', createdAt: first!.createdAt }],
        [],
        [],
        [],
      ]);
      await expect(store.earlierSubmissions(ravi.id, 0)).rejects.toThrow(/positive integer/);
    });

    it('erase a person: their rows and outbox rows go, an erasure record stays, nobody else is touched', async () => {
      const store = await open();
      await store.insertSubmission(registration('asha@example.com', '+919876543210'));
      await store.insertSubmission({
        ...demo('Asha@example.com'),
        outbox: [{ kind: 'mail', payload: { to: 'asha@example.com', subject: 's', text: 't' } }],
      });
      const other = await store.insertSubmission({
        ...demo('ravi@example.com'),
        outbox: [{ kind: 'mail', payload: { to: 'sales@example.com', subject: 's', text: 't' } }],
      });
      const erasure = await store.erasePerson(' ASHA@example.com ', new Date());
      expect(erasure).toMatchObject({ submissions: 2, outboxRows: 2 });
      expect(erasure.submissionIds).toHaveLength(2);
      await store.recordErasedFiles(erasure.erasureId, 3);
      expect((await store.listSubmissions({})).map((s) => s.id)).toEqual([other.id]);
      expect(await store.leadTimeline('asha@example.com')).toBeNull();
      expect(await store.countPendingOutbox()).toBe(1);
      // The address is free again: a new sign-up is not a duplicate of erased data.
      await store.insertSubmission(registration('asha@example.com', '+919876543210'));
      expect(await store.erasePerson('nobody@example.com', new Date())).toMatchObject({
        submissions: 0,
        outboxRows: 0,
      });
    });
  });

  describe('retention', () => {
    it('deletes bots after the bot period, everything after the retention period, and leads left empty', async () => {
      const store = await open();
      await store.insertSubmission(demo('bot@example.com', { suspectedBot: 'honeypot' }));
      await store.insertSubmission({
        ...demo('asha@example.com'),
        outbox: [{ kind: 'mail', payload: { to: 'sales@example.com', subject: 's', text: 't' } }],
      });
      const policy = { retentionDays: 730, botRetentionDays: 30, recipientWindowMs: DAY_MS };

      expect(await store.deleteExpired({ ...policy, now: new Date(Date.now() + 29 * DAY_MS) })).toEqual({
        bots: 0,
        submissions: 0,
        outboxRows: 0,
        leads: 0,
      });
      expect(await store.deleteExpired({ ...policy, now: new Date(Date.now() + 31 * DAY_MS) })).toEqual({
        bots: 1,
        submissions: 0,
        outboxRows: 0,
        leads: 1,
      });
      expect((await store.listSubmissions({})).map((s) => s.type)).toEqual(['demo']);
      expect(await store.leadTimeline('bot@example.com')).toBeNull();
      expect(await store.deleteExpired({ ...policy, now: new Date(Date.now() + 731 * DAY_MS) })).toEqual({
        bots: 0,
        submissions: 1,
        outboxRows: 1,
        leads: 1,
      });
      expect(await store.listSubmissions({})).toEqual([]);
    });
  });

  describe('outbox', () => {
    async function seed(store: Store, rows = 2): Promise<void> {
      await store.insertSubmission({
        type: 'demo',
        payload: {},
        outbox: Array.from({ length: rows }, (_, i) => ({ kind: 'mail' as const, payload: { n: i } })),
      });
    }
    const LEASE = 60_000;

    it('leases claimed rows so a concurrent claim does not get them, until the lease runs out', async () => {
      const store = await open();
      await seed(store);
      const now = new Date(Date.now() + 1000);
      const first = await store.claimDueOutbox(now, 10, LEASE);
      expect(first.map((r) => r.payload)).toEqual([{ n: 0 }, { n: 1 }]);
      expect(await store.claimDueOutbox(now, 10, LEASE)).toEqual([]);
      // After the lease an unfinished row (its instance died mid-send) is due again, for anyone.
      expect(await store.claimDueOutbox(new Date(now.getTime() + LEASE + 1), 10, LEASE)).toHaveLength(2);
    });

    it('hands each row to one of two instances claiming at once', async () => {
      const a = await open();
      const b = await open();
      await seed(a, 40);
      const now = new Date(Date.now() + 1000);
      const claims = await Promise.all([
        a.claimDueOutbox(now, 25, LEASE),
        b.claimDueOutbox(now, 25, LEASE),
        a.claimDueOutbox(now, 25, LEASE),
      ]);
      const ids = claims.flat().map((r) => r.id);
      expect(ids).toHaveLength(40);
      expect(new Set(ids).size).toBe(40);
    });

    it('respects the limit and refuses a non-positive one', async () => {
      const store = await open();
      await seed(store, 3);
      expect(await store.claimDueOutbox(new Date(Date.now() + 1000), 2, LEASE)).toHaveLength(2);
      await expect(store.claimDueOutbox(new Date(), 0, LEASE)).rejects.toThrow(RangeError);
    });

    it('never hands out a row again once marked sent', async () => {
      const store = await open();
      await seed(store, 1);
      const [row] = await store.claimDueOutbox(new Date(Date.now() + 1000), 10, LEASE);
      await store.markOutboxSent(row!.id, new Date());
      await store.markOutboxFailed(row!.id, 'late failure', new Date(0), 20);
      expect(await store.claimDueOutbox(new Date(Date.now() + DAY_MS), 10, LEASE)).toEqual([]);
      expect(await store.countPendingOutbox()).toBe(0);
      expect(await store.listUndeliveredOutbox()).toEqual([]);
    });

    it('records failures, reschedules, and keeps a row dead after its last allowed attempt', async () => {
      const store = await open();
      await seed(store, 1);
      let now = new Date(Date.now() + 1000);
      const [row] = await store.claimDueOutbox(now, 10, LEASE);
      expect(await store.markOutboxFailed(row!.id, 'connection refused', new Date(now.getTime() + 60_000), 2)).toBe(
        'retrying',
      );
      expect(await store.claimDueOutbox(now, 10, LEASE)).toEqual([]);
      now = new Date(now.getTime() + 60_000);
      const [again] = await store.claimDueOutbox(now, 10, LEASE);
      expect(again).toMatchObject({
        id: row!.id,
        attempts: 1,
        lastError: 'connection refused',
        sentAt: null,
        deadAt: null,
      });
      expect(
        await store.markOutboxFailed(row!.id, '550 mailbox unavailable', new Date(now.getTime() + 60_000), 2),
      ).toBe('dead');

      expect(await store.claimDueOutbox(new Date(now.getTime() + DAY_MS), 10, LEASE)).toEqual([]);
      expect(await store.countPendingOutbox()).toBe(0);
      const [dead] = await store.listUndeliveredOutbox();
      expect(dead).toMatchObject({ id: row!.id, attempts: 2, lastError: '550 mailbox unavailable' });
      expect(dead?.deadAt).not.toBeNull();
    });

    it('retries one row or all dead rows by hand, with a fresh attempt count', async () => {
      const store = await open();
      await seed(store, 3);
      const now = new Date(Date.now() + 1000);
      const rows = await store.claimDueOutbox(now, 10, LEASE);
      for (const row of rows.slice(0, 2))
        await store.markOutboxFailed(row.id, 'refused', new Date(now.getTime() + 60_000), 1);
      expect(await store.countPendingOutbox()).toBe(1);

      expect(await store.retryOutbox(rows[0]!.id, now)).toBe(true);
      expect(await store.retryOutbox(999_999, now)).toBe(false);
      expect((await store.claimDueOutbox(now, 10, LEASE)).map((r) => [r.id, r.attempts])).toEqual([[rows[0]!.id, 0]]);
      expect(await store.retryDeadOutbox(now)).toBe(1);
      expect(await store.retryDeadOutbox(now)).toBe(0);
      expect(await store.countPendingOutbox()).toBe(3);
    });
  });

  describe('durability', () => {
    it('keeps data and constraints across close and reopen', async () => {
      const store = await open();
      const { id } = await store.insertSubmission(registration('a@example.com', '+919876543210'));
      await store.close();
      const reopened = await open();
      expect((await reopened.listSubmissions({})).map((s) => s.id)).toEqual([id]);
      expect(await reopened.countPendingOutbox()).toBe(1);
      await expect(reopened.insertSubmission(registration('A@EXAMPLE.COM', '1'))).rejects.toBeInstanceOf(
        DuplicateSubmissionError,
      );
    });

    it('answers every write only after its commit, also when many arrive at once', async () => {
      const store = await open();
      const ids = await Promise.all(
        Array.from({ length: 300 }, (_, i) => store.insertSubmission(demo(`p${i}@example.com`)).then((r) => r.id)),
      );
      await store.close();
      const reopened = await open();
      expect(new Set((await reopened.listSubmissions({})).map((s) => s.id))).toEqual(new Set(ids));
    });
  });
});

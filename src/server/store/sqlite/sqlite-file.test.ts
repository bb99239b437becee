// What only the SQLite file has: its pragmas, the generated salt, and files written by the first
// release of the store (schema_migrations versions 1-2), which must carry on after an upgrade.
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE, DuplicateSubmissionError, migrationNames, openStore, type Store } from '../index.ts';

// Written by the store's first release (src/server/store/sqlite-store.ts before the move to
// Kysely): a demo with its two mails (one sent, one pending), a trial sign-up with a mail and a
// webhook that failed once, a service booking and a suspected bot sharing the demo's address.
const LEGACY_FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'legacy-v2.sqlite');

let dir: string;
const opened: Store[] = [];

async function open(pseudonymSalt?: string): Promise<Store> {
  const store = await openStore({ dataDir: dir, pseudonymSalt });
  opened.push(store);
  return store;
}

function raw(): DatabaseSync {
  return new DatabaseSync(join(dir, DATABASE_FILE));
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sqlite-file-test-'));
});

afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the SQLite file', () => {
  it('is in WAL mode', async () => {
    await open();
    const db = raw();
    expect(db.prepare('PRAGMA journal_mode').get()?.journal_mode).toBe('wal');
    db.close();
  });

  it('gets a commit copied from the write-ahead log into the file while the store stays open', async () => {
    // The store's writer leaves checkpoints to a thread of their own (wal-checkpoints.ts); a
    // few rows are far below the point where the writer would copy them itself.
    const store = await open();
    await store.submissions.insertSubmission({
      type: 'demo',
      payload: { marker: 'checkpointed-by-its-own-thread' },
      outbox: [],
    });
    await expect
      .poll(() => readFileSync(join(dir, DATABASE_FILE)).includes('checkpointed-by-its-own-thread'), {
        timeout: 10_000,
      })
      .toBe(true);
  });

  it('never holds a client IP in clear', async () => {
    const store = await open('pepper');
    await store.submissions.insertSubmission({ type: 'demo', payload: {}, ip: '203.0.113.7', outbox: [] });
    await store.close();
    expect(readFileSync(join(dir, DATABASE_FILE)).includes('203.0.113.7')).toBe(false);
  });

  it('generates and keeps a salt file when no salt is configured', async () => {
    const first = await open();
    await first.submissions.insertSubmission({ type: 'demo', payload: {}, ip: '198.51.100.1', outbox: [] });
    await first.close();
    const second = await open();
    await second.submissions.insertSubmission({ type: 'demo', payload: {}, ip: '198.51.100.1', outbox: [] });
    const hashes = (await second.submissions.listSubmissions({})).map((s) => (s.meta as { ipHash: string }).ipHash);
    expect(hashes[0]).toBe(hashes[1]);
    expect(readFileSync(join(dir, 'ip-hash-salt'), 'utf8')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('a file written by the first release', () => {
  beforeEach(() => copyFileSync(LEGACY_FIXTURE, join(dir, DATABASE_FILE)));

  it('is migrated forward with its data, leads and pending mail intact', async () => {
    const store = await open('legacy-salt');
    const rows = await store.submissions.listSubmissions({});
    expect(rows.map((r) => r.type)).toEqual(['demo', 'trial', 'service', 'demo']);
    expect(rows[0]).toMatchObject({
      payload: { FirstName: 'Asha', Email: 'Asha.Rao@Example.com' },
      meta: { form: 'demo', ipHash: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });

    // Earlier submissions were linked to leads by their Email field.
    const asha = await store.submissions.leadTimeline('asha.rao@example.com');
    expect(asha?.submissions.map((s) => s.meta)).toMatchObject([{ form: 'demo' }, { suspectedBot: 'honeypot' }]);
    expect(asha?.submissions[0]?.outbox.map((o) => o.sentAt === null)).toEqual([false, true]);

    // The undelivered rows (one pending mail of each, the webhook that failed once) are still due.
    expect(await store.outbox.countPendingOutbox()).toBe(3);
    const due = await store.outbox.claimDueOutbox(new Date(Date.now() + 3_600_000), 10, 60_000);
    expect(due.map((r) => [r.id, r.kind, r.attempts])).toEqual([
      [2, 'mail', 0],
      [3, 'mail', 0],
      [4, 'webhook', 1],
    ]);

    // The unique sign-up indexes still hold.
    await expect(
      store.submissions.insertSubmission({
        type: 'trial',
        payload: {},
        dedupe: { product: 'D-USI', email: 'OPS@acme.example', mobile: '1' },
        outbox: [],
      }),
    ).rejects.toBeInstanceOf(DuplicateSubmissionError);

    // A new post by the same person is told of the migrated demo, and not of the suspected bot.
    const next = await store.submissions.insertSubmission({
      type: 'demo',
      payload: { Email: 'asha.rao@example.com' },
      leadEmail: 'asha.rao@example.com',
      outbox: [],
    });
    expect(await store.submissions.earlierSubmissions(next.id, 10)).toEqual([
      { type: 'demo', createdAt: rows[0]!.createdAt },
    ]);
  });

  it('tells the first release it is too new to open, and the Kysely migrator it is complete', async () => {
    await (await open('legacy-salt')).close();
    const db = raw();
    expect(db.prepare('SELECT MAX(version) AS v FROM schema_migrations').get()?.v).toBe(3);
    expect(
      db
        .prepare('SELECT name FROM kysely_migration ORDER BY name')
        .all()
        .map((r) => r.name),
    ).toEqual([...migrationNames]);
    db.close();
  });
});

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DuplicateSubmissionError, SchemaTooNewError } from './errors.ts';
import { applyMigrations, migrations } from './migrations.ts';
import { DATABASE_FILE, openStore } from './sqlite-store.ts';
import type { InsertSubmissionInput, OutboxKind, Store } from './types.ts';

let dir: string;
const opened: Store[] = [];

function open(options?: Parameters<typeof openStore>[1]): Store {
  const store = openStore(dir, options);
  opened.push(store);
  return store;
}

/** A second, raw connection to inspect what is really on disk. */
function raw(): DatabaseSync {
  return new DatabaseSync(join(dir, DATABASE_FILE));
}

function registration(email: string, mobile: string, product = 'D-USI'): InsertSubmissionInput {
  return {
    type: 'trial',
    payload: { Customer: 'Acme', Email: email, Mobile: mobile, ProductId: product },
    dedupe: { product, email, mobile },
    outbox: [{ kind: 'mail', payload: { to: 'sales@example.com', subject: 'New trial', text: 'x' } }],
  };
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'store-test-'));
});

afterEach(() => {
  for (const store of opened.splice(0)) store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('migrations', () => {
  it('apply once and are idempotent on reopen', () => {
    open().close();
    open().close();
    const db = raw();
    const versions = db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all();
    expect(versions.map((r) => r.version)).toEqual(migrations.map((m) => m.version));
    expect(applyMigrations(db)).toEqual([]);
    db.close();
  });

  it('sets the durability pragmas', () => {
    open();
    const db = raw();
    expect(db.prepare('PRAGMA journal_mode').get()?.journal_mode).toBe('wal');
    db.close();
  });

  it('refuses to open a database migrated by a newer release', () => {
    open().close();
    const db = raw();
    db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (999, 'future', '2099-01-01')").run();
    db.close();
    expect(() => open()).toThrow(SchemaTooNewError);
  });

  it('rejects an unordered migration list', () => {
    const db = new DatabaseSync(':memory:');
    expect(() =>
      applyMigrations(db, [
        { version: 2, name: 'b', sql: '' },
        { version: 1, name: 'a', sql: '' },
      ]),
    ).toThrow(/increasing order/);
    db.close();
  });
});

describe('insertSubmission', () => {
  it('stores the submission and its outbox rows together', () => {
    const store = open();
    const { id, createdAt } = store.insertSubmission({
      type: 'demo',
      payload: { FirstName: 'Asha', Email: 'asha@example.com' },
      meta: { policyVersion: '2025-01' },
      outbox: [
        { kind: 'mail', payload: { to: 'sales@example.com', subject: 'Demo', text: 'hi' } },
        { kind: 'webhook', payload: { event: 'demo' } },
      ],
    });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(createdAt).toISOString()).toBe(createdAt);
    expect(store.listSubmissions({})).toEqual([
      { id, type: 'demo', createdAt, payload: { FirstName: 'Asha', Email: 'asha@example.com' }, meta: { policyVersion: '2025-01' } },
    ]);
    expect(store.countPendingOutbox()).toBe(2);
  });

  it('stores nothing when the transaction fails half-way', () => {
    const store = open();
    expect(() =>
      store.insertSubmission({
        type: 'demo',
        payload: { FirstName: 'Asha' },
        outbox: [
          { kind: 'mail', payload: { to: 'sales@example.com' } },
          // The CHECK constraint on outbox.kind fails after the submission and the first outbox row are written.
          { kind: 'fax' as OutboxKind, payload: {} },
        ],
      }),
    ).toThrow(/CHECK constraint failed/);
    expect(store.listSubmissions({})).toEqual([]);
    const db = raw();
    expect(db.prepare('SELECT COUNT(*) AS n FROM outbox').get()?.n).toBe(0);
    db.close();
    // The connection is usable again: the failed transaction was rolled back, not left open.
    store.insertSubmission({ type: 'demo', payload: {}, outbox: [] });
    expect(store.listSubmissions({})).toHaveLength(1);
  });

  it('refuses a duplicate e-mail for the same product, case-insensitively, and stores nothing of it', () => {
    const store = open();
    store.insertSubmission(registration('Asha@Example.com', '+91 98765 43210'));
    const error = (() => {
      try {
        store.insertSubmission(registration('  asha@EXAMPLE.COM ', '+1 555 000 1111'));
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(DuplicateSubmissionError);
    expect((error as DuplicateSubmissionError).field).toBe('email');
    expect(store.listSubmissions({})).toHaveLength(1);
    expect(store.countPendingOutbox()).toBe(1);
  });

  it('refuses a duplicate mobile whatever its formatting', () => {
    const store = open();
    store.insertSubmission(registration('a@example.com', '+91 98765-43210'));
    expect(() => store.insertSubmission(registration('b@example.com', '919876543210'))).toThrow(
      expect.objectContaining({ name: 'DuplicateSubmissionError', field: 'mobile' }),
    );
  });

  it('allows the same person for another product, and never dedupes other types', () => {
    const store = open();
    store.insertSubmission(registration('a@example.com', '+919876543210', 'D-USI'));
    store.insertSubmission(registration('a@example.com', '+919876543210', 'CORCRM'));
    store.insertSubmission({ type: 'demo', payload: { Email: 'a@example.com' }, outbox: [] });
    store.insertSubmission({ type: 'demo', payload: { Email: 'a@example.com' }, outbox: [] });
    expect(store.listSubmissions({})).toHaveLength(4);
  });

  it('enforces uniqueness across connections (two server processes)', () => {
    const a = open();
    const b = open();
    a.insertSubmission(registration('a@example.com', '+919876543210'));
    expect(() => b.insertSubmission(registration('A@example.com', '+15550001111'))).toThrow(DuplicateSubmissionError);
  });

  it('stores only a salted hash of the IP', () => {
    const store = open({ ipHashSalt: 'pepper' });
    const other = openStore(join(dir, 'other'), { ipHashSalt: 'salt' });
    opened.push(other);
    store.insertSubmission({ type: 'demo', payload: {}, meta: { nda: true }, ip: '203.0.113.7', outbox: [] });
    other.insertSubmission({ type: 'demo', payload: {}, ip: '203.0.113.7', outbox: [] });
    const meta = store.listSubmissions({})[0]?.meta as { nda: boolean; ipHash: string };
    expect(meta.nda).toBe(true);
    expect(meta.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(meta.ipHash).not.toBe((other.listSubmissions({})[0]?.meta as { ipHash: string }).ipHash);
    store.close();
    expect(readFileSync(join(dir, DATABASE_FILE)).includes('203.0.113.7')).toBe(false);
    expect(() => open().insertSubmission({ type: 'demo', payload: {}, meta: { ip: '203.0.113.7' }, outbox: [] })).toThrow(
      /in clear/,
    );
  });

  it('generates and keeps a salt file when no salt is configured', () => {
    const first = open();
    first.insertSubmission({ type: 'demo', payload: {}, ip: '198.51.100.1', outbox: [] });
    first.close();
    const second = open();
    second.insertSubmission({ type: 'demo', payload: {}, ip: '198.51.100.1', outbox: [] });
    const hashes = second.listSubmissions({}).map((s) => (s.meta as { ipHash: string }).ipHash);
    expect(hashes[0]).toBe(hashes[1]);
    expect(readFileSync(join(dir, 'ip-hash-salt'), 'utf8')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('listSubmissions', () => {
  it('filters by type and since, oldest first', () => {
    const store = open();
    const demo = store.insertSubmission({ type: 'demo', payload: { n: 1 }, outbox: [] });
    const service = store.insertSubmission({ type: 'service', payload: { n: 2 }, outbox: [] });
    expect(store.listSubmissions({ type: 'service' }).map((s) => s.id)).toEqual([service.id]);
    expect(store.listSubmissions({}).map((s) => s.id)).toEqual([demo.id, service.id]);
    const today = demo.createdAt.slice(0, 10);
    expect(store.listSubmissions({ since: today })).toHaveLength(2);
    expect(store.listSubmissions({ since: '2999-01-01' })).toHaveLength(0);
  });
});

describe('outbox', () => {
  function seed(store: Store, rows = 2): void {
    store.insertSubmission({
      type: 'demo',
      payload: {},
      outbox: Array.from({ length: rows }, (_, i) => ({ kind: 'mail' as const, payload: { n: i } })),
    });
  }

  it('leases claimed rows so a concurrent claim does not get them', () => {
    const store = open();
    seed(store);
    const now = new Date(Date.now() + 1000);
    const first = store.claimDueOutbox(now, 10);
    expect(first.map((r) => r.payload)).toEqual([{ n: 0 }, { n: 1 }]);
    expect(store.claimDueOutbox(now, 10)).toEqual([]);
    // After the lease expires an unfinished row (e.g. the process crashed mid-send) is due again.
    expect(store.claimDueOutbox(new Date(now.getTime() + 11 * 60_000), 10)).toHaveLength(2);
  });

  it('respects the limit', () => {
    const store = open();
    seed(store, 3);
    expect(store.claimDueOutbox(new Date(Date.now() + 1000), 2)).toHaveLength(2);
  });

  it('never hands out a row again once marked sent', () => {
    const store = open();
    seed(store, 1);
    const [row] = store.claimDueOutbox(new Date(Date.now() + 1000), 10);
    store.markOutboxSent(row!.id, new Date());
    store.markOutboxFailed(row!.id, 'late failure', new Date(0));
    expect(store.claimDueOutbox(new Date(Date.now() + 86_400_000), 10)).toEqual([]);
    expect(store.countPendingOutbox()).toBe(0);
  });

  it('records failures and reschedules', () => {
    const store = open();
    seed(store, 1);
    const now = new Date(Date.now() + 1000);
    const [row] = store.claimDueOutbox(now, 10);
    const retryAt = new Date(now.getTime() + 60_000);
    store.markOutboxFailed(row!.id, 'connection refused', retryAt);
    expect(store.claimDueOutbox(now, 10)).toEqual([]);
    const [again] = store.claimDueOutbox(retryAt, 10);
    expect(again).toMatchObject({ id: row!.id, attempts: 1, lastError: 'connection refused', sentAt: null });
    expect(store.countPendingOutbox()).toBe(1);
  });
});

describe('durability', () => {
  it('keeps data across close and reopen', () => {
    const store = open();
    const { id } = store.insertSubmission({ ...registration('a@example.com', '+919876543210') });
    store.close();
    const reopened = open();
    expect(reopened.listSubmissions({}).map((s) => s.id)).toEqual([id]);
    expect(reopened.countPendingOutbox()).toBe(1);
    // The unique indexes survive too.
    expect(() => reopened.insertSubmission(registration('A@EXAMPLE.COM', '1'))).toThrow(DuplicateSubmissionError);
  });
});

describe('claimDueOutbox arguments', () => {
  it('refuses a non-positive limit (SQLite would read LIMIT -1 as unlimited)', () => {
    const store = open();
    expect(() => store.claimDueOutbox(new Date(), 0)).toThrow(RangeError);
    expect(() => store.claimDueOutbox(new Date(), -1)).toThrow(RangeError);
  });
});

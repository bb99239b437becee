import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enginesUnderTest, rawDatabase } from '../../../../tests/support/store-engines.ts';
import { openStore, type Store, type StoreOptions } from '../index.ts';

describe.each(enginesUnderTest())('outbox counts on $engine', ({ engine, skipReason, newStore }) => {
  let dir: string;
  let options: StoreOptions;
  let store: Store | undefined;

  beforeEach(async (context) => {
    if (skipReason) context.skip(skipReason);
    dir = mkdtempSync(join(tmpdir(), 'outbox-counts-test-'));
    options = await newStore(dir);
    store = await openStore(options);
  });

  afterEach(async () => {
    await store?.close();
    store = undefined;
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const mail = (to: string) => ({ kind: 'mail' as const, payload: { to, subject: 's', text: 't' } });
  const webhook = { kind: 'webhook' as const, payload: { event: 'trial.created' } };

  it('tells pending and dead rows apart per kind, with the oldest pending one, and leaves sent rows out', async () => {
    const s = store!;
    expect(await s.outbox.outboxCounts()).toEqual({
      mail: { pending: 0, dead: 0, oldestPendingAt: null },
      webhook: { pending: 0, dead: 0, oldestPendingAt: null },
    });
    const first = await s.submissions.insertSubmission({
      type: 'trial',
      payload: {},
      outbox: [mail('a@example.com'), webhook],
    });
    await s.submissions.insertSubmission({
      type: 'demo',
      payload: {},
      outbox: [mail('b@example.com'), mail('c@example.com')],
    });
    const claimed = await s.outbox.claimDueOutbox(new Date(Date.now() + 1000), 10, 1000);
    const [toSend, toKill] = claimed.filter((row) => row.kind === 'mail');
    await s.outbox.markOutboxSent(toSend!.id, new Date());
    // One attempt allowed: the first failure makes the row dead.
    expect(await s.outbox.markOutboxFailed(toKill!.id, 'refused', new Date(), 1, new Date())).toBe('dead');
    const hook = claimed.find((row) => row.kind === 'webhook')!;
    expect(await s.outbox.markOutboxFailed(hook.id, 'refused', new Date(), 1, new Date())).toBe('dead');

    const counts = await s.outbox.outboxCounts();
    expect(counts.mail).toMatchObject({ pending: 1, dead: 1 });
    expect(counts.webhook).toEqual({ pending: 0, dead: 1, oldestPendingAt: null });
    // The one pending mail is one of the two stored; its queue time is a real timestamp.
    expect(Date.parse(counts.mail.oldestPendingAt!)).toBeGreaterThanOrEqual(Date.parse(first.createdAt));

    await s.outbox.retryDeadOutbox(new Date());
    expect(await s.outbox.outboxCounts()).toMatchObject({
      mail: { pending: 2, dead: 0 },
      webhook: { pending: 1, dead: 0 },
    });
  });

  it('reads the dead rows through their own index, never the whole outbox', async () => {
    const db = rawDatabase(options);
    try {
      if (engine === 'sqlite') {
        const plan = await sql<{
          detail: string;
        }>`EXPLAIN QUERY PLAN SELECT kind, count(*) FROM outbox WHERE dead_at IS NOT NULL AND sent_at IS NULL GROUP BY kind`.execute(
          db,
        );
        expect(plan.rows.map((row) => row.detail).join(' ')).toContain('USING INDEX outbox_dead');
      } else {
        const index = await sql<{
          indexdef: string;
        }>`SELECT indexdef FROM pg_indexes WHERE indexname = 'outbox_dead'`.execute(db);
        expect(index.rows[0]?.indexdef).toMatch(/WHERE \(\(dead_at IS NOT NULL\) AND \(sent_at IS NULL\)\)/);
      }
    } finally {
      await db.destroy();
    }
  });
});

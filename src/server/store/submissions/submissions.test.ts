// The contract of the submissions part (types.ts), on both engines.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest, rawDatabase, storesPerTest, TEST_SALT } from '../../../../tests/support/store-engines.ts';
import { DuplicateSubmissionError } from '../errors.ts';
import type { OutboxKind } from '../outbox/types.ts';
import type { Store } from '../store.ts';
import type { InsertSubmissionInput } from './types.ts';

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

describe.each(enginesUnderTest())('submissions on $engine', (engine) => {
  const stores = storesPerTest(engine);
  const open = (): Promise<Store> => stores.open();

  describe('a mail limited to one per recipient', () => {
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
      await a.submissions.insertSubmission(confirmation('asha@example.com'));
      // The same person again, through the other instance, in other letters; and at once, several times.
      await b.submissions.insertSubmission(confirmation('Asha@Example.com'));
      await Promise.all([
        a.submissions.insertSubmission(confirmation('ravi@example.com')),
        b.submissions.insertSubmission(confirmation('ravi@example.com')),
        a.submissions.insertSubmission(confirmation('ravi@example.com')),
      ]);
      const rows = await a.outbox.listUndeliveredOutbox();
      const subjects = (address: string) =>
        rows
          .filter((row) => (row.payload as { text: string }).text.toLowerCase() === address)
          .map((row) => (row.payload as { subject: string }).subject)
          .sort();
      expect(subjects('asha@example.com')).toEqual(['confirmation', 'notice', 'notice']);
      expect(subjects('ravi@example.com')).toEqual(['confirmation', 'notice', 'notice', 'notice']);
      expect(await a.submissions.listSubmissions({ type: 'demo' })).toHaveLength(5);
    });
  });

  describe('insertSubmission', () => {
    it('stores the submission and its outbox rows together', async () => {
      const store = await open();
      // Characters with a meaning in SQL, JSON or PostgreSQL's array literals (the batch insert's rows travel in arrays).
      const lastName = 'Rao "the \\ {boss}", NULL \u00e9\u{1F600}';
      const { id, createdAt } = await store.submissions.insertSubmission({
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
      const rows = await store.submissions.listSubmissions({});
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
      expect(await store.outbox.countPendingOutbox()).toBe(2);
    });

    it('gives each submission an id that sorts after those stored before it, also within one commit', async () => {
      const store = await open();
      const one = await store.submissions.insertSubmission(demo('first@example.com'));
      const together = await Promise.all(
        ['a', 'b', 'c', 'd'].map((name) => store.submissions.insertSubmission(demo(`${name}@example.com`))),
      );
      const last = await store.submissions.insertSubmission(demo('last@example.com'));
      const ids = [one, ...together, last].map((stored) => stored.id);
      // Ids in creation order keep every index over them growing at one end (row-ids.ts).
      expect([...ids].sort()).toEqual(ids);
      expect((await store.submissions.listSubmissions({})).map((row) => row.id)).toEqual(ids);
    });

    it('stores nothing of a submission whose transaction fails, and the others sent with it still commit', async () => {
      const store = await open();
      const results = await Promise.allSettled([
        store.submissions.insertSubmission(demo('a@example.com')),
        store.submissions.insertSubmission({
          type: 'demo',
          payload: { FirstName: 'Bad' },
          outbox: [
            { kind: 'mail', payload: { to: 'sales@example.com' } },
            // The CHECK constraint on outbox.kind fails after the submission row is written.
            { kind: 'fax' as OutboxKind, payload: {} },
          ],
        }),
        store.submissions.insertSubmission(demo('b@example.com')),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      const rows = await store.submissions.listSubmissions({});
      expect(rows.map((r) => (r.payload as { Email?: string }).Email)).toEqual(['a@example.com', 'b@example.com']);
      expect(await store.outbox.countPendingOutbox()).toBe(0);
    });

    it('refuses a duplicate e-mail for the same product, case-insensitively, and stores nothing of it', async () => {
      const store = await open();
      await store.submissions.insertSubmission(registration('Asha@Example.com', '+91 98765 43210'));
      const error = await store.submissions
        .insertSubmission(registration('  asha@EXAMPLE.COM ', '+1 555 000 1111'))
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DuplicateSubmissionError);
      expect((error as DuplicateSubmissionError).field).toBe('email');
      expect(await store.submissions.listSubmissions({})).toHaveLength(1);
      expect(await store.outbox.countPendingOutbox()).toBe(1);
    });

    it('refuses a duplicate mobile whatever its formatting', async () => {
      const store = await open();
      await store.submissions.insertSubmission(registration('a@example.com', '+91 98765-43210'));
      await expect(
        store.submissions.insertSubmission(registration('b@example.com', '919876543210')),
      ).rejects.toMatchObject({
        name: 'DuplicateSubmissionError',
        field: 'mobile',
      });
    });

    it('keeps exactly one of two identical registrations committed together', async () => {
      const store = await open();
      const results = await Promise.allSettled([
        store.submissions.insertSubmission(registration('a@example.com', '1')),
        store.submissions.insertSubmission(registration('A@example.com', '2')),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(await store.submissions.listSubmissions({})).toHaveLength(1);
      expect(await store.outbox.countPendingOutbox()).toBe(1);
    });

    it('allows the same person for another product, and never dedupes other types', async () => {
      const store = await open();
      await store.submissions.insertSubmission(registration('a@example.com', '+919876543210', 'D-USI'));
      await store.submissions.insertSubmission(registration('a@example.com', '+919876543210', 'CORCRM'));
      await store.submissions.insertSubmission(demo('a@example.com'));
      await store.submissions.insertSubmission(demo('a@example.com'));
      expect(await store.submissions.listSubmissions({})).toHaveLength(4);
    });

    it('enforces uniqueness across connections (two server processes)', async () => {
      const a = await open();
      const b = await open();
      await a.submissions.insertSubmission(registration('a@example.com', '+919876543210'));
      await expect(
        b.submissions.insertSubmission(registration('A@example.com', '+15550001111')),
      ).rejects.toBeInstanceOf(DuplicateSubmissionError);
    });

    it('stores only a salted hash of the IP and refuses a raw one in meta', async () => {
      const store = await open();
      await store.submissions.insertSubmission({
        type: 'demo',
        payload: {},
        meta: { nda: true },
        ip: '203.0.113.7',
        outbox: [],
      });
      const meta = (await store.submissions.listSubmissions({}))[0]?.meta as { nda: boolean; ipHash: string };
      expect(meta.nda).toBe(true);
      expect(meta.ipHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(await store.submissions.listSubmissions({}))).not.toContain('203.0.113.7');
      await expect(
        store.submissions.insertSubmission({ type: 'demo', payload: {}, meta: { ip: '203.0.113.7' }, outbox: [] }),
      ).rejects.toThrow(/in clear/);
    });
  });

  describe('pseudonyms', () => {
    it('keeps an address and a client IP under the same salted hashes as every release before', async () => {
      // Both engines with the tests' salt (SQLite reads it from the salt file it would have generated).
      if (engine.engine === 'sqlite') writeFileSync(join(stores.options.dataDir, 'ip-hash-salt'), TEST_SALT);
      const store = await open();
      await store.submissions.insertSubmission({
        type: 'demo',
        payload: {},
        ip: '203.0.113.7',
        leadEmail: 'asha@example.com',
        outbox: [
          {
            kind: 'mail',
            payload: { to: 'asha@example.com' },
            oncePerRecipient: { address: ' Asha@Example.com', windowMs: DAY_MS },
          },
        ],
      });
      const [stored] = await store.submissions.listSubmissions({});
      expect((stored?.meta as { ipHash: string }).ipHash).toBe(
        '2f361e4eae87896571a5a8c775df8b01b60d066d68d75fe79bc42ebaeadb81f4',
      );
      const db = rawDatabase(stores.options);
      try {
        expect(await db.selectFrom('recipient_mail').select('recipient').execute()).toEqual([
          { recipient: '15ab04088f0a625957f0a83786926c04b3e6ff327173221c9bc539f9cdae1631' },
        ]);
      } finally {
        await db.destroy();
      }
    });
  });

  describe('listSubmissions', () => {
    it('filters by type and since, oldest first', async () => {
      const store = await open();
      const first = await store.submissions.insertSubmission({ type: 'demo', payload: { n: 1 }, outbox: [] });
      const service = await store.submissions.insertSubmission({ type: 'service', payload: { n: 2 }, outbox: [] });
      expect((await store.submissions.listSubmissions({ type: 'service' })).map((s) => s.id)).toEqual([service.id]);
      expect((await store.submissions.listSubmissions({})).map((s) => s.id)).toEqual([first.id, service.id]);
      const today = first.createdAt.slice(0, 10);
      expect(await store.submissions.listSubmissions({ since: today })).toHaveLength(2);
      expect(await store.submissions.listSubmissions({ since: '2999-01-01' })).toHaveLength(0);
    });
  });

  describe('leads', () => {
    it('link every submission of one address to one lead, and tell which came before a given one, bots left out', async () => {
      const store = await open();
      const trial = await store.submissions.insertSubmission(registration('Asha@Example.com', '+919876543210'));
      await store.submissions.insertSubmission(demo('someone.else@example.com'));
      await store.submissions.insertSubmission(demo(' asha@example.com', { suspectedBot: 'too-fast' }));
      const earlier = await store.submissions.insertSubmission(demo('ASHA@example.com'));
      const latest = await store.submissions.insertSubmission(demo('asha@example.com'));
      // Newest first; the submission itself is not among those before it, nor is anything after it.
      expect(await store.submissions.earlierSubmissions(latest.id, 10)).toEqual([
        { type: 'demo', createdAt: earlier.createdAt },
        { type: 'trial', createdAt: trial.createdAt },
      ]);
      expect(await store.submissions.earlierSubmissions(latest.id, 1)).toEqual([
        { type: 'demo', createdAt: earlier.createdAt },
      ]);
      expect(await store.submissions.earlierSubmissions(earlier.id, 10)).toEqual([
        { type: 'trial', createdAt: trial.createdAt },
      ]);
      expect(await store.submissions.earlierSubmissions(trial.id, 10)).toEqual([]);

      const timeline = await store.submissions.leadTimeline('ASHA@EXAMPLE.COM');
      expect(timeline?.email).toBe('asha@example.com');
      expect(timeline?.submissions.map((s) => s.type)).toEqual(['trial', 'demo', 'demo', 'demo']);
      expect(timeline?.submissions[0]?.outbox).toMatchObject([{ kind: 'mail', sentAt: null }]);
      expect(await store.submissions.leadTimeline('nobody@example.com')).toBeNull();
    });

    it('tell each of several submissions asked about at once what came before it, ties of one millisecond in storage order', async () => {
      const store = await open();
      const asha = [
        await store.submissions.insertSubmission(demo('asha@example.com')),
        await store.submissions.insertSubmission(demo('asha@example.com')),
      ];
      const ravi = await store.submissions.insertSubmission(demo('ravi@example.com'));
      // Stored together, in one batch and most likely in one millisecond: the second comes after the first.
      const [first, second] = await Promise.all([
        store.submissions.insertSubmission(demo('nadia@example.com')),
        store.submissions.insertSubmission(demo('nadia@example.com')),
      ]);
      const anonymous = await store.submissions.insertSubmission({ type: 'demo', payload: {}, outbox: [] });
      // Asked in one turn of the event loop, as the outbox's deliveries do: PostgreSQL answers them in one query.
      const answers = await Promise.all(
        [asha[1]!, ravi, second!, first!, anonymous, { id: 'no-such-submission' }].map((s) =>
          store.submissions.earlierSubmissions(s.id, 10),
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
      await expect(store.submissions.earlierSubmissions(ravi.id, 0)).rejects.toThrow(/positive integer/);
    });

    it('erase a person: their rows and outbox rows go, an erasure record stays, nobody else is touched', async () => {
      const store = await open();
      await store.submissions.insertSubmission(registration('asha@example.com', '+919876543210'));
      await store.submissions.insertSubmission({
        ...demo('Asha@example.com'),
        outbox: [{ kind: 'mail', payload: { to: 'asha@example.com', subject: 's', text: 't' } }],
      });
      const other = await store.submissions.insertSubmission({
        ...demo('ravi@example.com'),
        outbox: [{ kind: 'mail', payload: { to: 'sales@example.com', subject: 's', text: 't' } }],
      });
      const erasure = await store.submissions.erasePerson(' ASHA@example.com ', new Date());
      expect(erasure).toMatchObject({ submissions: 2, outboxRows: 2 });
      expect(erasure.submissionIds).toHaveLength(2);
      await store.submissions.recordErasedFiles(erasure.erasureId, 3);
      expect((await store.submissions.listSubmissions({})).map((s) => s.id)).toEqual([other.id]);
      expect(await store.submissions.leadTimeline('asha@example.com')).toBeNull();
      expect(await store.outbox.countPendingOutbox()).toBe(1);
      // The address is free again: a new sign-up is not a duplicate of erased data.
      await store.submissions.insertSubmission(registration('asha@example.com', '+919876543210'));
      expect(await store.submissions.erasePerson('nobody@example.com', new Date())).toMatchObject({
        submissions: 0,
        outboxRows: 0,
      });
    });
  });

  describe('retention', () => {
    it('deletes bots after the bot period, everything after the retention period, and leads left empty', async () => {
      const store = await open();
      await store.submissions.insertSubmission(demo('bot@example.com', { suspectedBot: 'honeypot' }));
      await store.submissions.insertSubmission({
        ...demo('asha@example.com'),
        outbox: [{ kind: 'mail', payload: { to: 'sales@example.com', subject: 's', text: 't' } }],
      });
      const policy = { retentionDays: 730, botRetentionDays: 30, recipientWindowMs: DAY_MS };

      expect(await store.submissions.deleteExpired({ ...policy, now: new Date(Date.now() + 29 * DAY_MS) })).toEqual({
        bots: 0,
        submissions: 0,
        outboxRows: 0,
        leads: 0,
      });
      expect(await store.submissions.deleteExpired({ ...policy, now: new Date(Date.now() + 31 * DAY_MS) })).toEqual({
        bots: 1,
        submissions: 0,
        outboxRows: 0,
        leads: 1,
      });
      expect((await store.submissions.listSubmissions({})).map((s) => s.type)).toEqual(['demo']);
      expect(await store.submissions.leadTimeline('bot@example.com')).toBeNull();
      expect(await store.submissions.deleteExpired({ ...policy, now: new Date(Date.now() + 731 * DAY_MS) })).toEqual({
        bots: 0,
        submissions: 1,
        outboxRows: 1,
        leads: 1,
      });
      expect(await store.submissions.listSubmissions({})).toEqual([]);
    });
  });

  describe('durability', () => {
    it('keeps data and constraints across close and reopen', async () => {
      const store = await open();
      const { id } = await store.submissions.insertSubmission(registration('a@example.com', '+919876543210'));
      await store.close();
      const reopened = await open();
      expect((await reopened.submissions.listSubmissions({})).map((s) => s.id)).toEqual([id]);
      expect(await reopened.outbox.countPendingOutbox()).toBe(1);
      await expect(reopened.submissions.insertSubmission(registration('A@EXAMPLE.COM', '1'))).rejects.toBeInstanceOf(
        DuplicateSubmissionError,
      );
    });

    it('answers every write only after its commit, also when many arrive at once', async () => {
      const store = await open();
      const ids = await Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          store.submissions.insertSubmission(demo(`p${i}@example.com`)).then((r) => r.id),
        ),
      );
      await store.close();
      const reopened = await open();
      expect(new Set((await reopened.submissions.listSubmissions({})).map((s) => s.id))).toEqual(new Set(ids));
    });
  });
});

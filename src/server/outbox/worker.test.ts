import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enginesUnderTest, rawDatabase } from '../../../tests/support/store-engines.ts';
import { createMailer } from '../mail/mailer.ts';
import type { MailMessage, Mailer } from '../mail/types.ts';
import { openStore, type OutboxStore, type Store, type StoreOptions } from '../store/index.ts';
import { BUSY_RUN_GAP_MS, deliveryKey, startOutboxWorker, type OutboxWorker } from './worker.ts';

const PII = ['asha@example.com', 'sales@cortracker.example', '9876543210', 'Secret body'];
const MAIL: MailMessage = {
  to: 'sales@cortracker.example',
  subject: 'New demo',
  text: 'Secret body',
  replyTo: 'asha@example.com',
};

let dir: string;
let options: StoreOptions;
let store: Store;
let logs: object[];
let clock: Date;
const cleanups: (() => Promise<void> | void)[] = [];

function worker(mailer: Mailer, extra: Partial<Parameters<typeof startOutboxWorker>[0]> = {}): OutboxWorker {
  const w = startOutboxWorker({
    outbox: store.outbox,
    submissions: store.submissions,
    mailer,
    log: (entry) => logs.push(entry),
    // Runs are driven by the tests through runOnce.
    intervalMs: 3_600_000,
    now: () => clock,
    ...extra,
  });
  cleanups.push(() => w.stop());
  return w;
}

/** The row as it is in the database, timestamps as ISO strings. */
async function outboxRow(id: number) {
  const db = rawDatabase(options);
  try {
    return await db
      .selectFrom('outbox')
      .select(['attempts', 'sent_at', 'last_error', 'next_attempt_at', 'dead_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  } finally {
    await db.destroy();
  }
}

async function enqueue(kind: 'mail' | 'webhook', payload: unknown): Promise<string> {
  const { id } = await store.submissions.insertSubmission({
    type: 'demo',
    payload: { Email: 'asha@example.com', phoneNumber: '9876543210' },
    outbox: [{ kind, payload }],
  });
  return id;
}

function assertNoPiiInLogs(): void {
  const text = JSON.stringify(logs);
  for (const secret of PII) expect(text).not.toContain(secret);
}

/** A mailer that keeps what it is given; each send waits for `gate` first, when there is one. */
function recordingMailer(
  gate?: Promise<void>,
): Mailer & { sent: MailMessage[]; keys: (string | undefined)[]; firstSent: Promise<void> } {
  const sent: MailMessage[] = [];
  const keys: (string | undefined)[] = [];
  let sentOne!: () => void;
  const firstSent = new Promise<void>((resolve) => (sentOne = resolve));
  return {
    sent,
    keys,
    firstSent,
    async send(message, key) {
      await gate;
      sent.push(message);
      keys.push(key);
      sentOne();
    },
    async close() {},
  };
}

async function startSmtp(port = 0): Promise<{ port: number; received: string[]; stop: () => Promise<void> }> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Drop idle pooled client connections at once on close, like a crashed server would.
    closeTimeout: 50,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  cleanups.push(stop);
  return { port: (server.server.address() as AddressInfo).port, received, stop };
}

describe.each(enginesUnderTest())('outbox on $engine', ({ skipReason, newStore }) => {
  beforeEach(async (context) => {
    if (skipReason) context.skip(skipReason);
    dir = mkdtempSync(join(tmpdir(), 'outbox-test-'));
    options = await newStore(dir);
    store = await openStore(options);
    logs = [];
    // Ahead of the wall clock, so rows enqueued during the test are due: by ten minutes, as a second
    // ahead was not enough on a loaded machine (a row enqueued later than that was not due, and two
    // tests failed in npm test at load 15-20).
    clock = new Date(Date.now() + 10 * 60_000);
  });

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await store?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  describe('outbox worker', () => {
    it('sends a due mail exactly once, even with concurrent runs', async () => {
      // The runs overlap for sure: the mail is sent only once both runs have claimed.
      let claims = 0;
      let bothClaimed!: () => void;
      const overlap = new Promise<void>((resolve) => (bothClaimed = resolve));
      const counting: OutboxStore = {
        ...store.outbox,
        claimDueOutbox: (...args) =>
          store.outbox.claimDueOutbox(...args).then((rows) => (++claims === 2 && bothClaimed(), rows)),
      };
      const mailer = recordingMailer(overlap);
      const submissionId = await enqueue('mail', MAIL);
      const w = worker(mailer, { outbox: counting });
      const counts = await Promise.all([w.runOnce(), w.runOnce()]);
      expect(counts.sort()).toEqual([0, 1]);
      expect(await w.runOnce()).toBe(0);
      // Even long after any lease would have expired.
      clock = new Date(clock.getTime() + 86_400_000);
      expect(await w.runOnce()).toBe(0);
      expect(mailer.sent).toEqual([MAIL]);
      expect(mailer.keys).toEqual([deliveryKey({ id: 1, submissionId })]);
      expect(await store.outbox.countPendingOutbox()).toBe(0);
      expect(logs).toEqual([
        { event: 'outbox.sent', id: 1, submissionId: expect.any(String), kind: 'mail', attempts: 1 },
      ]);
      assertNoPiiInLogs();
    });

    it('names the request that queued a mail in its log lines, never sends that id, and reports each outcome', async () => {
      const requestId = '6f1c2a9e-1b7d-4c55-9a8e-3d2f1e0b4c7a';
      await enqueue('mail', { ...MAIL, requestId });
      // A request id that is not one (a payload of an older release, or tampered with) stays out of the log.
      await enqueue('mail', { ...MAIL, requestId: 'two words\n{"event":"forged"}' });
      const outcomes: string[] = [];
      const mailer = recordingMailer();
      expect(
        await worker(mailer, { onOutcome: (kind, outcome) => outcomes.push(`${kind}:${outcome}`) }).runOnce(),
      ).toBe(2);
      expect(mailer.sent).toEqual([MAIL, MAIL]);
      expect(logs).toEqual([
        { event: 'outbox.sent', id: 1, submissionId: expect.any(String), kind: 'mail', requestId, attempts: 1 },
        { event: 'outbox.sent', id: 2, submissionId: expect.any(String), kind: 'mail', attempts: 1 },
      ]);
      expect(outcomes).toEqual(['mail:sent', 'mail:sent']);

      const failing: Mailer = {
        async send() {
          throw new Error('421 try later');
        },
        async close() {},
      };
      await enqueue('mail', { ...MAIL, requestId });
      const w = worker(failing, { maxAttempts: 2, onOutcome: (kind, outcome) => outcomes.push(`${kind}:${outcome}`) });
      await w.runOnce();
      clock = new Date(clock.getTime() + 86_400_000);
      await w.runOnce();
      expect(outcomes.slice(2)).toEqual(['mail:failed', 'mail:dead']);
      expect(logs.slice(2)).toMatchObject([
        { event: 'outbox.failed', requestId },
        { event: 'outbox.dead', requestId },
      ]);
    });

    it("writes a mail's history paragraph when it goes out, from what the person had stored before that post", async () => {
      const history = {
        intro: 'Earlier:',
        item: '* {type} on {date}',
        none: 'Nothing earlier.',
        types: { trial: 'Trial' },
      };
      const post = (type: string, outbox: { kind: 'mail'; payload: unknown }[] = []) =>
        store.submissions.insertSubmission({
          type,
          payload: { Email: 'asha@example.com' },
          leadEmail: 'asha@example.com',
          outbox,
        });
      const trial = await post('trial');
      await post('demo', [{ kind: 'mail', payload: { ...MAIL, history } }]);
      // A later post of the same person is not "earlier" for the mail queued before it.
      await post('demo');
      const mailer = recordingMailer();
      expect(await worker(mailer).runOnce()).toBe(1);
      expect(mailer.sent).toEqual([
        { ...MAIL, text: `${MAIL.text}\nEarlier:\n* Trial on ${trial.createdAt.slice(0, 10)}\n` },
      ]);
    });

    it('does not send a row that is not due yet', async () => {
      const mailer = recordingMailer();
      await enqueue('mail', MAIL);
      clock = new Date(Date.now() - 60_000);
      expect(await worker(mailer).runOnce()).toBe(0);
      expect(mailer.sent).toEqual([]);
    });

    it('retries after an SMTP outage and succeeds once the server is back', async () => {
      const smtp = await startSmtp();
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        dataDir: dir,
        from: 'noreply@cortracker.example',
      });
      cleanups.push(() => mailer.close());
      const w = worker(mailer);

      await enqueue('mail', MAIL);
      expect(await w.runOnce()).toBe(1);
      expect(smtp.received).toHaveLength(1);

      await smtp.stop();
      await enqueue('mail', { ...MAIL, subject: 'Second' });
      expect(await w.runOnce()).toBe(0);
      const failed = await outboxRow(2);
      expect(failed.sent_at).toBeNull();
      expect(failed.attempts).toBe(1);
      expect(String(failed.last_error)).not.toBe('');
      expect(new Date(String(failed.next_attempt_at)).getTime()).toBeGreaterThan(clock.getTime() + 10_000);
      expect(logs.at(-1)).toMatchObject({ event: 'outbox.failed', id: 2, kind: 'mail', attempts: 1 });
      // Not due yet: nothing happens.
      expect(await w.runOnce()).toBe(0);
      expect((await outboxRow(2)).attempts).toBe(1);

      const back = await startSmtp(smtp.port);
      clock = new Date(String(failed.next_attempt_at));
      expect(await w.runOnce()).toBe(1);
      expect(back.received).toHaveLength(1);
      expect(back.received[0]).toMatch(/^Subject: Second\r$/m);
      // Every attempt carries the row's delivery key as its Message-ID.
      expect(back.received[0]).toMatch(/^Message-ID: <[0-9a-f-]{36}\.2@cortracker\.example>\r$/m);
      expect(await outboxRow(2)).toMatchObject({ attempts: 1, sent_at: clock.toISOString() });
      expect(await store.outbox.countPendingOutbox()).toBe(0);
      assertNoPiiInLogs();
    });

    it('survives a restart: a new worker on a reopened store delivers what the old one left', async () => {
      await enqueue('mail', MAIL);
      await store.close();
      store = await openStore(options);
      const mailer = recordingMailer();
      expect(await worker(mailer).runOnce()).toBe(1);
      expect(mailer.sent).toHaveLength(1);
    });

    it('posts webhooks with a valid HMAC signature', async () => {
      const secret = 'provisioning-secret';
      const requests: { headers: IncomingHttpHeaders; body: string }[] = [];
      let status = 500;
      const server = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          requests.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
          res.writeHead(status).end();
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/provision`;
      const payload = {
        event: 'trial.registered',
        Customer: 'Acme',
        Email: 'asha@example.com',
        Mobile: '+919876543210',
      };
      const submissionId = await enqueue('webhook', payload);
      const w = worker(recordingMailer(), { webhook: { url, secret } });

      // A 5xx answer is a failure and is retried later.
      expect(await w.runOnce()).toBe(0);
      expect(await outboxRow(1)).toMatchObject({ attempts: 1, sent_at: null, last_error: 'webhook answered HTTP 500' });

      status = 204;
      clock = new Date(clock.getTime() + 3_600_000);
      expect(await w.runOnce()).toBe(1);
      expect(requests).toHaveLength(2);
      const last = requests[1]!;
      expect(last.headers['content-type']).toBe('application/json');
      expect(last.headers['x-cortracker-delivery']).toBe(`${submissionId}.1`);
      expect(JSON.parse(last.body)).toEqual(payload);
      const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(last.body).digest('hex')}`);
      const actual = Buffer.from(String(last.headers['x-cortracker-signature']));
      expect(actual.length === expected.length && timingSafeEqual(actual, expected)).toBe(true);
      assertNoPiiInLogs();
    });

    it('keeps webhook rows pending while no webhook is configured', async () => {
      await enqueue('webhook', { event: 'x' });
      const w = worker(recordingMailer());
      expect(await w.runOnce()).toBe(0);
      expect(await outboxRow(1)).toMatchObject({
        attempts: 1,
        sent_at: null,
        last_error: 'no webhook URL is configured',
      });
    });

    it('stops retrying after MAX_ATTEMPTS failures and keeps the row as dead with its last error', async () => {
      await enqueue('mail', MAIL);
      const refusing: Mailer = {
        send: () => Promise.reject(new Error('550 5.1.1 <asha@example.com>: mailbox unavailable')),
        close: async () => undefined,
      };
      const w = worker(refusing, { maxAttempts: 3 });
      for (let attempt = 1; attempt <= 3; attempt++) {
        expect(await w.runOnce()).toBe(0);
        clock = new Date(clock.getTime() + 3 * 3_600_000);
      }
      expect(logs.map((entry) => (entry as { event: string }).event)).toEqual([
        'outbox.failed',
        'outbox.failed',
        'outbox.dead',
      ]);
      expect(await outboxRow(1)).toMatchObject({
        attempts: 3,
        sent_at: null,
        last_error: '550 5.1.1 <[email]>: mailbox unavailable',
        dead_at: expect.any(String),
      });
      expect(await w.runOnce()).toBe(0);
      expect(await store.outbox.countPendingOutbox()).toBe(0);
      assertNoPiiInLogs();
    });

    it('delivers, from another instance, mail claimed by an instance that died, once the lease ran out', async () => {
      await enqueue('mail', MAIL);
      // The first instance claimed the row and died before sending it.
      const lease = 60_000;
      expect(await store.outbox.claimDueOutbox(clock, 10, lease)).toHaveLength(1);
      const other = await openStore(options);
      cleanups.push(() => other.close());
      const mailer = recordingMailer();
      const survivor = startOutboxWorker({
        outbox: other.outbox,
        submissions: other.submissions,
        mailer,
        log: (e) => logs.push(e),
        intervalMs: 3_600_000,
        now: () => clock,
        leaseMs: lease,
      });
      cleanups.push(() => survivor.stop());
      expect(await survivor.runOnce()).toBe(0);
      clock = new Date(clock.getTime() + lease);
      expect(await survivor.runOnce()).toBe(1);
      expect(mailer.sent).toEqual([MAIL]);
    });

    it('never leases a claim for more than a minute', async () => {
      await enqueue('mail', MAIL);
      const leases: number[] = [];
      const recording: OutboxStore = {
        ...store.outbox,
        claimDueOutbox: (now, limit, leaseMs) => (
          leases.push(leaseMs),
          store.outbox.claimDueOutbox(now, limit, leaseMs)
        ),
      };
      expect(await worker(recordingMailer(), { outbox: recording, leaseMs: 3_600_000 }).runOnce()).toBe(1);
      expect(leases).toEqual([60_000]);
    });

    it('gives up a send that outlasts three quarters of its lease, and retries it later', async () => {
      await enqueue('mail', MAIL);
      const hanging: Mailer = { send: () => new Promise(() => undefined), close: async () => undefined };
      const w = worker(hanging, { leaseMs: 200 });
      expect(await w.runOnce()).toBe(0);
      expect(await outboxRow(1)).toMatchObject({ attempts: 1, sent_at: null, last_error: 'no answer within 150 ms' });
    });

    /**
     * A worker whose mailer holds every send until `release()`, with its claims counted, and a
     * second mail stored (and kicked for) while the first run is busy sending.
     */
    async function kickedDuringARun(extra: Partial<Parameters<typeof startOutboxWorker>[0]> = {}) {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const sent: MailMessage[] = [];
      let sentTwo!: () => void;
      const twoSent = new Promise<void>((resolve) => (sentTwo = resolve));
      const gated: Mailer = {
        async send(message) {
          await gate;
          if (sent.push(message) === 2) sentTwo();
        },
        close: async () => undefined,
      };
      const claims: number[] = [];
      let claimed!: () => void;
      const firstClaim = new Promise<void>((resolve) => (claimed = resolve));
      let claimsAsked = 0;
      const counting: OutboxStore = {
        ...store.outbox,
        claimDueOutbox: (...args) => {
          claimsAsked++;
          return store.outbox.claimDueOutbox(...args).then((rows) => (claims.push(rows.length), claimed(), rows));
        },
      };
      const w = worker(gated, { outbox: counting, ...extra });
      await enqueue('mail', MAIL);
      w.kick();
      await firstClaim;
      await enqueue('mail', MAIL);
      w.kick();
      w.kick();
      w.kick();
      return { w, release, sent, twoSent, claims, claimsAsked: () => claimsAsked };
    }

    it('folds kicks during a run into one more run', async () => {
      const { w, release, sent, twoSent, claims } = await kickedDuringARun();
      release();
      await twoSent;
      // Once the worker is idle, the kicks made exactly one run after the first.
      await w.stop();
      expect(claims).toEqual([1, 1]);
      expect(sent).toHaveLength(2);
    });

    it('while the process is busy, starts the run kicks asked for only a gap after the one before', async () => {
      // Only the worker's timers are faked: the stores' own I/O runs as usual.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      cleanups.push(() => void vi.useRealTimers());
      let askedBusy!: () => void;
      const decided = new Promise<void>((resolve) => (askedBusy = resolve));
      const { w, release, twoSent, claims, claimsAsked } = await kickedDuringARun({
        busy: () => {
          askedBusy();
          return true;
        },
      });
      release();
      await decided;
      vi.advanceTimersByTime(BUSY_RUN_GAP_MS - 1);
      // A few turns of the event loop in which a run started at once would have asked for a claim.
      for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
      expect(claimsAsked()).toBe(1);
      vi.advanceTimersByTime(1);
      await twoSent;
      await w.stop();
      expect(claims).toEqual([1, 1]);
    });

    it('delivers a backlog back to back, busy or not, once no post comes in meanwhile', async () => {
      // No timer may be needed: a run waiting out a gap would never start.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      cleanups.push(() => void vi.useRealTimers());
      const mailer = recordingMailer();
      for (let i = 0; i < 3; i++) await enqueue('mail', MAIL);
      let allSent!: () => void;
      const threeSent = new Promise<void>((resolve) => (allSent = resolve));
      const counting: Mailer = {
        ...mailer,
        async send(...args) {
          await mailer.send(...args);
          if (mailer.sent.length === 3) allSent();
        },
      };
      const w = worker(counting, { batchSize: 1, busy: () => true });
      w.kick();
      await threeSent;
      await w.stop();
      expect(mailer.sent).toHaveLength(3);
    });

    it('polls on its own and stops cleanly', async () => {
      const mailer = recordingMailer();
      await enqueue('mail', MAIL);
      const w = startOutboxWorker({
        outbox: store.outbox,
        submissions: store.submissions,
        mailer,
        log: (e) => logs.push(e),
        intervalMs: 10,
      });
      // Nobody calls runOnce or kick: the worker's own timer sends it.
      await mailer.firstSent;
      await w.stop();
      expect(mailer.sent).toHaveLength(1);
    });
  });
});

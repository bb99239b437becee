import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from '../mail/mailer.ts';
import type { MailMessage, Mailer } from '../mail/types.ts';
import { DATABASE_FILE, openStore } from '../store/sqlite-store.ts';
import type { Store } from '../store/types.ts';
import { startOutboxWorker, type OutboxWorker } from './worker.ts';

const PII = ['asha@example.com', 'sales@cortracker.example', '9876543210', 'Secret body'];
const MAIL: MailMessage = { to: 'sales@cortracker.example', subject: 'New demo', text: 'Secret body', replyTo: 'asha@example.com' };

let dir: string;
let store: Store;
let logs: object[];
let clock: Date;
const cleanups: (() => Promise<void> | void)[] = [];

function worker(mailer: Mailer, extra: Partial<Parameters<typeof startOutboxWorker>[0]> = {}): OutboxWorker {
  const w = startOutboxWorker({
    store,
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

function outboxRow(id: number): Record<string, unknown> {
  const db = new DatabaseSync(join(dir, DATABASE_FILE), { readOnly: true });
  try {
    return { ...db.prepare('SELECT * FROM outbox WHERE id = ?').get(id) };
  } finally {
    db.close();
  }
}

function enqueue(kind: 'mail' | 'webhook', payload: unknown): void {
  store.insertSubmission({
    type: 'demo',
    payload: { Email: 'asha@example.com', phoneNumber: '9876543210' },
    outbox: [{ kind, payload }],
  });
}

function assertNoPiiInLogs(): void {
  const text = JSON.stringify(logs);
  for (const secret of PII) expect(text).not.toContain(secret);
}

function recordingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      // Slow enough that two concurrent runs overlap.
      await new Promise((resolve) => setTimeout(resolve, 50));
      sent.push(message);
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

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'outbox-test-'));
  store = openStore(dir);
  logs = [];
  // A little ahead of the wall clock, so rows enqueued during the test are due.
  clock = new Date(Date.now() + 1000);
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('outbox worker', () => {
  it('sends a due mail exactly once, even with concurrent runs', async () => {
    const mailer = recordingMailer();
    enqueue('mail', MAIL);
    const w = worker(mailer);
    const counts = await Promise.all([w.runOnce(), w.runOnce()]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(await w.runOnce()).toBe(0);
    // Even long after any lease would have expired.
    clock = new Date(clock.getTime() + 86_400_000);
    expect(await w.runOnce()).toBe(0);
    expect(mailer.sent).toEqual([MAIL]);
    expect(store.countPendingOutbox()).toBe(0);
    expect(logs).toEqual([{ event: 'outbox.sent', id: 1, submissionId: expect.any(String), kind: 'mail', attempts: 1 }]);
    assertNoPiiInLogs();
  });

  it('does not send a row that is not due yet', async () => {
    const mailer = recordingMailer();
    enqueue('mail', MAIL);
    clock = new Date(Date.now() - 60_000);
    expect(await worker(mailer).runOnce()).toBe(0);
    expect(mailer.sent).toEqual([]);
  });

  it('retries after an SMTP outage and succeeds once the server is back', async () => {
    const smtp = await startSmtp();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, dataDir: dir, from: 'noreply@cortracker.example' });
    cleanups.push(() => mailer.close());
    const w = worker(mailer);

    enqueue('mail', MAIL);
    expect(await w.runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);

    await smtp.stop();
    enqueue('mail', { ...MAIL, subject: 'Second' });
    expect(await w.runOnce()).toBe(0);
    const failed = outboxRow(2);
    expect(failed.sent_at).toBeNull();
    expect(failed.attempts).toBe(1);
    expect(String(failed.last_error)).not.toBe('');
    expect(new Date(String(failed.next_attempt_at)).getTime()).toBeGreaterThan(clock.getTime() + 10_000);
    expect(logs.at(-1)).toMatchObject({ event: 'outbox.failed', id: 2, kind: 'mail', attempts: 1 });
    // Not due yet: nothing happens.
    expect(await w.runOnce()).toBe(0);
    expect(outboxRow(2).attempts).toBe(1);

    const back = await startSmtp(smtp.port);
    clock = new Date(String(failed.next_attempt_at));
    expect(await w.runOnce()).toBe(1);
    expect(back.received).toHaveLength(1);
    expect(back.received[0]).toMatch(/^Subject: Second\r$/m);
    expect(outboxRow(2)).toMatchObject({ attempts: 1, sent_at: clock.toISOString() });
    expect(store.countPendingOutbox()).toBe(0);
    assertNoPiiInLogs();
  });

  it('survives a restart: a new worker on a reopened store delivers what the old one left', async () => {
    enqueue('mail', MAIL);
    store.close();
    store = openStore(dir);
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
    const payload = { event: 'trial.registered', Customer: 'Acme', Email: 'asha@example.com', Mobile: '+919876543210' };
    enqueue('webhook', payload);
    const w = worker(recordingMailer(), { webhook: { url, secret } });

    // A 5xx answer is a failure and is retried later.
    expect(await w.runOnce()).toBe(0);
    expect(outboxRow(1)).toMatchObject({ attempts: 1, sent_at: null, last_error: 'webhook answered HTTP 500' });

    status = 204;
    clock = new Date(clock.getTime() + 3_600_000);
    expect(await w.runOnce()).toBe(1);
    expect(requests).toHaveLength(2);
    const last = requests[1]!;
    expect(last.headers['content-type']).toBe('application/json');
    expect(last.headers['x-cortracker-delivery']).toBe('1');
    expect(JSON.parse(last.body)).toEqual(payload);
    const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(last.body).digest('hex')}`);
    const actual = Buffer.from(String(last.headers['x-cortracker-signature']));
    expect(actual.length === expected.length && timingSafeEqual(actual, expected)).toBe(true);
    assertNoPiiInLogs();
  });

  it('keeps webhook rows pending while no webhook is configured', async () => {
    enqueue('webhook', { event: 'x' });
    const w = worker(recordingMailer());
    expect(await w.runOnce()).toBe(0);
    expect(outboxRow(1)).toMatchObject({ attempts: 1, sent_at: null, last_error: 'no webhook URL is configured' });
  });

  it('polls on its own and stops cleanly', async () => {
    const mailer = recordingMailer();
    enqueue('mail', MAIL);
    const w = startOutboxWorker({ store, mailer, log: (e) => logs.push(e), intervalMs: 10 });
    for (let i = 0; i < 100 && mailer.sent.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    await w.stop();
    expect(mailer.sent).toHaveLength(1);
  });
});

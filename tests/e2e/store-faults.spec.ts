// Faults of the kind that happen in production: an instance killed with SIGKILL in the middle of a
// burst of demo posts, then started again. Whatever the moment of the kill, every post answered
// 201 is stored exactly once, every mail of the stored posts reaches the SMTP server (a repeat,
// when the kill fell between the SMTP server's "250 OK" and the row being marked sent, carries the
// same Message-ID, so the receiving side keeps one), and nothing is left pending.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore, type StoreOptions } from '../../src/server/store/index.ts';
import {
  postgresRequired,
  postgresUnavailableReason,
  startPostgresCluster,
  type PostgresCluster,
} from '../support/postgres-cluster.ts';
import { validDemo } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { startServer, type RunningServer } from './support/server-process.ts';
import { readCapturedMails, startSmtpCapture, type SmtpCapture } from './support/smtp-capture.ts';

const ENDPOINT = '/api/LoginControl/bookDemo';
const SALT = 'fault-test-salt';
/** Mails per demo post: the sales notice and the visitor's confirmation. */
const MAILS_PER_POST = 2;

test.describe.configure({ mode: 'serial' });

/** A browser's session with one instance: the page's anti-forgery cookie, repeated in the header. */
async function session(server: RunningServer): Promise<Record<string, string>> {
  const page = await fetch(`${server.url}/get-demo`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error('no XSRF-TOKEN cookie');
  return { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token };
}

/** Posts a demo request; the id when answered 201, undefined when refused or cut off by the kill. */
async function postDemo(
  server: RunningServer,
  headers: Record<string, string>,
  n: number,
): Promise<string | undefined> {
  try {
    const response = await fetch(`${server.url}${ENDPOINT}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...validDemo, Email: `fault.${n}@example.com` }),
    });
    return response.status === 201 ? ((await response.json()) as { id: string }).id : undefined;
  } catch {
    return undefined;
  }
}

interface Burst {
  /** Instances to spread the posts over, round robin; a killed one's posts fail. */
  targets: () => { server: RunningServer; headers: Record<string, string> }[];
  posts: number;
  /** Number of the first post (each post has its own address, fault.<n>@example.com). */
  from?: number;
  concurrency: number;
  /** Called once, when this many posts were answered 201. */
  killAfter: number;
  kill: () => void;
}

async function burst({ targets, posts, from = 0, concurrency, killAfter, kill }: Burst): Promise<string[]> {
  const acknowledged: string[] = [];
  let next = from;
  const last = from + posts;
  let killed = false;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < last) {
        const n = next++;
        const all = targets();
        const target = all[n % all.length]!;
        const id = await postDemo(target.server, target.headers, n);
        if (id) acknowledged.push(id);
        if (!killed && acknowledged.length >= killAfter) {
          killed = true;
          kill();
        }
      }
    }),
  );
  return acknowledged;
}

async function pendingMail(options: StoreOptions): Promise<number> {
  const store = await openStore(options);
  try {
    return (await store.outbox.listUndeliveredOutbox()).length;
  } finally {
    await store.close();
  }
}

/** What the fault test promises, checked against the store and the SMTP server's inbox. */
async function expectExactlyOnce(options: StoreOptions, mailDir: string, acknowledged: string[]): Promise<void> {
  await expect
    .poll(() => pendingMail(options), { timeout: 60_000, message: 'every mail delivered, none dead' })
    .toBe(0);

  const store = await openStore(options);
  const stored = await store.submissions.listSubmissions({ type: 'demo' }).finally(() => store.close());
  const storedIds = stored.map((row) => row.id);
  expect(
    acknowledged.filter((id) => !storedIds.includes(id)),
    'acknowledged posts missing from the store',
  ).toEqual([]);
  // Each post had its own address: a post stored twice would show it twice.
  const emails = stored.map((row) => (row.payload as { Email: string }).Email);
  expect(new Set(emails).size).toBe(emails.length);

  const mails = readCapturedMails(mailDir);
  const byMessageId = new Map<string, typeof mails>();
  for (const mail of mails)
    byMessageId.set(mail.headers['message-id']!, [...(byMessageId.get(mail.headers['message-id']!) ?? []), mail]);
  // One message per outbox row of every stored post (the id's left part is `<submission id>.<row id>`) ...
  const submissionOf = (messageId: string) => /^<([0-9a-f-]{36})\.\d+@/.exec(messageId)?.[1];
  expect(
    [...byMessageId.keys()].filter((id) => !storedIds.includes(submissionOf(id) ?? '')),
    'mail of no stored post',
  ).toEqual([]);
  for (const id of storedIds)
    expect(
      [...byMessageId.keys()].filter((messageId) => submissionOf(messageId) === id),
      `mails of ${id}`,
    ).toHaveLength(MAILS_PER_POST);
  // ... and a repeat is the same message again, which the receiving side recognises by its Message-ID.
  for (const copies of byMessageId.values()) {
    expect(new Set(copies.map((copy) => JSON.stringify([copy.to, copy.headers.subject, copy.text]))).size).toBe(1);
  }
  test.info().annotations.push({
    type: 'delivery',
    description: `${stored.length} posts stored (${acknowledged.length} acknowledged), ${byMessageId.size} messages, ${mails.length - byMessageId.size} repeated after the kill`,
  });
}

test.describe('store faults', () => {
  let smtp: SmtpCapture;
  let mailDir: string;
  const servers: RunningServer[] = [];
  const dirs: string[] = [];

  test.beforeEach(async () => {
    mailDir = mkdtempSync(join(tmpdir(), 'fault-mail-'));
    dirs.push(mailDir);
    smtp = await startSmtpCapture(mailDir);
  });

  test.afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop();
    await smtp.stop();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** Settings of every instance: a short lease, so mail claimed by the killed one is retaken soon. */
  const settings = () => ({
    SMTP_URL: smtp.url,
    RATE_LIMIT_PER_MINUTE: '100000',
    OUTBOX_INTERVAL_MS: '200',
    OUTBOX_LEASE_MS: '3000',
    IP_HASH_SALT: SALT,
  });

  async function instance(env: Record<string, string>): Promise<RunningServer> {
    const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'fault-data-'));
    if (!dirs.includes(dataDir)) dirs.push(dataDir);
    const server = await startServer({ ...settings(), ...env, DATA_DIR: dataDir });
    servers.push(server);
    return server;
  }

  test('two instances on one PostgreSQL, one killed with SIGKILL mid-burst and started again', async () => {
    const unavailable = postgresUnavailableReason();
    test.skip(unavailable !== undefined && !postgresRequired(), `PostgreSQL: ${unavailable}`);
    test.setTimeout(180_000);
    let cluster: PostgresCluster | undefined;
    try {
      cluster = await startPostgresCluster({ durable: false });
      const databaseUrl = await cluster.createDatabase('faults');
      // Both instances start (and migrate) at once.
      const [a, b] = await Promise.all([
        instance({ DATABASE_URL: databaseUrl }),
        instance({ DATABASE_URL: databaseUrl }),
      ]);
      let live = [
        { server: a!, headers: await session(a!) },
        { server: b!, headers: await session(b!) },
      ];
      const acknowledged = await burst({
        targets: () => live,
        posts: 150,
        concurrency: 8,
        killAfter: 40,
        kill: () => a!.process.kill('SIGKILL'),
      });
      // The killed instance comes back, as a supervisor would restart it, and takes posts again.
      const restarted = await instance({ DATABASE_URL: databaseUrl, DATA_DIR: a!.dataDir });
      live = [
        { server: restarted, headers: await session(restarted) },
        { server: b!, headers: live[1]!.headers },
      ];
      const after = await burst({
        targets: () => live,
        posts: 60,
        from: 150,
        concurrency: 8,
        killAfter: Infinity,
        kill: () => undefined,
      });
      expect(acknowledged.length).toBeLessThan(150);
      expect(after).toHaveLength(60);
      await expectExactlyOnce({ dataDir: a!.dataDir, databaseUrl }, mailDir, [...acknowledged, ...after]);
    } finally {
      for (const server of servers.splice(0)) await server.stop();
      cluster?.stop();
    }
  });

  test('one SQLite instance killed with SIGKILL mid-burst and started again', async () => {
    test.setTimeout(120_000);
    const first = await instance({});
    const firstHeaders = await session(first);
    const acknowledged = await burst({
      targets: () => [{ server: first, headers: firstHeaders }],
      posts: 120,
      concurrency: 8,
      killAfter: 40,
      kill: () => first.process.kill('SIGKILL'),
    });
    const restarted = await instance({ DATA_DIR: first.dataDir });
    const headers = await session(restarted);
    const after = await burst({
      targets: () => [{ server: restarted, headers }],
      posts: 30,
      from: 120,
      concurrency: 8,
      killAfter: Infinity,
      kill: () => undefined,
    });
    expect(acknowledged.length).toBeLessThan(120);
    expect(after).toHaveLength(30);
    await expectExactlyOnce({ dataDir: first.dataDir }, mailDir, [...acknowledged, ...after]);
  });
});

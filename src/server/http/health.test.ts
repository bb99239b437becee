import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpFixtureApp } from '../../../tests/support/fixture-app.ts';
import { DuplicateSubmissionError, type Store } from '../store/index.ts';
import { healthRoutes, readinessProbe, STUCK_MAIL_MS, type ReadinessOptions, type ReadinessStore } from './health.ts';
import { watchingWrites, WRITE_FAILURE_HOLD_MS, WriteOutcomes } from './write-outcomes.ts';

describe('on the real app', () => {
  const server = setUpFixtureApp();

  it('/healthz says ok; /readyz says ok and names its checks, nothing more', async () => {
    const live = await server().app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await server().app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', mail: 'ok' } });
  });
});

describe('/readyz', () => {
  const now = new Date('2030-05-01T12:00:00.000Z');
  const SECRET_DETAIL = 'SQLITE_READONLY: attempt to write a readonly database';

  /** The routes on a store that writes or not, with its oldest pending mail queued `mailAgeMs` ago. */
  async function readyz(
    store: { writes: boolean; reads?: boolean; mailAgeMs?: number },
    options: Omit<ReadinessOptions, 'now'> = {},
  ) {
    const app = Fastify();
    const fake: ReadinessStore = {
      async probeWrite() {
        if (!store.writes) throw new Error(SECRET_DETAIL);
      },
      outbox: {
        async oldestPendingMailAt() {
          if (store.reads === false) throw new Error('SQLITE_IOERR');
          return store.mailAgeMs === undefined ? null : new Date(now.getTime() - store.mailAgeMs).toISOString();
        },
      },
    };
    await app.register(healthRoutes, { readiness: readinessProbe(fake, { ...options, now: () => now }) });
    const [ready, live] = [
      await app.inject({ method: 'GET', url: '/readyz' }),
      await app.inject({ method: 'GET', url: '/healthz' }),
    ];
    await app.close();
    return { status: ready.statusCode, body: ready.json(), text: ready.body, live: live.statusCode };
  }

  it('answers 503 naming the database when the store takes no write, while /healthz still answers 200', async () => {
    const answer = await readyz({ writes: false });
    expect(answer).toMatchObject({
      status: 503,
      body: { status: 'unavailable', checks: { database: 'failing: the database takes no write', mail: 'ok' } },
      live: 200,
    });
    // The error itself (paths, engine messages) goes to the log only.
    expect(answer.text).not.toContain('SQLITE');
  });

  it('answers 503 naming the mail once the oldest pending mail has waited more than an hour, not before', async () => {
    expect(await readyz({ writes: true, mailAgeMs: STUCK_MAIL_MS - 1000 })).toMatchObject({
      status: 200,
      body: { status: 'ok' },
    });
    const stuck = await readyz({ writes: true, mailAgeMs: STUCK_MAIL_MS + 1000 });
    expect(stuck).toMatchObject({
      status: 503,
      body: {
        status: 'unavailable',
        checks: { database: 'ok', mail: 'failing: mail has waited more than an hour to go out' },
      },
      live: 200,
    });
    // No time, no count: nothing a stranger could measure the traffic with.
    expect(stuck.text).not.toMatch(/\d/);
  });

  it('names both checks when both fail', async () => {
    expect((await readyz({ writes: false, reads: false })).body).toEqual({
      status: 'unavailable',
      checks: { database: 'failing: the database takes no write', mail: 'failing: the mail queue cannot be read' },
    });
  });
});

describe('/readyz and the writes that matter', () => {
  const now = new Date('2030-05-01T12:00:00.000Z');
  const dir = mkdtempSync(join(tmpdir(), 'readiness-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A store whose probe write passes (a one-row update in place), whatever its submissions do. */
  const probeOnly: ReadinessStore = {
    async probeWrite() {},
    outbox: { oldestPendingMailAt: async () => null },
  };
  const database = async (options: ReadinessOptions) => (await readinessProbe(probeOnly, options)()).checks.database;

  it("fails while a visitor's submission failed lately, though the probe write passes; a success or the hold ends it", async () => {
    const writes = new WriteOutcomes();
    const at = (ms: number) => () => new Date(now.getTime() + ms);
    expect(await database({ writes, now: at(0) })).toEqual({ ok: true });
    writes.failed(new Error('database or disk is full'), now);
    expect(await database({ writes, now: at(1000) })).toMatchObject({
      ok: false,
      failing: 'the database takes no write',
      detail: expect.stringContaining('database or disk is full'),
    });
    expect(await database({ writes, now: at(WRITE_FAILURE_HOLD_MS - 1) })).toMatchObject({ ok: false });
    expect(await database({ writes, now: at(WRITE_FAILURE_HOLD_MS) })).toEqual({ ok: true });
    writes.failed(new Error('database or disk is full'), now);
    writes.succeeded();
    expect(await database({ writes, now: at(1000) })).toEqual({ ok: true });
  });

  it('counts every refused submission but a duplicate', async () => {
    const writes = new WriteOutcomes();
    let refusal: Error = new DuplicateSubmissionError('email');
    const store = watchingWrites(
      {
        submissions: {
          insertSubmission: async () => {
            throw refusal;
          },
        },
      } as unknown as Store,
      writes,
      () => now,
    );
    await expect(store.submissions.insertSubmission({} as never)).rejects.toBe(refusal);
    expect(writes.recentFailure(now)).toBeUndefined();
    refusal = new Error('SQLITE_FULL: database or disk is full');
    await expect(store.submissions.insertSubmission({} as never)).rejects.toBe(refusal);
    expect(writes.recentFailure(now)).toMatchObject({ message: 'SQLITE_FULL: database or disk is full' });
  });

  it('fails while the data folder takes no new bytes, and leaves no probe file behind', async () => {
    expect(await database({ dataDir: dir })).toEqual({ ok: true });
    expect(readdirSync(dir)).toEqual([]);
    // A path through a file is no folder: nothing can be written under it.
    writeFileSync(join(dir, 'a-file'), '');
    expect(await database({ dataDir: join(dir, 'a-file') })).toMatchObject({
      ok: false,
      failing: 'the database takes no write',
    });
  });
});

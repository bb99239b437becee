// "Publish later" at the request level, on the real app with a copy of the fixture config (its site's
// zone is Asia/Dubai): who may schedule, list, move and cancel; every malformed or impossible time
// refused in words (a time gone by, year 275760, no offset, a zone that does not exist, a time the
// zone skips); a draft that is empty or would not publish refused; an account's limit of waiting
// schedules; a discarded draft taking its schedules along; and each change in the audit log. (A
// schedule's run is scheduler.test.ts's; going live in a browser, tests/e2e/schedule.spec.ts's.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApp, signedInAccounts, type FixtureApp } from '../../../tests/support/fixture-app.ts';
import { textHash } from '../editor/config-files.ts';
import { momentInZone } from '../../shared/zoned-time.ts';
import type { ScheduleView, SchedulesAnswer } from '../../shared/schedule-contract.ts';
import { WAITING_LIMIT } from '../publish/schedules/scheduling.ts';

const PASSWORD = 'the schedule password';
const ACCOUNTS = {
  eddie: ['editor'],
  paul: ['editor', 'publisher'],
  pia: ['editor', 'publisher'],
  root: ['admin'],
} as const;
const DAY = 24 * 60 * 60_000;
/** A time `ms` from now as the editor sends it: Dubai's wall-clock time with its offset and zone. */
const inDubai = (ms: number) => momentInZone(Date.now() + ms, 'Asia/Dubai');

describe('scheduled publishes, their calls', () => {
  let server: FixtureApp;
  const as: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    server = await fixtureApp();
    const accounts = await signedInAccounts(server, ACCOUNTS, PASSWORD);
    for (const [name, account] of Object.entries(accounts)) as[name] = account.headers;
  }, 60_000);
  afterAll(() => server.close());

  const call = (name: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
    // A call without a body says no content type, as the editor's DELETE does.
    const { 'content-type': type, ...headers } = as[name]!;
    return server.app.inject({
      method,
      url: `/admin/api/${url}`,
      headers: payload ? { ...headers, 'content-type': type! } : headers,
      ...(payload ? { payload } : {}),
    });
  };
  const live = (path: string) => readFileSync(join(server.configDir, path), 'utf8');
  /** Saves a change of faq.json's first question into the account's draft. */
  async function saveDraft(name: string, question = `Asked by ${name}?`) {
    const value = JSON.parse(live('faq.json')) as { items: { question: string }[] };
    value.items[0]!.question = question;
    const saved = await call(name, 'POST', 'draft', {
      files: [{ path: 'faq.json', baseHash: textHash(live('faq.json')), text: `${JSON.stringify(value, null, 2)}\n` }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const message = (response: { json: <T>() => T }) => response.json<{ message: string }>().message;

  it('refuses an editor the schedule, lets everyone who may edit see the list', async () => {
    await saveDraft('eddie');
    const refused = await call('eddie', 'POST', 'schedules', { at: inDubai(DAY) });
    expect(refused.statusCode).toBe(403);
    expect(message(refused)).toMatch(/^Your account may edit and save drafts/);
    const listed = await call('eddie', 'GET', 'schedules');
    expect(listed.statusCode).toBe(200);
    expect(listed.json<SchedulesAnswer>()).toMatchObject({ zone: 'Asia/Dubai', maxDaysAhead: 366, schedules: [] });
  });

  it('refuses to schedule an empty draft', async () => {
    const refused = await call('paul', 'POST', 'schedules', { at: inDubai(DAY) });
    expect(refused.statusCode).toBe(400);
    expect(message(refused)).toMatch(/^Nothing to schedule: your draft holds no change/);
  });

  it('refuses every time that is not one it may run at, each in words, and stores nothing', async () => {
    await saveDraft('paul');
    const cases: [unknown, RegExp][] = [
      ['tomorrow at nine', /^Write the time as ISO 8601 with its offset/],
      ['2030-03-30T09:00:00', /^Write the time as ISO 8601 with its offset/],
      ['2030-02-30T09:00:00+04:00', /^Write the time as ISO 8601 with its offset/],
      [42, /^Write the time as ISO 8601 with its offset/],
      ['', /^Write the time as ISO 8601 with its offset/],
      ['x'.repeat(81), /^Write the time as ISO 8601 with its offset/],
      [inDubai(-60_000), /^That time has passed: it is now .+ \(Asia\/Dubai\)\. Choose a time in the future\.$/],
      ['+275760-09-13T00:00:00Z', /^That is too far ahead: a publish can be scheduled at most 366 days ahead\.$/],
      ['+275760-09-14T00:00:00Z', /^That time lies beyond any date the server can hold/],
      [inDubai(400 * DAY), /^That is too far ahead/],
      [
        `${inDubai(DAY).replace(/\[.*\]$/, '')}[Mars/Olympus_Mons]`,
        /^There is no time zone called “Mars\/Olympus_Mons”/,
      ],
      [
        '2030-03-31T02:30:00+02:00[Europe/Berlin]',
        /^2030-03-31 02:30 does not exist in Europe\/Berlin: the clocks go forward/,
      ],
      [
        `${inDubai(DAY).replace('+04:00', '+05:00')}`,
        /^\+05:00 is not the offset of Asia\/Dubai at that time \(\+04:00\)/,
      ],
    ];
    for (const [at, expected] of cases) {
      const refused = await call('paul', 'POST', 'schedules', { at });
      expect(refused.statusCode, String(at)).toBe(400);
      expect(message(refused), String(at)).toMatch(expected);
    }
    for (const body of [{}, { at: inDubai(DAY), extra: 1 }])
      expect((await call('paul', 'POST', 'schedules', body)).statusCode).toBe(400);
    expect((await call('paul', 'GET', 'schedules')).json<SchedulesAnswer>().schedules).toEqual([]);
  });

  it('schedules the saved draft, lists it with who, when and which files, and writes it in the audit log', async () => {
    const at = inDubai(2 * DAY);
    const created = await call('paul', 'POST', 'schedules', { at });
    expect(created.statusCode, created.body).toBe(201);
    const { schedule } = created.json<{ schedule: ScheduleView }>();
    expect(schedule).toMatchObject({
      kind: 'publish',
      status: 'pending',
      at: new Date(Date.parse(at.replace(/\[.*\]$/, ''))).toISOString(),
      zone: 'Asia/Dubai',
      by: { name: 'paul', fullName: 'paul Fullname' },
      draftOf: { name: 'paul', fullName: 'paul Fullname' },
      files: ['faq.json'],
      publishId: null,
    });
    expect(message(created)).toMatch(/^Scheduled for \w+day, .+ \(Asia\/Dubai\)\.$/);
    const listed = (await call('eddie', 'GET', 'schedules')).json<SchedulesAnswer>();
    expect(listed.schedules.map((entry) => entry.id)).toEqual([schedule.id]);
    const store = await server.store();
    const entries = (await store.audit.list({ limit: 20 })).filter((entry) => entry.action === 'schedule');
    expect(entries.at(-1)).toMatchObject({
      actor: 'paul',
      detail: { schedule: schedule.id, at: schedule.at, files: ['faq.json'] },
    });
  });

  it('lets only its maker or an admin move or cancel it, while it waits', async () => {
    const { schedules } = (await call('paul', 'GET', 'schedules')).json<SchedulesAnswer>();
    const id = schedules[0]!.id;
    const notYours = await call('pia', 'PATCH', `schedules/${id}`, { at: inDubai(3 * DAY) });
    expect(notYours.statusCode).toBe(403);
    expect(message(notYours)).toBe('Only paul, who scheduled it, or an admin can change or cancel it.');
    expect((await call('pia', 'DELETE', `schedules/${id}`)).statusCode).toBe(403);
    expect((await call('paul', 'PATCH', `schedules/${id}`, { at: inDubai(-DAY) })).statusCode).toBe(400);
    const moved = await call('paul', 'PATCH', `schedules/${id}`, { at: inDubai(3 * DAY) });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(message(moved)).toMatch(/^Moved to /);
    const cancelled = await call('root', 'DELETE', `schedules/${id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<{ schedule: ScheduleView }>().schedule).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'root',
    });
    const again = await call('paul', 'DELETE', `schedules/${id}`);
    expect(again.statusCode).toBe(409);
    expect(message(again)).toMatch(/is no longer waiting/);
    expect((await call('paul', 'PATCH', `schedules/${id}`, { at: inDubai(DAY) })).statusCode).toBe(409);
    for (const missing of ['999999', 'abc', '0', '1e3'])
      expect((await call('paul', 'DELETE', `schedules/${missing}`)).statusCode, missing).toBe(404);
  });

  it('refuses a draft that someone published over, as Publish would', async () => {
    await saveDraft('pia', 'Asked by pia first?');
    const value = JSON.parse(live('faq.json')) as { items: { question: string }[] };
    value.items[0]!.question = 'Published meanwhile?';
    const { writeFileSync } = await import('node:fs');
    const before = live('faq.json');
    writeFileSync(join(server.configDir, 'faq.json'), `${JSON.stringify(value, null, 2)}\n`);
    try {
      const refused = await call('pia', 'POST', 'schedules', { at: inDubai(DAY) });
      expect(refused.statusCode).toBe(409);
      expect(message(refused)).toMatch(/^Someone published faq\.json since you began editing it/);
    } finally {
      writeFileSync(join(server.configDir, 'faq.json'), before);
    }
  });

  it('takes a draft’s waiting schedules along when it is discarded', async () => {
    const created = await call('pia', 'POST', 'schedules', { at: inDubai(DAY) });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ schedule: ScheduleView }>().schedule;
    expect((await call('pia', 'POST', 'draft/discard', {})).statusCode).toBe(200);
    const { schedules } = (await call('pia', 'GET', 'schedules')).json<SchedulesAnswer>();
    expect(schedules.find((entry) => entry.id === id)).toMatchObject({
      status: 'cancelled',
      message: 'Cancelled: pia Fullname discarded the draft it would have published.',
    });
    // Asked again for the discarded draft: nothing to schedule.
    expect(message(await call('pia', 'POST', 'schedules', { at: inDubai(DAY) }))).toMatch(/^Nothing to schedule/);
  });

  it('refuses the schedules of one account past its limit, 10,000 asked', async () => {
    await saveDraft('root');
    const statuses = new Map<number, number>();
    let last = '';
    const ask = async (n: number) => {
      const response = await call('root', 'POST', 'schedules', { at: inDubai(DAY + n * 1000) });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode !== 201) last = message(response);
    };
    // The first ones one after another (each checks the draft), the rest a few hundred at a time.
    for (let n = 0; n < WAITING_LIMIT + 1; n++) await ask(n);
    for (let n = WAITING_LIMIT + 1; n < 10_000; n += 500)
      await Promise.all(Array.from({ length: Math.min(500, 10_000 - n) }, (_, k) => ask(n + k)));
    expect(Object.fromEntries(statuses)).toEqual({ 201: WAITING_LIMIT, 409: 10_000 - WAITING_LIMIT });
    expect(last).toBe(
      `You have ${WAITING_LIMIT} publishes scheduled already, the most one account may have waiting. Cancel one, or wait until one has run.`,
    );
  }, 300_000);

  it('lists a scheduled publish that did not go live in the History, among the versions of its time', async () => {
    const store = await server.store();
    // A version before it (the fixture's server has none): the History's older pages lie before that.
    await store.publishes.recordBaseline({ 'faq.json': live('faq.json') }, new Date(Date.now() - 60_000));
    const paul = (await store.accounts.findUser('paul'))!;
    const maker = { id: paul.id, name: paul.name, fullName: paul.fullName };
    // Hours ahead, so that the app's own scheduler (on the real clock) leaves it to this test; before
    // the schedules the earlier cases left waiting (a day ahead), so that this test's claim takes it.
    const runAt = new Date(Date.now() + DAY / 2);
    const files = [{ path: 'faq.json', text: '{}\n', baseHash: null }];
    const id = (await store.schedules.add(
      { kind: 'publish', runAt, zone: 'Asia/Dubai', createdBy: maker, draftOf: maker, files },
      new Date(),
      WAITING_LIMIT,
    ))!;
    expect((await store.schedules.claimDue('this test', runAt, new Date(0)))?.row.id).toBe(id);
    const message = 'Stopped: someone published faq.json after this was scheduled.';
    expect(await store.schedules.finish(id, 'this test', { status: 'stopped', message }, runAt)).toBe(true);

    type HistoryPage = { versions: { id: number }[]; next: number | null; notLive: ScheduleView[] };
    const first = (await call('eddie', 'GET', 'history')).json<HistoryPage>();
    expect(first.notLive.find((entry) => entry.id === id)).toMatchObject({
      status: 'stopped',
      message,
      by: { name: 'paul' },
      files: ['faq.json'],
    });
    // Older pages list only what ended before their versions: it is not listed twice.
    const oldest = first.versions.at(-1)!.id;
    const older = (await call('eddie', 'GET', `history?before=${oldest}`)).json<HistoryPage>();
    expect(older.notLive.map((entry) => entry.id)).not.toContain(id);
  });

  it('answers a method the route does not take, and a call without the anti-forgery header', async () => {
    const { cookie } = as.paul!;
    expect(
      (await server.app.inject({ method: 'DELETE', url: '/admin/api/schedules/1', headers: { cookie } })).statusCode,
    ).toBe(403);
    expect(
      (await server.app.inject({ method: 'PUT', url: '/admin/api/schedules/1', headers: as.paul })).statusCode,
    ).toBe(405);
    expect(
      (await server.app.inject({ method: 'DELETE', url: '/admin/api/no-such-thing', headers: as.paul })).statusCode,
    ).toBe(405);
  });
});

// /admin's Leads calls at the request level, on the real app: the list a page at a time with its
// filters, bots apart; the timeline; the download in the CLI's CSV and JSON; the erasure; the mail
// queue with retry; bodies checked, answers never cached, everything in the audit log without the
// text of a filter or an address.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  fixtureApp,
  fixtureConfigDir,
  postHeaders,
  signedInAccounts,
  type FixtureApp,
} from '../../../tests/support/fixture-app.ts';
import type { InsertSubmissionInput, Store } from '../store/index.ts';
import { adminText } from '../words/text.ts';

const PASSWORD = 'a passphrase for the leads';

/** Every Leads page and call, as [method, url, body]: none answers without a session. */
export const LEADS_CALLS: ['GET' | 'POST', string, object?][] = [
  ['GET', '/admin/leads'],
  ['GET', '/admin/api/leads/kinds'],
  ['POST', '/admin/api/leads', { filter: {} }],
  ['POST', '/admin/api/leads/export', { filter: {}, format: 'csv' }],
  ['POST', '/admin/api/leads/person', { email: 'asha@example.com' }],
  ['POST', '/admin/api/leads/erase', { email: 'nobody@example.com' }],
  ['GET', '/admin/api/leads/mail-queue'],
  ['POST', '/admin/api/leads/mail-queue/retry', { dead: true }],
];

const demo = (first: string, email: string, extra: Record<string, unknown> = {}): InsertSubmissionInput => ({
  type: 'demo',
  payload: { FirstName: first, LastName: 'Rao', Email: email, company: 'Acme', ...extra },
  leadEmail: email,
  outbox: [{ kind: 'mail', payload: { to: 'sales@example.com', subject: `Demo from ${first}`, text: first } }],
});

describe('/admin Leads', () => {
  let server: FixtureApp;
  let store: Store;
  let session: Record<string, string>;
  /** An account that may edit and publish, but not see the leads. */
  let publisher: Record<string, string>;

  beforeAll(async () => {
    server = await fixtureApp();
    store = await server.store();
    const accounts = await signedInAccounts(server, { sales: ['leads'], publisher: ['editor', 'publisher'] }, PASSWORD);
    session = accounts.sales.headers;
    publisher = accounts.publisher.headers;
  }, 60_000);
  afterAll(() => server?.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object | string, headers = session) =>
    server.app.inject({
      method,
      url,
      headers,
      ...(payload !== undefined ? { payload } : {}),
      remoteAddress: '10.7.0.1',
    });
  const list = async (body: object) => {
    const response = await call('POST', '/admin/api/leads', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      rows: { id: string; type: string; email: string | null; fields: Record<string, unknown>; suspectedBot: string }[];
      newer: string | null;
      older: string | null;
    };
  };
  const auditSince = async (since: string) =>
    (await store.audit.list({ since, limit: 100 })).filter((e) => e.actor === 'sales');

  it('answers no page or call without a session', async () => {
    for (const [method, url, body] of LEADS_CALLS) {
      const response = await call(method, url, body, postHeaders);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses every Leads page and call to an account without the leads role, with a sentence (403)', async () => {
    for (const [method, url, body] of LEADS_CALLS) {
      const response = await call(method, url, body, publisher);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.body, `${method} ${url}`).toContain(adminText.roles.refused.leads);
    }
  });

  it('lists every kind newest first, with the fields, never cached; bots in a list of their own', async () => {
    const asha = await store.submissions.insertSubmission(demo('Asha', 'asha@example.com'));
    const trial = await store.submissions.insertSubmission({
      type: 'trial',
      payload: { Customer: 'Ravi Kumar', Email: 'ravi@corp.in', Mobile: '9876543210' },
      leadEmail: 'ravi@corp.in',
      outbox: [],
    });
    const bot = await store.submissions.insertSubmission({
      ...demo('Spam', 'spam@bots.example'),
      meta: { suspectedBot: 'too-fast' },
    });
    const response = await call('POST', '/admin/api/leads', { filter: {} });
    expect(response.headers['cache-control']).toBe('no-store');
    const page = await list({ filter: {} });
    expect(page.rows.map((row) => row.id)).toEqual([trial.id, asha.id]);
    expect(page.rows[1]).toMatchObject({
      type: 'demo',
      email: 'asha@example.com',
      fields: { FirstName: 'Asha', company: 'Acme' },
      suspectedBot: null,
    });
    expect((await list({ filter: { bots: true } })).rows).toMatchObject([{ id: bot.id, suspectedBot: 'too-fast' }]);
    expect((await list({ filter: { type: 'trial' } })).rows.map((row) => row.id)).toEqual([trial.id]);
    expect((await list({ filter: { text: 'RAVI K' } })).rows.map((row) => row.id)).toEqual([trial.id]);

    const kinds = (await call('GET', '/admin/api/leads/kinds')).json() as {
      kinds: { type: string; fields: { key: string; title: string }[] }[];
    };
    const demoKind = kinds.kinds.find((kind) => kind.type === 'demo')!;
    expect(demoKind.fields.map((field) => field.key)).toContain('Email');
    expect(kinds.kinds.map((kind) => kind.type)).toContain('service');
  });

  it('pages by 50 with cursors, older and back, and audits each page without the text searched', async () => {
    const since = new Date().toISOString();
    for (let i = 0; i < 60; i++) await store.submissions.insertSubmission(demo(`Person${i}`, `p${i}@paging.example`));
    const filter = { text: 'paging.example' };
    const first = await list({ filter });
    expect(first.rows).toHaveLength(50);
    expect(first.newer).toBeNull();
    const second = await list({ filter, after: first.older });
    expect(second.rows.map((row) => row.fields.FirstName)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Person${9 - i}`),
    );
    expect(second.older).toBeNull();
    const back = await list({ filter, before: second.newer });
    expect(back.rows.map((row) => row.id)).toEqual(first.rows.map((row) => row.id));

    const entries = await auditSince(since);
    expect(entries.filter((e) => e.action === 'leads-listed').map((e) => e.detail)).toEqual([
      { view: 'leads', text: 'given', page: 'newest', rows: 50 },
      { view: 'leads', text: 'given', page: 'older', rows: 10 },
      { view: 'leads', text: 'given', page: 'newer', rows: 50 },
    ]);
    expect(JSON.stringify(entries)).not.toContain('paging.example');
  });

  it('refuses bodies that are not what the page sends, with a readable 400 (413 when too large)', async () => {
    for (const body of [
      {},
      { filter: { type: 'Demo; DROP' } },
      { filter: { from: '2025-01-01' } },
      { filter: { text: 'x'.repeat(201) } },
      { filter: {}, after: "2025-01-01T00:00:00.000Z_1' OR 1=1" },
      { filter: {}, extra: 1 },
      { filter: {}, after: '2025-01-01T00:00:00.000Z_1', before: '2025-01-01T00:00:00.000Z_2' },
    ]) {
      const response = await call('POST', '/admin/api/leads', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect((response.json() as { message: string }).message).toMatch(/reload the page/i);
    }
    expect((await call('POST', '/admin/api/leads/person', { email: 'not an address' })).statusCode).toBe(400);
    expect((await call('POST', '/admin/api/leads/export', { filter: {}, format: 'xlsx' })).statusCode).toBe(400);
    expect((await call('POST', '/admin/api/leads/mail-queue/retry', { id: 0 })).statusCode).toBe(400);
    expect((await call('POST', '/admin/api/leads/mail-queue/retry', { id: 1, dead: true })).statusCode).toBe(400);
    expect((await call('POST', '/admin/api/leads', { filter: { text: 'x'.repeat(5000) } })).statusCode).toBe(413);
  });

  it('downloads the filter as a spreadsheet-safe CSV in words and as JSON, named by kind and period, and audits how many rows went', async () => {
    const since = new Date().toISOString();
    const technical = (first: string, email: string, extra: Record<string, unknown> = {}) => ({
      ...demo(first, email, extra),
      meta: { form: 'demo', elapsedMs: 8400, sentWithoutScript: true },
      ip: '203.0.113.9',
    });
    const evil = await store.submissions.insertSubmission(
      technical('=HYPERLINK("http://evil")', 'csv@download.example'),
    );
    await store.submissions.insertSubmission(
      technical('Plain', 'plain@download.example', { message: 'a, "quoted"\nline' }),
    );
    const filter = {
      type: 'demo',
      text: 'download.example',
      from: '2026-10-31T18:30:00.000Z',
      to: '2099-12-01T18:30:00.000Z',
    };
    const reader = { locale: 'en-US', timeZone: 'Asia/Kolkata' };
    const csv = await call('POST', '/admin/api/leads/export', { filter, format: 'csv', reader });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    // By what it holds: the kind, the period in the reader's days (to today, the filter's end being
    // later), that a search chose among them; never the search's words.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: reader.timeZone }).format(new Date());
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="leads-demo-2026-11-01-to-${today}-search.csv"`,
    );
    expect(csv.headers['cache-control']).toBe('no-store');
    const lines = csv.body.split('\r\n');
    // Every field of the demo form by its title, in its order, filled in or not (a Product no one
    // chose), then a key the form has no more (LastName, sent by older rows), then the technical
    // details in words; the network fingerprint is not the sales'.
    const demoForm = JSON.parse(readFileSync(join(fixtureConfigDir, 'forms/demo.json'), 'utf8')) as {
      schema: { properties: Record<string, { title?: string }> };
    };
    const titles = Object.entries(demoForm.schema.properties).map(([key, rules]) => rules.title ?? key);
    const words = adminText.leads.csv;
    const quoted = (word: string) => (/[",]/.test(word) ? `"${word.replace(/"/g, '""')}"` : word);
    expect(lines[0]).toBe(
      [
        words.id,
        words.type,
        'Received (Asia/Kolkata)',
        ...titles,
        'LastName',
        words.form,
        words.secondsOnForm,
        words.sentWithoutScript,
      ]
        .map(quoted)
        .join(','),
    );
    expect(titles).toContain('Fixture product');
    expect(csv.body).not.toContain('203.0.113.9');
    // As the History shows a time to a reader in India.
    const received = new Date(
      (await store.submissions.listLeads({ text: 'csv@download' }, { limit: 1 })).rows[0]!.createdAt,
    ).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
    expect(lines[2]).toBe(
      `${evil.id},demo,"${received}","'=HYPERLINK(""http://evil"")",csv@download.example,,Acme,,,Rao,demo,8,${words.yes}`,
    );
    expect(csv.body).toContain('"a, ""quoted""\nline"');
    expect(lines).toHaveLength(4);

    const json = await call('POST', '/admin/api/leads/export', { filter, format: 'json', reader });
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json.headers['content-disposition']).toBe(
      `attachment; filename="leads-demo-2026-11-01-to-${today}-search.json"`,
    );
    const rows = json.json() as { payload: { FirstName: string }; meta: object }[];
    expect(rows.map((row) => row.payload.FirstName)).toEqual(['Plain', '=HYPERLINK("http://evil")']);
    expect(rows[0]!.meta).toEqual({ form: 'demo', elapsedMs: 8400, sentWithoutScript: true });
    const none = await call('POST', '/admin/api/leads/export', { filter: { text: 'nobody at all' }, format: 'json' });
    expect(none.json()).toEqual([]);
    // Without a reader: UTC, named so.
    const utc = await call('POST', '/admin/api/leads/export', { filter: { text: 'nobody at all' }, format: 'csv' });
    expect(utc.body).toContain('Received (UTC)');
    expect(utc.headers['content-disposition']).toMatch(
      /^attachment; filename="leads-all-until-\d{4}-\d{2}-\d{2}-search\.csv"$/,
    );
    for (const bad of [{ timeZone: 'Mars/Olympus_Mons' }, { locale: 'en_US' }, { timeZone: '../etc' }]) {
      const refused = await call('POST', '/admin/api/leads/export', { filter: {}, format: 'csv', reader: bad });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }

    const downloads = (await auditSince(since)).filter((e) => e.action === 'leads-downloaded');
    const audited = { view: 'leads', type: 'demo', from: filter.from, to: filter.to, text: 'given' };
    expect(downloads.map((e) => e.detail)).toEqual([
      { ...audited, format: 'csv', rows: 2, complete: true },
      { ...audited, format: 'json', rows: 2, complete: true },
      { view: 'leads', text: 'given', format: 'json', rows: 0, complete: true },
      { view: 'leads', text: 'given', format: 'csv', rows: 0, complete: true },
    ]);
  });

  it("shows an admin, and only an admin, each submission's network fingerprint in the downloads", async () => {
    const { admin } = await signedInAccounts(server, { admin: ['admin'] }, PASSWORD);
    await store.submissions.insertSubmission({ ...demo('Ira', 'ira@fingerprint.example'), ip: '198.51.100.7' });
    const filter = { text: 'fingerprint.example' };
    const download = (format: string, headers: Record<string, string>) =>
      call('POST', '/admin/api/leads/export', { filter, format }, headers);
    const hash = ((await download('json', admin.headers)).json() as { meta: { ipHash: string } }[])[0]!.meta.ipHash;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const [header, record] = (await download('csv', admin.headers)).body.split('\r\n');
    expect(header).toContain(adminText.leads.csv.ipFingerprint);
    expect(record).toContain(hash);
    const sales = await download('csv', session);
    expect(sales.body).not.toContain(adminText.leads.csv.ipFingerprint);
    expect(sales.body).not.toContain(hash);
    expect((await download('json', session)).body).not.toContain(hash);
  });

  it("shows a person's timeline, oldest first, with whether each mail went out", async () => {
    const first = await store.submissions.insertSubmission(demo('Meera', 'meera@timeline.example'));
    const second = await store.submissions.insertSubmission({
      type: 'trial',
      payload: { Customer: 'Meera', Email: 'Meera@Timeline.example' },
      leadEmail: 'Meera@Timeline.example',
      outbox: [],
    });
    const [mail] = (await store.outbox.listUndeliveredOutbox()).filter((row) => row.submissionId === first.id);
    await store.outbox.markOutboxSent(mail!.id, new Date());
    const response = await call('POST', '/admin/api/leads/person', { email: 'MEERA@timeline.example' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const timeline = response.json() as { email: string; submissions: { id: string; deliveries: object[] }[] };
    expect(timeline.email).toBe('meera@timeline.example');
    expect(timeline.submissions.map((s) => s.id)).toEqual([first.id, second.id]);
    expect(timeline.submissions[0]!.deliveries).toMatchObject([{ kind: 'mail', state: 'sent', to: 's***@e***.com' }]);
    expect(JSON.stringify(timeline)).not.toContain('Demo from Meera');
    const unknown = await call('POST', '/admin/api/leads/person', { email: 'nobody@timeline.example' });
    expect(unknown.statusCode).toBe(404);
    expect((unknown.json() as { message: string }).message).toBe('Nothing is stored for this e-mail address.');
  });

  it("shows each lead's source in the list, the timeline and the CSV, as text, and erases it with the person", async () => {
    const source = {
      page: '/demo',
      landingPage: '/erp',
      referrerHost: 'news.example.org',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: '=cmd|<script>alert(1)</script>',
    };
    const stored = await store.submissions.insertSubmission({ ...demo('Uma', 'uma@source.example'), source });
    const [row] = (await list({ filter: { text: 'uma@source.example' } })).rows as unknown as { source: object }[];
    expect(row!.source).toEqual(source);
    const timeline = await call('POST', '/admin/api/leads/person', { email: 'uma@source.example' });
    expect((timeline.json() as { submissions: { source: object }[] }).submissions[0]!.source).toEqual(source);
    const csv = await call('POST', '/admin/api/leads/export', {
      filter: { text: 'uma@source.example' },
      format: 'csv',
    });
    const [header, record] = csv.body.split('\r\n');
    const words = adminText.leads.csv;
    for (const heading of [
      'sourcePage',
      'landingPage',
      'referrerHost',
      'utmSource',
      'utmMedium',
      'utmCampaign',
    ] as const)
      expect(header).toContain(words[heading]);
    expect(record).toContain(`${stored.id},demo,`);
    expect(record).toContain("/demo,/erp,news.example.org,newsletter,email,'=cmd|<script>alert(1)</script>");
    // No source known: the list says so with null, the CSV of such rows has no source columns.
    await store.submissions.insertSubmission(demo('Vik', 'vik@source.example'));
    const [plain] = (await list({ filter: { text: 'vik@source.example' } })).rows as unknown as { source: object }[];
    expect(plain!.source).toBeNull();
    const plainCsv = await call('POST', '/admin/api/leads/export', { filter: { text: 'vik@source' }, format: 'csv' });
    expect(plainCsv.body).not.toContain(adminText.leads.csv.sourcePage);
    expect((await call('POST', '/admin/api/leads/erase', { email: 'uma@source.example' })).statusCode).toBe(200);
    expect(JSON.stringify(await store.submissions.listSubmissions({}))).not.toContain('news.example.org');
  });

  it('erases a person everywhere, says what went, and the audit keeps only counts', async () => {
    const since = new Date().toISOString();
    await store.submissions.insertSubmission(demo('Kiran', 'kiran@erase.example'));
    await store.submissions.insertSubmission(demo('Kiran', 'kiran@erase.example'));
    const response = await call('POST', '/admin/api/leads/erase', { email: 'kiran@erase.example' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ submissions: 2, outboxRows: 2, mailFiles: 0 });
    // Each count in the form that fits it.
    expect(response.json().message).toMatch(
      /^Erased kiran@erase\.example: 2 submissions, 2 mail and webhook rows and 0 mail files\./,
    );
    expect((await list({ filter: { text: 'erase.example' } })).rows).toEqual([]);
    expect((await call('POST', '/admin/api/leads/person', { email: 'kiran@erase.example' })).statusCode).toBe(404);
    const erased = (await auditSince(since)).filter((e) => e.action === 'lead-erased');
    expect(erased.map((e) => e.detail)).toEqual([{ submissions: 2, outboxRows: 2, mailFiles: 0 }]);
  });

  it('shows the mail queue, masked and without the text, and makes a mail or every dead one due again', async () => {
    const stored = await store.submissions.insertSubmission({
      ...demo('Queue', 'queue@mail.example'),
      outbox: [{ kind: 'mail', payload: { to: 'queue@mail.example', subject: 'Your demo', text: 'secret text' } }],
    });
    const [row] = (await store.outbox.listUndeliveredOutbox()).filter((r) => r.submissionId === stored.id);
    await store.outbox.markOutboxFailed(row!.id, 'SMTP said no', new Date(), 1, new Date());
    const queue = (await call('GET', '/admin/api/leads/mail-queue')).json() as {
      rows: { id: number; state: string; to: string; lastError: string }[];
    };
    const shown = queue.rows.find((r) => r.id === row!.id)!;
    expect(shown).toMatchObject({ state: 'dead', to: 'q***@m***.example', lastError: 'SMTP said no' });
    expect(JSON.stringify(queue)).not.toContain('secret text');
    expect(JSON.stringify(queue)).not.toContain('queue@mail.example');

    const retried = await call('POST', '/admin/api/leads/mail-queue/retry', { id: row!.id });
    expect(retried.statusCode).toBe(200);
    const again = (await store.outbox.listUndeliveredOutbox()).find((r) => r.id === row!.id)!;
    expect(again).toMatchObject({ deadAt: null, attempts: 0 });
    const missing = await call('POST', '/admin/api/leads/mail-queue/retry', { id: 999999 });
    expect(missing.statusCode).toBe(404);
    await store.outbox.markOutboxFailed(row!.id, 'SMTP said no', new Date(), 1, new Date());
    const dead = (await call('POST', '/admin/api/leads/mail-queue/retry', { dead: true })).json() as {
      retried: number;
    };
    expect(dead.retried).toBeGreaterThanOrEqual(1);
  });

  it('serves the page as a document of the editor bundle, strict and never cached', async () => {
    const response: LightMyRequestResponse = await call('GET', '/admin/leads');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Fixture: the leads');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

// "Share a preview" at the request level, on the real app with a copy of the fixture config: who may
// share, list and revoke; every bad body refused in words; the limit of live links per account; the
// public address of a link opening the draft (its headers, its draft as shared or as it is now) and
// answering the site's 404 page after revocation, after its end (the server's clock driven through
// CLOCK_OFFSET_FILE, no waiting) and for a token of the wrong length or unknown; guesses rate limited;
// the audit log names each new link and revocation, never the token.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApp, postHeaders, signedInAccounts, type FixtureApp } from '../../../tests/support/fixture-app.ts';
import { textHash } from '../editor/config-files.ts';
import type { PreviewLinksAnswer, SharedDraftAnswer, SharedLinkAnswer } from '../../shared/preview-link-contract.ts';
import { LIVE_LIMIT, tokenHash } from '../publish/preview-links/sharing.ts';

const PASSWORD = 'the preview password';
const ACCOUNTS = { eddie: ['editor'], erin: ['editor'], leah: ['leads'], root: ['admin'] } as const;
const DAY = 24 * 60 * 60_000;

describe('preview links, their calls and their public pages', () => {
  let server: FixtureApp;
  const as: Record<string, Record<string, string>> = {};
  const clockDir = mkdtempSync(join(tmpdir(), 'preview-clock-'));
  const clockFile = join(clockDir, 'offset');
  const moveClock = (ms: number) => writeFileSync(clockFile, String(ms));

  beforeAll(async () => {
    moveClock(0);
    server = await fixtureApp({ CLOCK_OFFSET_FILE: clockFile, RATE_LIMIT_PER_MINUTE: '1000' });
    const accounts = await signedInAccounts(server, ACCOUNTS, PASSWORD);
    for (const [name, account] of Object.entries(accounts)) as[name] = account.headers;
  }, 60_000);
  afterAll(async () => {
    await server.close();
    rmSync(clockDir, { recursive: true, force: true });
  });

  const call = (name: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) => {
    const { 'content-type': type, ...headers } = as[name]!;
    return server.app.inject({
      method,
      url: `/admin/api/${url}`,
      headers: payload === undefined ? headers : { ...headers, 'content-type': type! },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  };
  const visit = (url: string) => server.app.inject({ method: 'GET', url });
  const live = (path: string) => readFileSync(join(server.configDir, path), 'utf8');
  async function saveQuestion(name: string, question: string) {
    const value = JSON.parse(live('faq.json')) as { items: { question: string }[] };
    value.items[0]!.question = question;
    const { files } = (await call(name, 'GET', 'draft')).json<{ files: { path: string; text: string }[] }>();
    const mine = files.find((file) => file.path === 'faq.json');
    const saved = await call(name, 'POST', 'draft', {
      files: [
        {
          path: 'faq.json',
          baseHash: textHash(mine ? mine.text : live('faq.json')),
          text: `${JSON.stringify(value, null, 2)}\n`,
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const share = async (name: string, body: unknown) => {
    const response = await call(name, 'POST', 'preview-links', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<SharedLinkAnswer>();
  };
  const question = async (url: string) => {
    const response = await visit(`${url}draft.json`);
    expect(response.statusCode, response.body).toBe(200);
    const { files } = response.json<SharedDraftAnswer>();
    return (JSON.parse(files['faq.json']!) as { items: { question: string }[] }).items[0]!.question;
  };
  const isNotFoundPage = (response: { statusCode: number; body: string }) =>
    response.statusCode === 404 && response.body.includes('Fixture: no such page');

  it('makes a link an editor shares: a 256-bit token in its address, opened without an account', async () => {
    await saveQuestion('eddie', 'Shared as it was?');
    const made = await share('eddie', { days: 7 });
    expect(made.url).toMatch(/^\/preview\/[A-Za-z0-9_-]{43}\/$/);
    expect(made.link).toMatchObject({ id: made.id, mode: 'snapshot', by: { name: 'eddie' }, files: ['faq.json'] });
    expect(Date.parse(made.link.expiresAt) - Date.parse(made.link.createdAt)).toBe(7 * DAY);

    const page = await visit(`${made.url}about/team`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<meta name="preview-link" content="${made.url}">`);
    expect(page.headers).toMatchObject({
      'x-robots-tag': 'noindex, nofollow',
      'cache-control': 'private, no-store',
      'referrer-policy': 'no-referrer',
    });
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(await question(made.url)).toBe('Shared as it was?');
    // Without the trailing slash, the link leads to its home page.
    const bare = await visit(made.url.slice(0, -1));
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe(made.url);
  });

  it('keeps only the hash of the token, and says nothing of the token in the audit log', async () => {
    const made = await share('eddie', { days: 1, follow: true });
    const token = made.url.split('/')[2]!;
    const store = await server.store();
    expect(await store.previewLinks.open(token, new Date())).toBeUndefined();
    expect((await store.previewLinks.open(tokenHash(token), new Date()))?.row.id).toBe(made.id);
    const entries = await store.audit.list({ limit: 20 });
    const shared = entries.find((entry) => entry.action === 'preview-shared' && entry.detail.link === made.id);
    expect(shared).toMatchObject({ actor: 'eddie', detail: { days: 1, mode: 'follow' } });
    expect(JSON.stringify(entries)).not.toContain(token);
  });

  it('shows the draft as shared, or as it is now when the link follows it', async () => {
    await saveQuestion('erin', 'First words?');
    const pinned = await share('erin', { days: 3 });
    const following = await share('erin', { days: 3, follow: true });
    await saveQuestion('erin', 'Second words?');
    expect(await question(pinned.url)).toBe('First words?');
    expect(await question(following.url)).toBe('Second words?');
  });

  it('refuses every bad body in words, and stores nothing', async () => {
    const before = (await call('eddie', 'GET', 'preview-links')).json<PreviewLinksAnswer>().links.length;
    for (const body of [
      { days: 0 },
      { days: 31 },
      { days: 'x' },
      { days: 2.5 },
      {},
      { days: 7, follow: 'yes' },
      { days: 7, at: 1 },
      [],
    ]) {
      const refused = await call('eddie', 'POST', 'preview-links', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json<{ message: string }>().message).toMatch(/^Send \{ "days": a whole number from 1 to 30/);
    }
    const notJson = await server.app.inject({
      method: 'POST',
      url: '/admin/api/preview-links',
      headers: as.eddie!,
      payload: '{"days": 7',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await call('eddie', 'GET', 'preview-links')).json<PreviewLinksAnswer>().links).toHaveLength(before);
  });

  it('refuses a snapshot of an empty draft, and anyone without the right to edit', async () => {
    const empty = await call('root', 'POST', 'preview-links', { days: 7 });
    expect(empty.statusCode).toBe(409);
    expect(empty.json<{ message: string }>().message).toMatch(/^Nothing to share as it is now/);
    const leads = await call('leah', 'POST', 'preview-links', { days: 7, follow: true });
    expect(leads.statusCode).toBe(403);
    const anonymous = await server.app.inject({ method: 'GET', url: '/admin/api/preview-links', headers: postHeaders });
    expect(anonymous.statusCode).toBe(401);
    const { cookie } = as.eddie!;
    const forged = await server.app.inject({
      method: 'POST',
      url: '/admin/api/preview-links',
      headers: { cookie: cookie!, 'content-type': 'application/json' },
      payload: '{"days":7}',
    });
    expect(forged.statusCode).toBe(403);
  });

  it('lists the caller’s live links with maker and end; an admin sees everyone’s', async () => {
    const mine = (await call('eddie', 'GET', 'preview-links')).json<PreviewLinksAnswer>().links;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((link) => link.by.name === 'eddie' && typeof link.expiresAt === 'string')).toBe(true);
    const all = (await call('root', 'GET', 'preview-links')).json<PreviewLinksAnswer>().links;
    expect(new Set(all.map((link) => link.by.name))).toEqual(new Set(['eddie', 'erin']));
  });

  it('revokes for its maker or an admin only; a revoked link answers the site’s 404 page', async () => {
    const made = await share('erin', { days: 2 });
    const unknown = await call('erin', 'DELETE', 'preview-links/no-such-link');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe('There is no preview link no-such-link.');
    const notYours = await call('eddie', 'DELETE', `preview-links/${made.id}`);
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json<{ message: string }>().message).toBe('Only erin, who shared it, or an admin can revoke it.');
    expect((await visit(made.url)).statusCode).toBe(200);
    const revoked = await call('erin', 'DELETE', `preview-links/${made.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(isNotFoundPage(await visit(made.url))).toBe(true);
    expect(isNotFoundPage(await visit(`${made.url}about`))).toBe(true);
    expect((await visit(`${made.url}draft.json`)).statusCode).toBe(404);
    const again = await call('root', 'DELETE', `preview-links/${made.id}`);
    expect(again.statusCode).toBe(409);
    const other = await share('erin', { days: 2 });
    expect((await call('root', 'DELETE', `preview-links/${other.id}`)).statusCode).toBe(200);
    const entries = await (await server.store()).audit.list({ limit: 50 });
    expect(entries.filter((entry) => entry.action === 'preview-revoked').map((entry) => entry.actor)).toEqual(
      expect.arrayContaining(['erin', 'root']),
    );
  });

  it('answers the site’s 404 page for a token of the wrong length, an unknown one, and one past its end', async () => {
    const made = await share('eddie', { days: 1 });
    expect(isNotFoundPage(await visit('/preview/short/'))).toBe(true);
    expect(isNotFoundPage(await visit(`/preview/${'A'.repeat(44)}/`))).toBe(true);
    expect(isNotFoundPage(await visit(`/preview/${'A'.repeat(43)}/`))).toBe(true);
    const notFound = await visit(`/preview/${'A'.repeat(43)}/`);
    expect(notFound.headers['cache-control']).toBe('private, no-store');
    expect(notFound.headers['x-robots-tag']).toBe('noindex, nofollow');
    moveClock(DAY - 1000);
    expect((await visit(made.url)).statusCode).toBe(200);
    moveClock(DAY);
    expect(isNotFoundPage(await visit(made.url))).toBe(true);
    expect(
      (await call('eddie', 'GET', 'preview-links')).json<PreviewLinksAnswer>().links.map((link) => link.id),
    ).not.toContain(made.id);
    moveClock(0);
  });

  it('shows the pictures uploaded into the maker’s draft; a published one comes from the live site', async () => {
    const made = await share('eddie', { days: 1, follow: true });
    const store = await server.store();
    const eddie = (await store.accounts.listUsers()).find((user) => user.name === 'eddie')!;
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const name = 'team-photo-0123456789.png';
    await store.draftUploads.add(
      eddie.id,
      { name, hash: 'h', mediaType: 'image/png', width: 1, height: 1, bytes: bytes.length, createdAt: '', data: bytes },
      1_000_000,
      new Date(),
    );
    const picture = await visit(`${made.url}images/uploads/${name}`);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['cache-control']).toBe('private, no-store');
    expect(new Uint8Array(picture.rawPayload)).toEqual(bytes);
    const published = await visit(`${made.url}images/uploads/other-photo-0123456789.png`);
    expect(published.statusCode).toBe(302);
    expect(published.headers.location).toBe('/images/uploads/other-photo-0123456789.png');
    expect(isNotFoundPage(await visit(`/preview/${'B'.repeat(43)}/images/uploads/${name}`))).toBe(true);
  });

  it('limits the live links of one account', async () => {
    const live = (await call('erin', 'GET', 'preview-links')).json<PreviewLinksAnswer>().links.length;
    for (let n = live; n < LIVE_LIMIT; n++) await share('erin', { days: 1, follow: true });
    const refused = await call('erin', 'POST', 'preview-links', { days: 1, follow: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      `You have ${LIVE_LIMIT} preview links live already, the most one account may have. Revoke one, or wait until one ends.`,
    );
  });
});

describe('guessing preview tokens', () => {
  let server: FixtureApp;
  beforeAll(async () => {
    // 120 a minute at least (app.ts): past them a client is answered 429.
    server = await fixtureApp({ RATE_LIMIT_PER_MINUTE: '1' });
  }, 60_000);
  afterAll(() => server.close());

  it('is rate limited per client', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 125; n++)
      statuses.push(
        (await server.app.inject({ method: 'GET', url: `/preview/${String(n).padStart(43, 'x')}/` })).statusCode,
      );
    expect(statuses.slice(0, 120).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(120)).toEqual([429, 429, 429, 429, 429]);
    const refused = await server.app.inject({ method: 'GET', url: `/preview/${'y'.repeat(43)}/` });
    expect(refused.json<{ message: string }>().message).toMatch(
      /^Too many preview pages asked for from your network\. Please try again in \d+ seconds\.$/,
    );
  });
});

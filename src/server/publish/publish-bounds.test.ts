// The bounds of drafts, checks and publishes at the request level, on the real app over a copy of
// the fixture config: a draft holds only config files within their sizes; a check reports a few
// hundred problems and a line for the rest; a publish of a draft that would not validate is refused
// before it starts; the history comes in pages without diffs; a publish can be stopped by its
// starter (not by another account), and one that runs past the time limit is stopped.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApp, signedInAccounts } from '../../../tests/support/fixture-app.ts';
import { readConfigFiles, textHash } from '../editor/config-files.ts';
import { MAX_REPORTED_PROBLEMS } from '../editor/reported-problems.ts';
import { MAX_DRAFT_BYTES, MAX_FILE_BYTES } from './draft-bounds.ts';
import { HISTORY_PAGE } from './publishing.ts';

const PASSWORD = 'the account password';
/** A publish builds the whole site: tens of seconds on a busy machine. */
const PUBLISH_MS = 180_000;

type Headers = Record<string, string>;
interface Status {
  running: { id: number; userName: string; cancelledBy: string | null } | null;
  last: { id: number; status: string; message: string | null } | null;
}

async function setUp(env: Record<string, string> = {}) {
  const server = await fixtureApp(env);
  const store = await server.store();
  const accounts = await signedInAccounts(
    server,
    { asha: ['editor', 'publisher'], ben: ['editor', 'publisher'] },
    PASSWORD,
  );
  const asha: Headers = accounts.asha.headers;
  const ben: Headers = accounts.ben.headers;
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, as: Headers = asha) =>
    server.app.inject({ method, url, headers: as, ...(payload === undefined ? {} : { payload: payload as object }) });
  const live = (path: string) => readFileSync(join(server.configDir, path), 'utf8');
  /** Every live config file: its text, its inode and its count of names (a publish's copy links to the live files). */
  const liveFolder = () =>
    Object.entries(readConfigFiles(server.configDir)).map(([path, text]) => {
      const { ino, nlink } = statSync(join(server.configDir, path));
      return { path, text, ino, nlink };
    });
  const status = async () => (await call('GET', '/admin/api/publish/status')).json<Status>();
  return { server, store, asha, ben, call, live, liveFolder, status };
}

/** A page file of the fixture, with `extra` properties the schema does not know. */
function pageWith(text: string, extra: Record<string, unknown>): string {
  return `${JSON.stringify({ ...(JSON.parse(text) as object), ...extra }, null, 2)}\n`;
}

describe('drafts, checks and the history', () => {
  let app: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    app = await setUp();
  }, 60_000);
  afterAll(() => app?.server.close());

  it('keeps only files of the kinds the config has in a draft', async () => {
    for (const path of ['junk/r1/f1.json', 'pages/deep/x.json', 'notes.json']) {
      const response = await app.call('POST', '/admin/api/draft', { files: [{ path, baseHash: null, text: '{}' }] });
      expect(response.statusCode, path).toBe(403);
      expect(response.json<{ message: string }>().message).toContain(
        `"${path}" is not a file of the site configuration`,
      );
    }
    expect((await app.call('GET', '/admin/api/draft')).json()).toEqual({ files: [], adminOnly: null, behind: [] });
  });

  it('refuses a file over its size, and a draft over its size, saying which and how large', async () => {
    const big = JSON.stringify({ $comment: 'x'.repeat(MAX_FILE_BYTES) });
    const tooBig = await app.call('POST', '/admin/api/draft', {
      files: [{ path: 'pages/big.json', baseHash: null, text: big }],
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json<{ message: string }>().message).toMatch(
      /^pages\/big\.json is 257 KiB; a config file may have at most 256 KiB\. Nothing was saved\./,
    );
    // Files just under the limit, one per save, until the draft would pass its own.
    const quarter = JSON.stringify({ $comment: 'y'.repeat(MAX_FILE_BYTES - 100) });
    const answers: number[] = [];
    for (let i = 0; i < Math.ceil(MAX_DRAFT_BYTES / MAX_FILE_BYTES) + 1; i++)
      answers.push(
        (
          await app.call('POST', '/admin/api/draft', {
            files: [{ path: `pages/filler-${i}.json`, baseHash: null, text: quarter }],
          })
        ).statusCode,
      );
    expect(answers).toEqual([200, 200, 200, 200, 413]);
    const refused = await app.call('POST', '/admin/api/draft', {
      files: [{ path: 'pages/one-more.json', baseHash: null, text: quarter }],
    });
    expect(refused.json<{ message: string }>().message).toMatch(
      /^Your draft would hold 1,2\d\d KiB of files; a draft may hold at most 1,024 KiB\. Nothing was saved\./,
    );
    // Saving a file again replaces its text in the count.
    expect(
      (
        await app.call('POST', '/admin/api/draft', {
          files: [{ path: 'pages/filler-0.json', baseHash: textHash(quarter), text: '{"title":"small"}' }],
        })
      ).statusCode,
    ).toBe(200);
    await app.call('POST', '/admin/api/draft/discard', {});
  });

  it(`reports at most ${MAX_REPORTED_PROBLEMS} problems of a save, and how many more there are`, async () => {
    const config = (await app.call('GET', '/admin/api/config')).json<{
      files: { path: string; text: string; hash: string }[];
    }>();
    const page = config.files.find((file) => file.path.startsWith('pages/'))!;
    const extra = Object.fromEntries(Array.from({ length: 6000 }, (_, i) => [`unknown${i}`, i]));
    const value = { ...(JSON.parse(page.text) as object), ...extra };
    const response = await app.call('POST', '/admin/api/save', {
      files: [{ path: page.path, baseHash: page.hash, value }],
    });
    expect(response.statusCode).toBe(422);
    const { problems, more } = response.json<{ problems: { message: string }[]; more: number }>();
    expect(problems).toHaveLength(MAX_REPORTED_PROBLEMS + 1);
    expect(more).toBe(6000 - MAX_REPORTED_PROBLEMS);
    expect(problems[0]!.message).toBe('unknown property "unknown0"');
    expect(problems.at(-1)!.message).toBe('and 5,800 more problems, not listed: fix the ones above first');
    expect(app.live(page.path)).toBe(page.text);
  });

  it('refuses to publish a draft that would not validate, with its problems, before anything starts', async () => {
    const path = 'pages/start.json';
    const text = pageWith(app.live(path), { unknownA: 1, unknownB: 2 });
    expect(
      (await app.call('POST', '/admin/api/draft', { files: [{ path, baseHash: textHash(app.live(path)), text }] }))
        .statusCode,
    ).toBe(200);
    const refused = await app.call('POST', '/admin/api/publish', {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      message: 'Your draft would not validate, so nothing was published. Fix these problems in the editor first:',
      problems: [
        { file: path, message: 'unknown property "unknownA"' },
        { file: path, message: 'unknown property "unknownB"' },
      ],
      more: 0,
    });
    expect(await app.status()).toEqual({ running: null, last: null });
    expect((await app.store.publishes.list(10)).versions).toEqual([]);
    await app.call('POST', '/admin/api/draft/discard', {});
  });

  it('lists the history in pages without diffs, and gives one version its diff on request', async () => {
    const ids: number[] = [];
    for (let i = 0; i < HISTORY_PAGE + 3; i++) {
      const id = await app.store.publishes.begin({ kind: 'publish', userName: 'asha', rollbackOf: null }, new Date());
      await app.store.publishes.finish(
        id,
        {
          status: 'failed',
          message: 'a failed try',
          files: [{ path: 'faq.json', change: 'changed' }],
          diff: `-old ${i}\n+new ${i}`,
          snapshot: { 'faq.json': `{"try":${i}}` },
          buildDir: null,
        },
        new Date(),
      );
      ids.push(id);
    }
    const first = await app.call('GET', '/admin/api/history');
    const page = first.json<{ versions: { id: number; hasDiff: boolean }[]; next: number }>();
    expect(page.versions.map((version) => version.id)).toEqual(ids.slice(-HISTORY_PAGE).reverse());
    expect(first.body).not.toContain('"diff"');
    expect(first.body).not.toContain('new 2');
    expect(page.versions.every((version) => version.hasDiff)).toBe(true);
    const rest = (await app.call('GET', `/admin/api/history?before=${page.next}`)).json<typeof page>();
    expect(rest.versions.map((version) => version.id)).toEqual(ids.slice(0, 3).reverse());
    expect(rest.next).toBeNull();
    expect((await app.call('GET', `/admin/api/history/${ids[2]}`)).json()).toMatchObject({
      version: { id: ids[2], diff: '-old 2\n+new 2' },
    });
    expect((await app.call('GET', '/admin/api/history?before=zero')).statusCode).toBe(400);
  });
});

describe('a publish under way', () => {
  let app: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    app = await setUp();
  }, 60_000);
  afterAll(() => app?.server.close());

  it(
    'is stopped by its starter, not by another account, and the live site stays as it was',
    async () => {
      const path = 'faq.json';
      const before = app.live(path);
      const folder = app.liveFolder();
      const value = JSON.parse(before) as { items: { question: string }[] };
      value.items[0]!.question = 'A question that will never go live?';
      const text = `${JSON.stringify(value, null, 2)}\n`;
      await app.call('POST', '/admin/api/draft', { files: [{ path, baseHash: textHash(before), text }] });
      const started = await app.call('POST', '/admin/api/publish', {});
      expect(started.statusCode).toBe(202);
      const { id } = started.json<{ id: number }>();
      const theirs = await app.call('POST', '/admin/api/publish/stop', { id }, app.ben);
      expect(theirs.statusCode).toBe(403);
      expect(theirs.json()).toMatchObject({ message: 'Only asha, who started this publish, or an admin can stop it.' });
      expect((await app.call('POST', '/admin/api/publish/stop', { id: id + 1 })).statusCode).toBe(409);
      const stop = await app.call('POST', '/admin/api/publish/stop', { id });
      expect(stop.statusCode).toBe(202);
      await expect.poll(async () => (await app.status()).running, { timeout: PUBLISH_MS }).toBeNull();
      expect((await app.status()).last).toEqual({
        id,
        status: 'failed',
        message: 'asha stopped it.',
      });
      expect(app.live(path)).toBe(before);
      // Not a file of the live folder written, nor linked to from what the publish left behind.
      expect(app.liveFolder()).toEqual(folder);
      // The draft is still there, to publish later.
      expect((await app.call('GET', '/admin/api/draft')).json()).toMatchObject({ files: [{ path, text }] });
    },
    PUBLISH_MS,
  );
});

describe('a publish past the time limit', () => {
  let app: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    app = await setUp({ PUBLISH_TIME_LIMIT_SECONDS: '1' });
  }, 60_000);
  afterAll(() => app?.server.close());

  it(
    'is stopped and marked failed, the live site as it was',
    async () => {
      const path = 'faq.json';
      const before = app.live(path);
      const folder = app.liveFolder();
      const value = JSON.parse(before) as { items: { question: string }[] };
      value.items[0]!.question = 'A question the build has no time for?';
      await app.call('POST', '/admin/api/draft', {
        files: [{ path, baseHash: textHash(before), text: `${JSON.stringify(value, null, 2)}\n` }],
      });
      const started = await app.call('POST', '/admin/api/publish', {});
      expect(started.statusCode).toBe(202);
      await expect.poll(async () => (await app.status()).running, { timeout: PUBLISH_MS }).toBeNull();
      expect((await app.status()).last).toMatchObject({
        status: 'failed',
        message: 'It took longer than 1 second and was stopped.',
      });
      expect(app.live(path)).toBe(before);
      expect(app.liveFolder()).toEqual(folder);
    },
    PUBLISH_MS,
  );
});

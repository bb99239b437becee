// The editor reads its server's answers only once they have the shape src/shared/editor-answers.ts
// gives them: a malformed answer (another shape, or no JSON at all) ends the call with a sentence
// the editor shows, and the server's own answers pass the same check.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONFIG_FILES } from '../../src/shared/config-check/config-layout.ts';
import {
  CONFIG_ANSWER,
  CHECKED_ANSWER,
  SEARCH_ANSWER,
  CONFLICT_ANSWER,
  FILE_ANSWER,
  FORM_RULES_ANSWER,
  INVALID_ANSWER,
  SAVED_ANSWER,
  type Answer,
} from '../../src/shared/editor-answers.ts';
import { checkedAnswer, MalformedAnswer } from '../../src/editor/state/answer-check.ts';
import { checkFormRules, fetchConfig, fetchFile, saveFiles } from '../../src/editor/state/api.ts';
import { waitingDrafts } from '../../src/editor/state/drafts-waiting.ts';
import { ConfigDirectory } from '../../src/server/editor/config-dir.ts';
import { directorySource } from '../../src/server/editor/config-source.ts';
import { editorPlugin } from '../../src/server/editor/plugin.ts';
import { fixtureConfigDir } from '../support/fixture-app.ts';

/** Every call of the editor answered with this status and body. */
function serverAnswers(status: number, body: string): void {
  vi.stubGlobal('document', { cookie: '' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const SNAPSHOT = {
  configId: 'fixture',
  saveTarget: 'files',
  files: [{ path: 'site.json', text: '{}', hash: 'abc' }],
  articles: [{ path: 'blog/a.json', hash: 'def', entry: { slug: 'a', headline: 'A' } }],
  publicFiles: [],
  images: [{ src: '/images/a.png', width: 1, height: 1, bytes: 10 }],
  sections: { components: ['hero'], pageHeadings: ['hero'] },
  published: [{ path: 'services.json', text: '{}' }],
};

describe('a malformed answer is a sentence the editor shows, not a crash', () => {
  it('the config of another shape names the call and the value at fault', async () => {
    serverAnswers(200, JSON.stringify({ ...SNAPSHOT, files: [{ path: 'site.json', text: '{}' }] }));
    const refused = fetchConfig();
    await expect(refused).rejects.toBeInstanceOf(MalformedAnswer);
    await expect(refused).rejects.toThrow(
      /^The server's answer to GET api\/config is not what the editor reads \(at \/files\/0/,
    );
  });

  it('an answer that is no JSON at all (a proxy page) says so', async () => {
    serverAnswers(200, '<html>Bad gateway</html>');
    await expect(fetchConfig()).rejects.toThrow('GET api/config is not what the editor reads (it is not JSON)');
  });

  it('a well-formed config is read as sent', async () => {
    serverAnswers(200, JSON.stringify(SNAPSHOT));
    expect(await fetchConfig()).toEqual(SNAPSHOT);
  });

  it('a file, a save and the form rules check theirs', async () => {
    serverAnswers(200, JSON.stringify({ path: 'site.json', text: 7, hash: 'abc' }));
    await expect(fetchFile('site.json')).rejects.toThrow(/GET api\/files\/site\.json .*at \/text/);
    serverAnswers(200, JSON.stringify({ files: 'all of them' }));
    await expect(saveFiles([])).rejects.toThrow(/POST api\/save .*at \/files/);
    serverAnswers(409, JSON.stringify({ message: 'changed' }));
    await expect(saveFiles([])).rejects.toBeInstanceOf(MalformedAnswer);
    serverAnswers(422, JSON.stringify({ problems: [{ file: 'site.json' }], message: 'broken' }));
    await expect(saveFiles([])).rejects.toThrow(/POST api\/save .*at \/problems\/0/);
    serverAnswers(200, JSON.stringify({}));
    await expect(checkFormRules({})).rejects.toThrow(/POST api\/form-rules/);
    serverAnswers(200, JSON.stringify({ drafts: [{ accountId: 1 }] }));
    await expect(waitingDrafts()).rejects.toThrow(/GET api\/drafts\/waiting .*at \/drafts\/0/);
  });

  it("a refused save without a sentence (a proxy's page) fails with its status", async () => {
    serverAnswers(502, '<html>Bad gateway</html>');
    expect(await saveFiles([])).toEqual({ kind: 'failed', message: '502' });
  });
});

describe("the editor's server answers in the shapes the editor checks", () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'editor-answers-'));
    const configDir = join(dir, 'config');
    cpSync(fixtureConfigDir, configDir, { recursive: true });
    const bundleDir = join(dir, 'bundle');
    mkdirSync(bundleDir);
    writeFileSync(join(bundleDir, 'index.html'), '<!doctype html><title>editor</title>');
    app = Fastify({ logger: false });
    await app.register(editorPlugin, {
      source: directorySource(new ConfigDirectory(configDir), 'fixture'),
      projectRoot: resolve(import.meta.dirname, '../..'),
      bundleDir,
    });
  });

  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The answer's body, as the editor checks it. */
  async function answered<T>(
    request: { method: 'GET' | 'POST'; url: string; payload?: object },
    status: number,
    answer: Answer<T>,
  ): Promise<T> {
    const response = await app.inject(request);
    expect(response.statusCode).toBe(status);
    return checkedAnswer(`${request.method} ${request.url}`, response.body, answer);
  }

  it('the config, a file, a save and its refusals, the form rules', async () => {
    const snapshot = await answered({ method: 'GET', url: '/api/config' }, 200, CONFIG_ANSWER);
    const site = await answered({ method: 'GET', url: `/api/files/${CONFIG_FILES.site}` }, 200, FILE_ANSWER);
    expect(snapshot.files).toContainEqual(site);
    const value = JSON.parse(site.text) as object;
    const saved = { path: CONFIG_FILES.site, baseHash: site.hash, value };
    await answered({ method: 'POST', url: '/api/save', payload: { files: [saved] } }, 200, SAVED_ANSWER);
    const stale = { ...saved, baseHash: 'stale' };
    await answered({ method: 'POST', url: '/api/save', payload: { files: [stale] } }, 409, CONFLICT_ANSWER);
    const current = await answered({ method: 'GET', url: `/api/files/${CONFIG_FILES.site}` }, 200, FILE_ANSWER);
    const broken = { path: CONFIG_FILES.site, baseHash: current.hash, value: { ...value, seo: 3 } };
    await answered({ method: 'POST', url: '/api/save', payload: { files: [broken] } }, 422, INVALID_ANSWER);
    await answered({ method: 'POST', url: '/api/form-rules', payload: { form: {} } }, 200, FORM_RULES_ANSWER);
    const checked = await answered(
      {
        method: 'POST',
        url: '/api/check',
        payload: { files: [broken].map(({ path, value: v }) => ({ path, value: v })) },
      },
      200,
      CHECKED_ANSWER,
    );
    expect(checked.problems.length).toBeGreaterThan(0);
    const found = await answered(
      { method: 'POST', url: '/api/search', payload: { query: 'the', loaded: [] } },
      200,
      SEARCH_ANSWER,
    );
    expect(found.found.length).toBeGreaterThan(0);
    expect(snapshot.articles.length).toBeGreaterThan(0);
  });
});

// The editor holds the articles as their list entry only until one is opened: what it shows as the
// draft's problems (its own check of the files it holds, merged with the server's check of the draft
// over every saved file, POST /api/check) must be what a check of every file finds, after any
// edits, those that break links into articles it never loaded and clash with their titles included.
// Through the real routes; the editor's state (src/editor/state/draft.ts) and merge
// (merge-problems.ts) as the editor runs them.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureConfigDir } from '../support/fixture-app.ts';
import { checkConfig } from '../../src/shared/config-check/check-config.ts';
import { configValidator, createConfigAjv } from '../../src/shared/config-check/config-ajv.ts';
import { isArticleFile } from '../../src/shared/config-check/config-layout.ts';
import type { Problem } from '../../src/shared/config-check/json-source.ts';
import { walkJson } from '../../src/shared/config-check/json-walk.ts';
import type { ConfigSnapshot, EditorFile } from '../../src/shared/editor-contract.ts';
import { formRulesError } from '../../src/shared/forms/ajv.ts';
import { listCountries } from '../../src/server/geo/geo-data.ts';
import { patternSafety } from '../../src/server/forms/pattern-safety.ts';
import { baseFiles, listedArticles } from '../../src/editor/state/api.ts';
import {
  changedPaths,
  edit,
  initialState,
  isUnloaded,
  loaded,
  type EditorState,
  type JsonObject,
} from '../../src/editor/state/draft.ts';
import { mergedProblems } from '../../src/editor/state/merge-problems.ts';
import { searchDraft } from '../../src/editor/state/search.ts';
import { mergeSearches, SEARCH_MAX_LENGTH, type SearchAnswer } from '../../src/shared/config-search.ts';
import { ConfigDirectory } from '../../src/server/editor/config-dir.ts';
import { directorySource } from '../../src/server/editor/config-source.ts';
import { editorPlugin } from '../../src/server/editor/plugin.ts';
import { readSchemaSet, readSectionFacts } from '../../src/server/editor/project-facts.ts';
import { savedText } from '../../src/server/editor/save.ts';
import { directoryLibrary } from '../../src/server/uploads/directory-library.ts';
import { setAtPointer } from '../support/set-at-pointer.ts';

const projectRoot = resolve(import.meta.dirname, '../..');
const schemas = readSchemaSet(join(projectRoot, 'schemas'));
const sections = readSectionFacts(projectRoot, schemas);
const ajv = createConfigAjv(schemas.values());
let dir: string;
let app: FastifyInstance;
let snapshot: ConfigSnapshot;
/** The saved files (the fixture's, copied for the server). */
const saved = new Map(
  [...new ConfigDirectory(fixtureConfigDir).readAll()].map(([path, state]): [string, EditorFile] => [
    path,
    { path, ...state },
  ]),
);
let publicFiles: Set<string>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'draft-problems-'));
  const configDir = join(dir, 'config');
  cpSync(fixtureConfigDir, configDir, { recursive: true });
  const bundleDir = join(dir, 'bundle');
  mkdirSync(join(bundleDir, 'assets'), { recursive: true });
  writeFileSync(join(bundleDir, 'index.html'), '<!doctype html><title>editor</title>');
  app = Fastify({ logger: false });
  await app.register(editorPlugin, {
    source: directorySource(new ConfigDirectory(configDir), 'fixture'),
    projectRoot,
    bundleDir,
  });
  snapshot = (await app.inject({ method: 'GET', url: '/api/config' })).json();
  publicFiles = new Set(await directoryLibrary(join(projectRoot, 'public')).publicFiles({} as never));
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The text each file of the draft has, as a save would write it. */
function draftTexts(state: EditorState): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [path, file] of Object.entries(state.files)) {
    if (isUnloaded(state, path)) continue;
    texts.set(
      path,
      file.kind === 'text'
        ? file.text
        : changedPaths(state).includes(path)
          ? savedText(schemas, path, state.base[path], file.value)
          : state.base[path]!.text,
    );
  }
  return texts;
}

let countries: Awaited<ReturnType<typeof listCountries>>;
/** A check of every file, as `npm run validate` and a save run it. */
function fullCheck(files: ReadonlyMap<string, string>): Problem[] {
  return checkConfig({
    files,
    publicFiles,
    sections,
    validator: (name) => configValidator(ajv, name),
    formRules: (form) => formRulesError(form),
    countries: () => countries,
    patternSafety,
  }).problems;
}

/** What the editor's own check finds in the files it holds (check-draft.ts, with the editor's facts). */
function localCheck(state: EditorState): Problem[] {
  return checkConfig({
    files: draftTexts(state),
    publicFiles,
    sections,
    validator: (name) => configValidator(ajv, name),
    formRules: (form) => formRulesError(form),
  }).problems;
}

const plain = (problems: readonly Problem[]) =>
  (JSON.parse(JSON.stringify(problems)) as Problem[]).map(
    ({ file, line, column, pointer, message }) => `${file}:${line}:${column} ${pointer} ${message}`,
  );

/** Every string of the saved files at its place, and values to set: the config's own names and some of nothing. */
const leaves = [...saved.values()].flatMap(({ path, text }) => {
  const found: [string, string][] = [];
  walkJson(JSON.parse(text), (pointer, _key, value) => {
    if (typeof value === 'string' && pointer !== '/$schema') found.push([path, pointer]);
  });
  return found;
});
const values = [
  ...new Set(
    [...saved.values()].flatMap(({ text }) => {
      const found: string[] = [];
      walkJson(JSON.parse(text), (_pointer, _key, value) => {
        if (typeof value === 'string') found.push(value);
      });
      return found;
    }),
  ),
  '/no-such-page',
  '/blog/no-such-article',
];

type Step = { kind: 'set'; path: string; pointer: string; by: unknown } | { kind: 'break'; path: string };

const step = fc.oneof(
  fc
    .tuple(fc.constantFrom(...leaves), fc.constantFrom<unknown>(...values, 7))
    .map(([[path, pointer], by]): Step => ({ kind: 'set', path, pointer, by })),
  fc.constantFrom(...saved.keys()).map((path): Step => ({ kind: 'break', path })),
);

/** An edit as the editor makes one: an article is loaded first (GET /api/files/…); loading is no edit. */
async function applied(state: EditorState, next: Step): Promise<EditorState> {
  let current = state;
  if (isUnloaded(current, next.path)) {
    const file = (await app.inject({ method: 'GET', url: `/api/files/${next.path}` })).json<EditorFile>();
    current = loaded(current, next.path, file);
    expect(current.past).toBe(state.past);
  }
  return edit(current, (files) => {
    const file = files[next.path];
    if (!file) return;
    if (next.kind === 'break') files[next.path] = { kind: 'text', text: '{ "broken": ' };
    else if (file.kind === 'json') setAtPointer(file.value, next.pointer, next.by);
  });
}

async function serverCheck(state: EditorState) {
  const changed = new Map(changedPaths(state).map((path) => [path, state.files[path]!]));
  const files = [...changed].map(([path, file]) =>
    file.kind === 'json' ? { path, value: file.value } : { path, text: file.text },
  );
  const response = await app.inject({ method: 'POST', url: '/api/check', payload: { files } });
  expect(response.statusCode).toBe(200);
  return { changed, problems: response.json<{ problems: Problem[] }>().problems };
}

/** What the editor shows: its own check of the files it holds, merged with the server's answer for that draft. */
async function shownProblems(state: EditorState) {
  const server = await serverCheck(state);
  return mergedProblems(
    localCheck(state),
    { draft: server.changed, base: state.base, problems: server.problems },
    server.changed,
    state.base,
  );
}

describe('the problems of a draft whose articles are not all loaded', () => {
  it('are those of a check of every file, after any edits (links into articles not loaded, their titles)', async () => {
    countries = await listCountries();
    const start = initialState(baseFiles(snapshot), undefined, listedArticles(snapshot));
    expect(Object.keys(start.unloaded).length).toBeGreaterThan(0);
    expect(Object.keys(start.unloaded).every(isArticleFile)).toBe(true);
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 4 }), async (steps) => {
        let state = start;
        for (const next of steps) state = await applied(state, next);
        const shown = await shownProblems(state);
        expect(shown.current).toBe(true);
        const every = new Map([...saved].map(([path, file]) => [path, file.text]));
        for (const [path, text] of draftTexts(state)) every.set(path, text);
        expect(plain(shown.problems)).toEqual(plain(fullCheck(every)));
      }),
      { numRuns: 25 },
    );
  });

  it('a removed route that an article not loaded links to is shown, which the editor alone cannot see', async () => {
    countries = await listCountries();
    let state = initialState(baseFiles(snapshot), undefined, listedArticles(snapshot));
    const article = JSON.parse(saved.get('blog/Fixture-Article-One.json')!.text) as JsonObject;
    state = edit(state, (files) => {
      const routes = files['routes.json']!;
      if (routes.kind !== 'json') return;
      const list = routes.value.routes as { path: string }[];
      list.splice(
        list.findIndex((route) => route.path === '/about'),
        1,
      );
    });
    const shown = await shownProblems(state);
    expect(
      plain(shown.problems).some((line) => line.startsWith('blog/Fixture-Article-One.json') && line.includes('/about')),
    ).toBe(true);
    // The editor's own check cannot see it: it does not hold the article's text.
    expect(plain(localCheck(state)).some((line) => line.startsWith('blog/Fixture-Article-One.json'))).toBe(false);
    expect(article.slug).toBe('Fixture-Article-One');
  });
});

describe('the search of articles not loaded (POST /api/search) and the check refusing what is not a draft', () => {
  const allWhole = () =>
    initialState(Object.fromEntries([...saved].map(([path, file]) => [path, { text: file.text, hash: file.hash }])));

  it('merged with the editor own search, lists what a search of every file lists', async () => {
    const state = initialState(baseFiles(snapshot), undefined, listedArticles(snapshot));
    for (const query of ['fixture', 'fixture link', 'subheading', 'bold', 'outside page', 'zzz-nothing', 'the']) {
      const loadedArticles = Object.keys(state.files).filter((path) => isArticleFile(path) && !isUnloaded(state, path));
      const response = await app.inject({
        method: 'POST',
        url: '/api/search',
        payload: { query, loaded: loadedArticles },
      });
      expect(response.statusCode).toBe(200);
      const server = response.json<SearchAnswer>();
      const shown = mergeSearches(
        searchDraft(state.files, query, (path) => isUnloaded(state, path)),
        server,
      );
      expect(shown, query).toEqual(searchDraft(allWhole().files, query));
    }
    // A word only in an article's text is found only by the server.
    const local = searchDraft(state.files, 'subheading', (path) => isUnloaded(state, path));
    expect(local.found).toEqual([]);
  });

  it('refuses a query too short or too long, or paths that are no list of texts, in a sentence', async () => {
    for (const payload of [
      { query: 'a', loaded: [] },
      { query: 'x'.repeat(SEARCH_MAX_LENGTH + 1), loaded: [] },
      { query: 'fixture', loaded: [{ path: 'blog' }] },
      { query: 'fixture' },
    ]) {
      const response = await app.inject({ method: 'POST', url: '/api/search', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^Send \{ "query"/);
    }
  });

  it('a check refuses a body that is no draft, or a path outside the config, in a sentence', async () => {
    for (const payload of [
      '{"files": 3}',
      '{"files": [{"path": "site.json"}]}',
      '{"files": [{"path": "../package.json", "text": "{}"}]}',
      'not json',
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/check',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json<{ message: string }>().message.length).toBeGreaterThan(10);
    }
  });
});

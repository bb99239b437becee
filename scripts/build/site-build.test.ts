// An incremental build (a build from the previous one, as every publish makes) equals a full build of
// the same config, byte for byte, after edits of every kind; and it renders only the pages whose text
// changed, or every page when something every page shows changed. Runs the real build command on a
// copy of the fixture config with generated articles, so the blog list has several pages.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_CONFIG_DIR } from '../../src/config/config-dir.ts';
import { generatedSlug, writeScaleConfig } from '../bench/scale-config.ts';
import { FILES_MANIFEST } from '../../src/shared/files-manifest.ts';
import { writeFilesManifest } from './files-manifest.ts';

const root = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'site-build-test-'));
const config = join(work, 'config');
/** One build time for all: the sitemap, the feed and the route list carry it. */
const SOURCE_DATE_EPOCH = String(Date.UTC(2026, 0, 2) / 1000);
const BUILD_TIMEOUT_MS = 240_000;

function build(name: string, previous?: string): string {
  const out = join(work, name);
  const result = spawnSync(
    process.execPath,
    [join(root, 'scripts/build.ts'), '--config', config, '--out', out, ...(previous ? ['--previous', previous] : [])],
    { cwd: root, encoding: 'utf8', env: { ...process.env, SOURCE_DATE_EPOCH }, timeout: BUILD_TIMEOUT_MS },
  );
  if (result.status !== 0) throw new Error(`the build of ${name} failed:\n${result.stderr}\n${result.stdout}`);
  return out;
}

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** Every file that is not in both builds, or not the same bytes. */
function differences(a: string, b: string): string[] {
  const inA = filesOf(a);
  const inB = filesOf(b);
  const both = new Set(inB);
  return [
    ...inA.filter((file) => !both.has(file)).map((file) => `only in the incremental build: ${file}`),
    ...inB.filter((file) => !inA.includes(file)).map((file) => `only in the full build: ${file}`),
    ...inA.filter((file) => both.has(file) && !readFileSync(join(a, file)).equals(readFileSync(join(b, file)))),
  ];
}

const isPage = (file: string) => /(^|\/)(index|404)\.html$/.test(file);

/** The pages a build wrote anew: the others are links to the previous build's files (same inode). */
function renderedPages(build: string, previous: string): string[] {
  return filesOf(build)
    .filter(isPage)
    .filter((file) => {
      try {
        return statSync(join(build, file)).ino !== statSync(join(previous, file)).ino;
      } catch {
        return true;
      }
    });
}

/** The pages whose bytes differ between two builds, or that only the second has. */
function changedPages(before: string, after: string): string[] {
  return filesOf(after)
    .filter(isPage)
    .filter((file) => {
      try {
        return !readFileSync(join(before, file)).equals(readFileSync(join(after, file)));
      } catch {
        return true;
      }
    });
}

function editJson<T>(path: string, change: (value: T) => void): void {
  const file = join(config, path);
  const value = JSON.parse(readFileSync(file, 'utf8')) as T;
  change(value);
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

type Json = Record<string, unknown> & { sections?: Record<string, unknown>[] };

interface Edit {
  name: string;
  apply: () => void;
  /** 'changed': exactly the pages whose bytes changed are rendered; 'all': every page is. */
  renders: 'changed' | 'all';
}

const EDITS: Edit[] = [
  {
    name: "one word of an article's text",
    apply: () =>
      editJson<{ body: string[] }>(`blog/${generatedSlug(7)}.json`, (article) => {
        article.body[0] = article.body[0]!.replace('number 7,', 'number seven,');
      }),
    renders: 'changed',
  },
  {
    name: "an article's headline (its card on the blog list, its feed item)",
    apply: () =>
      editJson<Json>(`blog/${generatedSlug(3)}.json`, (article) => (article.headline = 'A changed headline')),
    renders: 'changed',
  },
  {
    name: "an article's date, which takes it to the top of the list",
    apply: () => editJson<Json>(`blog/${generatedSlug(11)}.json`, (article) => (article.date = '2030-01-01')),
    renders: 'changed',
  },
  {
    name: 'a new article',
    apply: () =>
      writeFileSync(
        join(config, 'blog/a-new-article.json'),
        readFileSync(join(config, `blog/${generatedSlug(5)}.json`), 'utf8')
          .replace(`"slug": "${generatedSlug(5)}"`, '"slug": "a-new-article"')
          .replace(/"date": "[^"]+"/, '"date": "2029-06-01"'),
      ),
    renders: 'changed',
  },
  {
    name: 'an article removed',
    apply: () => rmSync(join(config, `blog/${generatedSlug(9)}.json`)),
    renders: 'changed',
  },
  {
    name: "a page's heading",
    apply: () =>
      editJson<Json>('pages/start.json', (page) => (page.sections![0]!.heading = 'A changed fixture heading')),
    renders: 'changed',
  },
  {
    name: 'the blog list: a pinned article and fewer cards a page',
    apply: () =>
      editJson<Json>('pages/articles.json', (page) => {
        const list = page.sections!.find((section) => section.type === 'blogList')!;
        list.pinned = [{ slug: generatedSlug(20), place: 2 }];
        list.perPage = 4;
      }),
    renders: 'changed',
  },
  {
    name: 'a label of the header (every page)',
    apply: () =>
      editJson<{ header: { items: { label: string }[] } }>('navigation.json', (navigation) => {
        navigation.header.items[0]!.label = 'Changed fixture cards';
      }),
    renders: 'all',
  },
  {
    name: 'a theme colour (the style sheet of every page)',
    apply: () =>
      editJson<{ theme: { colors: Record<string, string> } }>('site.json', (site) => {
        site.theme.colors.primary = '#1f4fd2';
      }),
    renders: 'all',
  },
  {
    name: "a form's field label (the browser bundle)",
    apply: () =>
      editJson<{ schema: { properties: Record<string, { title: string }> } }>('forms/demo.json', (form) => {
        form.schema.properties.FirstName!.title = 'Changed fixture first name';
      }),
    renders: 'all',
  },
  {
    name: 'a new route to a new page',
    apply: () => {
      writeFileSync(join(config, 'pages/extra.json'), readFileSync(join(config, 'pages/about.json')));
      editJson<{ routes: { path: string; page: string }[] }>('routes.json', (routes) =>
        routes.routes.push({ path: '/extra', page: 'extra' }),
      );
    },
    renders: 'all',
  },
];

let live: string;

beforeAll(() => {
  writeScaleConfig({ from: join(root, FIXTURE_CONFIG_DIR), to: config, articles: 24, pages: 2 });
  editJson<Json>('pages/articles.json', (page) => {
    page.sections!.find((section) => section.type === 'blogList')!.perPage = 5;
  });
  symlinkSync(join(root, 'schemas'), join(work, 'schemas'));
  live = build('v0');
}, BUILD_TIMEOUT_MS);

afterAll(() => rmSync(work, { recursive: true, force: true }), BUILD_TIMEOUT_MS);

describe('a full build', () => {
  it("lists in its files manifest what the files hold: the render threads' facts are those read from the files", () => {
    const made = readFileSync(join(live, FILES_MANIFEST), 'utf8');
    // The straightforward way: every file read again and hashed.
    writeFilesManifest(live);
    expect(readFileSync(join(live, FILES_MANIFEST), 'utf8')).toBe(made);
  });
});

describe('a build from the previous build', () => {
  it(
    'reuses every page when nothing changed, and equals a full build',
    () => {
      const again = build('unchanged', live);
      expect(renderedPages(again, live)).toEqual([]);
      expect(differences(again, live)).toEqual([]);
      rmSync(live, { recursive: true, force: true });
      live = again;
    },
    BUILD_TIMEOUT_MS,
  );

  for (const [index, edit] of EDITS.entries()) {
    it(
      `after ${edit.name}: renders ${edit.renders === 'all' ? 'every page' : 'only the pages that changed'}, and equals a full build`,
      () => {
        edit.apply();
        const incremental = build(`${index}-incremental`, live);
        const full = build(`${index}-full`);
        expect(differences(incremental, full)).toEqual([]);
        const rendered = renderedPages(incremental, live);
        if (edit.renders === 'all') expect(rendered).toEqual(filesOf(full).filter(isPage));
        else {
          expect(rendered.length).toBeGreaterThan(0);
          expect(rendered).toEqual(changedPages(live, full));
        }
        // The builds before are done with: fewer files to remove at the end.
        rmSync(full, { recursive: true, force: true });
        rmSync(live, { recursive: true, force: true });
        live = incremental;
      },
      BUILD_TIMEOUT_MS,
    );
  }
});

// The check with a memory (what the visual editor runs on every change of its draft) finds the same
// problems as a check from nothing, after any sequence of edits: texts and links changed to other
// names of the config, section ids, files added, removed, broken or wrongly shaped, pictures gone from
// public/; and what the memory keeps site-wide (config-index.ts): titles, search summaries and slugs
// made equal to others' and apart again, articles added under names that differ only in letter case,
// pages added with or without a route, routes moved, taken away, doubled and pointed at other pages,
// redirects added. And it re-checks only what an edit concerns: one article edited, one file checked
// against its schema again.
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIXTURE_CONFIG_DIR } from '../../src/config/config-dir.ts';
import { checkConfig, CheckMemory, type ConfigInput } from '../../src/shared/config-check/check-config.ts';
import { configValidator } from '../../src/shared/config-check/config-ajv.ts';
import { walkJson } from '../../src/shared/config-check/json-walk.ts';
import { formRulesError } from '../../src/shared/forms/ajv.ts';
import { loadSchemas } from './schema-pass.ts';
import { publicFiles, readConfigFiles, sectionFacts } from './validate-config.ts';
import { setAtPointer } from '../../tests/support/set-at-pointer.ts';

const root = resolve(import.meta.dirname, '../..');
const fixture = readConfigFiles(join(root, FIXTURE_CONFIG_DIR));
const ajv = loadSchemas(join(root, 'schemas'));
const validators = new Map<string, ReturnType<typeof configValidator>>();
const validator = (name: string) => {
  if (!validators.has(name)) validators.set(name, configValidator(ajv, name));
  return validators.get(name)!;
};
const rulesErrors = new Map<string, string | undefined>();
const formRules = (form: Parameters<typeof formRulesError>[0]) => {
  const key = JSON.stringify([form.schema, form.uiSchema]);
  if (!rulesErrors.has(key)) rulesErrors.set(key, formRulesError(form));
  return rulesErrors.get(key);
};
const allPublicFiles = publicFiles(join(root, 'public'));
const sections = sectionFacts(root, join(root, 'schemas'));

/** Every string of the fixture at its place: [file, pointer, value]. */
const leaves = [...fixture].flatMap(([path, text]) => {
  const found: [string, string, string][] = [];
  walkJson(JSON.parse(text), (pointer, _key, value) => {
    if (typeof value === 'string' && pointer !== '/$schema') found.push([path, pointer, value]);
  });
  return found;
});
const sitePaths = leaves.filter(([, , value]) => value.startsWith('/')).map(([, , value]) => value);
const ids = leaves.filter(([, pointer]) => pointer.endsWith('/id')).map(([, , value]) => value);
/** What an edit writes: the config's own names (paths, ids, slugs, pictures), with anchors, and names of nothing. */
const values = [
  ...new Set([
    ...leaves.map(([, , value]) => value),
    ...sitePaths.flatMap((path) => ids.slice(0, 6).map((id) => `${path.split('#')[0]}#${id}`)),
    ...ids.map((id) => `#${id}`),
    '/no-such-page',
    '/images/no-such-picture.png',
    'Some [text](/no-such-page) and [more](/blog/fixture-article-two).',
  ]),
];
const pictures = [...allPublicFiles].filter((file) => file.startsWith('/images/'));

type Files = Map<string, string>;
type Edit = (files: Files, input: { publicFiles: Set<string> }) => void;

const leafEdit = fc
  .tuple(fc.constantFrom(...leaves), fc.constantFrom<unknown>(...values, 7, null))
  .map(([[path, pointer], by]): Edit => (files) => {
    const text = files.get(path);
    if (text === undefined) return;
    try {
      const value = JSON.parse(text) as unknown;
      setAtPointer(value, pointer, by);
      files.set(path, `${JSON.stringify(value, null, 2)}\n`);
    } catch {
      // The file was broken by an earlier edit, or that place is gone: nothing to set.
    }
  });
const fileNames = [...fixture.keys()];
const removeFile = fc.constantFrom(...fileNames).map(
  (path): Edit =>
    (files) =>
      void files.delete(path),
);
const restoreFile = fc.constantFrom(...fileNames).map(
  (path): Edit =>
    (files) =>
      void files.set(path, fixture.get(path)!),
);
const breakFile = fc.constantFrom(...fileNames).map((path): Edit => (files) => {
  files.set(path, (files.get(path) ?? fixture.get(path)!).slice(0, 40));
});
const copyArticle = fc
  .constantFrom(...fileNames.filter((path) => path.startsWith('blog/')))
  .map((path): Edit => (files) => {
    const article = JSON.parse(fixture.get(path)!) as { slug: string; title: string };
    article.slug = 'copied-article';
    files.set('blog/copied-article.json', `${JSON.stringify(article, null, 2)}\n`);
  });
const dropPicture = fc.constantFrom(...pictures).map((picture): Edit => (_files, input) => {
  input.publicFiles.delete(picture);
});

/** Changes a file's value, if it is there and parses. */
function editJson(files: Files, path: string, change: (value: Record<string, unknown>) => void): void {
  const text = files.get(path);
  if (text === undefined) return;
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return;
  }
  try {
    change(value);
  } catch {
    // That place is gone or wrongly shaped after an earlier edit: nothing to change.
    return;
  }
  files.set(path, `${JSON.stringify(value, null, 2)}\n`);
}

/** The pages' and articles' titles and search summaries, which no two of them may share. */
const shownTexts = leaves.filter(([, pointer]) => pointer === '/title' || pointer === '/description');
const sameText = fc
  .tuple(fc.constantFrom(...shownTexts), fc.constantFrom(...shownTexts), fc.boolean())
  .map(([[path, pointer], [, , other], own]): Edit => (files) => {
    // Another's text, or its own back (two that shared one part again).
    const text = own ? (JSON.parse(fixture.get(path)!) as Record<string, string>)[pointer.slice(1)] : other;
    editJson(files, path, (value) => void (value[pointer.slice(1)] = text));
  });
const articles = fileNames.filter((path) => path.startsWith('blog/'));
const pageNames = fileNames.filter((path) => path.startsWith('pages/')).map((path) => path.slice(6, -5));
/** Names an article may be added under: new ones, and the fixture's in other letter cases. */
const articleNames = [
  'added-article',
  'Added-Article',
  ...articles.flatMap((path) => {
    const slug = path.slice(5, -5);
    return [slug.toLowerCase(), slug.toUpperCase()];
  }),
];
const addArticle = fc
  .tuple(fc.constantFrom(...articles), fc.constantFrom(...articleNames), fc.boolean())
  .map(([model, name, slugAsNamed]): Edit => (files) => {
    const article = JSON.parse(fixture.get(model)!) as { slug: string };
    // The slug as the file is named, or the model's (a slug that differs from its file name).
    if (slugAsNamed) article.slug = name;
    files.set(`blog/${name}.json`, `${JSON.stringify(article, null, 2)}\n`);
  });
const removeAdded = fc
  .constantFrom(...articleNames.map((name) => `blog/${name}.json`), 'pages/added-page.json', 'pages/other-page.json')
  .map(
    (path): Edit =>
      (files) =>
        void files.delete(path),
  );
const addPage = fc
  .tuple(fc.constantFrom(...pageNames), fc.constantFrom('added-page', 'other-page'), fc.boolean())
  .map(([model, name, routed]): Edit => (files) => {
    files.set(`pages/${name}.json`, fixture.get(`pages/${model}.json`)!);
    if (routed)
      editJson(
        files,
        'routes.json',
        (value) => void (value.routes as unknown[]).push({ path: `/${name}`, page: name }),
      );
  });
type Route = { path: string; page: string };
/** The paths a route or redirect may be given: the routes', the articles', new ones. */
const routePaths = [
  ...new Set([...sitePaths.map((path) => path.split('#')[0]!), '/added-page', '/blog/added-article', '/somewhere-new']),
];
const routeEdit = fc
  .tuple(
    fc.nat(20),
    fc.constantFrom('path', 'page', 'remove', 'double', 'redirect', 'not-found'),
    fc.constantFrom(...routePaths),
    fc.constantFrom(...pageNames, 'added-page', 'no-such-page'),
  )
  .map(([at, change, path, page]): Edit => (files) => {
    editJson(files, 'routes.json', (value) => {
      const routes = value.routes as Route[];
      const index = at % Math.max(routes.length, 1);
      if (change === 'path') routes[index]!.path = path;
      if (change === 'page') routes[index]!.page = page;
      if (change === 'remove') routes.splice(index, 1);
      if (change === 'double') routes.push({ ...routes[index]! });
      if (change === 'redirect') (value.redirects as unknown[]).push({ from: path, to: routes[index]!.path });
      if (change === 'not-found') value.notFoundPage = page;
    });
  });
/** A link now leads to an article, present or not (its file added or removed later). */
const linkToArticle = fc
  .tuple(
    fc.constantFrom(...leaves.filter(([, pointer]) => pointer.endsWith('/href'))),
    fc.constantFrom(...articleNames, ...articles.map((path) => path.slice(5, -5))),
  )
  .map(([[path, pointer], slug]): Edit => (files) => {
    editJson(files, path, (value) => setAtPointer(value, pointer, `/blog/${slug}`));
  });
/** A page's section gets another id, or none; a link leads to a page's #anchor. */
const sectionIdEdit = fc
  .tuple(fc.constantFrom(...pageNames), fc.nat(8), fc.constantFrom(...ids, 'new-id', undefined))
  .map(([name, at, id]): Edit => (files) => {
    editJson(files, `pages/${name}.json`, (page) => {
      const sections = page.sections as Record<string, unknown>[];
      const section = sections[at % sections.length]!;
      if (id === undefined) delete section.id;
      else section.id = id;
    });
  });
const linkToAnchor = fc
  .tuple(
    fc.constantFrom(...leaves.filter(([, pointer]) => pointer.endsWith('/href'))),
    fc.constantFrom(...values.filter((value) => value.startsWith('/') && value.includes('#')), '/about#new-id'),
  )
  .map(([[path, pointer], href]): Edit => (files) => {
    editJson(files, path, (value) => setAtPointer(value, pointer, href));
  });
const removeArticle = fc.constantFrom(...articles, ...articleNames.map((name) => `blog/${name}.json`)).map(
  (path): Edit =>
    (files) =>
      void files.delete(path),
);
/** A blog list pins or leaves off an article, present or not (its file added or removed later). */
const blogListEdit = fc
  .tuple(fc.constantFrom(...articleNames, ...articles.map((path) => path.slice(5, -5))), fc.boolean())
  .map(([slug, pin]): Edit => (files) => {
    for (const path of files.keys())
      if (path.startsWith('pages/'))
        editJson(files, path, (page) => {
          for (const section of page.sections as Record<string, unknown>[])
            if (section.type === 'blogList') {
              if (pin) section.pinned = [{ slug, place: 1 }];
              else section.hidden = [slug];
            }
        });
  });

const edits = fc.array(
  fc.oneof(
    leafEdit,
    leafEdit,
    leafEdit,
    removeFile,
    restoreFile,
    breakFile,
    copyArticle,
    dropPicture,
    sameText,
    sameText,
    addArticle,
    removeAdded,
    addPage,
    routeEdit,
    routeEdit,
    blogListEdit,
    linkToArticle,
    removeArticle,
    sectionIdEdit,
    linkToAnchor,
  ),
  {
    minLength: 1,
    maxLength: 10,
  },
);

const inputOf = (files: Files, publicFilesNow: Set<string>): ConfigInput => ({
  files,
  publicFiles: publicFilesNow,
  sections,
  validator,
  formRules,
});

describe('the check with a memory of the last one', () => {
  it('finds after any edits the same problems as a check from nothing', { timeout: 120_000 }, () => {
    expect(leaves.length).toBeGreaterThan(100);
    /** The problems met, their names left out: the edits must reach the site-wide checks. */
    const seen = new Set<string>();
    fc.assert(
      fc.property(edits, (sequence) => {
        const files = new Map(fixture);
        const publicFilesNow = new Set(allPublicFiles);
        const memory = new CheckMemory();
        checkConfig({ ...inputOf(files, publicFilesNow), memory });
        for (const edit of sequence) {
          edit(files, { publicFiles: publicFilesNow });
          const remembered = checkConfig({ ...inputOf(new Map(files), new Set(publicFilesNow)), memory });
          const fresh = checkConfig(inputOf(new Map(files), new Set(publicFilesNow)));
          expect(remembered.problems).toEqual(fresh.problems);
          for (const problem of fresh.problems) seen.add(problem.message.replace(/"[^"]*"|\/\S*/g, '…'));
          expect([...remembered.sound.keys()]).toEqual([...fresh.sound.keys()]);
          expect(remembered.salvaged).toEqual(fresh.salvaged);
        }
      }),
      { numRuns: 200 },
    );
    expect([...seen]).toEqual(
      expect.arrayContaining([
        'the title is also the title of …',
        'the search summary is also the search summary of …',
        'the slug … differs from … only in letter case',
        'the slug … differs from the file name …',
        'the path … is listed twice',
        'no page …',
        '… is also a route',
        'the link … leads to no page',
        'the page … has no section with the id …',
        'no article …',
      ]),
    );
  });

  it('checks against its schema only the file edited', () => {
    const files = new Map(fixture);
    const memory = new CheckMemory();
    let validated = 0;
    const counting: ConfigInput['validator'] = (name) => {
      const validate = validator(name);
      const wrapped = ((value: unknown) => (validated++, validate(value))) as typeof validate;
      // schemaCheck reads the errors of the call it made.
      return Object.defineProperty(wrapped, 'errors', { get: () => validate.errors });
    };
    checkConfig({ ...inputOf(files, allPublicFiles), validator: counting, memory });
    expect(validated).toBe(files.size);
    const article = fileNames.find((path) => path.startsWith('blog/'))!;
    const value = JSON.parse(files.get(article)!) as { headline: string };
    value.headline += ' again';
    files.set(article, `${JSON.stringify(value, null, 2)}\n`);
    validated = 0;
    checkConfig({ ...inputOf(files, allPublicFiles), validator: counting, memory });
    expect(validated).toBe(1);
  });
});

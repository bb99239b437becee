// The check with a memory (what the visual editor runs on every change of its draft) finds the same
// problems as a check from nothing, after any sequence of edits: texts and links changed to other
// names of the config, section ids, files added, removed, broken or wrongly shaped, pictures gone from
// public/. And it re-checks only what an edit concerns: one article edited, one file checked against
// its schema again.
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

function set(value: unknown, pointer: string, by: unknown): void {
  const keys = pointer
    .slice(1)
    .split('/')
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
  let node = value as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = by;
}

const leafEdit = fc
  .tuple(fc.constantFrom(...leaves), fc.constantFrom<unknown>(...values, 7, null))
  .map(([[path, pointer], by]): Edit => (files) => {
    const text = files.get(path);
    if (text === undefined) return;
    try {
      const value = JSON.parse(text) as unknown;
      set(value, pointer, by);
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

const edits = fc.array(
  fc.oneof(leafEdit, leafEdit, leafEdit, removeFile, restoreFile, breakFile, copyArticle, dropPicture),
  {
    minLength: 1,
    maxLength: 8,
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
          expect([...remembered.sound.keys()]).toEqual([...fresh.sound.keys()]);
          expect(remembered.salvaged).toEqual(fresh.salvaged);
        }
      }),
      { numRuns: 120 },
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

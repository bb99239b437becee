// The direction of imports is enforced by lint (eslint.config.js). Each rule here gets a small file
// that breaks it, linted in memory at a place in the tree, and must fail; the same place with allowed
// imports must pass. A rule that stops biting fails this test.
import { dirname, join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** A module at `place` importing each path (statically, or dynamically when it starts with "lazy:"). */
function moduleImporting(paths: string[]): string {
  return paths
    .map((path, index) =>
      path.startsWith('lazy:')
        ? `export const load${index} = () => import('${path.slice(5)}');`
        : `import * as m${index} from '${path}';\nexport const use${index} = m${index};`,
    )
    .join('\n');
}

/** The rules a file at `place` with these imports breaks, each once. */
async function brokenRules(place: string, paths: string[]): Promise<string[]> {
  const [result] = await eslint.lintText(moduleImporting(paths), { filePath: join(root, place) });
  return [...new Set(result!.messages.map((message) => message.ruleId ?? message.message))].sort();
}

const FOLDER_RULE = 'boundaries/dependencies';
const SYNTAX_RULE = 'no-restricted-syntax';
const PACKAGE_RULE = 'no-restricted-imports';

describe.each([
  {
    rule: "the site never imports the admin pages' script",
    place: 'src/app/probe.ts',
    refused: [['../admin/send.ts', FOLDER_RULE]],
    allowed: ['../shared/http/xsrf.ts'],
  },
  {
    rule: "the admin pages' script imports only src/shared and itself",
    place: 'src/admin/probe.ts',
    refused: [
      ['../lib/http.ts', FOLDER_RULE],
      ['../server/words/text.ts', FOLDER_RULE],
    ],
    allowed: ['../shared/http/xsrf.ts', './send.ts'],
  },
  {
    rule: "nothing below /admin's routes in the server imports them",
    place: 'src/server/publish/probe.ts',
    refused: [
      ['../admin/accounts.ts', PACKAGE_RULE],
      ['../admin/admin-routes.ts', PACKAGE_RULE],
    ],
    allowed: ['../roles/permissions.ts', '../words/text.ts', '../store/index.ts'],
  },
  {
    rule: "the editor's config is below publishing",
    place: 'src/server/editor/probe.ts',
    refused: [
      ['../publish/publishing.ts', PACKAGE_RULE],
      ['../admin/accounts.ts', PACKAGE_RULE],
    ],
    allowed: ['./config-diff.ts', '../threads/deadline-worker.ts', '../uploads/library.ts'],
  },
  {
    rule: 'nothing in src/ imports scripts/',
    place: 'src/forms/probe.ts',
    refused: [['../../scripts/vite-blog-index-plugin.ts', FOLDER_RULE]],
    allowed: ['../shared/blog-paths.ts', '../lib/keyed-loader.ts'],
  },
  {
    rule: 'the server imports no UI',
    place: 'src/server/forms/probe.ts',
    refused: [
      ['../../forms/load-form.ts', FOLDER_RULE],
      ['../../sections/serviceCards/services-config.ts', FOLDER_RULE],
      ['../../app/head.ts', FOLDER_RULE],
      ['../../components/Band.tsx', FOLDER_RULE],
      ['../../config/site-config.ts', FOLDER_RULE],
      ['react', PACKAGE_RULE],
      ['@rjsf/utils', PACKAGE_RULE],
      // eslint-disable-next-line no-restricted-syntax -- a probe import the rules must refuse
      ['../../../site-config/site.json', FOLDER_RULE, SYNTAX_RULE],
      ['@site-config/site.json', PACKAGE_RULE],
    ],
    allowed: ['../../shared/forms/messages.ts', '../http/xsrf.ts', 'node:crypto', 'fastify'],
  },
  {
    rule: 'the shared core has no UI and no Node-only module',
    place: 'src/shared/forms/probe.ts',
    refused: [
      ['node:fs', PACKAGE_RULE],
      ['path', PACKAGE_RULE],
      ['react', PACKAGE_RULE],
      ['../../config/site-config.ts', FOLDER_RULE],
      ['../../lib/http.ts', FOLDER_RULE],
      ['../../server/config.ts', FOLDER_RULE],
      ['../../lib/dates.ts', FOLDER_RULE],
      // eslint-disable-next-line no-restricted-syntax -- a probe import the rules must refuse
      ['../../../site-config/site.json', FOLDER_RULE, SYNTAX_RULE],
      ['@site-config/site.json', PACKAGE_RULE],
    ],
    allowed: ['./messages.ts', '../blog-paths.ts', '../dates.ts', 'ajv'],
  },
  {
    rule: 'browser code never imports the server',
    place: 'src/lib/probe.ts',
    refused: [['../server/http/xsrf.ts', FOLDER_RULE]],
    allowed: ['../shared/http/xsrf.ts', './dates.ts'],
  },
  {
    rule: 'a section imports no other section, nor the registry',
    place: 'src/sections/hero/probe.ts',
    refused: [
      ['../faq/faq-data.ts', FOLDER_RULE],
      ['../registry.ts', FOLDER_RULE],
      ['../../app/PageView.tsx', FOLDER_RULE],
    ],
    allowed: [
      './Hero.tsx',
      '../types.ts',
      '../../components/Band.tsx',
      '../../config/site-config.ts',
      '../../lib/dates.ts',
      '../../shared/blog-paths.ts',
    ],
  },
  {
    rule: 'only the form section imports src/forms',
    place: 'src/sections/serviceCards/probe.ts',
    refused: [['lazy:../../forms/FormRenderer.tsx', FOLDER_RULE]],
    allowed: ['lazy:../../lib/http.ts'],
  },
  {
    rule: 'the form section imports src/forms',
    place: 'src/sections/form/probe.ts',
    refused: [['../faq/index.ts', FOLDER_RULE]],
    allowed: ['lazy:../../forms/FormRenderer.tsx'],
  },
  {
    rule: 'the site never imports the editor (its own bundle)',
    place: 'src/app/probe.ts',
    refused: [
      ['../editor/strings.ts', FOLDER_RULE],
      ['lazy:../editor/ui/App.tsx', FOLDER_RULE],
    ],
    allowed: ['../lib/keyed-loader.ts', '../shared/blog-paths.ts'],
  },
  {
    rule: 'code reaches the config through @site-config/, never by its folder',
    place: 'src/sections/hero/probe.ts',
    // eslint-disable-next-line no-restricted-syntax -- a probe import the rule must refuse
    refused: [['../../../site-config/site.json', SYNTAX_RULE]],
    allowed: ['@site-config/site.json', '../../config/site-config.ts'],
  },
  {
    rule: 'a unit test reads the fixture config, not the shipped one',
    place: 'src/sections/hero/probe.test.tsx',
    // eslint-disable-next-line no-restricted-syntax -- a probe import the rule must refuse
    refused: [['../../../site-config/faq.json', SYNTAX_RULE]],
    allowed: ['@site-config/faq.json', '../../../tests/unit/fixture-forms.ts'],
  },
  {
    rule: 'the build does not import the validator',
    place: 'scripts/build/probe.ts',
    refused: [['../config-check/schema-pass.ts', FOLDER_RULE]],
    allowed: ['../../src/shared/services/policies.ts', './write-file.ts'],
  },
])('$rule', ({ place, refused, allowed }) => {
  it.each(refused)(`refuses ${place} importing %s`, async (path, ...rules) => {
    expect(await brokenRules(place, [path!])).toEqual(rules.sort());
  });

  it(`lets ${place} import ${allowed.join(', ')}`, async () => {
    expect(await brokenRules(place, allowed)).toEqual([]);
  });
});

// The config's paths are named only by its layout module: a literal of one elsewhere in src/ or
// scripts/ is refused, whatever the folder.
const LAYOUT_MODULE = 'src/shared/config-check/config-layout.ts';
const CONFIG_PATH_LITERALS = [
  "export const site = 'site.json';",
  "export const press = 'press-coverage.json';",
  'export const page = (id: string) => `pages/${id}.json`;',
  "export const form = 'forms/contact.json';",
  "export interface Files { 'navigation.json': unknown }",
  "import { join } from 'node:path';\nexport const blog = (dir: string) => join(dir, 'blog');",
  "export const id = (name: string) => name.slice(0, -'.json'.length);",
  'export const slug = (path: string) => path.slice(5, -5);',
];

/** The messages of no-restricted-syntax for a text linted at `place`. */
async function syntaxMessages(place: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: join(root, place) });
  return result!.messages.filter((message) => message.ruleId === SYNTAX_RULE).map((message) => message.message);
}

describe.each([
  'src/editor/ui/probe.ts',
  'src/server/editor/probe.ts',
  'scripts/build/probe.ts',
  'src/config/probe.ts',
])('a config path is named by the layout module, not spelled in %s', (place) => {
  it.each(CONFIG_PATH_LITERALS)('refuses %s', async (text) => {
    const messages = await syntaxMessages(place, text);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('config-layout.ts');
  });

  it('lets it name them through the layout module', async () => {
    const layout = relative(dirname(join(root, place)), join(root, LAYOUT_MODULE));
    const text = `import { CONFIG_FILES, CONFIG_FOLDERS, idOfFileName, pageFile } from './${layout}';\nimport { join } from 'node:path';\nexport const paths = (dir: string) => [CONFIG_FILES.site, pageFile('erp'), join(dir, CONFIG_FOLDERS.blog), idOfFileName('x.json')];`;
    expect(await syntaxMessages(place, text)).toEqual([]);
  });
});

it('the layout module itself spells the paths', async () => {
  expect(await syntaxMessages(LAYOUT_MODULE, CONFIG_PATH_LITERALS.join('\n'))).toEqual([]);
});

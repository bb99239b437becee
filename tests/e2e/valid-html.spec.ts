// Valid HTML: the Nu HTML Checker (vnu-jar, on Debian's Java) finds no error in any page the server
// answers with: every prerendered page, the 404 page, the pages that answer a form sent without
// scripts (refused and sent), and the editor's two documents. Only its complaints about CSS it does
// not know yet are set aside, each rule by name with its reason.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ROUTES_META, type RoutesMeta } from '../../src/shared/build-meta.ts';
import { validDemo } from './support/api.ts';
import { SHIPPED_DIST_DIR, SPEC_DIST_DIR } from './support/spec-build.ts';
import { expect, test } from './support/fixtures.ts';
import { form, formPaths } from './support/site-data.ts';

const root = resolve(import.meta.dirname, '../..');
const pagesOf = (dist: string) => (JSON.parse(readFileSync(join(root, dist, ROUTES_META), 'utf8')) as RoutesMeta).pages;
/** The pages of the specified content (the suite's main server), then the shipped content's pages in
 *  its other languages (its server), which the specified content does not have. */
const specPages = pagesOf(SPEC_DIST_DIR);
const otherLanguagePages = pagesOf(SHIPPED_DIST_DIR).filter(
  (path) => !specPages.includes(path) && !path.startsWith('/blog/'),
);
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

interface CheckerMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** What the checker does not know yet, and why each is no error of ours. */
const UNKNOWN_CSS: { rule: RegExp; reason: string }[] = [
  {
    // The header's menus sit under their button by CSS anchor positioning (Chromium, and behind
    // @supports elsewhere); the checker's CSS grammar has neither the property nor anchor().
    rule: /^CSS: “position-anchor”: Property “position-anchor” doesn't exist\.$/,
    reason: 'CSS anchor positioning: position-anchor',
  },
  { rule: /^CSS: “(top|left|right|bottom)”: /, reason: 'CSS anchor positioning: anchor() in an inset' },
];

function setAside(message: CheckerMessage): boolean {
  return UNKNOWN_CSS.some(
    ({ rule }) =>
      rule.test(message.message) &&
      (/position-anchor/.test(message.message) || (message.extract ?? '').includes('anchor(')),
  );
}

test('the Nu HTML Checker finds no error in any page, the 404 page, the form answers or the editor', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'valid-html-'));
  try {
    const files: string[] = [];
    const keep = (name: string, html: string) => {
      const file = join(dir, `${name.replace(/[^a-z0-9]+/gi, '_') || 'page'}.html`);
      writeFileSync(file, html);
      files.push(file);
    };
    for (const path of specPages) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      keep(path, await response.text());
    }
    for (const path of otherLanguagePages) {
      const response = await request.get(new URL(path, process.env.SHIPPED_BASE_URL).href);
      expect(response.status(), path).toBe(200);
      keep(path, await response.text());
    }
    const missing = await request.get('/no-such-page-for-the-checker');
    expect(missing.status()).toBe(404);
    keep('not-found', await missing.text());

    // A form sent without scripts, refused and then sent: the pages the server writes itself.
    for (const formId of ['demo', 'partner']) {
      const definition = form(formId);
      const [path] = formPaths(formId);
      await request.get(path!);
      const headers = { 'sec-fetch-site': 'same-origin', referer: new URL(path!, process.env.BASE_URL).href };
      const refused = await request.post(definition.endpoint.url, { headers, form: { website: '' } });
      expect(refused.status()).toBe(400);
      keep(`${formId}-refused`, await refused.text());
      if (formId !== 'demo') continue;
      const { elapsedMs: _elapsed, ...typed } = validDemo;
      const product = definition.schema.properties.product!.enum![0]!;
      const email = `valid-html.${Date.now()}@example.com`;
      const sent = await request.post(definition.endpoint.url, { headers, form: { ...typed, product, Email: email } });
      expect(sent.status()).toBe(200);
      keep(`${formId}-sent`, await sent.text());
    }

    for (const document of ['index.html', 'preview.html'])
      keep(`editor-${document}`, readFileSync(join(root, 'dist-editor', document), 'utf8'));

    const run = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.error, 'Java runs (Debian: default-jre-headless)').toBeUndefined();
    const { messages } = JSON.parse(run.stderr) as { messages: CheckerMessage[] };
    const errors = messages
      .filter((message) => message.type === 'error' && !setAside(message))
      .map((message) => `${message.url.split('/').pop()}:${message.lastLine}: ${message.message}`);
    expect(errors).toEqual([]);
    expect(files.length).toBe(specPages.length + otherLanguagePages.length + 6);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

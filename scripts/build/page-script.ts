// The scripts every page carries inline, as it does the style sheet (page-styles.ts): the site's one
// script (src/entry-client.ts) and its Speculation Rules. A page then asks for no file before it is
// drawn: a script in a file of its own, however small and late, is fetched and run before the first
// paint of a page served fast, and so was a Speculation-Rules header's file, which Lighthouse's
// simulation of a slow connection then counts as round trips the paint waited for. Each is the same
// on every page, so has one hash, which the Content-Security-Policy allows by name ('sha256-…' in
// script-src): no 'unsafe-inline'.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { speculationRules } from '../../src/shared/speculation-rules.ts';

export interface PageScript {
  /** The <script> element every page carries. */
  element: string;
  /** Its CSP hash source, 'sha256-…'. */
  hash: string;
}

/** The page's script: also the bundle's file it was taken from, which no build serves. */
export interface InlinedScript extends PageScript {
  file: string;
}

const hashOf = (code: string) => `sha256-${createHash('sha256').update(code).digest('base64')}`;

interface ManifestEntry {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** The browser build's entry chunk of index.html (entry-client.ts), as an inline module script. No
 *  page links the chunk's file: the build does not copy it (scripts/build/bundles.ts). */
export function pageScript(clientDir: string): InlinedScript {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >;
  const entry = manifest['index.html'];
  if (!entry) throw new Error('the browser build has no entry for index.html');
  // Inline, a relative import would resolve against the page's address: the script must stand alone
  // (it loads section modules by the absolute names the page lists).
  const imports = [...(entry.imports ?? []), ...(entry.dynamicImports ?? [])];
  if (imports.length > 0)
    throw new Error(
      `the page's script (src/entry-client.ts) must not import other chunks, but imports ${imports.join(', ')}`,
    );
  const code = readFileSync(join(clientDir, entry.file), 'utf8')
    .replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '')
    .trim();
  // Code that could close its element would break the page (and is no code we write).
  if (/<\/script/i.test(code)) throw new Error('the page\'s script contains "</script"');
  return { element: `<script type="module">${code}</script>`, hash: hashOf(code), file: entry.file };
}

/** The site's Speculation Rules (src/shared/speculation-rules.ts), for the head of every page. */
export function speculationRulesScript(): PageScript {
  // JSON of fixed paths and keywords: no "<" that could close the element.
  const rules = JSON.stringify(speculationRules);
  return { element: `<script type="speculationrules">${rules}</script>`, hash: hashOf(rules) };
}

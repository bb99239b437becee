// The one script of the site (src/entry-client.ts), inlined in every page, as the style sheet is
// (page-styles.ts): a page then asks for no file before it is drawn. A script in a file of its own,
// however small and late, is fetched and run before the first paint of a page served fast, which
// Lighthouse's simulation of a slow connection then counts as a round trip the paint waited for.
// Being the same on every page, it has one hash, which the Content-Security-Policy allows by name
// ('sha256-…' in script-src): no 'unsafe-inline'.
import { createHash } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export interface PageScript {
  /** The <script type="module"> element every page carries, last in its body. */
  element: string;
  /** Its CSP hash source, 'sha256-…'. */
  hash: string;
}

interface ManifestEntry {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** The browser build's entry chunk of index.html (entry-client.ts), as an inline module script; the
 *  chunk's file is removed (no page links it). */
export function pageScript(dist: string): PageScript {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestEntry>;
  const entry = manifest['index.html'];
  if (!entry) throw new Error('the browser build has no entry for index.html');
  // Inline, a relative import would resolve against the page's address: the script must stand alone
  // (it loads section modules by the absolute names the page lists).
  const imports = [...(entry.imports ?? []), ...(entry.dynamicImports ?? [])];
  if (imports.length > 0) throw new Error(`the page's script (src/entry-client.ts) must not import other chunks, but imports ${imports.join(', ')}`);
  const code = readFileSync(join(dist, entry.file), 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '').trim();
  rmSync(join(dist, entry.file));
  // Code that could close its element would break the page (and is no code we write).
  if (/<\/script/i.test(code)) throw new Error('the page\'s script contains "</script"');
  return { element: `<script type="module">${code}</script>`, hash: `sha256-${createHash('sha256').update(code).digest('base64')}` };
}

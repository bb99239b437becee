// The reference every page's LCP is held to: the same page, from the same server, with its scripts
// removed (its style sheet is inline already). Written into dist/ beside the pages, precompressed as
// they are, under a folder of its own that the bench removes when it is done; the build's file
// manifest is written again each time, since the server serves only the files it lists.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { writeFilesManifest } from '../build/files-manifest.ts';
import { precompressFolder } from '../build/precompress.ts';
import { writeFile } from '../build/write-file.ts';

const PLAIN_DIR = '__plain__';

/** The page without anything that runs: module scripts (inline or not), their preloads, the list of
 *  section code and the Speculation Rules.
 *  Data blocks that never run (JSON-LD) stay. */
function plainVariant(html: string): string {
  return html
    .replace(/<script type="(module|speculationrules)"[^>]*>[\s\S]*?<\/script>\s*/g, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(/<script type="application\/json" id="page-modules">[^<]*<\/script>\s*/g, '');
}

/** The URL path of a page's plain copy. */
export function plainPath(path: string): string {
  return `/${PLAIN_DIR}${path}.html`;
}

export function writePlainPages(dist: string, paths: readonly string[]): void {
  for (const path of paths)
    writeFile(join(dist, plainPath(path)), plainVariant(readFileSync(join(dist, path, 'index.html'), 'utf8')));
  precompressFolder(join(dist, PLAIN_DIR), 'page');
  writeFilesManifest(dist, dist);
}

export function removePlainPages(dist: string): void {
  rmSync(join(dist, PLAIN_DIR), { recursive: true, force: true });
  writeFilesManifest(dist, dist);
}

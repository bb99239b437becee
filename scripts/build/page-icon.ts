// The site's icon (public/favicon.svg), written into every page as a data: URL. As a file it is one
// more request at the start of every first visit, and Lighthouse's simulated LCP counted it against
// the first screen in about half the runs (about 150 ms, one simulated round trip), which made the
// LCP of a page and of its script-free copy land on two values at random. The file stays in public/
// for the admin pages and any client that asks for it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The <link rel="icon"> every page carries, with the icon in it. */
export function pageIcon(publicDir: string): string {
  const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8').trim();
  // Percent-encoded where a URL or the attribute needs it (a space too: a URL has none); the rest
  // stays readable (and compresses).
  const url = `data:image/svg+xml,${svg.replace(/"/g, "'").replace(/[<>#%\n ]/g, (character) => encodeURIComponent(character))}`;
  return `<link rel="icon" href="${url}" type="image/svg+xml">`;
}

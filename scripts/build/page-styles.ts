// The one style sheet of the site, inlined in every page: the server-render build collects every
// style sheet the components import (in import order, scripts/build.ts) into a single file. Being
// the same on every page, it has one hash, which the Content-Security-Policy allows by name, so the
// policy stays one header for all pages and 'unsafe-inline' stays out.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fontUrls } from '../vite-font-files-plugin.ts';

export interface PageStyles {
  /** The <style> element every page carries. */
  element: string;
  /** Its CSP hash source, 'sha256-…'. */
  hash: string;
  /** The web fonts it names, as their served addresses (/assets/<name>-<hash>.woff2). */
  fonts: string[];
}

/** The style sheet the server-render build wrote into its output folder. */
export function pageStyles(ssrDir: string): PageStyles {
  const sheets = readdirSync(ssrDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.css'));
  if (sheets.length !== 1)
    throw new Error(`expected one style sheet in ${ssrDir}, found ${sheets.length}: ${sheets.join(', ')}`);
  const css = readFileSync(join(ssrDir, sheets[0]!), 'utf8').trim();
  // A style sheet that could close its element would break the page (and is no CSS we write).
  if (/<\/style/i.test(css)) throw new Error('the style sheet contains "</style"');
  return {
    element: `<style>${css}</style>`,
    hash: `sha256-${createHash('sha256').update(css).digest('base64')}`,
    fonts: fontUrls(css),
  };
}

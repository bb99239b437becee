// What a build records of itself in .meta/build-inputs.json, for the next build to reuse it: the
// code and bundles it was made with, the hash of what every page shows, and each page's own hash.
// A page whose hashes are the same in the next build is the same page: that build links its files
// (and their compressed copies) instead of rendering them again (scripts/build/site-build.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const BUILD_RECORD = '.meta/build-inputs.json';
/** Raised whenever the record's meaning changes: a record of another version is not reused. */
const VERSION = 1;

export interface BuildRecord {
  version: number;
  /** scripts/build/code-fingerprint.ts */
  code: string;
  /** The bundles' cache key (scripts/build/bundles.ts). */
  bundleKey: string;
  /** The hash of what every page shows: the code, the bundles, the site-wide config files. */
  siteWide: string;
  /** Each page by its file: its own hash, and whether it shows a form. */
  pages: Record<string, { digest: string; form: boolean }>;
}

export function newRecord(fields: Omit<BuildRecord, 'version'>): BuildRecord {
  return { version: VERSION, ...fields };
}

/** The record of an earlier build, or undefined when it has none that this build can use. */
export function readRecord(buildDir: string): BuildRecord | undefined {
  const file = join(buildDir, BUILD_RECORD);
  if (!existsSync(file)) return undefined;
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as BuildRecord;
    return record.version === VERSION ? record : undefined;
  } catch {
    return undefined;
  }
}

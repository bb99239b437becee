// The direction of imports inside src/server/store (docs/developers.md, "The store"): the parts
// and the engines build on the shared core, never on each other, and the top puts them together.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = import.meta.dirname;

/** Where a file of the folder belongs. */
function layerOf(file: string): string {
  const [first, second] = file.split('/');
  if (second !== undefined) return first === 'sqlite' || first === 'postgres' ? 'engine' : first!;
  // The reports' reads and the columns their answers cross threads in read the parts' row types.
  if (['open.ts', 'store.ts', 'index.ts', 'report-reader.ts', 'report-columns.ts'].includes(first!)) return 'top';
  return 'core';
}

/** What each layer may import besides itself. */
const MAY_IMPORT: Record<string, string[]> = {
  core: [],
  migrations: ['core'],
  submissions: ['core', 'outbox'],
  outbox: ['core'],
  'rate-limits': ['core'],
  accounts: ['core'],
  'draft-uploads': ['core'],
  drafts: ['core'],
  publishes: ['core'],
  audit: ['core'],
  settings: ['core'],
  schedules: ['core'],
  'preview-links': ['core'],
  // A step of a review and its mails are one transaction.
  reviews: ['core', 'outbox'],
  visits: ['core'],
  engine: ['core'],
  top: [
    'core',
    'migrations',
    'submissions',
    'outbox',
    'rate-limits',
    'accounts',
    'draft-uploads',
    'drafts',
    'publishes',
    'audit',
    'settings',
    'schedules',
    'preview-links',
    'reviews',
    'visits',
    'engine',
  ],
};

/** The few engine files that sit with the top or use a part, and why. */
const EXCEPTIONS: Record<string, string[]> = {
  // The SQLite counters are the rate-limits part on a file of their own.
  'sqlite/rate-limit-file.ts': ['rate-limits'],
  // The thread carries a whole store: it opens one there and answers for it here.
  'sqlite/store-thread.ts': ['top', 'rate-limits'],
  'sqlite/store-thread-worker.ts': ['top'],
  // The reports' thread answers for the reports' reads (report-reader.ts), which it opens there.
  'sqlite/report-thread.ts': ['top'],
  'sqlite/report-thread-worker.ts': ['top'],
};

function sources(dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [relative(ROOT, path)] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return [...text.matchAll(/from '(\.{1,2}\/[^']+)'/g)]
    .map((match) => relative(ROOT, resolve(dirname(join(ROOT, file)), match[1]!)))
    .filter((target) => !target.startsWith('..'));
}

describe('imports inside src/server/store', () => {
  it('go from the top to the parts and engines, and from those to the shared core only', () => {
    const wrong: string[] = [];
    for (const file of sources()) {
      const layer = layerOf(file);
      const allowed = [layer, ...MAY_IMPORT[layer]!, ...(EXCEPTIONS[file] ?? [])];
      for (const target of importsOf(file))
        if (!allowed.includes(layerOf(target))) wrong.push(`${file} (${layer}) imports ${target} (${layerOf(target)})`);
    }
    expect(wrong).toEqual([]);
  });

  it('are read from every file of the folder', () => {
    const files = sources();
    expect(files).toContain('submissions/submission-store.ts');
    expect(importsOf('submissions/submission-store.ts')).toContain('outbox/outbox-store.ts');
    expect(files.map(layerOf)).toEqual(expect.arrayContaining(Object.keys(MAY_IMPORT)));
  });
});

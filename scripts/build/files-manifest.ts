// The build's manifest of the files the server serves (src/shared/files-manifest.ts): each file's
// URL path, and the size and entity tag of it and of its .br and .gz copies. The server loads a build
// from it without reading a single page, so a publish's switch costs the same at 100 pages as at
// 10,000. A file linked from an earlier build (the same inode: hard links share it, and a build is
// never written to once complete) keeps the earlier manifest's facts instead of being read again, and
// so does a page the build's threads wrote, whose facts they worked out from the bytes in hand
// (`written`): read again and hashed here, one file after the other, the pages and their copies took
// a second of a 2,000-article build, after every thread was done.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, type Stats } from 'node:fs';
import { join, relative, sep } from 'node:path';
import {
  COMPRESSED_SUFFIX,
  entityTag,
  FILES_MANIFEST,
  isServedPath,
  manifestHeader,
  parseManifestEntry,
  parseManifestHeader,
  type Encoding,
  type ManifestEntry,
  type VariantFacts,
} from '../../src/shared/files-manifest.ts';
import { writeFile } from './write-file.ts';

/** The entries of an earlier build's manifest, by path; none when it has no sound one. */
function earlierEntries(dir: string | undefined): Map<string, ManifestEntry> {
  const entries = new Map<string, ManifestEntry>();
  const file = dir && join(dir, FILES_MANIFEST);
  if (!file || !existsSync(file)) return entries;
  const [header, ...lines] = readFileSync(file, 'utf8').trimEnd().split('\n');
  if (parseManifestHeader(header ?? '') !== lines.length) return entries;
  for (const line of lines) {
    const entry = parseManifestEntry(line);
    if (!entry) return new Map();
    entries.set(entry.path, entry);
  }
  return entries;
}

function sameFile(a: Stats, b: Stats): boolean {
  return a.ino === b.ino && a.dev === b.dev && a.size === b.size;
}

function statOf(file: string): Stats | undefined {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}

/** The facts of each copy of a file written, by its URL path: the copies it has not are not on disk. */
export type WrittenFacts = ReadonlyMap<string, Omit<ManifestEntry, 'path'>>;

/** A file's facts from its bytes. */
export function variantFacts(content: Buffer, encoding: Encoding): VariantFacts {
  return { size: content.length, etag: entityTag(createHash('sha256').update(content).digest('base64url'), encoding) };
}

/** Writes outDir's manifest; `previousDir` is the earlier build this one linked files from, if any;
 *  `written`, the facts of files this build wrote and did not change since. */
export function writeFilesManifest(outDir: string, previousDir?: string, written: WrittenFacts = new Map()): number {
  const earlier = earlierEntries(previousDir);
  const facts = (path: string, encoding: Encoding): VariantFacts | undefined => {
    const known = written.get(path);
    if (known) return known[encoding];
    const suffix = encoding === 'identity' ? '' : COMPRESSED_SUFFIX[encoding];
    const file = join(outDir, path + suffix);
    const stats = statOf(file);
    if (!stats?.isFile()) return undefined;
    const kept = earlier.get(path)?.[encoding];
    const before = kept && statOf(join(previousDir!, path + suffix));
    if (kept && before && sameFile(stats, before)) return kept;
    return variantFacts(readFileSync(file), encoding);
  };
  const paths = readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => `/${relative(outDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
    .filter((path) => isServedPath(path.slice(1)))
    .sort();
  const lines: string[] = [];
  for (const path of paths) {
    const identity = facts(path, 'identity');
    if (!identity) continue;
    const br = facts(path, 'br');
    const gzip = facts(path, 'gzip');
    lines.push(JSON.stringify({ path, identity, ...(br && { br }), ...(gzip && { gzip }) } satisfies ManifestEntry));
  }
  writeFile(join(outDir, FILES_MANIFEST), `${[manifestHeader(lines.length), ...lines].join('\n')}\n`);
  return lines.length;
}

// A publish checks its config before it starts (the POST's answer: config-checks.ts, on the checks'
// thread), and its build (scripts/build.ts) checked the same config again, the longest part of a
// one-word publish at scale. What the publish found without errors it names by a digest: the checker's
// code, every config file's text and the public files the pictures may name. The build computes the
// same digest from what it reads (its copy of the config, public/, its own code) and skips its own
// check only when the two are equal, so a config the publish did not check as it is, or a checker
// changed since the server started, is checked again as before.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ConfigFiles } from '../editor/config-files.ts';

/** The project's files the config's check is made of (its code, the schemas, the locked dependencies). */
const CHECKER = ['src', 'scripts', 'schemas', 'package.json', 'package-lock.json'];
const TEST = /\.test\.tsx?$/;

/** The files at `path` in the project (every file of a folder, tests left out), by their path in it. */
export function projectFiles(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !TEST.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** The version of the config's check in the project at `root`, as its files are now (and the Node running it). */
export function checkerVersion(root: string): string {
  const hash = createHash('sha256').update(process.version);
  for (const file of CHECKER.flatMap((path) => projectFiles(root, path)).sort()) {
    hash.update(`\0${file}\0`);
    hash.update(readFileSync(join(root, file)));
  }
  return hash.digest('hex');
}

/** What a check without errors vouches for: this checker, these config files, these public files. */
export function checkedDigest(version: string, files: ConfigFiles, publicFiles: Iterable<string>): string {
  const hash = createHash('sha256').update(version);
  for (const path of Object.keys(files).sort()) {
    hash.update(`\0${path}\0`);
    hash.update(createHash('sha256').update(files[path]!).digest());
  }
  hash.update('\0public');
  for (const file of [...new Set(publicFiles)].sort()) hash.update(`\0${file}`);
  return hash.digest('hex');
}

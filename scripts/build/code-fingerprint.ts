// What a build's output depends on besides the config: the project's code, schemas, public files and
// locked dependencies, and the Node that runs the build (its zlib and brotli write the compressed
// copies). A build records this fingerprint; a later build reuses the earlier one's bundles and pages
// only when it is the same (a deploy of new code makes the next publish a full build). The project's
// own place is part of it: the server-render bundle refers to the project's modules by absolute path,
// so the bundles of a copied or moved checkout (node_modules copied with its cache) are not reused.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { projectFiles } from '../../src/server/editor/checked-config.ts';

/** Folders and files of the project that go into a build. */
const CODE = [
  'src',
  'scripts',
  'schemas',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];

export function codeFingerprint(root: string): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify([resolve(root), process.version, process.versions.zlib, process.versions.brotli]));
  for (const file of CODE.flatMap((path) => projectFiles(root, path)).sort()) {
    hash.update(`\0${file}\0`);
    hash.update(readFileSync(join(root, file)));
  }
  return hash.digest('hex');
}

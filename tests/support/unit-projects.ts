// The unit suite's two Vitest projects. Most test files are node-only and leave nothing behind, so they
// share one module graph per worker (isolate: false): the server, the store, the config checker and
// their libraries are imported once per worker instead of once per file, which was most of the suite's
// wall time. A file that changes its modules or globals for itself keeps a fresh graph of its own:
// a DOM environment (its globals, React's renders), vi.mock (a mocked module other files would get), or
// the marker comment `// vitest: isolate` for a file whose state would leak some other way.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Where the unit tests live (the include globs of both projects together). */
export const UNIT_TEST_GLOBS = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'];
const UNIT_TEST_ROOTS = ['src', 'scripts', 'tests/unit'];
const UNIT_TEST_FILE = /\.test\.tsx?$/;

/** What makes a test file unfit to share its modules with the files run after it in the same worker. */
const NEEDS_ISOLATION = /@vitest-environment|\bvi\.(?:mock|doMock|unmock|hoisted)\(|^\/\/ vitest: isolate$/m;

/** The test files (relative to `root`) that keep a module graph of their own. */
export function isolatedTestFiles(root: string): string[] {
  return UNIT_TEST_ROOTS.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && UNIT_TEST_FILE.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((file) => NEEDS_ISOLATION.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file)),
  ).sort();
}

// The least a folder must hold for the server to load it as a build (src/server/site/site-build.ts):
// its 404 page, mailboxes, locale, policy hashes and route list, built at `builtAt`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CSP_META, ROUTES_META, type RoutesMeta } from '../../src/shared/build-meta.ts';

/** Writes a small build into `dir` and returns `dir`. */
export function smallBuild(dir: string, builtAt: string): string {
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  };
  write('404.html', '<p>404</p>');
  write('.meta/mailboxes.json', '{"support":"s@example.com","sales":"s@example.com","info":"i@example.com"}');
  write('.meta/site.json', '{"locale":"en_US"}');
  write(CSP_META, '{"styleHashes":[],"scriptHashes":[]}');
  write(
    ROUTES_META,
    JSON.stringify({ pages: [], formPages: [], redirects: [], notFound: '404.html', builtAt } satisfies RoutesMeta),
  );
  return dir;
}

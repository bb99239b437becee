// Loading a build, as a publish's switch and an instance following a publish do, leaves the event loop
// to the site's visitors: a request that arrives meanwhile is answered before the load is over.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_META, ROUTES_META, type RoutesMeta } from '../../shared/build-meta.ts';
import { entityTag, FILES_MANIFEST, manifestHeader } from '../../shared/files-manifest.ts';
import { FileBodies } from '../static-files.ts';
import { loadSiteBuild } from './site-build.ts';

/** Articles in the fixture: enough that reading them is many steps, few enough to write quickly. */
const ARTICLES = 2000;

function write(file: string, content: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** A build of many article pages, with its manifest. */
function largeBuild(dir: string): string {
  const paths: string[] = [];
  const lines: string[] = [];
  mkdirSync(join(dir, 'blog'), { recursive: true });
  for (let n = 0; n < ARTICLES; n++) {
    // One folder for all (a real build has one per page): the fixture is written faster.
    const path = `/blog/article-${n}`;
    const html = `<!doctype html><title>Article ${n}</title><p>${'text '.repeat(40)}</p>`;
    writeFileSync(join(dir, 'blog', `article-${n}.html`), html);
    paths.push(path);
    const etag = entityTag(createHash('sha256').update(html).digest('base64url'), 'identity');
    lines.push(JSON.stringify({ path: `${path}.html`, identity: { size: Buffer.byteLength(html), etag } }));
  }
  write(join(dir, '404.html'), '<p>not found</p>');
  lines.push(JSON.stringify({ path: '/404.html', identity: { size: 16, etag: '"nf"' } }));
  write(join(dir, FILES_MANIFEST), `${[manifestHeader(lines.length), ...lines].join('\n')}\n`);
  write(
    join(dir, '.meta/mailboxes.json'),
    '{"support":"s@example.com","sales":"s@example.com","info":"i@example.com"}',
  );
  write(join(dir, '.meta/site.json'), '{"locale":"en_US"}');
  write(join(dir, CSP_META), '{"styleHashes":[],"scriptHashes":[]}');
  const meta: RoutesMeta = { pages: paths, formPages: [], redirects: [], notFound: '404.html', builtAt: '2030-01-01' };
  write(join(dir, ROUTES_META), JSON.stringify(meta));
  return dir;
}

describe('loading a large build', () => {
  let root: string;
  let dir: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'site-build-'));
    dir = largeBuild(join(root, 'site'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it.each([
    ['from its manifest', true],
    ['without a manifest, by reading its files', false],
  ])('%s, answers a request that arrives meanwhile before the load is over', async (_, manifest) => {
    if (!manifest) rmSync(join(dir, FILES_MANIFEST));
    const app = Fastify();
    app.get('/health', () => ({ ok: true }));
    await app.ready();

    // How many times the event loop came round while the build loaded: a load in one piece lets it come round once at most.
    let turns = 0;
    let loaded = false;
    const count = () => {
      turns++;
      if (!loaded) setImmediate(count);
    };
    setImmediate(count);
    // A synchronous load would be over before the request below even started.
    const loading = Promise.resolve(loadSiteBuild(dir, new FileBodies(1 << 20))).then((build) => {
      loaded = true;
      return build;
    });
    const answer = await app.inject({ method: 'GET', url: '/health' });
    expect(answer.statusCode).toBe(200);
    expect(loaded).toBe(false);

    const build = await loading;
    expect(build.files.size).toBe(ARTICLES + 1);
    expect(build.indexed.from).toBe(manifest ? 'manifest' : 'scan');
    // The manifest is read in slices of a few hundred lines, the files one by one: many turns either way.
    expect(turns).toBeGreaterThanOrEqual(5);
    await app.close();
  });
});

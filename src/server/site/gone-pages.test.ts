// Content whose show-until date has passed (the build lists it in the route list as gone): its address
// answers 410 Gone with the site's not-found page, or 302 to where the marketer chose; a page still
// shown, or an address never built, answers as before.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { CSP_META, ROUTES_META, type RoutesMeta } from '../../shared/build-meta.ts';
import { FileBodies } from '../static-files.ts';
import { LiveSite } from './live-site.ts';
import { loadSiteBuild } from './site-build.ts';
import { pinLiveBuild, registerSitePages } from './site-pages.ts';

const root = mkdtempSync(join(tmpdir(), 'gone-pages-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function writeFile(path: string, text: string) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

describe('content whose show-until date has passed', () => {
  it('answers 410 with the not-found page, or sends visitors on where the marketer chose', async () => {
    writeFile('home/index.html', '<!doctype html><p>home</p>');
    writeFile('404.html', '<!doctype html><p>the site’s not-found page</p>');
    writeFile('.meta/mailboxes.json', '{"support":"s@example.com","sales":"s@example.com","info":"i@example.com"}');
    writeFile('.meta/site.json', '{"locale":"en_US","timeZone":"Asia/Dubai"}');
    writeFile(CSP_META, JSON.stringify({ styleHashes: [], scriptHashes: [] }));
    mkdirSync(join(root, '.meta/forms'), { recursive: true });
    const meta: RoutesMeta = {
      pages: ['/home'],
      formPages: [],
      redirects: [],
      notFound: '404.html',
      builtAt: new Date().toISOString(),
      gone: [{ path: '/spring-offer' }, { path: '/blog/old-news', to: '/home' }],
      contentDates: { visibleAt: new Date().toISOString(), next: null },
    };
    writeFile(ROUTES_META, JSON.stringify(meta));
    const app = Fastify();
    try {
      const site = new LiveSite(await loadSiteBuild(root, new FileBodies(1024 * 1024)));
      pinLiveBuild(app, site);
      await registerSitePages(app, site);
      await app.ready();
      const gone = await app.inject({ method: 'GET', url: '/spring-offer' });
      expect(gone.statusCode).toBe(410);
      expect(gone.body).toContain('the site’s not-found page');
      const moved = await app.inject({ method: 'GET', url: '/blog/old-news?from=mail' });
      expect(moved.statusCode).toBe(302);
      expect(moved.headers.location).toBe('/home?from=mail');
      expect((await app.inject({ method: 'GET', url: '/home' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/never-was' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

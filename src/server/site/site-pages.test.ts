// The served build as a value the server swaps: after a swap every answer comes from the new build,
// and the hashed assets of the builds before it stay served for the pages visitors already have.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { CSP_META, ROUTES_META, type RoutesMeta } from '../../shared/build-meta.ts';
import { LiveSite } from './live-site.ts';
import { loadSiteBuild } from './site-build.ts';
import { registerSecurityHeaders } from '../security-headers.ts';
import { pinLiveBuild, registerSitePages } from './site-pages.ts';
import { FileBodies } from '../static-files.ts';

const bodies = new FileBodies(1024 * 1024);

function writeFile(file: string, text: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A build with one page whose text is `word`, one hashed script, and a redirect. */
async function fakeBuild(root: string, name: string, word: string) {
  const dir = join(root, name);
  writeFile(
    join(dir, 'home/index.html'),
    `<!doctype html><title>${word}</title><p>${word}</p><script src="/assets/app-${name}.js"></script></html>`,
  );
  writeFile(join(dir, `assets/app-${name}.js`), `console.log('${word}');`);
  writeFile(join(dir, '404.html'), `<!doctype html><p>not found in ${word}</p>`);
  writeFile(join(dir, '.meta/forms/none.txt'), '');
  writeFile(
    join(dir, '.meta/mailboxes.json'),
    '{"support":"s@example.com","sales":"s@example.com","info":"i@example.com"}',
  );
  writeFile(join(dir, '.meta/site.json'), '{"locale":"en_US"}');
  writeFile(join(dir, CSP_META), JSON.stringify({ styleHashes: [`'sha256-${name}'`], scriptHashes: [] }));
  const meta: RoutesMeta = {
    pages: ['/home'],
    formPages: [],
    redirects: [{ from: '/', to: '/home' }],
    notFound: '404.html',
    builtAt: new Date().toISOString(),
  };
  writeFile(join(dir, ROUTES_META), JSON.stringify(meta));
  return loadSiteBuild(dir, bodies);
}

describe('the live build', () => {
  let root: string;
  let app: FastifyInstance;
  afterEach(async () => {
    await app?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers from the build swapped in, and still serves the assets of the two builds before it', async () => {
    root = mkdtempSync(join(tmpdir(), 'live-site-'));
    const site = new LiveSite(await fakeBuild(root, 'one', 'first'));
    app = Fastify();
    pinLiveBuild(app, site);
    registerSecurityHeaders(app, (request) => request.siteBuild.headers);
    await registerSitePages(app, site);
    await app.ready();
    const get = async (url: string) => {
      const response = await app.inject({ method: 'GET', url });
      return `${response.statusCode} ${response.body}`;
    };
    expect(await get('/home')).toMatch(/^200 .*first/);
    expect(await get('/assets/app-one.js')).toBe("200 console.log('first');");

    expect(site.swap(await fakeBuild(root, 'two', 'second'))).toEqual([]);
    expect(await get('/home')).toMatch(/^200 .*second/);
    // The policy of the build the page came from: it allows that build's own inline style sheet.
    expect((await app.inject({ method: 'GET', url: '/home' })).headers['content-security-policy']).toContain(
      "'sha256-two'",
    );
    expect(await get('/nowhere')).toMatch(/^404 .*not found in second/);
    // A visitor holding the first build's page still gets its script.
    expect(await get('/assets/app-one.js')).toBe("200 console.log('first');");
    // Not its other files, though: only hashed assets outlive their build.
    expect(site.swap(await fakeBuild(root, 'three', 'third'))).toEqual([]);
    expect(site.swap(await fakeBuild(root, 'four', 'fourth'))).toEqual([join(root, 'one')]);
    expect(await get('/assets/app-two.js')).toBe("200 console.log('second');");
    expect(await get('/assets/app-one.js')).toMatch(/^404 /);
    // An earlier build's folder removed under the server (by another instance that published): its
    // assets not in memory are not found, never an error.
    rmSync(join(root, 'three'), { recursive: true });
    expect(await get('/assets/app-three.js')).toMatch(/^404 .*not found in fourth/);
    expect((await app.inject({ method: 'GET', url: '/' })).headers.location).toBe('/home');
  });

  it('answers /favicon.ico, which browsers ask for by themselves, with a permanent redirect to the icon', async () => {
    root = mkdtempSync(join(tmpdir(), 'live-site-'));
    const withoutIcon = await fakeBuild(root, 'plain', 'plain');
    writeFile(join(root, 'iconic', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const site = new LiveSite(withoutIcon);
    app = Fastify();
    pinLiveBuild(app, site);
    await registerSitePages(app, site);
    await app.ready();
    // A build without the icon has none to point to.
    expect((await app.inject({ method: 'GET', url: '/favicon.ico' })).statusCode).toBe(404);
    site.swap(await fakeBuild(root, 'iconic', 'iconic'));
    const answer = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe('/favicon.svg');
    expect((await app.inject({ method: 'GET', url: answer.headers.location })).headers['content-type']).toMatch(
      /^image\/svg\+xml/,
    );
  });
});

// What the server answers beyond pages: security headers, caching, compression, health. (Methods
// other than GET, HEAD and POST: src/server/forms/form-routes.test.ts.)
import { createHash } from 'node:crypto';
import { ROUTES_META } from '../../src/shared/build-meta.ts';
import { expect, test } from './support/fixtures.ts';
import { allPaths, pathsWith, routesConfig, site } from './support/site-data.ts';

const firstPage = routesConfig.routes[0]!.path;

test('pages carry a strict CSP and the hardening headers', async ({ request }) => {
  const response = await request.get(firstPage);
  const headers = response.headers();
  const csp = headers['content-security-policy']!;
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(headers['strict-transport-security']).toContain('max-age=');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cache-control']).toBe('no-cache');
});

test('every page inlines one and the same style sheet, script and Speculation Rules, which the CSP allows by their hashes', async ({
  request,
}) => {
  const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const escaped = (text: string) => text.replace(/[+/]/g, '\\$&');
  const inline = { style: new Set<string>(), script: new Set<string>(), rules: new Set<string>() };
  for (const path of allPaths) {
    const response = await request.get(path);
    const html = await response.text();
    const csp = response.headers()['content-security-policy']!;
    const sheets = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((match) => match[1]!);
    expect(sheets, path).toHaveLength(1);
    expect(html, `${path} links no style sheet`).not.toContain('rel="stylesheet"');
    expect(csp).toMatch(new RegExp(`style-src 'self' ${escaped(hashOf(sheets[0]!))};`));
    inline.style.add(sheets[0]!);
    const scripts = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(scripts, path).toHaveLength(1);
    expect(html, `${path} links no script file`).not.toMatch(/<script[^>]* src=/);
    const rules = [...html.matchAll(/<script type="speculationrules">([^<]*)<\/script>/g)].map((match) => match[1]!);
    expect(rules, path).toHaveLength(1);
    expect(csp).toMatch(new RegExp(`script-src 'self' ${escaped(hashOf(scripts[0]!))} ${escaped(hashOf(rules[0]!))};`));
    inline.script.add(scripts[0]!);
    inline.rules.add(rules[0]!);
  }
  expect(inline.style.size).toBe(1);
  expect(inline.script.size).toBe(1);
  expect(inline.rules.size).toBe(1);
});

test("every page carries the site's icon in itself, and the browser draws it under the page's CSP", async ({
  page,
  request,
}) => {
  const icons = new Set<string>();
  for (const path of allPaths) {
    const links = [...(await (await request.get(path)).text()).matchAll(/<link rel="icon" href="([^"]+)"/g)].map(
      (match) => match[1]!,
    );
    expect(links, path).toHaveLength(1);
    icons.add(links[0]!);
  }
  expect([...icons]).toHaveLength(1);
  expect([...icons][0]).toMatch(/^data:image\/svg\+xml,/);

  await page.goto(firstPage);
  // Drawn as the tab's icon is: a CSP that refused it would fail the load and log a violation.
  const width = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const image = new Image();
        image.onload = () => resolve(image.naturalWidth);
        image.onerror = () => resolve(0);
        image.src = document.querySelector<HTMLLinkElement>('link[rel="icon"]')!.href;
      }),
  );
  expect(width).toBe(32);
});

test('pages answer from memory with an entity tag; a request that names it gets 304 and no body', async ({
  request,
}) => {
  const first = await request.get(firstPage, { headers: { 'accept-encoding': 'gzip' } });
  const etag = first.headers().etag!;
  expect(etag).toMatch(/^"[\w-]+"$/);
  const again = await request.get(firstPage, { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } });
  expect(again.status()).toBe(304);
  expect(again.headers().etag).toBe(etag);
  expect(again.headers()['cache-control']).toBe('no-cache');
  expect((await again.body()).length).toBe(0);
  const other = await request.get(firstPage, {
    headers: { 'accept-encoding': 'gzip', 'if-none-match': '"something-else"' },
  });
  expect(other.status()).toBe(200);
});

test('each page in the encoding the client accepts best: brotli, gzip or none, the same text in each', async ({
  request,
}) => {
  const texts = new Set<string>();
  const tags = new Set<string>();
  for (const [accepted, encoding] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
  ] as const) {
    const response = await request.get(firstPage, { headers: { 'accept-encoding': accepted } });
    expect(response.headers()['content-encoding'], accepted).toBe(encoding);
    expect(response.headers().vary).toBe('Accept-Encoding');
    texts.add(await response.text());
    tags.add(response.headers().etag!);
  }
  expect(texts.size).toBe(1);
  expect(tags.size, 'one tag per encoding').toBe(3);
});

test('pages carry the Speculation Rules: pages of this site, prerendered as a visitor is about to follow a link', async ({
  request,
}) => {
  const html = await (await request.get(firstPage)).text();
  const rules = [...html.matchAll(/<script type="speculationrules">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as unknown,
  );
  expect(rules).toEqual([
    {
      prerender: [
        {
          source: 'document',
          where: { and: [{ href_matches: '/*' }, { not: { href_matches: '/api/*' } }] },
          eagerness: 'moderate',
        },
      ],
    },
  ]);
});

test('hashed assets are cached for a year and served precompressed', async ({ request }) => {
  // A section's browser module, as a page with a form lists it (its page-modules block).
  const html = await (await request.get(pathsWith((section) => section.type === 'form')[0]!)).text();
  const script = /"src":"(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
  const response = await request.get(script, { headers: { 'accept-encoding': 'br' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['content-encoding']).toBe('br');
});

test('the build manifest and other dot-files are not served', async ({ request }) => {
  expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
  expect((await request.get(`/${ROUTES_META}`)).status()).toBe(404);
});

test('health check, sitemap and robots.txt answer', async ({ request }) => {
  expect(await (await request.get('/healthz')).json()).toMatchObject({ status: 'ok' });
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of routesConfig.routes) expect(sitemap).toContain(`<loc>${site.siteUrl}${route.path}</loc>`);
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
});

test('an unknown API path answers JSON 404', async ({ request }) => {
  const response = await request.get('/api/nothing');
  expect(response.status()).toBe(404);
  expect((await response.json()).error).toBe('Not Found');
});

// What the server answers beyond pages: security headers, caching, compression, health. (Methods
// other than GET, HEAD and POST: src/server/forms/form-routes.test.ts.)
import { ROUTES_META } from '../../src/shared/build-meta.ts';
import { expect, test } from './support/fixtures.ts';
import { routesConfig, site } from './support/site-data.ts';

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

test('hashed assets are cached for a year and served precompressed', async ({ request }) => {
  const html = await (await request.get(firstPage)).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
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

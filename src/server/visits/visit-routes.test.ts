// Views counted at the request level, on the real app with two pages: a browser's GET of a page (with
// its referring site, campaign and device), and nginx's mirror of a page it served; not a bot, a
// prefetch or prerender, a HEAD, an unknown path or the mirror of one; Do-Not-Track counted but not
// told apart. The counts reach the store within the counter's second.
import { describe, expect, it } from 'vitest';
import { fixtureApp, setUpFixtureApp } from '../../../tests/support/fixture-app.ts';
import { openStore } from '../store/index.ts';
import { VISIT_BEACON_PATH } from '../../shared/visit-beacon.ts';
import { MIRROR_PATH, MIRROR_URI_HEADER } from './visit-routes.ts';

const PAGE = '<!doctype html><html lang="en"><head><title>Page</title></head><body><main>Hi</main></body></html>';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('counting views', () => {
  const server = setUpFixtureApp({}, { '/erp': PAGE, '/demo': PAGE });
  const today = new Date().toISOString().slice(0, 10);
  const get = (
    url: string,
    headers: Record<string, string>,
    method: 'GET' | 'HEAD' = 'GET',
    remoteAddress = '203.0.113.5',
  ) => server().app.inject({ method, url, headers: { host: 'localhost:80', ...headers }, remoteAddress });

  it('counts pages seen by people, with their referring site, campaign and device, and nothing else', async () => {
    const campaign = '?utm_source=newsletter&utm_medium=email&utm_campaign=spring%00%20sale';
    expect(
      (await get(`/erp${campaign}`, { 'user-agent': DESKTOP, referer: 'https://News.example.org/a?b=c' })).statusCode,
    ).toBe(200);
    await get('/erp', { 'user-agent': PHONE, referer: 'http://localhost:80/demo' }, 'GET', '198.51.100.7');
    await get('/erp', { 'user-agent': PHONE, referer: 'http://localhost:80/demo' }, 'GET', '198.51.100.7');
    // Not views: a bot, a prefetch, a prerender, a HEAD, no browser at all, a page that is none.
    await get('/erp', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await get('/erp', { 'user-agent': DESKTOP, 'sec-purpose': 'prefetch' });
    await get('/erp', { 'user-agent': DESKTOP, 'sec-purpose': 'prefetch;prerender' });
    await get('/erp', { 'user-agent': DESKTOP }, 'HEAD');
    await get('/erp', {});
    await get('/nowhere', { 'user-agent': DESKTOP });
    // nginx's mirror of a page it served from disk; of a file that is no page; Do-Not-Track.
    const mirrored = await get(MIRROR_PATH, { 'user-agent': DESKTOP, [MIRROR_URI_HEADER]: '/demo?utm_source=fair' });
    expect(mirrored.statusCode).toBe(204);
    await get(MIRROR_PATH, { 'user-agent': DESKTOP, [MIRROR_URI_HEADER]: '/assets/app.js' });
    await get('/demo', { 'user-agent': DESKTOP, dnt: '1' }, 'GET', '192.0.2.1');

    const store = await server().store();
    const counts = async () => (await store.visits.viewCounts(today, today)).map(({ day: _day, ...count }) => count);
    await expect.poll(counts, { timeout: 10_000 }).toHaveLength(4);
    expect(await counts()).toEqual(
      expect.arrayContaining([
        {
          path: '/erp',
          referrerHost: 'news.example.org',
          utmSource: 'newsletter',
          utmMedium: 'email',
          utmCampaign: 'spring sale',
          device: 'desktop',
          views: 1,
        },
        { path: '/erp', referrerHost: '', utmSource: '', utmMedium: '', utmCampaign: '', device: 'mobile', views: 2 },
        {
          path: '/demo',
          referrerHost: '',
          utmSource: 'fair',
          utmMedium: '',
          utmCampaign: '',
          device: 'desktop',
          views: 1,
        },
        { path: '/demo', referrerHost: '', utmSource: '', utmMedium: '', utmCampaign: '', device: 'desktop', views: 1 },
      ]),
    );
    // Two people on /erp, one (the mirror's) on /demo: the Do-Not-Track one is not told apart.
    const visitors = new Map((await store.visits.visitorCounts(today, today)).map((row) => [row.path, row.visitors]));
    expect(visitors).toEqual(
      new Map([
        ['', 2],
        ['/erp', 2],
        ['/demo', 1],
      ]),
    );
  });
});

describe('the beacon of a prerendered page once shown', () => {
  const server = setUpFixtureApp({}, { '/erp': PAGE, '/demo': PAGE });
  const today = new Date().toISOString().slice(0, 10);
  const beacon = (body: string, headers: Record<string, string> = {}) =>
    server().app.inject({
      method: 'POST',
      url: VISIT_BEACON_PATH,
      // What sendBeacon sends with a text body, from the page itself.
      headers: {
        host: 'localhost:80',
        'user-agent': DESKTOP,
        'content-type': 'text/plain;charset=UTF-8',
        'sec-fetch-site': 'same-origin',
        referer: 'http://localhost:80/erp',
        ...headers,
      },
      payload: body,
    });

  it('counts the page it names, with its campaign, as that page’s view; nothing else', async () => {
    const counted = await beacon('/erp?utm_source=newsletter&utm_campaign=spring');
    expect(counted.statusCode).toBe(204);
    // Not views: a beacon posted from another site, a path that is no page, no path at all, a bot's,
    // one longer than any address; a JSON body is no beacon.
    expect((await beacon('/erp', { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(204);
    await beacon('/nowhere');
    await beacon('https://elsewhere.example/erp');
    await beacon('/erp', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    expect((await beacon(`/erp?utm_source=${'x'.repeat(2100)}`)).statusCode).toBe(204);
    expect((await beacon('"/erp"', { 'content-type': 'application/json' })).statusCode).toBe(204);
    expect((await beacon('/erp', { 'content-type': 'image/png' })).statusCode).toBe(415);
    // A later view of /demo, counted after the beacons above: once it is in, they were judged.
    await server().app.inject({
      method: 'GET',
      url: '/demo',
      headers: { host: 'localhost:80', 'user-agent': DESKTOP },
    });
    const store = await server().store();
    const counts = async () => (await store.visits.viewCounts(today, today)).map(({ day: _day, ...count }) => count);
    await expect.poll(counts, { timeout: 10_000 }).toHaveLength(2);
    expect(await counts()).toEqual(
      expect.arrayContaining([
        {
          path: '/erp',
          referrerHost: '',
          utmSource: 'newsletter',
          utmMedium: '',
          utmCampaign: 'spring',
          device: 'desktop',
          views: 1,
        },
      ]),
    );
  });
});

describe('counting turned off (COUNT_VISITS=off)', () => {
  it('keeps nothing of a view, the mirror answered all the same', async () => {
    const counted: Record<string, number> = {};
    for (const setting of ['on', 'off']) {
      const server = await fixtureApp({ COUNT_VISITS: setting }, { pages: { '/erp': PAGE } });
      const headers = { host: 'localhost:80', 'user-agent': DESKTOP };
      expect((await server.app.inject({ method: 'GET', url: '/erp', headers })).statusCode).toBe(200);
      const mirrored = await server.app.inject({
        method: 'GET',
        url: MIRROR_PATH,
        headers: { ...headers, [MIRROR_URI_HEADER]: '/erp' },
      });
      expect(mirrored.statusCode).toBe(204);
      // Closing writes what the counter holds (its last second): afterwards the store has it all.
      await server.app.close();
      const store = await openStore({ dataDir: server.dataDir });
      const today = new Date().toISOString().slice(0, 10);
      counted[setting] = (await store.visits.viewCounts(today, today)).reduce((sum, row) => sum + row.views, 0);
      await store.close();
      await server.close();
    }
    expect(counted).toEqual({ on: 2, off: 0 });
  });
});

// deploy/nginx/cortracker.conf, installed in Debian's nginx as docs/operators.md says
// (support/nginx.ts), in front of two instances on one throwaway PostgreSQL and one BUILDS_DIR: every
// route answers through nginx as from Node (status, body, security headers, redirect target,
// caching), files come precompressed, and the forms post through it with the client's own address.
// (A publish through it: nginx-publish.spec.ts.)
import { request as httpRequest } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CURRENT_LINK } from '../../src/server/site/current-link.ts';
import { saltedHash, openStore } from '../../src/server/store/index.ts';
import { ROUTES_META, type RoutesMeta } from '../../src/shared/build-meta.ts';
import { PICTURE_COPIES_DIR } from '../../src/shared/picture-copies.ts';
import {
  freePort,
  postgresRequired,
  postgresUnavailableReason,
  startPostgresCluster,
  type PostgresCluster,
} from '../support/postgres-cluster.ts';
import { validDemo } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { nginxUnavailableReason, startNginx, type RunningNginx } from './support/nginx.ts';
import { startServer, type RunningServer } from './support/server-process.ts';
import { form } from './support/site-data.ts';
import { startSmtpCapture, type SmtpCapture } from './support/smtp-capture.ts';
import { SPEC_DIST_DIR } from './support/spec-build.ts';

const root = resolve(import.meta.dirname, '../..');
// The build the Node instances serve (startServer's): the specified content's.
const distDir = join(root, SPEC_DIST_DIR);
const SALT = 'nginx-test-salt';
const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
];
/** Compared besides the body and the security headers: where a redirect leads, how long it may be kept, what a 405 allows. */
const OTHER_HEADERS = ['location', 'cache-control', 'allow'];

test.describe.configure({ mode: 'serial' });

interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | null>;
}

async function ask(base: string, path: string, method = 'GET'): Promise<Answer> {
  const response = await fetch(base + path, { method, redirect: 'manual', headers: { 'accept-encoding': 'br, gzip' } });
  const body = await response.text();
  return {
    status: response.status,
    body,
    headers: Object.fromEntries(
      [...SECURITY_HEADERS, ...OTHER_HEADERS].map((name) => [name, response.headers.get(name)]),
    ),
  };
}

/** A post from 127.0.0.2 (a client other than nginx itself) that writes a forged X-Forwarded-For. */
function postFrom127002(
  url: string,
  path: string,
  body: object,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  const target = new URL(url);
  const payload = JSON.stringify(body);
  return new Promise((done, fail) => {
    const request = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path,
        method: 'POST',
        localAddress: '127.0.0.2',
        headers: { ...headers, 'x-forwarded-for': '203.0.113.9', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => done({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', fail);
    request.end(payload);
  });
}

test.describe('nginx in front of two instances', () => {
  let cluster: PostgresCluster | undefined;
  let smtp: SmtpCapture | undefined;
  let mailDir: string;
  let buildsDir: string;
  let databaseUrl: string;
  const servers: RunningServer[] = [];
  /** Each instance's metrics address. */
  const metrics: string[] = [];
  let nginx: RunningNginx | undefined;

  test.beforeAll(async () => {
    const unavailable = nginxUnavailableReason() ?? postgresUnavailableReason();
    test.skip(unavailable !== undefined && !postgresRequired(), `nginx with PostgreSQL: ${unavailable}`);
    test.setTimeout(120_000);
    cluster = await startPostgresCluster({ durable: false });
    databaseUrl = await cluster.createDatabase('nginx');
    mailDir = mkdtempSync(join(tmpdir(), 'nginx-mail-'));
    buildsDir = mkdtempSync(join(tmpdir(), 'nginx-builds-'));
    smtp = await startSmtpCapture(mailDir);
    const settings = {
      // The instances share the builds folder, and nginx serves the build its link leads to.
      BUILDS_DIR: buildsDir,
      DATABASE_URL: databaseUrl,
      IP_HASH_SALT: SALT,
      TRUST_PROXY: '1',
      SMTP_URL: smtp.url,
      FORM_MIN_FILL_MS: '0',
      OUTBOX_INTERVAL_MS: '200',
    };
    metrics.push(...(await Promise.all([freePort(), freePort()])).map((port) => `http://127.0.0.1:${port}/metrics`));
    servers.push(
      ...(await Promise.all(metrics.map((url) => startServer({ ...settings, METRICS_PORT: new URL(url).port })))),
    );
    nginx = await startNginx(
      buildsDir,
      servers.map((server) => new URL(server.url).host),
    );
  });

  test.afterAll(async () => {
    await nginx?.stop();
    for (const server of servers.splice(0)) await server.stop();
    await smtp?.stop();
    cluster?.stop();
    if (mailDir) rmSync(mailDir, { recursive: true, force: true });
    if (buildsDir) rmSync(buildsDir, { recursive: true, force: true });
  });

  test('every route answers the same status, body and headers through nginx as from Node', async () => {
    const meta = JSON.parse(readFileSync(join(distDir, ROUTES_META), 'utf8')) as RoutesMeta;
    const home = readFileSync(join(distDir, 'home/index.html'), 'utf8');
    // The page's script is inline; the modules it imports are named inside it.
    const assets = [...new Set([...home.matchAll(/"(\/assets\/[^"]+)"/g)].map((match) => match[1]!))];
    const blogPage = meta.pages.find((page) => page.startsWith('/blog/'))!;
    const paths = [
      ...meta.pages,
      ...meta.redirects.map((redirect) => redirect.from),
      '/erp/',
      '/ERP',
      '/Erp/?utm_source=x',
      blogPage.toUpperCase(),
      '/no-such-page',
      '/no-such-page/',
      '/.meta/routes.json',
      '/erp/index.html',
      '/404.html',
      '/robots.txt',
      '/sitemap.xml',
      '/favicon.svg',
      ...assets,
      '/assets/no-such-file.js',
      '/healthz',
      '/readyz',
      '/api/nothing',
    ];
    expect(assets.length).toBeGreaterThan(0);
    const node = servers[0]!.url;
    for (const path of paths) expect(await ask(nginx!.url, path), path).toEqual(await ask(node, path));
    for (const [method, path] of [
      ['POST', '/erp'],
      ['DELETE', '/home'],
      ['PUT', '/api/LoginControl/bookDemo'],
      ['OPTIONS', '/robots.txt'],
    ] as const) {
      expect(await ask(nginx!.url, path, method), `${method} ${path}`).toEqual(await ask(node, path, method));
    }
  });

  test('nginx serves the pages and files of the build itself, from the builds folder’s link; Node the rest', async () => {
    // nginx says when a file it serves was modified; Node does not.
    for (const path of ['/home', '/robots.txt', '/favicon.svg'])
      expect((await fetch(nginx!.url + path)).headers.get('last-modified'), path).not.toBeNull();
    for (const path of ['/healthz', '/no-such-page'])
      expect((await fetch(nginx!.url + path)).headers.get('last-modified'), path).toBeNull();
    expect(realpathSync(join(buildsDir, CURRENT_LINK))).toBe(realpathSync(distDir));
  });

  test('pages nginx serves from disk are counted, through its mirror, once each, on the shared counts', async () => {
    const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    const campaign = `nginx-${Date.now()}`;
    const view = (headers: Record<string, string> = {}) =>
      fetch(`${nginx!.url}/home?utm_source=test&utm_campaign=${campaign}`, {
        headers: { 'user-agent': browser, referer: 'https://news.example.org/post', ...headers },
      });
    for (let n = 0; n < 3; n++) expect((await view()).headers.get('last-modified')).not.toBeNull();
    // Neither a prefetch, nor a bot, nor a file that is no page.
    await view({ 'sec-purpose': 'prefetch' });
    await view({ 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
    await fetch(`${nginx!.url}/robots.txt?utm_campaign=${campaign}`, { headers: { 'user-agent': browser } });
    const store = await openStore({ dataDir: mailDir, databaseUrl, pseudonymSalt: SALT });
    try {
      const today = new Date().toISOString().slice(0, 10);
      const ours = async () =>
        (await store.visits.viewCounts(today, today)).filter((row) => row.utmCampaign === campaign);
      await expect.poll(async () => (await ours()).reduce((sum, row) => sum + row.views, 0)).toBe(3);
      expect(await ours()).toEqual([
        expect.objectContaining({
          path: '/home',
          referrerHost: 'news.example.org',
          utmSource: 'test',
          device: 'desktop',
        }),
      ]);
    } finally {
      await store.close();
    }
  });

  test('/admin goes to the one instance that publishes, the first, and never to the other', async () => {
    /** The requests an instance answered so far, all routes together. */
    const answered = async (url: string) =>
      [...(await (await fetch(url)).text()).matchAll(/^cortracker_http_requests_total\{[^}]*\} (\d+)$/gm)].reduce(
        (sum, match) => sum + Number(match[1]),
        0,
      );
    const before = await Promise.all(metrics.map(answered));
    for (const path of ['/admin', '/admin/', '/admin/login', '/admin/api/me', '/admin/no-such-page', '/admin/login'])
      await fetch(nginx!.url + path, { redirect: 'manual' });
    const after = await Promise.all(metrics.map(answered));
    expect(after.map((count, n) => count - before[n]!)).toEqual([6, 0]);
  });

  test('files come precompressed, as the client accepts them', async () => {
    for (const [accept, encoding] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await fetch(`${nginx!.url}/home`, { headers: { 'accept-encoding': accept } });
      expect(response.headers.get('content-encoding'), accept).toBe(encoding);
    }
  });

  test('the copies of pictures come through nginx with their media type, the same bytes and the year-long caching of hashed names', async () => {
    const copies = readdirSync(join(distDir, PICTURE_COPIES_DIR)).filter((name) => !/\.(br|gz)$/.test(name));
    expect(copies.some((name) => name.endsWith('.avif')) && copies.some((name) => name.endsWith('.webp'))).toBe(true);
    for (const name of copies) {
      const path = `${PICTURE_COPIES_DIR}/${name}`;
      const [viaNginx, viaNode] = await Promise.all([fetch(nginx!.url + path), fetch(servers[0]!.url + path)]);
      expect(viaNginx.status, path).toBe(200);
      expect(viaNginx.headers.get('content-type'), path).toBe(name.endsWith('.avif') ? 'image/avif' : 'image/webp');
      expect(viaNginx.headers.get('content-type'), path).toBe(viaNode.headers.get('content-type'));
      expect(viaNginx.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
      expect(viaNginx.headers.get('cache-control'), path).toBe(viaNode.headers.get('cache-control'));
      expect(Buffer.from(await viaNginx.arrayBuffer()).equals(Buffer.from(await viaNode.arrayBuffer())), path).toBe(
        true,
      );
    }
  });

  test('the forms post through nginx, and the stored client address is the client’s, not a forged one', async () => {
    const page = await fetch(`${nginx!.url}/get-demo`);
    const token = /XSRF-TOKEN=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1];
    expect(token).toBeTruthy();
    // nginx serves the page itself, so it gives the anti-forgery cookie as Node would, once.
    expect(page.headers.get('set-cookie')).toBe(`XSRF-TOKEN=${token}; Path=/; SameSite=Strict`);
    expect(
      (await fetch(`${nginx!.url}/get-demo`, { headers: { cookie: `XSRF-TOKEN=${token}` } })).headers.get('set-cookie'),
    ).toBeNull();
    const headers = { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token! };
    const now = new Date();
    const demo = await postFrom127002(
      nginx!.url,
      '/api/LoginControl/bookDemo',
      { ...validDemo, Email: 'through.nginx@example.com' },
      headers,
    );
    const signup = await postFrom127002(
      nginx!.url,
      '/api/PrismAdmin/makeRegistration',
      {
        Customer: 'Graniteford Fasteners',
        Mobile: '+15125550143',
        Email: 'ops@graniteford.example',
        DefaultUser: 'graniteford',
        Fiscal: '2026-04-01',
        Addr: '1 Mill Road',
        country: 'US',
        Zip: '78701',
        ProductId: 'D-USI',
        website: '',
        elapsedMs: 30_000,
        termsAcceptedAt: now.toISOString(),
        termsAcceptedOn: now.toISOString().slice(0, 10),
      },
      headers,
    );
    const booking = await postFrom127002(
      nginx!.url,
      '/api/services/bookings',
      { serviceIndex: 1, agreed: true },
      headers,
    );
    expect([demo.status, signup.status, booking.status], [demo.body, signup.body, booking.body].join('\n')).toEqual([
      201, 201, 201,
    ]);

    const store = await openStore({ dataDir: mailDir, databaseUrl, pseudonymSalt: SALT });
    try {
      const rows = await store.submissions.listSubmissions({});
      const ids = [demo, signup, booking].map((answer) => (JSON.parse(answer.body) as { id: string }).id);
      const hashes = ids.map(
        (id) => (rows.find((row) => row.id === id)?.meta as { ipHash?: string } | undefined)?.ipHash,
      );
      expect(hashes).toEqual(ids.map(() => saltedHash('127.0.0.2', SALT)));
    } finally {
      await store.close();
    }
  });

  test('a form sent without its script through nginx on a port of its own is taken as sent from the site', async () => {
    // An older browser sends no Sec-Fetch-Site: the check falls to the Origin, which carries the
    // port; nginx must hand Node the Host as the browser sent it, port included.
    const page = await fetch(`${nginx!.url}/get-demo`);
    const token = /XSRF-TOKEN=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1];
    const { elapsedMs: _untimed, ...fields } = { ...validDemo, Email: 'no.script.through.nginx@example.com' };
    const answer = await fetch(`${nginx!.url}/api/LoginControl/bookDemo`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `XSRF-TOKEN=${token}`,
        origin: new URL(nginx!.url).origin,
      },
      body: new URLSearchParams(fields).toString(),
    });
    expect(answer.status, await answer.text()).toBe(303);
    // The thank-you address (post, redirect, get) reaches Node through nginx, as every /api/ one does.
    const thanks = await fetch(new URL(answer.headers.get('location')!, nginx!.url), {
      headers: { referer: `${nginx!.url}/get-demo` },
    });
    expect(thanks.status).toBe(200);
    expect(thanks.headers.get('content-type')).toContain('text/html');
    expect(await thanks.text()).toContain(form('demo').success.text);
  });
});

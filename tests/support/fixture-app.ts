// The real server app (src/server/app.ts) for app.inject() tests, on the server metadata the build
// writes (dist/.meta) made from the fixture config, with a store and a mail folder of its own in a
// temp directory: the request-level checks of the endpoints run in milliseconds, without a build,
// a browser or a port.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { writeConfigMeta } from '../../scripts/build/server-meta.ts';
import { writeFile } from '../../scripts/build/write-file.ts';
import { FIXTURE_CONFIG_DIR } from '../../src/config/config-dir.ts';
import { buildApp, type AppOptions } from '../../src/server/app.ts';
import { hashPassword } from '../../src/server/admin/passwords.ts';
import { ADMIN_SESSION_COOKIE } from '../../src/server/admin/session.ts';
import { readServerConfig } from '../../src/server/config.ts';
import type { Role } from '../../src/server/roles/permissions.ts';
import { mailDirectory } from '../../src/server/mail/index.ts';
import {
  openStore,
  type LeadTimeline,
  type OutboxRow,
  type Store,
  type SubmissionRow,
} from '../../src/server/store/index.ts';
import { CSP_META, ROUTES_META, type CspMeta, type RoutesMeta } from '../../src/shared/build-meta.ts';

const root = resolve(import.meta.dirname, '../..');
export const fixtureConfigDir = join(root, FIXTURE_CONFIG_DIR);

const TOKEN = 'f'.repeat(43);
/** What a browser of the site sends with a post: JSON, and the anti-forgery cookie repeated in the header. */
export const postHeaders = { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${TOKEN}`, 'x-xsrf-token': TOKEN };

export interface SignedInAccount {
  id: string;
  /** What its calls to /admin send: JSON, the anti-forgery token and its session cookie. */
  headers: Record<string, string>;
}

/**
 * Accounts made in the app's store with their roles (full name "<name> Fullname"), `password` already
 * their own, and each signed in through /admin's sign-in call. Each sign-in is a password check that
 * is slow on purpose: a suite that signs in several wants a longer beforeAll timeout.
 */
export async function signedInAccounts<Name extends string>(
  server: FixtureApp,
  accounts: Readonly<Record<Name, readonly Role[]>>,
  password: string,
  /** The addresses of the accounts that have one (none by default). */
  emails: Partial<Record<Name, string>> = {},
): Promise<Record<Name, SignedInAccount>> {
  const store = await server.store();
  const hash = await hashPassword(password);
  const signedIn = {} as Record<Name, SignedInAccount>;
  for (const [name, roles] of Object.entries(accounts) as [Name, readonly Role[]][]) {
    const user = await store.accounts.createUser(
      { name, fullName: `${name} Fullname`, email: emails[name] ?? '', passwordHash: hash, roles: [...roles] },
      new Date(),
    );
    await store.accounts.setPassword(user.id, hash, false, new Date());
    const response = await server.app.inject({
      method: 'POST',
      url: '/admin/api/sign-in',
      headers: postHeaders,
      payload: { name, password },
    });
    const session = response.cookies.find((cookie) => cookie.name === ADMIN_SESSION_COOKIE)?.value;
    if (response.statusCode !== 200 || !session) throw new Error(`${name} could not sign in: ${response.body}`);
    signedIn[name] = {
      id: user.id,
      headers: { ...postHeaders, cookie: `${postHeaders.cookie}; ${ADMIN_SESSION_COOKIE}=${session}` },
    };
  }
  return signedIn;
}

export interface FixtureApp {
  app: FastifyInstance;
  /** The store the app's data lives in, opened beside the app's own (as the operator's commands open it). */
  store(): Promise<Store>;
  /** The copy of the fixture config that publishes write. */
  configDir: string;
  /** DATA_DIR: the SQLite files, the salt, the mail files. */
  dataDir: string;
  /** What the store holds, read through a second store on the same data, as the operator's commands read it. */
  submissions(type?: string): Promise<SubmissionRow[]>;
  undeliveredOutbox(): Promise<OutboxRow[]>;
  /** A person's submissions with every mail queued for them, sent or not. */
  leadTimeline(email: string): Promise<LeadTimeline | null>;
  /** The text of every mail sent so far: without SMTP_URL each is an .eml file in DATA_DIR/mail. */
  mails(): string[];
  close(): Promise<void>;
}

/** The app with the server settings of `env` (and nothing of this process's environment but LOG_LEVEL);
 *  `pages`: prerendered pages the build serves, by path, each counted as a page with a form;
 *  `metaFrom`: the config folder the server's metadata is written from (the fixture config's by default). */
export async function fixtureApp(
  env: Record<string, string> = {},
  {
    pages = {},
    metaFrom = fixtureConfigDir,
    ...options
  }: AppOptions & { pages?: Record<string, string>; metaFrom?: string } = {},
): Promise<FixtureApp> {
  const dir = mkdtempSync(join(tmpdir(), 'fixture-app-'));
  const dist = join(dir, 'dist');
  writeConfigMeta(metaFrom, dist);
  // No pages: the site itself is the end-to-end suite's; the 404 page is all the app needs of it.
  const notFound = '404.html';
  writeFile(join(dist, notFound), '<!doctype html><title>Fixture: no such page</title>');
  for (const [path, html] of Object.entries(pages)) writeFile(join(dist, path.slice(1), 'index.html'), html);
  writeFile(
    join(dist, ROUTES_META),
    JSON.stringify({
      pages: Object.keys(pages),
      formPages: Object.keys(pages),
      redirects: [],
      notFound,
      builtAt: new Date().toISOString(),
    } satisfies RoutesMeta),
  );
  // That page inlines no style sheet and no script, so the policy allows none by hash.
  writeFile(join(dist, CSP_META), JSON.stringify({ styleHashes: [], scriptHashes: [] } satisfies CspMeta));
  const dataDir = join(dir, 'data');
  // Publishes write a copy of the fixture config, never the project's own.
  const configDir = join(dir, 'config');
  cpSync(fixtureConfigDir, configDir, { recursive: true });
  // The admin pages link their built script by the bundle's manifest; the unit tests run before any build.
  const adminBundleDir = join(dir, 'dist-admin');
  writeFile(
    join(adminBundleDir, '.vite/manifest.json'),
    JSON.stringify({
      'src/admin/main.ts': { file: 'sign-in/admin-fixture.js', css: ['sign-in/admin-fixture.css'], isEntry: true },
    }),
  );
  writeFile(join(adminBundleDir, 'sign-in/admin-fixture.js'), 'export {};\n');
  // The editor's documents and a script of its bundle, as /admin/ serves them to a signed-in user.
  const editorBundleDir = join(dir, 'dist-editor');
  writeFile(join(editorBundleDir, 'index.html'), '<!doctype html><title>Fixture: the editor</title>');
  writeFile(join(editorBundleDir, 'preview.html'), '<!doctype html><title>Fixture: the preview</title>');
  writeFile(join(editorBundleDir, 'leads.html'), '<!doctype html><title>Fixture: the leads</title>');
  writeFile(join(editorBundleDir, 'assets/editor-fixture.js'), 'export {};\n');
  // The app logs every request at info; a test run shows only errors unless asked for more.
  const config = readServerConfig(
    {
      DATA_DIR: dataDir,
      DIST_DIR: dist,
      CONFIG_DIR: configDir,
      RATE_LIMIT_PER_MINUTE: '1000',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
      ...env,
    },
    root,
  );
  const app = await buildApp({ ...config, adminBundleDir, editorBundleDir }, options);
  await app.ready();
  // One reader for the test's questions, opened on the first one.
  let reader: Promise<Store> | undefined;
  const store = () => (reader ??= openStore({ dataDir, twoFactorKey: env.TWO_FACTOR_KEY }));
  const mailDir = mailDirectory(dataDir);
  return {
    app,
    store,
    configDir,
    dataDir,
    submissions: async (type) => (await store()).submissions.listSubmissions(type ? { type } : {}),
    undeliveredOutbox: async () => (await store()).outbox.listUndeliveredOutbox(),
    leadTimeline: async (email) => (await store()).submissions.leadTimeline(email),
    mails: () =>
      existsSync(mailDir) ? readdirSync(mailDir).map((name) => readFileSync(join(mailDir, name), 'utf8')) : [],
    async close() {
      await app.close();
      await (await reader)?.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The app for the tests of one describe block (or file): started before the first, closed after the
 * last. `env` may be a function, read when the app starts (after the block's earlier beforeAll hooks).
 */
export function setUpFixtureApp(
  env: Record<string, string> | (() => Record<string, string>) = {},
  pages: Record<string, string> = {},
): () => FixtureApp {
  let server: FixtureApp | undefined;
  beforeAll(async () => {
    server = await fixtureApp(typeof env === 'function' ? env() : env, { pages });
  });
  afterAll(() => server?.close());
  return () => server!;
}

// The publish as a person meets it, for npm run bench:scale (issue 45): the real server
// (src/server/main.ts) over the generated config (made a git work tree, as site-config/ is) and its
// latest build, driven through the /admin routes the editor calls: sign in, save one word of one
// article into the draft, POST /admin/api/publish, poll the status, then poll the public page until
// it serves the word. Click-to-live runs from the POST (the click on Publish) to that answer.
// Where the time went comes from the POST's own answer (the check of the draft and the lock) and
// from the server's log line "publish: where its time went" (publishing.ts: when each step ended).
// Figures only, like the rest of the bench.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { request, type APIRequestContext } from 'playwright-core';
import { addUser } from '../../src/server/admin/accounts.ts';
import { openStore } from '../../src/server/store/index.ts';
import { BLOG_PREFIX } from '../../src/shared/blog-paths.ts';
import { articleFile } from '../../src/shared/config-check/config-layout.ts';
import { generatedSlug } from './scale-config.ts';
import type { ScaleContext, ScaleFigure, ScaleMeasure } from './scale-measure.ts';
import { median, range } from './scale-stats.ts';

/** Publishes measured (each a new word in the same article). */
const RUNS = Number(process.env.BENCH_PUBLISH_RUNS ?? 3);
/** Issue 45's target at 2,000 articles. */
const CLICK_TO_LIVE_TARGET_MS = 5000;
/** How often the status and the public page are asked for: what the editor's own poll would do, finer. */
const POLL_MS = 20;
/** How long after the word is served the server's timing line may take (the commit comes after). */
const TIMINGS_WAIT_MS = 60_000;
const PASSWORD = 'a quiet river of figures 45';
const IDENTITY = {
  GIT_AUTHOR_NAME: 'bench',
  GIT_AUTHOR_EMAIL: 'bench@example.invalid',
  GIT_COMMITTER_NAME: 'bench',
  GIT_COMMITTER_EMAIL: 'bench@example.invalid',
};

interface Marks {
  publish: number;
  startedAt: number;
  marks: Record<string, number>;
}

interface ServerRun {
  url: string;
  /** The timing lines the server logged so far, by publish id. */
  timings: Map<number, Marks>;
  stop(): Promise<void>;
}

async function startServer(root: string, env: Record<string, string>): Promise<ServerRun> {
  const child = spawn(process.execPath, [join(root, 'src/server/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const timings = new Map<number, Marks>();
  let pending = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        const listening = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (listening) resolve(listening[1]!);
        if (!line.includes('where its time went')) continue;
        const entry = JSON.parse(line) as Marks;
        timings.set(entry.publish, entry);
      }
    });
    child.on('exit', (code) => reject(new Error(`the server exited with ${code} before listening`)));
  });
  return {
    url,
    timings,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const poll = () => new Promise((done) => setTimeout(done, POLL_MS));

async function call(api: APIRequestContext, method: 'get' | 'post', path: string, data?: unknown) {
  const token = (await api.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await api[method](path, {
    headers: { 'content-type': 'application/json', 'x-xsrf-token': token },
    ...(data === undefined ? {} : { data }),
  });
  if (response.status() >= 300) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

interface PublishRun {
  clickToLiveMs: number;
  /** The POST's answer: the draft's check and the lock. */
  checkMs: number;
  /** From the server's marks (publishing.ts): each part's time alone. */
  parts: Record<string, number>;
  /** From the switch to the first answer with the word (the bench polls every POLL_MS). */
  firstAnswerMs: number;
  /** When the git commit was done (after the older builds' removal and the audit), ms after the switch. */
  committedAfterSwitchMs: number;
}

async function onePublish(
  api: APIRequestContext,
  server: ServerRun,
  configDir: string,
  slug: string,
  word: string,
): Promise<PublishRun> {
  const path = articleFile(slug);
  const live = readFileSync(join(configDir, path), 'utf8');
  const article = JSON.parse(live) as { body: string[] };
  article.body[0] = `${article.body[0]!} ${word}`;
  await call(api, 'post', '/admin/api/draft', {
    files: [
      {
        path,
        baseHash: createHash('sha256').update(live).digest('hex'),
        text: `${JSON.stringify(article, null, 2)}\n`,
      },
    ],
  });

  const clicked = Date.now();
  const { id } = (await call(api, 'post', '/admin/api/publish', {})) as { id: number };
  const checkMs = Date.now() - clicked;
  for (;;) {
    const status = (await call(api, 'get', '/admin/api/publish/status')) as {
      running: unknown;
      last: { id: number; status: string; message: string | null } | null;
    };
    if (!status.running && status.last?.id === id) {
      if (status.last.status !== 'published') throw new Error(`publish ${id} failed: ${status.last.message}`);
      break;
    }
    await poll();
  }
  for (;;) {
    const page = await api.get(`${BLOG_PREFIX}${slug}`);
    if ((await page.text()).includes(word)) break;
    await poll();
  }
  const servedAt = Date.now();
  // The line comes once the commit is done; a publish that broke after its switch logs none.
  const waitUntil = Date.now() + TIMINGS_WAIT_MS;
  while (!server.timings.has(id)) {
    if (Date.now() > waitUntil) throw new Error(`publish ${id}: no "where its time went" line in the server's log`);
    await poll();
  }
  const { startedAt, marks } = server.timings.get(id)!;
  const at = (name: string) => marks[name] ?? Number.NaN;
  // Each part timed from the mark before (publishing.ts sets them in order: the stage, the build's own
  // steps as it reports them, the switch's steps, then what follows it). A build step's mark is its
  // start: the part that ends there is the build's previous step. The publish's own "prepare" and
  // "switch" reports coincide with its start and with `built`, and are left out.
  const ordered = Object.entries(marks)
    .filter(([name]) => name !== 'step:prepare' && name !== 'step:switch')
    .sort(([, a], [, b]) => a - b);
  const label = (name: string, before: string | undefined) =>
    before?.startsWith('step:')
      ? `build step ${before.slice('step:'.length)}${name === 'built' ? ' (and the process ended)' : ''}`
      : name.startsWith('step:')
        ? `build: process start to step ${name.slice('step:'.length)}`
        : name;
  const parts = Object.fromEntries(
    ordered.map(([name, ms], index) => [
      label(name, ordered[index - 1]?.[0]),
      ms - (index === 0 ? 0 : ordered[index - 1]![1]),
    ]),
  );
  return {
    clickToLiveMs: servedAt - clicked,
    checkMs,
    parts,
    firstAnswerMs: servedAt - (startedAt + at('switched')),
    committedAfterSwitchMs: at('committed') - at('switched'),
  };
}

async function measurePublish({ root, configDir, buildDir }: ScaleContext): Promise<ScaleFigure[]> {
  if (!buildDir) return [{ name: 'publish: click to live', detail: 'not measured: no build (--editor-only)' }];
  // site-config/ is in the project's work tree, so a publish commits: the generated copy is put in one
  // too (the folder above it, as the project holds site-config/; the config folder holds no .git).
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: dirname(configDir), env: { ...process.env, ...IDENTITY } });
  git('init', '--quiet');
  git('add', '--all', '--', basename(configDir));
  git('commit', '--quiet', '--no-verify', '-m', 'the generated config');

  const dataDir = mkdtempSync(join(configDir, '..', 'publish-data-'));
  const store = await openStore({ dataDir });
  const { password } = await addUser(store, {
    name: 'marketer',
    email: 'marketer@example.com',
    fullName: 'Mara Keter',
  });
  await store.close();
  const server = await startServer(root, {
    DATA_DIR: dataDir,
    DIST_DIR: buildDir,
    CONFIG_DIR: configDir,
    RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const api = await request.newContext({ baseURL: server.url });
  try {
    // The sign-in page gives the anti-forgery cookie; the one-time password is changed first.
    await api.get('/admin/login');
    await call(api, 'post', '/admin/api/sign-in', { name: 'marketer', password });
    await call(api, 'post', '/admin/api/password', { current: password, next: PASSWORD });
    const slug = generatedSlug(2);
    const runs: PublishRun[] = [];
    for (let run = 0; run < RUNS; run++)
      runs.push(await onePublish(api, server, configDir, slug, `Benchword${run}${Date.now().toString(36)}`));
    const partNames = Object.keys(runs[0]!.parts);
    return [
      {
        name: `publish: click to live (${RUNS} runs)`,
        ms: median(runs.map((run) => run.clickToLiveMs)),
        detail: [
          `${range(runs.map((run) => run.clickToLiveMs))}; target under ${CLICK_TO_LIVE_TARGET_MS} ms at 2,000 articles; one word of /blog/${slug}, from POST /admin/api/publish to the public page serving it`,
          `check of the draft (the POST's answer) ${range(runs.map((run) => run.checkMs))}`,
          `then on the server, part by part (publishing.ts's marks):`,
          ...partNames.map((name) => `  ${name} ${range(runs.map((run) => run.parts[name] ?? Number.NaN))}`),
          `first answer with the word after the switch ${range(runs.map((run) => run.firstAnswerMs))} (polled every ${POLL_MS} ms)`,
          `off the path (after the switch): the older build removed and the git commit done ${range(runs.map((run) => run.committedAfterSwitchMs))} after it`,
        ].join(`\n${''.padEnd(42)}`),
      },
    ];
  } finally {
    await api.dispose();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const PUBLISH_MEASURES: ScaleMeasure[] = [{ name: 'publish', run: measurePublish }];

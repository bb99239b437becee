// The editor's part of npm run bench:scale (issue 32): the editor's server (scripts/edit.ts) over the
// generated config, driven by Chromium, measures
//   the editor's open    from navigation to the first check done (the Problems region no longer says
//                        it is checking): what a marketer waits for before the editor keeps up; the
//                        bytes of every answer it loaded, and of /api/config alone
//   typing in an article 10 characters typed into an article's headline: the longest task of the
//                        page meanwhile (PerformanceObserver "longtask", until the check caught up) and
//                        the time from the first key to the check caught up
//   first and warm open  from navigation to the first section's form on screen: the first open right
//                        after the editor's server started, then the same server opened again
// Figures only, like the rest of the bench.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';
import type { ScaleContext, ScaleFigure, ScaleMeasure } from './scale-measure.ts';
import { median, range } from './scale-stats.ts';
import { CONFIG_FOLDERS, idOfFileName } from '../../src/shared/config-check/config-layout.ts';

const strings = JSON.parse(readFileSync(join(import.meta.dirname, '../../src/editor/strings.json'), 'utf8')) as {
  checking: string;
  save: string;
};
const headlineLabel = (root: string) =>
  (
    JSON.parse(readFileSync(join(root, 'schemas/blog-article.schema.json'), 'utf8')) as {
      properties: { headline: { title: string } };
    }
  ).properties.headline.title;
/** Targets of the issue, at 2,000 articles. */
const OPEN_TARGET_MS = 2000;
const LONGEST_TASK_TARGET_MS = 50;
const TYPED = 'abcdefghij';
const KEY_INTERVAL_MS = 100;
/** The same measure this many times (a fresh browser context each): the median and the range are printed. */
const RUNS = Number(process.env.BENCH_EDITOR_RUNS ?? 3);

async function startEditor(root: string, configDir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = spawn(process.execPath, [join(root, 'scripts/edit.ts'), '--config', configDir], {
    cwd: root,
    env: { ...process.env, EDIT_PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((done, fail) => {
    let output = '';
    server.on('exit', (code) => fail(new Error(`the editor's server ended (${code}): ${output}`)));
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[\d.:]+)/.exec(output);
      if (match) done(match[1]!);
    });
  });
  server.removeAllListeners('exit');
  return {
    url,
    // Waited for: the next run's server starts on a machine this one no longer uses.
    stop: async () => {
      if (server.exitCode !== null) return;
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGINT');
      await exited;
    },
  };
}

/** Every long task of the page from now on (the observer is set before the editor's script runs). */
async function watchLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tasks: number[] = [];
    (window as unknown as { longTasks: number[] }).longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
}

const longTasks = (page: Page) => page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks.slice());

interface Run {
  openMs: number;
  bytes: number;
  configBytes: number;
  longestOpenTaskMs: number;
  typingMs: number;
  longestTypingTaskMs: number;
}

async function oneRun(browser: Browser, url: string, slug: string, label: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await watchLongTasks(page);
  let bytes = 0;
  let configBytes = 0;
  page.on('requestfinished', (request) => {
    void request.sizes().then((sizes) => {
      bytes += sizes.responseBodySize + sizes.responseHeadersSize;
      if (new URL(request.url()).pathname.endsWith('/api/config')) configBytes += sizes.responseBodySize;
    });
  });
  const started = Date.now();
  await page.goto(url);
  await page.getByRole('navigation', { name: 'Content' }).waitFor();
  const problems = page.getByRole('region', { name: /Problems/ });
  await problems.getByText(strings.checking).waitFor({ state: 'detached', timeout: 120_000 });
  const openMs = Date.now() - started;
  const longestOpenTaskMs = Math.max(0, ...(await longTasks(page)));

  await page
    .getByRole('navigation', { name: 'Content' })
    .getByRole('button')
    // The address ends the slug; the entry's translation badges may follow it (issue 42).
    .filter({ hasText: new RegExp(`/blog/${slug}(?![\\w-])`) })
    .click();
  // Its label carries the required field's mark.
  const field = page.getByLabel(new RegExp(`^${label}\\*?$`));
  await field.click();
  await field.press('End');
  const before = (await longTasks(page)).length;
  const expected = `${await field.inputValue()}${TYPED}`;
  const typingStarted = Date.now();
  // A quick typist: a key every 100 ms.
  await page.keyboard.type(TYPED, { delay: KEY_INTERVAL_MS });
  await page.waitForFunction(
    (text) => [...document.querySelectorAll('input')].some((element) => element.value === text),
    expected,
    { polling: 100 },
  );
  // Save waits for the check to catch up with the draft (App.tsx): enabled, it has.
  // (Found without Playwright's role locators: their accessible names of 2,000 buttons would be long
  // tasks of the page themselves.)
  await page.waitForFunction(
    (save) =>
      [...document.querySelectorAll('button')].some((button) => button.textContent === save && !button.disabled),
    strings.save,
    { polling: 100, timeout: 120_000 },
  );
  const typingMs = Date.now() - typingStarted;
  const typingTasks = (await longTasks(page)).slice(before);
  await context.close();
  return {
    openMs,
    bytes,
    configBytes,
    longestOpenTaskMs,
    typingMs,
    longestTypingTaskMs: Math.max(0, ...typingTasks),
  } satisfies Run;
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(2)} MB`;

async function measureEditor({ root, configDir }: ScaleContext): Promise<ScaleFigure[]> {
  const slugs = readdirSync(join(configDir, CONFIG_FOLDERS.blog))
    .flatMap((name) => idOfFileName(name) ?? [])
    .sort();
  // The first generated article where there are some (in the Content list's first 50 entries, which
  // a marketer sees without "Show more"), else the config's first.
  const slug = slugs.find((name) => name.startsWith('scale-article-')) ?? slugs[0]!;
  const editor = await startEditor(root, configDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await oneRun(browser, editor.url, slug, headlineLabel(root)));
    const open = runs.map((run) => run.openMs);
    const typing = runs.map((run) => run.longestTypingTaskMs);
    return [
      {
        name: `editor: open (${RUNS} runs)`,
        ms: median(open),
        detail: `${range(open)}; target under ${OPEN_TARGET_MS} ms at 2,000 articles; loaded ${megabytes(median(runs.map((run) => run.bytes)))}, of which /api/config ${megabytes(median(runs.map((run) => run.configBytes)))}; longest task while opening ${range(runs.map((run) => run.longestOpenTaskMs))}`,
      },
      {
        name: `editor: typing 10 characters`,
        ms: median(runs.map((run) => run.typingMs)),
        detail: `longest task ${typing.every((ms) => ms === 0) ? 'none over 50 ms (no long task)' : range(typing)}; target under ${LONGEST_TASK_TARGET_MS} ms at 2,000 articles; first key to the check caught up ${range(runs.map((run) => run.typingMs))}`,
      },
    ];
  } finally {
    await browser.close();
    await editor.stop();
  }
}

interface Open {
  /** Navigation to the first section's form on screen (its select button clicked as soon as it shows). */
  formMs: number;
  /** Navigation to the end of /api/config's answer. */
  configMs: number;
}

/** One open of the editor at `url` in a fresh context, to the first section's form on screen. */
async function openToForm(browser: Browser, url: string): Promise<Open> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  let configAt = Number.NaN;
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname.endsWith('/api/config')) configAt = Date.now();
  });
  const started = Date.now();
  await page.goto(url);
  // The first section of the page the editor opens on, as a person would pick it.
  const select = page.locator('[data-testid="section-0"] button[data-control="select"]');
  await select.click({ timeout: 120_000 });
  await page.locator('#section-form-0 input, #section-form-0 textarea').first().waitFor({ timeout: 120_000 });
  const formMs = Date.now() - started;
  await context.close();
  return { formMs, configMs: configAt - started };
}

/**
 * The editor's open as a marketer meets it: the first after its server started (the server's warm-up
 * under way, nothing cached), navigated to as soon as the server says it listens; and a warm one, the
 * same server opened again in a fresh browser context. Each run starts a server of its own.
 */
async function measureOpens({ root, configDir }: ScaleContext): Promise<ScaleFigure[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const first: Open[] = [];
  const warm: Open[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const editor = await startEditor(root, configDir);
      try {
        first.push(await openToForm(browser, editor.url));
        warm.push(await openToForm(browser, editor.url));
      } finally {
        await editor.stop();
      }
    }
  } finally {
    await browser.close();
  }
  const line = (opens: Open[]) =>
    `${range(opens.map((open) => open.formMs))}; target under ${OPEN_TARGET_MS} ms at 2,000 articles; /api/config answered ${range(opens.map((open) => open.configMs))} after navigation`;
  return [
    {
      name: `editor: first open after start (${RUNS})`,
      ms: median(first.map((open) => open.formMs)),
      detail: line(first),
    },
    { name: `editor: warm open (${RUNS})`, ms: median(warm.map((open) => open.formMs)), detail: line(warm) },
  ];
}

export const EDITOR_MEASURES: ScaleMeasure[] = [
  { name: 'editor: open to the first form', run: measureOpens },
  { name: 'editor', run: measureEditor },
];

/** What the bench prints while EDITOR_MEASURES is empty. */
export const EDITOR_NOT_MEASURED = 'editor: not measured';

// npm run bench:editor: how fast the visual editor is on this machine, in a real browser against the
// real editor server over a throw-away copy of site-config/: the time to open the editor and a page
// in it (under 1 s), and the time from a keystroke to the preview showing it (under 300 ms). Figures
// only: no test depends on a timing.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { SITE_CONFIG_DIR } from '../src/config/config-dir.ts';
import { CONFIG_FILES, pageFile } from '../src/shared/config-check/config-layout.ts';

const root = resolve(import.meta.dirname, '..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const KEYSTROKES = 20;
const OPEN_LIMIT_MS = 1000;
const PREVIEW_LIMIT_MS = 300;

const dir = mkdtempSync(join(tmpdir(), 'cortracker-bench-editor-'));
cpSync(join(root, SITE_CONFIG_DIR), join(dir, 'site-config'), { recursive: true });

/** The hero's heading field, labelled by its schema's title. */
const HERO_HEADING_LABEL = JSON.parse(readFileSync(join(root, 'schemas/sections/hero.schema.json'), 'utf8')).properties
  .heading.title as string;

/** Two pages of the config that start with a hero: their titles (in the Content list) and main headings. */
const readJson = (path: string) => JSON.parse(readFileSync(join(dir, 'site-config', path), 'utf8'));
const heroPages = (readJson(CONFIG_FILES.routes).routes as { page: string }[])
  .map((route) => readJson(pageFile(route.page)) as { title: string; sections: { type: string; heading?: string }[] })
  .filter((page) => page.sections[0]?.type === 'hero')
  .slice(0, 2)
  .map((page) => ({
    title: new RegExp(`^${page.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    heading: page.sections[0]!.heading!,
  }));
const server = spawn(process.execPath, [join(root, 'scripts/edit.ts'), '--config', join(dir, 'site-config')], {
  env: { ...process.env, EDIT_PORT: '0' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const url = await new Promise<string>((done) => {
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    const match = /listening on (http:\/\/[\d.:]+)/.exec(output);
    if (match) done(match[1]!);
  });
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const format = (values: number[]) => `median ${median(values).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`;

/** From the start of navigation to the page's sections listed and its preview drawn. */
async function openEditor(page: Page): Promise<number> {
  const start = Date.now();
  await page.goto(url);
  await page.locator('.section-item').first().waitFor();
  await page.frameLocator('iframe[title="Preview"]').locator('main h1').waitFor();
  return Date.now() - start;
}

/** From a click on a page in the Content list to its sections and its preview. */
async function openPage(page: Page, title: RegExp, heading: string): Promise<number> {
  const start = Date.now();
  await page.getByRole('navigation', { name: 'Content' }).getByRole('button', { name: title }).click();
  await page.getByRole('heading', { level: 2, name: title }).waitFor();
  await page.frameLocator('iframe[title="Preview"]').locator('main h1', { hasText: heading }).waitFor();
  return Date.now() - start;
}

/** From a key pressed in the heading to the preview showing the text with that key, measured in the browser. */
async function keystrokeToPreview(page: Page, character: string): Promise<number> {
  const field = page.getByLabel(HERO_HEADING_LABEL);
  await field.press('End');
  const expected = `${await field.inputValue()}${character}`;
  // Watch first, then press: the key's time and the preview's change are both taken in the browser.
  await page.evaluate((text) => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Preview"]')!.contentWindow!;
    const watch = window as unknown as { keyToPreview?: Promise<number> };
    watch.keyToPreview = new Promise<number>((done) => {
      let pressedAt = 0;
      document.addEventListener('keydown', () => (pressedAt = performance.timeOrigin + performance.now()), {
        once: true,
        capture: true,
      });
      const observer = new (frame as unknown as typeof globalThis).MutationObserver(() => {
        if (pressedAt > 0 && frame.document.querySelector('main h1')?.textContent === text) {
          observer.disconnect();
          done(frame.performance.timeOrigin + frame.performance.now() - pressedAt);
        }
      });
      observer.observe(frame.document.body, { subtree: true, childList: true, characterData: true });
    });
  }, expected);
  await page.keyboard.press(character);
  return page.evaluate(() => (window as unknown as { keyToPreview: Promise<number> }).keyToPreview);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const loads: number[] = [];
  const opens: number[] = [];
  const keys: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    loads.push(await openEditor(page));
    for (const { title, heading } of heroPages) opens.push(await openPage(page, title, heading));
    await context.close();
  }
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await openEditor(page);
  await openPage(page, heroPages[0]!.title, heroPages[0]!.heading);
  await page.getByRole('button', { name: /^Section 1 of \d+/ }).click();
  for (let index = 0; index < KEYSTROKES; index++) keys.push(await keystrokeToPreview(page, 'abcdefghij'[index % 10]!));
  await context.close();

  console.log(`editor opened, first page and preview shown (${ROUNDS} loads): ${format(loads)}`);
  console.log(`page opened from the Content list, preview shown (${opens.length} opens): ${format(opens)}`);
  console.log(`keystroke to preview (${KEYSTROKES} keys): ${format(keys)}`);
  const open = median(opens);
  const key = median(keys);
  console.log(
    `${open < OPEN_LIMIT_MS && key < PREVIEW_LIMIT_MS ? 'within' : 'OVER'} the targets: a page opens in ${open.toFixed(0)} ms (< ${OPEN_LIMIT_MS}), the preview follows a key in ${key.toFixed(0)} ms (< ${PREVIEW_LIMIT_MS})`,
  );
} finally {
  await browser.close();
  server.kill('SIGINT');
  rmSync(dir, { recursive: true, force: true });
}

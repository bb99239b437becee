// Every section type, as the browser paints it, against axe's WCAG 2.2 A/AA rules (color-contrast
// among them), one section at a time. colour-pairs.test.ts reads selectors; this reads the colours
// computed after the cascade, so a rule of one section that reaches another (cardGrid's muted `.card p`
// on a badge in a blue card, issue 44) fails here. The page is built from the fixture config: a copy
// of it with two more pages holding one section of every type found in its pages, plus the states a
// page may not show (each band tone, each button style, a highlighted plan, the logos' two layouts),
// and each button is checked again while the pointer is on it.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { FIXTURE_CONFIG_DIR, SECTION_SAMPLES_DIR } from '../../src/config/config-dir.ts';
import { CONFIG_FILES, CONFIG_FOLDERS, pageFile } from '../../src/shared/config-check/config-layout.ts';
import { WCAG_TAGS } from './support/accessibility.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';
import { startServer, type RunningServer } from './support/server-process.ts';
import { projectRoot } from './support/site-data.ts';
import { buildSite } from './support/spec-build.ts';
import { sectionTypes } from '../../scripts/config-check/section-index.ts';

type Section = { type: string; [field: string]: unknown };
type Page = { sections: Section[]; [field: string]: unknown };

const fixtureDir = join(projectRoot, FIXTURE_CONFIG_DIR);
const pagesDir = join(fixtureDir, CONFIG_FOLDERS.pages);
const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

/** The first section of each type in the fixture's pages, without its anchor id (copies stand side by side). */
const firstOfType = new Map<string, Section>();
for (const name of readdirSync(pagesDir).sort())
  for (const { id: _id, ...section } of readJson<Page>(join(pagesDir, name)).sections)
    if (!firstOfType.has(section.type)) firstOfType.set(section.type, section);

// A type no fixture page shows yet (one `npm run new-section` just wrote) is painted from its sample.
for (const type of sectionTypes(join(projectRoot, 'schemas/sections'))) {
  const sample = join(projectRoot, SECTION_SAMPLES_DIR, `${type}.json`);
  if (!firstOfType.has(type) && existsSync(sample)) firstOfType.set(type, readJson<Section>(sample));
}

const take = (type: string): Section => structuredClone(firstOfType.get(type)!);
/** A button of each style, so each is seen on the section's background. */
const everyButton = (actions: unknown): unknown[] => {
  const [first] = actions as { label: string; href: string }[];
  return (['primary', 'secondary', 'outline'] as const).map((variant) => ({ ...first!, variant }));
};

/** The variants of a type the fixture's pages may not hold: each tone, each button, a highlighted plan. */
function variantsOf(type: string): { label: string; section: Section }[] {
  const base = take(type);
  const one = (label: string, section: Section) => ({ label: `${type} ${label}`.trim(), section });
  switch (type) {
    case 'cardGrid':
    case 'richText':
    case 'textImage': {
      const tones = type === 'cardGrid' ? ['light', 'tinted', 'dark'] : ['light', 'tinted'];
      return tones.map((tone) => one(tone, { ...take(type), tone }));
    }
    case 'hero':
    case 'pageHeader':
      return [one('', { ...base, actions: everyButton(base.actions ?? [{ label: type, href: '/start' }]) })];
    case 'pricingPlans': {
      const [plan] = base.plans as Record<string, unknown>[];
      const plans = [
        { ...plan, highlight: false },
        { ...plan, highlight: true },
      ];
      return [one('with a highlighted plan', { ...base, plans })];
    }
    case 'logoStrip':
      return (['strip', 'grid'] as const).map((layout) => one(layout, { ...take(type), layout }));
    default:
      return [one('', base)];
  }
}

/** The page-heading types (one a page) get a page each; every other section goes on both. */
const TOPS = ['hero', 'pageHeader'];
const rest = [...firstOfType.keys()].filter((type) => !TOPS.includes(type)).flatMap(variantsOf);
const pages = TOPS.map((top, at) => ({
  id: `every-section-${at + 1}`,
  path: `/every-section-${at + 1}`,
  sections: [...variantsOf(top), ...(at === 0 ? rest : [])],
}));

let server: RunningServer;
let workDir: string;

// One worker runs this file's tests in order, so its site is built once, not once a worker.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  // A build of its own: a few seconds on a quiet machine, far more on a loaded one.
  test.setTimeout(240_000);
  workDir = mkdtempSync(join(tmpdir(), 'cortracker-contrast-'));
  const configDir = join(workDir, 'config');
  cpSync(fixtureDir, configDir, { recursive: true });
  const meta = readJson<Page>(join(pagesDir, readdirSync(pagesDir).sort()[0]!));
  for (const page of pages)
    writeFileSync(
      join(configDir, pageFile(page.id)),
      JSON.stringify({
        ...meta,
        title: `Every section type ${page.id}`,
        description: `Every section type of the fixture config, for the contrast check: ${page.id}.`,
        sections: page.sections.map(({ section }) => section),
      }),
    );
  const routesFile = join(configDir, CONFIG_FILES.routes);
  const routes = readJson<{ routes: { path: string; page: string }[] }>(routesFile);
  routes.routes.push(...pages.map((page) => ({ path: page.path, page: page.id })));
  writeFileSync(routesFile, JSON.stringify(routes));
  const distDir = join(workDir, 'dist');
  await buildSite(configDir, distDir);
  server = await startServer({ DIST_DIR: distDir });
});

test.afterAll(async () => {
  await server?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test('every section type is on one of the pages', () => {
  const missing = sectionTypes(join(projectRoot, 'schemas/sections')).filter((type) => !firstOfType.has(type));
  expect(
    missing,
    `put a section of each on a page of ${FIXTURE_CONFIG_DIR}/, or its sample in ${SECTION_SAMPLES_DIR}/`,
  ).toEqual([]);
});

const describe = (violations: { id: string; nodes: { target: unknown[]; failureSummary?: string }[] }[]) =>
  violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  );

for (const page of pages)
  for (const [index, { label }] of page.sections.entries())
    test(`${label}: what the browser paints meets WCAG 2.2 AA, buttons hovered too`, async ({ page: tab }) => {
      await tab.goto(server.url + page.path);
      await waitForHydration(tab);
      // Each section is one child of <main>, in the config's order (an island's container has no box).
      const selector = `main > :nth-child(${index + 1})`;
      const section = tab.locator(selector);
      // A question opened shows its answer's colours too.
      const question = section.locator('summary, button[aria-expanded="false"]').first();
      if (await question.count()) await question.click();
      const results = await new AxeBuilder({ page: tab }).include(selector).withTags(WCAG_TAGS).analyze();
      expect(describe(results.violations), `${label} at rest`).toEqual([]);
      expect(results.passes.length + results.incomplete.length).toBeGreaterThan(0);

      const buttons = section.locator('.button');
      for (let at = 0; at < (await buttons.count()); at++) {
        const button = buttons.nth(at);
        await button.scrollIntoViewIfNeeded();
        await button.hover();
        // The whole section again: a hovered button may change what stands beside it too.
        const hovered = await new AxeBuilder({ page: tab }).include(selector).withRules(['color-contrast']).analyze();
        expect(describe(hovered.violations), `${label}, button ${at + 1} hovered`).toEqual([]);
      }
    });

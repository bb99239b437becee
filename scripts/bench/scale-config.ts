// The config of `npm run bench:scale`: a copy of a config folder with N generated blog articles and
// M extra pages. The texts vary (each article draws its paragraphs, headline words and date from a
// seeded random sequence over the shipped articles), so no two pages compress or render alike, and
// the same seed always gives the same site: runs on different days compare.
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BlogArticle, PageConfig, RoutesConfig } from '../../src/shared/generated/config-types.ts';
import {
  CONFIG_FILES,
  CONFIG_FOLDERS,
  articleFile,
  isConfigFileName,
  pageFile,
} from '../../src/shared/config-check/config-layout.ts';

/** A small, fast, seeded random sequence (mulberry32): the same seed, the same site. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TOPICS = [
  'stock counts',
  'purchase orders',
  'shop-floor scheduling',
  'cash flow',
  'supplier lead times',
  'warehouse barcodes',
  'month-end close',
  'sales forecasts',
  'payroll runs',
  'quality checks',
  'returns handling',
  'multi-site inventory',
  'batch tracing',
  'field service visits',
  'demand planning',
  'customer credit limits',
];
const OPENERS = ['A practical guide to', 'Getting started with', 'Five lessons on', 'What changes with', 'Fixing'];

const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
const writeJson = (file: string, value: unknown) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

export interface ScaleConfigOptions {
  /** The config folder copied (site-config/). */
  from: string;
  /** Where the copy goes (created). */
  to: string;
  articles: number;
  pages: number;
  seed?: number;
}

/** The slug of the generated article number `n` (from 1). */
export function generatedSlug(n: number): string {
  return `scale-article-${String(n).padStart(5, '0')}`;
}

/** Copies the config and adds the generated articles and pages; returns the slugs added. */
export function writeScaleConfig({ from, to, articles, pages, seed = 32 }: ScaleConfigOptions): string[] {
  cpSync(from, to, { recursive: true });
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const blogDir = join(to, CONFIG_FOLDERS.blog);
  const models = readdirSync(blogDir)
    .filter(isConfigFileName)
    .sort()
    .map((name) => readJson<BlogArticle>(join(blogDir, name)));
  // Paragraphs only (no headings or lists): any of them reads well after any other.
  const paragraphs = models.flatMap((model) => model.body.filter((block) => /^[A-Z]/.test(block)));
  const headings = models.flatMap((model) => model.body.filter((block) => block.startsWith('## ')));

  const slugs: string[] = [];
  const firstDay = Date.UTC(2015, 0, 1);
  const days = Math.floor((Date.UTC(2024, 5, 30) - firstDay) / 86_400_000);
  for (let n = 1; n <= articles; n++) {
    const model = pick(models);
    const slug = generatedSlug(n);
    const topic = pick(TOPICS);
    const headline = `${pick(OPENERS)} ${topic}, part ${n}`;
    const blocks = Array.from({ length: 4 + Math.floor(random() * 8) }, (_, index) =>
      index % 4 === 3 ? pick(headings) : pick(paragraphs),
    );
    const article: BlogArticle = {
      ...model,
      slug,
      headline,
      date: new Date(firstDay + Math.floor(random() * days) * 86_400_000).toISOString().slice(0, 10),
      title: headline.slice(0, 60),
      description: `Notes number ${n} on ${topic} for growing manufacturers, distributors and retailers, with examples.`,
      keywords: [topic, ...model.keywords.slice(0, 3)],
      body: [`This article, number ${n}, is about ${topic}.`, ...blocks],
    };
    writeJson(join(to, articleFile(slug)), article);
    slugs.push(slug);
  }

  const routesFile = join(to, CONFIG_FILES.routes);
  const routes = readJson<RoutesConfig>(routesFile);
  const modelPages = routes.routes.map((route) => route.page).filter((page) => page !== routes.notFoundPage);
  for (let n = 1; n <= pages; n++) {
    const id = `scale-page-${String(n).padStart(5, '0')}`;
    const page = readJson<PageConfig>(join(to, pageFile(modelPages[(n - 1) % modelPages.length]!)));
    writeJson(join(to, pageFile(id)), { ...page, title: `${page.title.slice(0, 40)} ${n}` });
    routes.routes.push({ path: `/scale/${id}`, page: id });
  }
  writeJson(routesFile, routes);
  return slugs;
}

// The config the suite checks the rendered site against: tests read the same JSON the marketers edit.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(root, path), 'utf8')) as T;

export interface RouteEntry {
  path: string;
  page: string;
}

export const routesConfig = readJson<{ routes: RouteEntry[]; redirects: { from: string; to: string }[]; notFoundPage: string }>('site-config/routes.json');
export const navigation = readJson<{
  header: { items: { kind: string; id?: string; label: string; href?: string; cards?: { title: string; href: string }[]; links?: { label: string; href?: string; children?: { label: string; href: string }[] }[] }[]; buttons: { label: string; href: string }[] };
  mobileMenu: { label: string; href: string }[];
  footer: { columns: { heading: string; links: { label: string; href: string }[] }[]; copyright: string };
}>('site-config/navigation.json');
export const site = readJson<{
  brand: { foundedYear: number };
  counters: { items: { label: string; value?: number; yearsSinceFounded?: boolean; suffix?: string }[]; projectFacts: number[] };
  clients: { alt: string }[];
  social: { href: string }[];
}>('site-config/site.json');
export const faq = readJson<{ items: { question: string; answer: string }[] }>('site-config/faq.json');

export function page<T = { title: string; sections: Record<string, unknown>[] }>(id: string): T {
  return readJson<T>(`site-config/pages/${id}.json`);
}

export const articles = readdirSync(join(root, 'site-config/blog'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => readJson<{ slug: string; headline: string; title: string; date: string; typeLabel: string }>(`site-config/blog/${name}`));

/** Every URL the site prerenders: the routes and the blog articles. */
export const allPaths = [...routesConfig.routes.map((route) => route.path), ...articles.map((article) => `/blog/${article.slug}`)];

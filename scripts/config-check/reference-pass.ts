// Second pass: what a JSON Schema cannot say. Links lead to routes, routes to pages, ids are unique,
// section types have components, images exist, every page has exactly one main heading.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineLinks } from '../../src/lib/markdown-lite-links.ts';
import { formProblems } from './form-checks.ts';
import { problemAt, type JsonSource, type Problem } from './json-source.ts';
import { serviceProblems } from './service-checks.ts';

export interface ConfigSet {
  /** Parsed files that passed their schema, by path inside the config directory. */
  files: Map<string, JsonSource>;
  /** Every config file found, sound or not: a page with schema problems still exists. */
  present: Set<string>;
  projectRoot: string;
}

interface RoutesFile {
  routes: { path: string; page: string }[];
  redirects: { from: string; to: string }[];
  notFoundPage: string;
}

interface Section {
  type: string;
  id?: string;
}

export function referenceProblems(config: ConfigSet): Problem[] {
  const problems: Problem[] = [];
  const routesSource = config.files.get('routes.json');
  const routes = routesSource?.value as RoutesFile | undefined;
  const pages = new Map([...config.files].filter(([path]) => path.startsWith('pages/')).map(([path, source]) => [path.slice(6, -5), source]));
  const routePaths = new Map<string, string>();

  if (routesSource && routes) {
    routes.routes.forEach((route, index) => {
      if (routePaths.has(route.path)) {
        problems.push(problemAt(routesSource, `/routes/${index}/path`, `the path "${route.path}" is listed twice`, 'each path may appear once'));
      }
      routePaths.set(route.path, route.page);
      if (!config.present.has(`pages/${route.page}.json`)) {
        problems.push(problemAt(routesSource, `/routes/${index}/page`, `no page "${route.page}"`, `create pages/${route.page}.json or fix the name`));
      }
    });
    if (!config.present.has(`pages/${routes.notFoundPage}.json`)) {
      problems.push(problemAt(routesSource, '/notFoundPage', `no page "${routes.notFoundPage}"`, `create pages/${routes.notFoundPage}.json`));
    }
    routes.redirects.forEach((redirect, index) => {
      if (routePaths.has(redirect.from)) {
        problems.push(problemAt(routesSource, `/redirects/${index}/from`, `"${redirect.from}" is also a route`, 'a path is either a route or a redirect'));
      }
    });
  }
  const redirectSources = new Set(routes?.redirects.map((r) => r.from) ?? []);
  const articles = new Map([...config.files].filter(([path]) => path.startsWith('blog/')).map(([path, source]) => [path.slice(5, -5), source]));
  problems.push(...blogProblems(articles, pages, config.present));
  for (const path of config.present) if (path.startsWith('blog/')) routePaths.set(`/blog/${path.slice(5, -5)}`, `blog:${path.slice(5, -5)}`);
  for (const slug of articles.keys()) routePaths.set(`/blog/${slug}`, `blog:${slug}`);

  const sectionIdsByPage = new Map<string, Set<string>>();
  for (const [pageName, source] of pages) {
    const sections = (source.value as { sections: Section[] }).sections;
    const ids = new Set<string>();
    sections.forEach((section, index) => {
      if (section.id === undefined) return;
      if (ids.has(section.id)) {
        problems.push(problemAt(source, `/sections/${index}/id`, `the id "${section.id}" is used twice on this page`, 'ids must be unique on a page'));
      }
      ids.add(section.id);
    });
    sectionIdsByPage.set(pageName, ids);
    problems.push(...sectionTypeProblems(config, source, sections));
  }

  for (const [path, source] of config.files) {
    if (path.startsWith('forms/')) problems.push(...formProblems(path.slice(6, -5), source));
  }
  for (const [, source] of pages) {
    (source.value as { sections: (Section & { form?: string })[] }).sections.forEach((section, index) => {
      if (section.form !== undefined && !config.present.has(`forms/${section.form}.json`)) {
        problems.push(problemAt(source, `/sections/${index}/form`, `no form "${section.form}"`, `create forms/${section.form}.json or fix the id`));
      }
    });
  }

  const faqSource = config.files.get('faq.json');
  if (faqSource) problems.push(...duplicateIds(faqSource, '/items'));
  const pressSource = config.files.get('press-coverage.json');
  if (pressSource) problems.push(...reportNumberProblems(pressSource));
  problems.push(...serviceProblems(config.files, routePaths, pages));

  for (const [, source] of config.files) {
    walk(source.value, '', (pointer, key, value) => {
      if (typeof value !== 'string') return;
      if (key === 'href' || key === 'to') problems.push(...linkProblems(source, pointer, value));
      // Links written inside article text: [label](/path)
      if (/\/body\/\d+$/.test(pointer)) for (const href of inlineLinks(value)) problems.push(...linkProblems(source, pointer, href));
      if (key === 'src' && value.startsWith('/')) {
        if (!existsSync(join(config.projectRoot, 'public', value))) {
          problems.push(problemAt(source, pointer, `the image ${value} does not exist`, 'put the file under public/ or fix the path'));
        }
      }
      if (key === 'icon' && /^[a-z0-9-]+$/.test(value) && !existsSync(join(config.projectRoot, 'public/images/icons', `${value}.svg`))) {
        problems.push(problemAt(source, pointer, `no icon "${value}"`, 'see public/images/icons/ for the names'));
      }
    });
  }

  function linkProblems(source: JsonSource, pointer: string, href: string): Problem[] {
    if (!href.startsWith('/')) return [];
    const [pathAndQuery = '', fragment] = href.split('#', 2);
    const path = pathAndQuery.split('?', 1)[0] ?? '';
    if (existsSync(join(config.projectRoot, 'public', path)) && path.includes('.')) return [];
    if (!routePaths.has(path) && !redirectSources.has(path)) {
      return [problemAt(source, pointer, `the link ${href} leads to no page`, 'use a path of routes.json')];
    }
    const page = routePaths.get(path);
    const targetIds = page === undefined ? undefined : sectionIdsByPage.get(page);
    if (fragment !== undefined && targetIds !== undefined && !targetIds.has(fragment)) {
      return [problemAt(source, pointer, `the page ${path} has no section with the id "${fragment}"`, `give a section of pages/${page}.json "id": "${fragment}"`)];
    }
    return [];
  }

  return problems;
}

function blogProblems(articles: Map<string, JsonSource>, pages: Map<string, JsonSource>, present: Set<string>): Problem[] {
  const problems: Problem[] = [];
  const lowerCase = new Map<string, string>();
  for (const [slug, source] of articles) {
    const article = source.value as { slug: string };
    if (article.slug !== slug) problems.push(problemAt(source, '/slug', `the slug "${article.slug}" differs from the file name "${slug}.json"`, 'the slug must equal the file name, letter case included'));
    const other = lowerCase.get(slug.toLowerCase());
    if (other) problems.push(problemAt(source, '/slug', `the slug "${slug}" differs from "${other}" only in letter case`, 'slugs must differ by more than case'));
    lowerCase.set(slug.toLowerCase(), slug);
  }
  for (const [, source] of pages) {
    const sections = (source.value as { sections: (Section & { posts?: string[] })[] }).sections;
    sections.forEach((section, index) => {
      if (section.type !== 'blogList') return;
      section.posts?.forEach((slug, postIndex) => {
        if (!present.has(`blog/${slug}.json`)) problems.push(problemAt(source, `/sections/${index}/posts/${postIndex}`, `no article "${slug}"`, `create blog/${slug}.json, or fix the slug: letter case matters`));
      });
    });
  }
  return problems;
}

function reportNumberProblems(source: JsonSource): Problem[] {
  const seen = new Set<number>();
  const problems: Problem[] = [];
  (source.value as { entries: { reportNumber: number }[] }).entries.forEach((entry, index) => {
    if (seen.has(entry.reportNumber)) problems.push(problemAt(source, `/entries/${index}/reportNumber`, `report number ${entry.reportNumber} is used twice`, 'report numbers must be unique'));
    seen.add(entry.reportNumber);
  });
  return problems;
}

function sectionTypeProblems(config: ConfigSet, source: JsonSource, sections: Section[]): Problem[] {
  const problems: Problem[] = [];
  const headingSections: number[] = [];
  sections.forEach((section, index) => {
    if (!existsSync(join(config.projectRoot, 'src/sections', section.type, 'index.ts'))) {
      problems.push(problemAt(source, `/sections/${index}/type`, `the section type "${section.type}" has no component`, `a developer adds src/sections/${section.type}/`));
    }
    const schemaFile = join(config.projectRoot, 'schemas/sections', `${section.type}.schema.json`);
    if (existsSync(schemaFile) && (JSON.parse(readFileSync(schemaFile, 'utf8')) as Record<string, unknown>)['x-page-heading'] === true) {
      headingSections.push(index);
    }
  });
  if (headingSections.length !== 1) {
    const where = headingSections.length === 0 ? '/sections' : `/sections/${headingSections[1]}`;
    problems.push(problemAt(source, where, `a page needs exactly one main heading, this one has ${headingSections.length}`, 'use one hero or pageHeader section per page'));
  }
  return problems;
}

function duplicateIds(source: JsonSource, listPointer: string): Problem[] {
  const seen = new Set<string>();
  const problems: Problem[] = [];
  const list = listPointer.split('/').slice(1).reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], source.value) as { id: string }[];
  list.forEach((item, index) => {
    if (seen.has(item.id)) problems.push(problemAt(source, `${listPointer}/${index}/id`, `the id "${item.id}" is used twice`, 'ids must be unique'));
    seen.add(item.id);
  });
  return problems;
}

function walk(value: unknown, pointer: string, visit: (pointer: string, key: string, value: unknown) => void): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      visit(`${pointer}/${index}`, String(index), item);
      walk(item, `${pointer}/${index}`, visit);
    });
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const childPointer = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      visit(childPointer, key, child);
      walk(child, childPointer, visit);
    }
  }
}

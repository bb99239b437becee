// The checks between config files that concern pages and their parts: the route table, ids, each
// page's main heading, the components of its sections, its blog cards and its forms. (The names that
// must be unique across the site, article slugs and titles, are kept up to date in config-index.ts.)
import type { PageConfig, PressReport } from '../generated/config-types.ts';
import { problemAt, type JsonSource, type Problem } from './json-source.ts';
import type { ConfigIndex, RouteTable } from './reference-pass.ts';
import { articleFile, formFile, pageFile } from './config-layout.ts';

/** A page file that passed its schema. */
export function pageOf(source: JsonSource): PageConfig {
  return source.value as PageConfig;
}

/** Every route has its page, no path is listed twice, and no path is both a route and a redirect. */
export function routeTableProblems({ routes, routesSource, present }: RouteTable): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  routes.routes.forEach((route, index) => {
    if (seen.has(route.path))
      problems.push(
        problemAt(
          routesSource,
          `/routes/${index}/path`,
          `the path "${route.path}" is listed twice`,
          'each path may appear once',
        ),
      );
    seen.add(route.path);
    if (!present.has(pageFile(route.page)))
      problems.push(
        problemAt(
          routesSource,
          `/routes/${index}/page`,
          `no page "${route.page}"`,
          `create pages/${route.page}.json or fix the name`,
        ),
      );
  });
  if (!present.has(pageFile(routes.notFoundPage)))
    problems.push(
      problemAt(
        routesSource,
        '/notFoundPage',
        `no page "${routes.notFoundPage}"`,
        `create pages/${routes.notFoundPage}.json`,
      ),
    );
  routes.redirects.forEach((redirect, index) => {
    if (seen.has(redirect.from))
      problems.push(
        problemAt(
          routesSource,
          `/redirects/${index}/from`,
          `"${redirect.from}" is also a route`,
          'a path is either a route or a redirect',
        ),
      );
  });
  return problems;
}

/** Every article a blog list pins or leaves off exists, each is named once, no two share a place,
 *  and a page has one list at most (its later pages are …/page/2, …/page/3). */
export function blogCardProblems({ present }: ConfigIndex, source: JsonSource): Problem[] {
  const lists = pageOf(source).sections.flatMap((section, index) =>
    section.type === 'blogList' ? [{ section, index }] : [],
  );
  return lists.flatMap(({ section, index }, listIndex) => {
    const at = `/sections/${index}`;
    const problems: Problem[] = [];
    if (listIndex > 0)
      problems.push(
        problemAt(source, at, 'a second blog list on this page', 'a page shows one blog list; remove this one'),
      );
    const missing = (slug: string, path: string) => {
      if (!present.has(articleFile(slug)))
        problems.push(
          problemAt(
            source,
            path,
            `no article "${slug}"`,
            `create blog/${slug}.json, or fix the slug: letter case matters`,
          ),
        );
    };
    const hidden = new Set(section.hidden ?? []);
    (section.hidden ?? []).forEach((slug, hiddenIndex) => missing(slug, `${at}/hidden/${hiddenIndex}`));
    const slugs = new Set<string>();
    const places = new Set<number>();
    (section.pinned ?? []).forEach(({ slug, place }, pinIndex) => {
      const path = `${at}/pinned/${pinIndex}`;
      missing(slug, `${path}/slug`);
      if (hidden.has(slug))
        problems.push(
          problemAt(source, `${path}/slug`, `"${slug}" is pinned and left off the list`, 'keep one of the two'),
        );
      if (slugs.has(slug))
        problems.push(problemAt(source, `${path}/slug`, `"${slug}" is pinned twice`, 'pin each article once'));
      if (places.has(place))
        problems.push(
          problemAt(source, `${path}/place`, `two articles are pinned to place ${place}`, 'give each its own place'),
        );
      slugs.add(slug);
      places.add(place);
    });
    return problems;
  });
}

/** Every form section of a page names a form that exists. */
export function formSectionProblems({ present }: ConfigIndex, source: JsonSource): Problem[] {
  return pageOf(source).sections.flatMap((section, index) =>
    section.type !== 'form' || present.has(formFile(section.form))
      ? []
      : [
          problemAt(
            source,
            `/sections/${index}/form`,
            `no form "${section.form}"`,
            `create forms/${section.form}.json or fix the id`,
          ),
        ],
  );
}

/** Every section type a page uses has its component folder. */
export function sectionComponentProblems({ sections }: ConfigIndex, source: JsonSource): Problem[] {
  return pageOf(source).sections.flatMap((section, index) =>
    sections.components.has(section.type)
      ? []
      : [
          problemAt(
            source,
            `/sections/${index}/type`,
            `the section type "${section.type}" has no component`,
            `a developer adds src/sections/${section.type}/`,
          ),
        ],
  );
}

/** Exactly one section of a page holds its main heading (a type whose schema says "x-page-heading"). */
export function pageHeadingProblems({ sections }: ConfigIndex, source: JsonSource): Problem[] {
  const headingSections = pageOf(source).sections.flatMap((section, index) =>
    sections.pageHeadings.has(section.type) ? [index] : [],
  );
  if (headingSections.length === 1) return [];
  const where = headingSections.length === 0 ? '/sections' : `/sections/${headingSections[1]}`;
  return [
    problemAt(
      source,
      where,
      `a page needs exactly one main heading, this one has ${headingSections.length}`,
      'use one hero or pageHeader section per page',
    ),
  ];
}

/** The ids of a list (a page's sections, the FAQ's questions) are unique. */
export function uniqueIdProblems(
  source: JsonSource,
  items: { id?: string }[],
  listPointer: string,
  onPage = false,
): Problem[] {
  const seen = new Set<string>();
  return items.flatMap((item, index) => {
    if (item.id === undefined) return [];
    const twice = seen.has(item.id);
    seen.add(item.id);
    return twice
      ? [
          problemAt(
            source,
            `${listPointer}/${index}/id`,
            `the id "${item.id}" is used twice${onPage ? ' on this page' : ''}`,
            onPage ? 'ids must be unique on a page' : 'ids must be unique',
          ),
        ]
      : [];
  });
}

/** The report numbers of the press coverage are unique. */
export function uniqueReportNumberProblems(source: JsonSource, entries: PressReport[]): Problem[] {
  const seen = new Set<number>();
  return entries.flatMap((entry, index) => {
    const twice = seen.has(entry.reportNumber);
    seen.add(entry.reportNumber);
    return twice
      ? [
          problemAt(
            source,
            `/entries/${index}/reportNumber`,
            `report number ${entry.reportNumber} is used twice`,
            'report numbers must be unique',
          ),
        ]
      : [];
  });
}

// Second pass: what a JSON Schema cannot say, checked between the files that passed their schema and
// what can be read of those that did not (salvage.ts), so every problem is reported at once. One
// function per concern: the route table, slugs and ids, main headings, section components, blog
// cards, forms, links and anchors (link-checks.ts), images and icons, the services (service-checks.ts),
// the theme's colours against each other (contrast-checks.ts).
import { articlePath } from '../blog-paths.ts';
import type { Country } from '../geo/country-facts.ts';
import type { FaqConfig, FormDefinition, PressCoverage, RoutesConfig } from '../generated/config-types.ts';
import { assetProblems } from './asset-checks.ts';
import { contrastProblems } from './contrast-checks.ts';
import { formProblems, type FormRulesCheck, type PatternSafetyCheck } from './form-checks.ts';
import { historyTypeProblems } from './form-field-refs.ts';
import { geoFillProblems } from './geo-fill-checks.ts';
import type { JsonSource, Problem } from './json-source.ts';
import { linkProblems } from './link-checks.ts';
import {
  articleSlugProblems,
  blogCardProblems,
  formSectionProblems,
  pageHeadingProblems,
  pageOf,
  routeTableProblems,
  sectionComponentProblems,
  uniqueIdProblems,
  uniqueReportNumberProblems,
  uniqueTitleProblems,
} from './reference-checks.ts';
import { serviceProblems } from './service-checks.ts';
import {
  CONFIG_FILES,
  CONFIG_FOLDERS,
  articleSlugOfFile,
  isArticleFile,
  fileInFolder,
  idInFolder,
  isPageFile,
  pageFile,
  type ConfigFolder,
} from './config-layout.ts';

export interface ConfigSet {
  /** Parsed files that passed their schema, or what can be read of them (salvage.ts), by path inside the config directory. */
  files: Map<string, JsonSource>;
  /**
   * The files of `files` that failed their schema, by path, with their values as written (entries
   * taken away included). The names other files point at (route paths, section ids) are read from
   * these too, so that a link to an entry taken away is not called dead; a check that judges a whole
   * file (a form's rules, a legal page's version) skips them.
   */
  asWritten?: ReadonlyMap<string, unknown>;
  /** Every config file found, sound or not: a page with schema problems still exists. */
  present: Set<string>;
  /** What the checks need to know of the project beside the config. */
  publicFiles: ReadonlySet<string>;
  sections: SectionFacts;
  formRules: FormRulesCheck;
  /**
   * The countries of the geo data, for the check that what a form fills in from the chosen country
   * passes that field's rules (read only when a form fills fields from it). That check compiles
   * rules, which a page under a strict CSP may not do: the command line and the editor's server
   * hand the countries in, the editor's page leaves them out and its server checks at save.
   */
  countries?: () => readonly Country[];
  /** Whether a form's pattern matches in linear time (see PatternSafetyCheck); left out by the editor's page. */
  patternSafety?: PatternSafetyCheck;
}

/** What the project's code and schemas say of the section types. */
export interface SectionFacts {
  /** The types that have a component (src/sections/<type>/). */
  components: ReadonlySet<string>;
  /** The types whose schema says "x-page-heading": they hold the page's main heading. */
  pageHeadings: ReadonlySet<string>;
}

/** What the checks look up: the route table, the pages and articles, and what each path shows. */
export interface ConfigIndex extends ConfigSet {
  /** The route table; undefined while routes.json cannot be read at all (then no link is judged). */
  routesSource: JsonSource | undefined;
  routes: RoutesConfig;
  /** Page name -> its sound page file. */
  pages: Map<string, JsonSource>;
  /** Article slug -> its sound article file. */
  articles: Map<string, JsonSource>;
  /** Path -> the page it shows, or "blog:<slug>" for an article. */
  routePaths: Map<string, string>;
  redirectSources: Set<string>;
  /** Page name -> the ids of its sections, for #anchors. */
  sectionIdsByPage: Map<string, Set<string>>;
}

/** The sound files under a folder of the config, by their name without folder and .json. */
function filesIn(config: ConfigSet, folder: ConfigFolder): Map<string, JsonSource> {
  return new Map(
    [...config.files].flatMap(([path, source]) => {
      const id = idInFolder(folder, path);
      return id === undefined ? [] : [[id, source] as const];
    }),
  );
}

/** The texts under `key` of a list's entries, read leniently from a value as written. */
function textsOf(list: unknown, key: string): string[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    const text = entry !== null && typeof entry === 'object' ? (entry as Record<string, unknown>)[key] : undefined;
    return typeof text === 'string' ? [text] : [];
  });
}

/** A property of a value as written, read leniently. */
const propertyOf = (value: unknown, key: string): unknown =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

const NO_ROUTES: RoutesConfig = { routes: [], redirects: [], notFoundPage: '' } as unknown as RoutesConfig;

function indexConfig(config: ConfigSet, routesSource: JsonSource | undefined): ConfigIndex {
  const routes = (routesSource?.value as RoutesConfig | undefined) ?? NO_ROUTES;
  const routesWritten = config.asWritten?.get(CONFIG_FILES.routes);
  const pages = filesIn(config, CONFIG_FOLDERS.pages);
  const articles = filesIn(config, CONFIG_FOLDERS.blog);
  const routePaths = new Map(routes.routes.map((route) => [route.path, route.page]));
  // A route taken away for a problem of its own still names its path: links to it are not dead.
  for (const path of textsOf(propertyOf(routesWritten, 'routes'), 'path'))
    if (!routePaths.has(path)) routePaths.set(path, '');
  // An article's page exists even while its file has problems: links to it are not dead.
  for (const path of config.present) {
    const slug = articleSlugOfFile(path);
    if (slug !== undefined) routePaths.set(articlePath(slug), `blog:${slug}`);
  }
  const sectionIdsByPage = new Map(
    [...pages].map(([name, source]) => {
      const written = config.asWritten?.get(pageFile(name));
      const ids =
        written === undefined
          ? pageOf(source).sections.flatMap((section) => (section.id === undefined ? [] : [section.id]))
          : textsOf(propertyOf(written, 'sections'), 'id');
      return [name, new Set(ids)];
    }),
  );
  return {
    ...config,
    routesSource,
    routes,
    pages,
    articles,
    routePaths,
    redirectSources: new Set([
      ...routes.redirects.map((redirect) => redirect.from),
      ...textsOf(propertyOf(routesWritten, 'redirects'), 'from'),
    ]),
    sectionIdsByPage,
  };
}

/** The files of a map that passed their schema (see ConfigSet.asWritten). */
function soundOnly(config: ConfigSet, files: Map<string, JsonSource>, folder: ConfigFolder): Map<string, JsonSource> {
  return new Map([...files].filter(([name]) => !config.asWritten?.has(fileInFolder(folder, name))));
}

export function referenceProblems(config: ConfigSet, memory?: ReferenceMemory): Problem[] {
  const routesSource = config.files.get(CONFIG_FILES.routes);
  const index = indexConfig(config, routesSource);
  if (memory) for (const path of memory.keys()) if (!config.files.has(path)) memory.delete(path);
  const faq = config.files.get(CONFIG_FILES.faq);
  const press = config.files.get(CONFIG_FILES.pressCoverage);
  const site = config.files.get(CONFIG_FILES.site);
  // A form's rules are judged as a whole (they compile, every rule has its message): only a sound form's.
  const forms = soundOnly(config, filesIn(config, CONFIG_FOLDERS.forms), CONFIG_FOLDERS.forms);
  return [
    // Without a route table no path can be judged: its own problems come first.
    ...(routesSource ? routeTableProblems(index as ConfigIndex & { routesSource: JsonSource }) : []),
    ...articleSlugProblems(index),
    ...uniqueTitleProblems(index),
    ...[...forms].flatMap(([name, source]) => [
      ...formProblems(name, source, { rulesError: config.formRules, patternSafety: config.patternSafety }),
      ...(config.countries ? geoFillProblems(source.value as FormDefinition, source, config.countries) : []),
    ]),
    ...historyTypeProblems(forms),
    ...(faq ? uniqueIdProblems(faq, (faq.value as FaqConfig).items, '/items') : []),
    ...(press ? uniqueReportNumberProblems(press, (press.value as PressCoverage).entries) : []),
    ...serviceProblems(config.files, index.routePaths, soundOnly(config, index.pages, CONFIG_FOLDERS.pages)),
    ...(site ? contrastProblems(site) : []),
    // Then each file's own references; a page's or an article's as remembered while what they looked up holds.
    ...[...config.files].flatMap(([path, source]) =>
      memory && isOneOfMany(path)
        ? rememberedFileProblems(index, path, source, memory)
        : fileReferenceProblems(index, path, source),
    ),
  ];
}

/** The kinds of file a site has many of: the ones whose cross-references an edit elsewhere leaves as they were. */
const isOneOfMany = (path: string): boolean => isPageFile(path) || isArticleFile(path);

/**
 * The checks that read one file and what it refers to: a page's ids, section types, main heading,
 * blog list and form sections; any file's links and pictures. They may read of the rest of the config
 * only the facts of Lookup, through the index they are given (see recordingIndex).
 */
function fileReferenceProblems(index: ConfigIndex, path: string, source: JsonSource): Problem[] {
  const page = isPageFile(path) ? pageOf(source) : undefined;
  return [
    ...(page
      ? [
          ...uniqueIdProblems(source, page.sections, '/sections', true),
          ...sectionComponentProblems(index, source),
          ...pageHeadingProblems(index, source),
          ...blogCardProblems(index, source),
          ...formSectionProblems(index, source),
        ]
      : []),
    // Without a route table no path can be judged.
    ...(index.routesSource ? linkProblems(index, path, source) : []),
    ...assetProblems(source, index.publicFiles),
  ];
}

/** A fact of the rest of the config a file's checks looked up, and the answer they had. */
type Lookup = [kind: LookupKind, key: string, answer: unknown];
type LookupKind = 'routed' | 'route' | 'redirect' | 'ids' | 'id' | 'public' | 'present' | 'component' | 'heading';

/** A page's or article's cross-reference problems as last found, with the facts they rest on. */
export type ReferenceMemory = Map<
  string,
  { source: JsonSource; routesJudged: boolean; lookups: Lookup[]; problems: Problem[] }
>;

/** The answer the index gives now to a lookup. */
function answerOf(index: ConfigIndex, kind: LookupKind, key: string): unknown {
  switch (kind) {
    case 'routed':
      return index.routePaths.has(key);
    case 'route':
      return index.routePaths.get(key);
    case 'redirect':
      return index.redirectSources.has(key);
    case 'ids':
      return index.sectionIdsByPage.has(key);
    case 'id': {
      const at = key.indexOf('#');
      return index.sectionIdsByPage.get(key.slice(0, at))?.has(key.slice(at + 1)) ?? false;
    }
    case 'public':
      return index.publicFiles.has(key);
    case 'present':
      return index.present.has(key);
    case 'component':
      return index.sections.components.has(key);
    case 'heading':
      return index.sections.pageHeadings.has(key);
  }
}

/** The index with its facts answered through answerOf, each question and answer noted in `lookups`. */
function recordingIndex(index: ConfigIndex, lookups: Lookup[]): ConfigIndex {
  const ask = (kind: LookupKind, key: string) => {
    const answer = answerOf(index, kind, key);
    lookups.push([kind, key, answer]);
    return answer;
  };
  const asSet = (kind: LookupKind) => ({ has: (key: string) => ask(kind, key) === true }) as unknown as Set<string>;
  return {
    ...index,
    routePaths: {
      has: (key: string) => ask('routed', key) === true,
      get: (key: string) => ask('route', key) as string | undefined,
    } as unknown as Map<string, string>,
    redirectSources: asSet('redirect'),
    sectionIdsByPage: {
      get: (page: string) =>
        ask('ids', page) === true
          ? ({ has: (id: string) => ask('id', `${page}#${id}`) === true } as unknown as Set<string>)
          : undefined,
    } as unknown as Map<string, Set<string>>,
    publicFiles: asSet('public'),
    present: asSet('present'),
    sections: { components: asSet('component'), pageHeadings: asSet('heading') },
  };
}

/** A file's cross-reference problems, found again only if the file or a fact they looked up changed. */
function rememberedFileProblems(
  index: ConfigIndex,
  path: string,
  source: JsonSource,
  memory: ReferenceMemory,
): Problem[] {
  const routesJudged = index.routesSource !== undefined;
  const last = memory.get(path);
  if (
    last &&
    last.source === source &&
    last.routesJudged === routesJudged &&
    last.lookups.every(([kind, key, answer]) => answerOf(index, kind, key) === answer)
  )
    return last.problems;
  const lookups: Lookup[] = [];
  const problems = fileReferenceProblems(recordingIndex(index, lookups), path, source);
  memory.set(path, { source, routesJudged, lookups, problems });
  return problems;
}

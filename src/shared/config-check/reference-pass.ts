// Second pass: what a JSON Schema cannot say, checked between the files that passed their schema.
// One function per concern: the route table, slugs and ids, main headings, section components, blog
// cards, forms, links and anchors (link-checks.ts), images and icons, the services (service-checks.ts).
import { articlePath } from '../blog-paths.ts';
import type { Country } from '../geo/country-facts.ts';
import type { FaqConfig, FormDefinition, PressCoverage, RoutesConfig } from '../generated/config-types.ts';
import { assetProblems } from './asset-checks.ts';
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
} from './reference-checks.ts';
import { serviceProblems } from './service-checks.ts';

export interface ConfigSet {
  /** Parsed files that passed their schema, by path inside the config directory. */
  files: Map<string, JsonSource>;
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
  routesSource: JsonSource;
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
function filesIn(config: ConfigSet, folder: string): Map<string, JsonSource> {
  return new Map(
    [...config.files]
      .filter(([path]) => path.startsWith(`${folder}/`))
      .map(([path, source]) => [path.slice(folder.length + 1, -'.json'.length), source]),
  );
}

function indexConfig(config: ConfigSet, routesSource: JsonSource): ConfigIndex {
  const routes = routesSource.value as RoutesConfig;
  const pages = filesIn(config, 'pages');
  const articles = filesIn(config, 'blog');
  const routePaths = new Map(routes.routes.map((route) => [route.path, route.page]));
  // An article's page exists even while its file has problems: links to it are not dead.
  for (const path of config.present)
    if (path.startsWith('blog/')) routePaths.set(articlePath(path.slice(5, -5)), `blog:${path.slice(5, -5)}`);
  const sectionIdsByPage = new Map(
    [...pages].map(([name, source]) => [
      name,
      new Set(pageOf(source).sections.flatMap((section) => (section.id === undefined ? [] : [section.id]))),
    ]),
  );
  return {
    ...config,
    routesSource,
    routes,
    pages,
    articles,
    routePaths,
    redirectSources: new Set(routes.redirects.map((redirect) => redirect.from)),
    sectionIdsByPage,
  };
}

export function referenceProblems(config: ConfigSet): Problem[] {
  const routesSource = config.files.get('routes.json');
  if (!routesSource) return [];
  const index = indexConfig(config, routesSource);
  const faq = config.files.get('faq.json');
  const press = config.files.get('press-coverage.json');
  const forms = filesIn(config, 'forms');
  return [
    ...routeTableProblems(index),
    ...articleSlugProblems(index),
    ...blogCardProblems(index),
    ...[...index.pages.values()].flatMap((source) => [
      ...uniqueIdProblems(source, pageOf(source).sections, '/sections', true),
      ...sectionComponentProblems(index, source),
      ...pageHeadingProblems(index, source),
    ]),
    ...[...forms].flatMap(([name, source]) => [
      ...formProblems(name, source, { rulesError: config.formRules, patternSafety: config.patternSafety }),
      ...(config.countries ? geoFillProblems(source.value as FormDefinition, source, config.countries) : []),
    ]),
    ...historyTypeProblems(forms),
    ...formSectionProblems(index),
    ...(faq ? uniqueIdProblems(faq, (faq.value as FaqConfig).items, '/items') : []),
    ...(press ? uniqueReportNumberProblems(press, (press.value as PressCoverage).entries) : []),
    ...serviceProblems(config.files, index.routePaths, index.pages),
    ...linkProblems(index),
    ...assetProblems(config),
  ];
}

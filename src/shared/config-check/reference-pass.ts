// Second pass: what a JSON Schema cannot say, checked between the files that passed their schema and
// what can be read of those that did not (salvage.ts), so every problem is reported at once. One
// function per concern: the route table, slugs and ids, main headings, section components, blog
// cards, forms, links and anchors (link-checks.ts), images and icons, the services (service-checks.ts),
// the theme's colours against each other (contrast-checks.ts).
//
// With a memory of the last pass (the visual editor checks its draft on every change) the index and
// the checks of unique names are brought up to date for the files that changed (config-index.ts),
// and each file's own cross-references are judged again only when the file or a fact of the index
// it looked up changed: an edit costs that file and what refers to it, not the whole site. Without
// one, the pass starts from an empty memory, so both ways run the same code.
import type { Country } from '../geo/country-facts.ts';
import type { FaqConfig, FormDefinition, PressCoverage, RoutesConfig } from '../generated/config-types.ts';
import { assetProblems } from './asset-checks.ts';
import { ConfigIndexMemory, type FactKey, type NameLookup, type PathLookup } from './config-index.ts';
import { contentDatesOf } from '../content-dates.ts';
import { contentDateProblems, timeZoneProblems } from './content-date-checks.ts';
import { contrastProblems } from './contrast-checks.ts';
import { formProblems, type FormRulesCheck, type PatternSafetyCheck } from './form-checks.ts';
import { historyTypeProblems } from './form-field-refs.ts';
import { geoFillProblems } from './geo-fill-checks.ts';
import { headerFitProblems } from './header-fit-checks.ts';
import { languagesIn } from './translation-checks.ts';
import { phoneMenuProblems } from './phone-menu-checks.ts';
import type { JsonSource, Problem } from './json-source.ts';
import { linkProblems } from './link-checks.ts';
import {
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
import { CONFIG_FILES, formFile, isArticleFile, isPageFile } from './config-layout.ts';

export interface ConfigSet {
  /** Parsed files that passed their schema, or what can be read of them (salvage.ts), by path inside the config directory. */
  files: ReadonlyMap<string, JsonSource>;
  /**
   * The files of `files` that failed their schema, by path, with their values as written (entries
   * taken away included). The names other files point at (route paths, section ids) are read from
   * these too, so that a link to an entry taken away is not called dead; a check that judges a whole
   * file (a form's rules, a legal page's version) skips them.
   */
  asWritten?: ReadonlyMap<string, unknown>;
  /** Every config file found, sound or not: a page with schema problems still exists. */
  present: ReadonlySet<string>;
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

/**
 * What a file's own cross-reference checks may look up of the rest of the config: each answer is a
 * fact of the index (FactKey), so that the file is judged again when one of them changes.
 */
export interface ConfigIndex {
  /** The route table; undefined while routes.json cannot be read at all (then no link is judged). */
  routesSource: JsonSource | undefined;
  /** Path -> the page it shows, or "blog:<slug>" for an article. */
  routePaths: PathLookup;
  redirectSources: NameLookup;
  /** Page name -> the ids of its sections, for #anchors. */
  sectionIdsByPage: { get(page: string): NameLookup | undefined };
  publicFiles: NameLookup;
  /** Every config file found, sound or not. */
  present: NameLookup;
  sections: { components: NameLookup; pageHeadings: NameLookup };
}

/** A file's cross-reference problems as last found, and the facts of the index they rest on. */
interface FileReferences {
  source: JsonSource;
  problems: Problem[];
  facts: FactKey[];
}

/** What a pass keeps for the next (see the module's comment); one memory serves one caller. */
export class ReferenceMemory {
  readonly index = new ConfigIndexMemory();
  readonly files = new Map<string, FileReferences>();
  /** The files whose cross-references have problems, with them: listing them costs what they hold. */
  readonly withProblems = new Map<string, Problem[]>();
  /** The files whose cross-references are to be judged again. */
  readonly stale = new Set<string>();
  /** Fact -> the files that looked it up. */
  readonly readers = new Map<FactKey, Set<string>>();
  routesJudged: boolean | undefined = undefined;
  routeTable: Problem[] | undefined = undefined;
  /** The checks of the few files that stand alone or are judged as a whole (the forms), by what they read. */
  private readonly wholeChecks = new Map<string, { reads: unknown[]; problems: Problem[] }>();
  private wholeChecksUsed = new Set<string>();

  /** A check's problems, found again only when something it reads is no longer the same object. */
  whole(name: string, reads: unknown[], check: () => Problem[]): Problem[] {
    this.wholeChecksUsed.add(name);
    const last = this.wholeChecks.get(name);
    if (last && last.reads.length === reads.length && last.reads.every((read, index) => read === reads[index]))
      return last.problems;
    const problems = check();
    this.wholeChecks.set(name, { reads, problems });
    return problems;
  }

  /** Forgets the checks of files gone (a form deleted). */
  forgetUnusedWholeChecks(): void {
    for (const name of this.wholeChecks.keys()) if (!this.wholeChecksUsed.has(name)) this.wholeChecks.delete(name);
    this.wholeChecksUsed = new Set();
  }

  forget(path: string): void {
    const last = this.files.get(path);
    if (!last) return;
    for (const fact of last.facts) {
      const readers = this.readers.get(fact);
      readers?.delete(path);
      // A fact no file reads any more (a link typed a letter at a time asks one per letter) is let go.
      if (readers?.size === 0) this.readers.delete(fact);
    }
    this.files.delete(path);
    this.withProblems.delete(path);
  }

  remember(path: string, references: FileReferences): void {
    this.forget(path);
    this.files.set(path, references);
    if (references.problems.length > 0) this.withProblems.set(path, references.problems);
    for (const fact of references.facts) {
      let readers = this.readers.get(fact);
      if (!readers) this.readers.set(fact, (readers = new Set()));
      readers.add(path);
    }
  }
}

export function referenceProblems(config: ConfigSet, memory = new ReferenceMemory()): Problem[] {
  const { index } = memory;
  index.update(config);
  // What changed marks what is to be judged again; marked here, before any check may throw, so that
  // a pass that throws leaves it marked for the next.
  const changes = index.takeChanges();
  for (const path of changes.files) memory.stale.add(path);
  for (const fact of changes.facts) for (const path of memory.readers.get(fact) ?? []) memory.stale.add(path);
  if (changes.routeTable) memory.routeTable = undefined;
  const routesJudged = index.routesSource !== undefined;
  if (memory.routesJudged !== routesJudged) for (const path of config.files.keys()) memory.stale.add(path);
  memory.routesJudged = routesJudged;

  const routesSource = index.routesSource;
  memory.routeTable ??= routesSource
    ? routeTableProblems({ routes: index.routes, routesSource, present: index.present })
    : [];
  for (const path of memory.stale) {
    const source = config.files.get(path);
    if (source) {
      const facts = new Set<FactKey>();
      const problems = fileReferenceProblems(recordingIndex(index, facts), path, source);
      memory.remember(path, { source, problems, facts: [...facts] });
    } else memory.forget(path);
    memory.stale.delete(path);
  }

  const faq = config.files.get(CONFIG_FILES.faq);
  const press = config.files.get(CONFIG_FILES.pressCoverage);
  const site = config.files.get(CONFIG_FILES.site);
  const navigation = config.files.get(CONFIG_FILES.navigation);
  const moreLabel = (site?.value as { ui?: { moreMenu?: unknown } } | undefined)?.ui?.moreMenu;
  // A main-language page's language menu names the other languages (joined: the memory compares values).
  const otherLanguageNames = languagesIn(site)
    .slice(1)
    .map((language) => language.name)
    .join('\n');
  // A form's rules are judged as a whole (they compile, every rule has its message): only a sound
  // form's, in file order. Forms are few, and the answer of their rules may change between passes.
  const forms = new Map([...index.forms].sort(([a], [b]) => (formFile(a) < formFile(b) ? -1 : 1)));
  const { formRules, patternSafety, countries } = config;
  const problems = [
    // Without a route table no path can be judged: its own problems come first.
    ...memory.routeTable,
    ...index.uniqueNameProblems(),
    ...[...forms].flatMap(([name, source]) =>
      memory.whole(formFile(name), [source, formRules, patternSafety, countries], () => [
        ...formProblems(name, source, { rulesError: formRules, patternSafety }),
        ...(countries ? geoFillProblems(source.value as FormDefinition, source, countries) : []),
      ]),
    ),
    ...memory.whole('history types', [...forms.values()], () => historyTypeProblems(forms)),
    ...(faq
      ? memory.whole(CONFIG_FILES.faq, [faq], () => uniqueIdProblems(faq, (faq.value as FaqConfig).items, '/items'))
      : []),
    ...(press
      ? memory.whole(CONFIG_FILES.pressCoverage, [press], () =>
          uniqueReportNumberProblems(press, (press.value as PressCoverage).entries),
        )
      : []),
    // It reads a few routes and pages: judged again each time.
    ...serviceProblems(config.files, index.routePaths, index.soundPages),
    ...(site
      ? memory.whole(CONFIG_FILES.site, [site], () => [...timeZoneProblems(site), ...contrastProblems(site)])
      : []),
    ...(navigation
      ? memory.whole(CONFIG_FILES.navigation, [navigation, moreLabel, otherLanguageNames], () => [
          ...headerFitProblems(
            navigation,
            typeof moreLabel === 'string' ? moreLabel : undefined,
            otherLanguageNames.split('\n').filter(Boolean),
          ),
          ...phoneMenuProblems(navigation),
        ])
      : []),
    // The few pages and articles with show-from or show-until dates, in the site's time zone.
    ...datedContentProblems(config, site, index.routesSource),
    // Then each file's own references.
    ...[...memory.withProblems.values()].flat(),
  ];
  memory.forgetUnusedWholeChecks();
  return problems;
}

/** The dates of the pages and articles that have any (a look at each file's value, no parsing). */
function datedContentProblems(
  config: ConfigSet,
  site: JsonSource | undefined,
  routes: JsonSource | undefined,
): Problem[] {
  const dated = [...config.files].filter(
    ([path, source]) => (isPageFile(path) || isArticleFile(path)) && contentDatesOf(source.value),
  );
  return dated.length === 0 ? [] : contentDateProblems(dated, site, routes?.value as RoutesConfig | undefined);
}

/** The route table as the check of its own problems reads it. */
export interface RouteTable {
  routes: RoutesConfig;
  routesSource: JsonSource;
  present: NameLookup;
}

/**
 * The checks that read one file and what it refers to: a page's ids, section types, main heading,
 * blog list and form sections; any file's links and pictures. They may read of the rest of the config
 * only what ConfigIndex answers (see recordingIndex).
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

/** The index with each fact it is asked noted in `facts`. */
function recordingIndex(index: ConfigIndexMemory, facts: Set<FactKey>): ConfigIndex {
  const noted = (kind: 'path' | 'public' | 'present' | 'component' | 'heading', set: NameLookup): NameLookup => ({
    has: (name) => (facts.add(`${kind}:${name}`), set.has(name)),
  });
  return {
    routesSource: index.routesSource,
    routePaths: {
      has: (path) => (facts.add(`path:${path}`), index.routePaths.has(path)),
      get: (path) => (facts.add(`path:${path}`), index.routePaths.get(path)),
    },
    redirectSources: noted('path', index.redirectSources),
    sectionIdsByPage: {
      get: (page) => (facts.add(`page:${page}`), index.sectionIdsByPage.get(page)),
    },
    publicFiles: noted('public', index.publicFiles),
    present: noted('present', index.present),
    sections: {
      components: noted('component', index.sections.components),
      pageHeadings: noted('heading', index.sections.pageHeadings),
    },
  };
}

// The index the cross-reference checks look things up in (the route table, the pages and articles,
// what each path shows, each page's section ids) and the site-wide checks of names that must be
// unique (article slugs, titles and search summaries), kept between checks and brought up to date
// for the files that changed since the last: the visual editor checks its draft on every change, and
// at 2,000 articles rebuilding them over every file was most of a keystroke's cost. Each update says
// which facts of the index changed, so that reference-pass.ts judges again only the files that looked
// them up. Built from nothing (a new index), it is the index of a check without memory.
import { articlePath } from '../blog-paths.ts';
import type { BlogArticle, RoutesConfig } from '../generated/config-types.ts';
import { problemAt, type JsonSource, type Problem } from './json-source.ts';
import { pageOf } from './reference-checks.ts';
import {
  CONFIG_FILES,
  articleSlugOfFile,
  idInFolder,
  pageFile,
  pageIdOfFile,
  CONFIG_FOLDERS,
} from './config-layout.ts';

/** The files the index is built from, as reference-pass.ts's ConfigSet has them. */
export interface IndexInput {
  files: ReadonlyMap<string, JsonSource>;
  asWritten?: ReadonlyMap<string, unknown>;
  /** Not changed once handed over: a new set when a file comes or goes (it is compared only then). */
  present: ReadonlySet<string>;
  publicFiles: ReadonlySet<string>;
  sections: { components: ReadonlySet<string>; pageHeadings: ReadonlySet<string> };
}

/** A set as the checks ask it. */
export interface NameLookup {
  has(name: string): boolean;
}

/** Path -> the page it shows, "blog:<slug>" for an article, "" for a route taken away for a problem of its own. */
export interface PathLookup extends NameLookup {
  get(path: string): string | undefined;
}

/**
 * A fact of the index a file's checks may look up, by the key its changes are announced under:
 * `path:` a route path (a route, a redirect or an article), `page:` a page's section ids, `public:`
 * a file under public/, `present:` a config file, `component:` and `heading:` a section type.
 */
export type FactKey = `${'path' | 'page' | 'public' | 'present' | 'component' | 'heading'}:${string}`;

const NO_ROUTES: RoutesConfig = { routes: [], redirects: [], notFoundPage: '' } as unknown as RoutesConfig;

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

const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** A page of the route table or an article, as the check of unique titles lists it. */
interface Shown {
  source: JsonSource;
  /** Its path on the site. */
  path: string;
  /** Where it is listed (see FileOrder): routed pages by their first route, articles by their file. */
  rank: number | FileOrder;
  /** Its title and search summary, where it has them. */
  texts: (string | undefined)[];
}

/**
 * The order in which a check without memory met the files, where the first of two that share a name
 * is the one left unwarned: the files that passed their schema in path order, then the others.
 */
interface FileOrder {
  path: string;
  /** It failed its schema (what can be read of it takes part). */
  salvaged: boolean;
}

const compareFiles = (a: FileOrder, b: FileOrder): number =>
  Number(a.salvaged) - Number(b.salvaged) || byCodeUnits(a.path, b.path);

/** Routed pages first, in the order of their first route; then the articles. */
const compareShown = ({ rank: a }: Shown, { rank: b }: Shown): number =>
  typeof a === 'number' ? (typeof b === 'number' ? a - b : -1) : typeof b === 'number' ? 1 : compareFiles(a, b);

/** The texts no two shown pages may share, with the words their warnings use. */
const UNIQUE_TEXTS = [
  ['title', 'title'],
  ['description', 'search summary'],
] as const;

/**
 * Members grouped by a key (a slug in lower case, a title), each group's problems found again only
 * when a member joined or left it. Only groups with problems are listed, so listing them costs what
 * they hold.
 */
class Groups<Member> {
  private readonly members = new Map<string, Map<string, Member>>();
  private readonly problemsByKey = new Map<string, Problem[]>();
  private readonly dirty = new Set<string>();

  private readonly judge: (members: Member[]) => Problem[];

  constructor(judge: (members: Member[]) => Problem[]) {
    this.judge = judge;
  }

  add(key: string, file: string, member: Member): void {
    let group = this.members.get(key);
    if (!group) this.members.set(key, (group = new Map()));
    group.set(file, member);
    this.dirty.add(key);
  }

  remove(key: string, file: string): void {
    const group = this.members.get(key);
    if (!group?.delete(file)) return;
    if (group.size === 0) this.members.delete(key);
    this.dirty.add(key);
  }

  problems(): Problem[] {
    for (const key of this.dirty) {
      const group = this.members.get(key);
      const found = group && group.size > 1 ? this.judge([...group.values()]) : [];
      if (found.length > 0) this.problemsByKey.set(key, found);
      else this.problemsByKey.delete(key);
      this.dirty.delete(key);
    }
    return [...this.problemsByKey.values()].flat();
  }
}

/** What an article adds to the index. */
interface ArticleEntry {
  source: JsonSource;
  salvaged: boolean;
  slug: string;
  /** Its slug differs from its file name. */
  ownProblem: Problem | undefined;
}

/** What a page adds to the index. */
interface PageEntry {
  name: string;
  ids: Set<string>;
}

export class ConfigIndexMemory {
  /** The files as last indexed: a file is indexed again when its source or its value as written changes. */
  private readonly indexed = new Map<string, { source: JsonSource; written: unknown }>();
  private readonly presentNow = new Set<string>();
  private presentGiven: ReadonlySet<string> | undefined = undefined;
  private readonly publicNow = new Set<string>();
  private readonly componentsNow = new Set<string>();
  private readonly headingsNow = new Set<string>();

  routesSource: JsonSource | undefined = undefined;
  routes: RoutesConfig = NO_ROUTES;
  private routeLayer = new Map<string, string>();
  private redirects = new Set<string>();
  /** The first route (its place) and the last route (its path) of each routed page. */
  private routedPages = new Map<string, { first: number; path: string }>();
  /** Article path -> "blog:<slug>", of every article file present, sound or not. */
  private readonly articlePaths = new Map<string, string>();
  /** Page name -> its file (sound, or what can be read of it). */
  readonly pages = new Map<string, JsonSource>();
  /** The pages that passed their schema. */
  readonly soundPages = new Map<string, JsonSource>();
  private readonly sectionIds = new Map<string, Set<string>>();
  /** Form id -> its file, of the forms that passed their schema. */
  readonly forms = new Map<string, JsonSource>();

  private readonly articles = new Map<string, ArticleEntry>();
  private readonly slugOwn = new Map<string, Problem>();
  private readonly slugCases = new Groups<FileOrder & { slug: string; source: JsonSource }>((members) =>
    members
      .sort(compareFiles)
      .slice(1)
      .map((member, index) =>
        problemAt(
          member.source,
          '/slug',
          `the slug "${member.slug}" differs from "${members[index]!.slug}" only in letter case`,
          'slugs must differ by more than case',
        ),
      ),
  );
  private readonly shown = new Map<string, Shown>();
  private readonly uniqueTexts = UNIQUE_TEXTS.map(
    ([key, words]) =>
      new Groups<Shown>((members) => {
        const [first, ...later] = members.sort(compareShown);
        return later.map((member) => ({
          ...problemAt(
            member.source,
            `/${key}`,
            `the ${words} is also the ${words} of ${first!.path}`,
            `give ${member.path} a ${words} of its own: browser tabs and search results tell pages apart by it`,
          ),
          severity: 'warning' as const,
        }));
      }),
  );
  /**
   * What changed since the caller last took it (takeChanges): the files indexed again or gone, the
   * facts whose answers may differ, and whether the route table or the pages it names changed. Kept
   * here until taken, so that an update that throws half way loses none of it.
   */
  private changedFiles = new Set<string>();
  private changedFacts = new Set<FactKey>();
  private routeTableChanged = true;

  readonly routePaths: PathLookup = {
    has: (path) => this.articlePaths.has(path) || this.routeLayer.has(path),
    get: (path) => this.articlePaths.get(path) ?? this.routeLayer.get(path),
  };
  readonly redirectSources: NameLookup = { has: (path) => this.redirects.has(path) };
  readonly sectionIdsByPage = { get: (page: string): NameLookup | undefined => this.sectionIds.get(page) };
  readonly present: NameLookup = { has: (path) => this.presentNow.has(path) };
  readonly publicFiles: NameLookup = { has: (path) => this.publicNow.has(path) };
  readonly sections = {
    components: { has: (type: string) => this.componentsNow.has(type) } as NameLookup,
    pageHeadings: { has: (type: string) => this.headingsNow.has(type) } as NameLookup,
  };

  /**
   * Brings the index up to the config given: what changed since the last update is found by
   * comparing each file's source (unchanged files keep theirs), and only that is indexed again. A
   * file whose value its schema would refuse may throw here; the index then stays as it was for that
   * file, and it is indexed again at the next update.
   */
  update(config: IndexInput): void {
    const facts = this.changedFacts;
    syncSet(this.publicNow, config.publicFiles, (name) => facts.add(`public:${name}`));
    syncSet(this.componentsNow, config.sections.components, (type) => facts.add(`component:${type}`));
    syncSet(this.headingsNow, config.sections.pageHeadings, (type) => facts.add(`heading:${type}`));
    if (config.present !== this.presentGiven) this.syncPresent(config.present);
    this.presentGiven = config.present;
    const changed: string[] = [];
    let kept = 0;
    for (const [path, source] of config.files) {
      const last = this.indexed.get(path);
      if (last) kept++;
      if (last?.source !== source || last.written !== config.asWritten?.get(path)) changed.push(path);
    }
    if (kept < this.indexed.size)
      for (const path of this.indexed.keys()) if (!config.files.has(path)) changed.push(path);
    // In any order: a page indexed before the route table is shown again by it, with its source as
    // indexed then; one indexed after is shown by its own route.
    for (const path of changed) {
      const source = config.files.get(path);
      const written = config.asWritten?.get(path);
      this.reindex(path, source, written, facts);
      if (source) this.indexed.set(path, { source, written });
      else this.indexed.delete(path);
      this.changedFiles.add(path);
    }
  }

  private syncPresent(present: ReadonlySet<string>): void {
    const facts = this.changedFacts;
    syncSet(this.presentNow, present, (path) => {
      facts.add(`present:${path}`);
      if (pageIdOfFile(path) !== undefined) this.routeTableChanged = true;
      const slug = articleSlugOfFile(path);
      if (slug === undefined) return;
      // An article's page exists even while its file has problems: links to it are not dead.
      const at = articlePath(slug);
      if (this.presentNow.has(path)) this.articlePaths.set(at, `blog:${slug}`);
      else this.articlePaths.delete(at);
      facts.add(`path:${at}`);
    });
  }

  /** What changed since the last call (see changedFiles). */
  takeChanges(): { files: Set<string>; facts: Set<FactKey>; routeTable: boolean } {
    const changes = { files: this.changedFiles, facts: this.changedFacts, routeTable: this.routeTableChanged };
    this.changedFiles = new Set();
    this.changedFacts = new Set();
    this.routeTableChanged = false;
    return changes;
  }

  /** The problems of unique names: article slugs, then titles, then search summaries. */
  uniqueNameProblems(): Problem[] {
    return [
      ...this.slugOwn.values(),
      ...this.slugCases.problems(),
      ...this.uniqueTexts.flatMap((groups) => groups.problems()),
    ];
  }

  /** What a file adds to the index, taken away and put back as it is now: all is read before anything changes. */
  private reindex(path: string, source: JsonSource | undefined, written: unknown, facts: Set<FactKey>): void {
    if (path === CONFIG_FILES.routes) return this.reindexRoutes(source, written, facts);
    const slug = articleSlugOfFile(path);
    if (slug !== undefined) {
      const salvaged = written !== undefined;
      const article = source && { source, salvaged, slug, ownProblem: slugProblem(source, slug) };
      const shown = source && showing(source, articlePath(slug), { path, salvaged });
      this.setArticle(path, article);
      this.setShown(path, shown);
      return;
    }
    const name = pageIdOfFile(path);
    if (name !== undefined) {
      const page = source && { name, ids: sectionIdsOf(source, written) };
      const routed = this.routedPages.get(name);
      const shown = source && routed && showing(source, routed.path, routed.first);
      this.setPage(name, source, written, page, facts);
      this.setShown(path, shown);
      return;
    }
    const form = idInFolder(CONFIG_FOLDERS.forms, path);
    if (form !== undefined) {
      if (source && written === undefined) this.forms.set(form, source);
      else this.forms.delete(form);
    }
  }

  private reindexRoutes(source: JsonSource | undefined, written: unknown, facts: Set<FactKey>): void {
    const routes = (source?.value as RoutesConfig | undefined) ?? NO_ROUTES;
    const layer = new Map(routes.routes.map((route) => [route.path, route.page]));
    // A route taken away for a problem of its own still names its path: links to it are not dead.
    for (const path of textsOf(propertyOf(written, 'routes'), 'path')) if (!layer.has(path)) layer.set(path, '');
    const redirects = new Set([
      ...routes.redirects.map((redirect) => redirect.from),
      ...textsOf(propertyOf(written, 'redirects'), 'from'),
    ]);
    const routed = new Map<string, { first: number; path: string }>();
    if (source)
      routes.routes.forEach((route, index) =>
        routed.set(route.page, { first: routed.get(route.page)?.first ?? index, path: route.path }),
      );
    for (const path of new Set([...this.routeLayer.keys(), ...layer.keys()]))
      if (this.routeLayer.get(path) !== layer.get(path)) facts.add(`path:${path}`);
    for (const path of new Set([...this.redirects, ...redirects]))
      if (this.redirects.has(path) !== redirects.has(path)) facts.add(`path:${path}`);
    // The pages shown, and their place among them, follow the route table.
    const shownPages = [...new Set([...this.routedPages.keys(), ...routed.keys()])].map((name) => {
      const page = this.pages.get(name);
      const at = routed.get(name);
      return [name, page && at && showing(page, at.path, at.first)] as const;
    });
    this.routesSource = source;
    this.routes = routes;
    this.routeLayer = layer;
    this.redirects = redirects;
    this.routedPages = routed;
    this.routeTableChanged = true;
    for (const [name, shown] of shownPages) this.setShown(pageFile(name), shown);
  }

  private setArticle(path: string, article: ArticleEntry | undefined): void {
    const last = this.articles.get(path);
    if (last) this.slugCases.remove(last.slug.toLowerCase(), path);
    this.slugOwn.delete(path);
    if (!article) return void this.articles.delete(path);
    this.articles.set(path, article);
    if (article.ownProblem) this.slugOwn.set(path, article.ownProblem);
    this.slugCases.add(article.slug.toLowerCase(), path, {
      path,
      salvaged: article.salvaged,
      slug: article.slug,
      source: article.source,
    });
  }

  private setPage(
    name: string,
    source: JsonSource | undefined,
    written: unknown,
    page: PageEntry | undefined,
    facts: Set<FactKey>,
  ): void {
    const ids = this.sectionIds.get(name);
    if (!page || !source) {
      this.pages.delete(name);
      this.soundPages.delete(name);
      this.sectionIds.delete(name);
      if (ids) facts.add(`page:${name}`);
      return;
    }
    this.pages.set(name, source);
    if (written === undefined) this.soundPages.set(name, source);
    else this.soundPages.delete(name);
    this.sectionIds.set(name, page.ids);
    if (!ids || !sameNames(ids, page.ids)) facts.add(`page:${name}`);
  }

  private setShown(path: string, shown: Shown | undefined): void {
    const last = this.shown.get(path);
    if (last)
      last.texts.forEach((text, index) => {
        if (text !== undefined) this.uniqueTexts[index]!.remove(text, path);
      });
    if (!shown) return void this.shown.delete(path);
    this.shown.set(path, shown);
    shown.texts.forEach((text, index) => {
      if (text !== undefined) this.uniqueTexts[index]!.add(text, path, shown);
    });
  }
}

/** Whether two sets hold the same names. */
function sameNames(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size !== b.size) return false;
  for (const name of a) if (!b.has(name)) return false;
  return true;
}

/** Makes `mine` hold what `now` holds, naming each name added or taken away. */
function syncSet(mine: Set<string>, now: ReadonlySet<string>, changed: (name: string) => void): void {
  if (sameNames(mine, now)) return;
  for (const name of [...mine])
    if (!now.has(name)) {
      mine.delete(name);
      changed(name);
    }
  for (const name of now)
    if (!mine.has(name)) {
      mine.add(name);
      changed(name);
    }
}

/** An article's slug is its file name. */
function slugProblem(source: JsonSource, slug: string): Problem | undefined {
  const article = source.value as BlogArticle;
  return article.slug === slug
    ? undefined
    : problemAt(
        source,
        '/slug',
        `the slug "${article.slug}" differs from the file name "${slug}.json"`,
        'the slug must equal the file name, letter case included',
      );
}

/** A page's section ids, for #anchors: read from the value as written when the file has problems. */
function sectionIdsOf(source: JsonSource, written: unknown): Set<string> {
  return new Set(
    written === undefined
      ? pageOf(source).sections.flatMap((section) => (section.id === undefined ? [] : [section.id]))
      : textsOf(propertyOf(written, 'sections'), 'id'),
  );
}

function showing(source: JsonSource, path: string, rank: Shown['rank']): Shown {
  return {
    source,
    path,
    rank,
    texts: UNIQUE_TEXTS.map(([key]) => {
      const text = (source.value as Record<string, unknown>)[key];
      return typeof text === 'string' && text !== '' ? text : undefined;
    }),
  };
}

// Every call to action of the config (each button or link: an object with an "href", on a page or in
// the header and footer) and where it lands: the route, the page and the form it opens with.
import type { Section, SiteData } from './site-data.ts';

export interface Action {
  /** Where it is written, e.g. site-config/pages/kaas.json or tests/spec-content/navigation.json. */
  file: string;
  /** Its words: the label of a button or link, or the title of a card. */
  label: string;
  href: string;
  /** A path of a page that shows it: its own page's, or /home for the header and footer. */
  shownOn: string;
}

export interface Landing {
  /** The route path it leads to, without query and fragment. */
  path: string;
  /** The query string, with its "?", or ''. */
  search: string;
  fragment: string | undefined;
  sections: Section[];
  /** The form it opens with: the form section its #fragment names, else the page's first form. */
  form: string | undefined;
}

/** Every object with an "href" under a config value, with its words. */
function actionsIn(value: unknown, file: string, shownOn: string, found: Action[] = []): Action[] {
  if (Array.isArray(value)) {
    for (const item of value) actionsIn(item, file, shownOn, found);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.href === 'string') {
      const label =
        [record.label, record.title, record.ariaLabel].find((words): words is string => typeof words === 'string') ??
        '';
      found.push({ file, label, href: record.href, shownOn });
    }
    for (const child of Object.values(record)) actionsIn(child, file, shownOn, found);
  }
  return found;
}

/** A page that shows the header and footer: the first of the route table. */
const headerPage = ({ routesConfig }: SiteData) => routesConfig.routes[0]!.path;

/** The actions of every routed page and of the header and footer of a config, in the order of routes.json. */
export function configActions(data: SiteData): Action[] {
  return [
    ...data.routesConfig.routes.flatMap((route) =>
      actionsIn(data.page(route.page).sections, `${data.configDir}/pages/${route.page}.json`, route.path),
    ),
    ...actionsIn(data.navigation, `${data.configDir}/navigation.json`, headerPage(data)),
  ];
}

/** Where an action of this site leads, or undefined for an address elsewhere (https:, mailto:, tel:) or a path no route serves. */
export function landing({ routesConfig, allPaths, page }: SiteData, action: Action): Landing | undefined {
  const target = action.href.startsWith('#') ? `${action.shownOn}${action.href}` : action.href;
  if (!target.startsWith('/')) return undefined;
  const url = new URL(target, 'http://site.invalid');
  const redirect = routesConfig.redirects.find((entry) => entry.from === url.pathname);
  const path = redirect ? redirect.to : url.pathname;
  const route = routesConfig.routes.find((entry) => entry.path === path);
  const fragment = url.hash === '' ? undefined : url.hash.slice(1);
  // An article: a page of its own, without sections or forms.
  if (!route)
    return allPaths.includes(path) ? { path, search: url.search, fragment, sections: [], form: undefined } : undefined;
  const sections = page(route.page).sections;
  const forms = sections.filter((section) => section.type === 'form');
  const named = forms.find((section) => section.id === fragment);
  return { path, search: url.search, fragment, sections, form: (named ?? forms[0])?.form as string | undefined };
}

/** Whether the action leads to a page of this site (rather than to another site, a mail or a phone). */
export const isInternal = (action: Action) => action.href.startsWith('/') || action.href.startsWith('#');

/** What a call to action promises by its words: a form (by id; for an expert's advice, a topic too) or the paid services. */
export type Promised = { form: string; topic?: true } | { section: string };

/**
 * What a label promises, and what the page it leads to must then open with: a form (by id, and for
 * an expert's advice the topic of the page, which the link preselects) or the paid services. The
 * first rule a label matches is its promise; a label matching none (a product name, "Blog")
 * promises no form.
 */
export const PROMISES: [RegExp, Promised][] = [
  [/\bpartner\b|\bapply\b/i, { form: 'partner' }],
  [/\bdemo\b/i, { form: 'demo' }],
  [/free trial|start now|get started|sign ?up/i, { form: 'signup' }],
  [/\bexpert\b|talk to|tell us what you need|discuss your project/i, { form: 'demo', topic: true }],
  [/paid services|book service/i, { section: 'serviceCards' }],
];

export const promiseOf = (action: Action): Promised | undefined =>
  PROMISES.find(([words]) => words.test(action.label))?.[1];

// The phone menu against the header (issue 44): below 950 px the phone menu is the visitor's only
// way to the header's pages, so each of the header's destinations should be in it (or among the
// header's buttons, which it shows too), and a page in both should not be spelled two ways. The phone
// menu stays a list written out in navigation.json, in its own order and with its own additions (a
// Home link), so a marketer reads there what phones show; these warnings say what it lacks.
import type { HeaderItem, Link, NavigationConfig, Submenu } from '../generated/config-types.ts';
import { problemAt, type JsonSource, type Problem } from './json-source.ts';

/** The header's links, in the order the header shows them: its links, cards and drop-downs' links. */
function headerLinks(items: HeaderItem[]): Link[] {
  const inList = (links: (Link | Submenu)[]): Link[] =>
    links.flatMap((link) =>
      link && typeof link === 'object' ? ('children' in link ? inList(link.children ?? []) : [link]) : [],
    );
  return items.flatMap((item): Link[] => {
    if (!item || typeof item !== 'object') return [];
    if (item.kind === 'link') return [item];
    if (item.kind === 'cards') return (item.cards ?? []).map((card) => ({ label: card.title, href: card.href }));
    return inList(item.links ?? []);
  });
}

const isLink = (link: unknown): link is Link =>
  !!link &&
  typeof link === 'object' &&
  typeof (link as Link).href === 'string' &&
  typeof (link as Link).label === 'string';

export function phoneMenuProblems(navigation: JsonSource): Problem[] {
  const value = navigation.value as Partial<NavigationConfig> | undefined;
  const items = value?.header?.items;
  const phone = value?.mobileMenu;
  if (!Array.isArray(items) || !Array.isArray(phone)) return [];
  const header = headerLinks(items).filter(isLink);
  const buttons = new Set((value?.header?.buttons ?? []).filter(isLink).map((button) => button.href));
  const inPhone = new Map(phone.filter(isLink).map((link) => [link.href, link]));
  const problems: Problem[] = [];
  const missing = header.filter(
    (link, index) =>
      !inPhone.has(link.href) &&
      !buttons.has(link.href) &&
      header.findIndex((other) => other.href === link.href) === index,
  );
  if (missing.length > 0)
    problems.push({
      ...problemAt(
        navigation,
        '/mobileMenu',
        `the phone menu lacks ${missing.length === 1 ? 'a page' : `${missing.length} pages`} of the header: ` +
          missing.map((link) => `"${link.label}" (${link.href})`).join(', '),
        'below 950 px the phone menu is the only way to them: add each as a link of the phone menu',
      ),
      severity: 'warning',
    });
  phone.forEach((link, index) => {
    if (!isLink(link)) return;
    const same = header.find(
      (other) =>
        other.href === link.href &&
        other.label !== link.label &&
        other.label.toLowerCase() === link.label.toLowerCase(),
    );
    if (same)
      problems.push({
        ...problemAt(
          navigation,
          `/mobileMenu/${index}/label`,
          `"${link.label}" is spelled "${same.label}" in the header: the same page, written two ways`,
          'write it the same way in both menus',
        ),
        severity: 'warning',
      });
  });
  return problems;
}

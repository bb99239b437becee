// The header with a fixture's 6, 8 or 10 main-menu items (tests/fixtures/header/main-menus.json, not
// the shipped content), rendered by the site's own Header component into the real /home (its style
// sheet, its script), and what the header-fit specs read of it in every engine: where each item is
// at a width and what is wrong with that.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Header } from '../../../src/app/header/Header.tsx';
import type { HeaderItem, NavigationConfig, SiteConfig } from '../../../src/shared/generated/config-types.ts';
import menus from '../../fixtures/header/main-menus.json' with { type: 'json' };
import { startRewritingServer } from './rewriting-server.ts';
import { navigation, site } from './site-data.ts';

/** The page the fixture's header is put into. */
export const FIXTURE_HEADER_PATH = '/home';

/** 950 to 1,920 px, every 10 px: the widths of the full row. */
export const ROW_WIDTHS = Array.from({ length: (1920 - 950) / 10 + 1 }, (_, step) => 950 + step * 10);

/** The specified navigation with the fixture's first `count` main-menu items and its buttons. */
export function fixtureNavigation(count: number): NavigationConfig {
  return {
    ...(navigation as unknown as NavigationConfig),
    header: {
      ...(navigation.header as unknown as NavigationConfig['header']),
      items: (menus.items as HeaderItem[]).slice(0, count),
      buttons: menus.buttons as NavigationConfig['header']['buttons'],
    },
  };
}

/** The last fixture item: the one the More menu holds first. */
export const lastFixtureItem = menus.items.at(-1)!;

/** A page's HTML with its header replaced by the one of the fixture's first `count` items. */
export function withFixtureHeader(html: string, count: number): string {
  const header = renderToStaticMarkup(
    createElement(Header, { navigation: fixtureNavigation(count), site: site as unknown as SiteConfig }),
  );
  return html.replace(/<header class="site-header">[\s\S]*?<\/header>/, header);
}

export interface HeaderFixtureServer {
  /** Its address: /home with the fixture's header, everything else as the site serves it. */
  url: string;
  /** How many of the fixture's items the next /home holds. */
  use(count: number): void;
  stop(): Promise<void>;
}

/** /home with the fixture's header for the browsers no test runner intercepts requests of (support/rewriting-server.ts). */
export async function startHeaderFixtureServer(site: string): Promise<HeaderFixtureServer> {
  let count = 6;
  const server = await startRewritingServer(site, (path, html) =>
    path === FIXTURE_HEADER_PATH ? withFixtureHeader(html, count) : html,
  );
  return { ...server, use: (items) => (count = items) };
}

export interface ItemPlaces {
  /** Each item of the row: in the row, in the More menu, both or neither. */
  places: ('row' | 'more' | 'both' | 'nowhere')[];
  more: boolean;
  burger: boolean;
  layout: string | undefined;
}

/** Where each item of the row is at this width, as the visitor finds it (shown, or shown once the
 *  More menu opens), and whether the menu buttons show. Runs in the page: it holds nothing from outside. */
export function whereItemsAre(): ItemPlaces {
  const shows = (element: Element | null) =>
    !!element && getComputedStyle(element).display !== 'none' && element.getBoundingClientRect().width > 0;
  const header = document.querySelector('.site-header')!;
  const row = [...header.querySelectorAll('.site-nav__items > .site-nav__item:not(.site-nav__more)')];
  const inMore = [...header.querySelectorAll('.more__item')];
  const visible = (element: Element | null) => shows(element) && getComputedStyle(element!).visibility === 'visible';
  const moreButton = header.querySelector('.site-nav__more > button');
  return {
    places: row.map((item, index) => {
      const inRow = visible(item);
      // Inside the closed More menu: laid out as it would be once open.
      const inMenu = visible(moreButton) && getComputedStyle(inMore[index]!).display !== 'none';
      return inRow && inMenu ? 'both' : inRow ? 'row' : inMenu ? 'more' : 'nowhere';
    }),
    more: visible(moreButton),
    burger: visible(header.querySelector('.site-header__burger')),
    layout: (header as HTMLElement).dataset.layout,
  };
}

/** What is wrong with the items' places at a width of the full row, as sentences (empty: nothing). */
export function rowPlaceProblems(width: number, { places, more, burger }: ItemPlaces): string[] {
  const problems: string[] = [];
  if (burger) problems.push(`${width} px: the phone menu's button shows`);
  places.forEach((place, index) => {
    if (place !== 'row' && place !== 'more') problems.push(`${width} px: item ${index + 1} is ${place}`);
  });
  const inMore = places.filter((place) => place === 'more').length;
  // Only the last items go into More, and More shows exactly when it holds any.
  if (places.slice(places.length - inMore).some((place) => place !== 'more'))
    problems.push(`${width} px: not the last items in More: ${places.join(' ')}`);
  if (more !== inMore > 0)
    problems.push(`${width} px: More ${more ? 'shows' : 'is missing'} with ${inMore} items in it`);
  return problems;
}

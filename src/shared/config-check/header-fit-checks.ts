// Whether the header's main menu fits as a full row on a 1,280 px laptop (issue 44): the validator
// has no browser, so it estimates the row's width from its words and the sizes of header.css's tight
// row (the smallest full row the header tries before it moves items into the More menu). The widths
// of the letters are Helvetica Bold's, scaled to DejaVu Sans, a wider font than most visitors' (the
// test machines' own): the estimate errs on the side of warning early. header-fit.spec.ts checks it
// against the row Chromium lays out. A warning: the header still works, with items in More.
import type { HeaderItem, NavigationConfig } from '../generated/config-types.ts';
import { problemAt, type JsonSource, type Problem } from './json-source.ts';

/** The window the check is about, and the room the bar has there (.container: 1,200 px at most, 1.25 rem a side). */
export const CHECKED_WINDOW_PX = 1280;
const BAR_PX = Math.min(1200, CHECKED_WINDOW_PX - 40);

/** The tight row's sizes (header.css, data-layout="tight"), in px at a 16 px root. */
const TIGHT = {
  logo: 150,
  barGap: 12,
  itemFont: 14,
  itemPadding: 2 * 7.2,
  /** A menu's caret and the gap before it. */
  caret: 7 + 4.8,
  buttonFont: 12.8,
  buttonPadding: 2 * 10.4 + 2 * 2,
  buttonGap: 8,
};

/** The language menu beside the buttons in a site of several languages (header.css): each other
 *  language's name, 8 px of padding a side, 8 px apart, 12 px before the buttons. */
const LANGUAGE_MENU = { font: 16, padding: 2 * 8, gap: 8, beforeButtons: 12 };

/** Helvetica Bold's advance widths (thousandths of an em) for the letters of menus; 556 for the rest. */
const ADVANCE: Record<string, number> = {
  ' ': 278,
  '&': 722,
  '-': 333,
  '.': 278,
  ',': 278,
  "'": 238,
  A: 722,
  B: 722,
  C: 722,
  D: 722,
  E: 667,
  F: 611,
  G: 778,
  H: 722,
  I: 278,
  J: 556,
  K: 722,
  L: 611,
  M: 833,
  N: 722,
  O: 778,
  P: 667,
  Q: 778,
  R: 722,
  S: 667,
  T: 611,
  U: 722,
  V: 667,
  W: 944,
  X: 667,
  Y: 667,
  Z: 611,
  a: 556,
  b: 611,
  c: 556,
  d: 611,
  e: 556,
  f: 333,
  g: 611,
  h: 611,
  i: 278,
  j: 278,
  k: 556,
  l: 278,
  m: 889,
  n: 611,
  o: 611,
  p: 611,
  q: 611,
  r: 389,
  s: 556,
  t: 333,
  u: 611,
  v: 556,
  w: 778,
  x: 556,
  y: 556,
  z: 500,
};
/** DejaVu Sans Bold against Helvetica Bold, measured on the menus' words in Chromium. */
const WIDER_FONT = 1.16;

/** The estimated width, in px, of `text` in the menus' bold at `size` px. */
export function textWidth(text: string, size: number): number {
  let thousandths = 0;
  for (const letter of text) thousandths += ADVANCE[letter] ?? 556;
  return (thousandths / 1000) * size * WIDER_FONT;
}

function itemWidth(item: Pick<HeaderItem, 'kind' | 'label'>): number {
  const text = textWidth(item.label ?? '', TIGHT.itemFont) + TIGHT.itemPadding;
  return item.kind === 'link' ? text : text + TIGHT.caret;
}

function languageMenuWidth(names: readonly string[]): number {
  if (names.length === 0) return 0;
  const links = names.reduce(
    (sum, name, index) =>
      sum + textWidth(name, LANGUAGE_MENU.font) + LANGUAGE_MENU.padding + (index > 0 ? LANGUAGE_MENU.gap : 0),
    0,
  );
  return links + LANGUAGE_MENU.beforeButtons;
}

/** The estimated width of the tight row: the logo, `items` and the buttons, with their gaps, and the
 *  names of the other languages (`languageNames`) in their menu beside the buttons. */
export function tightRowWidth(
  header: Pick<NavigationConfig['header'], 'items' | 'buttons'>,
  languageNames: readonly string[] = [],
): number {
  const items = header.items.reduce((sum, item) => sum + itemWidth(item), 0);
  const buttons = header.buttons.reduce(
    (sum, button, index) =>
      sum + textWidth(button.label ?? '', TIGHT.buttonFont) + TIGHT.buttonPadding + (index > 0 ? TIGHT.buttonGap : 0),
    0,
  );
  return (
    TIGHT.logo + TIGHT.barGap + items + (buttons > 0 ? TIGHT.barGap + buttons : 0) + languageMenuWidth(languageNames)
  );
}

/** A warning when the main menu does not fit as a full row at 1,280 px, naming what goes into More
 *  there; `languageNames`, the other languages the page's language menu names; `language`, the
 *  language whose header it is, when another than the main one (its translation is the file). */
export function headerFitProblems(
  navigation: JsonSource,
  moreLabel: string | undefined,
  languageNames: readonly string[] = [],
  language?: string,
): Problem[] {
  const header = (navigation.value as Partial<NavigationConfig> | undefined)?.header;
  if (!header || !Array.isArray(header.items) || !Array.isArray(header.buttons)) return [];
  const items = header.items.filter((item): item is HeaderItem => !!item && typeof item === 'object');
  const buttons = header.buttons.filter((button) => !!button && typeof button === 'object');
  const needed = tightRowWidth({ items, buttons }, languageNames);
  if (needed <= BAR_PX) return [];
  // The header's own way: the last items go into More, one at a time, until the rest and More fit.
  const more = itemWidth({ kind: 'list', label: moreLabel ?? '' });
  let kept = items.length;
  let width = needed + more;
  while (kept > 0 && width > BAR_PX) width -= itemWidth(items[--kept]!);
  const moved = items.slice(kept).map((item) => `"${item.label}"`);
  return [
    {
      ...problemAt(
        navigation,
        language ? '' : '/header/items',
        `${language ? `in ${language}, ` : ''}the header's main menu does not fit as a full row on a ${CHECKED_WINDOW_PX.toLocaleString('en')} px screen ` +
          `(about ${Math.round(needed).toLocaleString('en')} px for ${BAR_PX.toLocaleString('en')}): ` +
          `${moved.join(', ')} ${moved.length === 1 ? 'goes' : 'go'} into the "${moreLabel ?? ''}" menu there`,
        'shorter labels, fewer items, or links gathered in a drop-down keep the whole menu in view on a laptop',
      ),
      severity: 'warning',
    },
  ];
}

// The site in several languages. The first language of site.json's `languages` is the main one, at
// the addresses the site always had; every other one shows the same pages under /<code>/ (/ar/home).
// A language's texts are translation files (translations/<code>/<the file they translate>): each
// translated text by its JSON pointer in the source file, with the source text it was translated
// from. Whatever a file does not translate is shown in the main language, and a translation whose
// source text has changed since is stale (still shown, listed for the translator).
// Facts (addresses, links, prices, field names, colours) are not texts: they stay in their one file.
import type { TranslationConfig } from './generated/config-types.ts';
import { pointerSegment, pointerSegments } from './json-pointer.ts';

/** Property names whose strings are facts, not words: a string under such a name (or in a list
 *  under it) is never translated. */
const FACT_NAMES = new Set([
  '$schema',
  '@type',
  'applicationCategory',
  'applyEmail',
  'countryCode',
  'currency',
  'date',
  'datePosted',
  'email',
  'employmentType',
  'form',
  'href',
  'icon',
  'id',
  'imageSide',
  'kind',
  'lastUpdated',
  'layout',
  'locale',
  'network',
  'operatingSystem',
  'page',
  'path',
  'phone',
  'price',
  'priceCurrency',
  'siteUrl',
  'slug',
  'src',
  'timeZone',
  'tone',
  'type',
  'variant',
]);

/** Parts of a file that hold facts only: nothing inside them is translated. */
const FACT_PARTS = new Set(['theme', 'emails', 'languages']);

/** Whether the string at this pointer of a page, an article, site.json or navigation.json is a text
 *  a language translates. */
export function isTextPointer(pointer: string): boolean {
  const segments = pointerSegments(pointer);
  const named = segments.filter((segment): segment is string => typeof segment === 'string');
  const name = named.at(-1);
  return !named.some((segment) => FACT_PARTS.has(segment)) && (name === undefined || !FACT_NAMES.has(name));
}

/** Every text of a config file that a translation may give, by pointer, in the file's order. */
export function textsOf(value: unknown, pointer = ''): Map<string, string> {
  const texts = new Map<string, string>();
  const visit = (node: unknown, at: string) => {
    if (typeof node === 'string') {
      if (node.trim() !== '' && isTextPointer(at)) texts.set(at, node);
    } else if (Array.isArray(node)) node.forEach((item, index) => visit(item, `${at}/${index}`));
    else if (node && typeof node === 'object')
      for (const [key, child] of Object.entries(node)) visit(child, `${at}/${pointerSegment(key)}`);
  };
  visit(value, pointer);
  return texts;
}

export interface TranslationState {
  /** Texts of the source with no translation. */
  untranslated: string[];
  /** Translated texts whose source text has changed since. */
  stale: string[];
  /** Translated pointers that are not a text of the source (any more). */
  unknown: string[];
}

/** How far a translation covers its source. */
export function translationState(source: unknown, translation: TranslationConfig | undefined): TranslationState {
  const texts = textsOf(source);
  const given = translation?.texts ?? {};
  return {
    untranslated: [...texts.keys()].filter((pointer) => !Object.hasOwn(given, pointer)),
    stale: Object.entries(given)
      .filter(([pointer, entry]) => texts.has(pointer) && texts.get(pointer) !== entry.source)
      .map(([pointer]) => pointer),
    unknown: Object.keys(given).filter((pointer) => !texts.has(pointer)),
  };
}

/** The source with each translated text in place (a copy: the source is not changed). Pointers that
 *  are not texts of the source are left out, so a translation can never change a fact. */
export function translated<T>(source: T, translation: TranslationConfig | undefined): T {
  if (!translation) return source;
  const texts = textsOf(source);
  const copy = structuredClone(source);
  for (const [pointer, entry] of Object.entries(translation.texts)) {
    if (!texts.has(pointer) || entry.text.trim() === '') continue;
    const segments = pointerSegments(pointer);
    const last = segments.pop()!;
    let node: unknown = copy;
    for (const segment of segments) node = (node as Record<string | number, unknown>)[segment];
    (node as Record<string | number, unknown>)[last] = entry.text;
  }
  return copy;
}

/** Whether a page or article file is wholly translated (nothing of it left in the main language). */
export function isWhollyTranslated(source: unknown, translation: TranslationConfig | undefined): boolean {
  return translation !== undefined && translationState(source, translation).untranslated.length === 0;
}

// The site in several languages. The first language of site.json's `languages` is the main one, at
// the addresses the site always had; every other one shows the same pages under /<code>/ (/ar/home).
// A language's texts are translation files (translations/<code>/<the file they translate>): each
// translated text by its JSON pointer in the source file, with the source text it was translated
// from. Whatever a file does not translate is shown in the main language, and a translation whose
// source text has changed since is stale (still shown, listed for the translator).
// Facts (addresses, links, prices, field names, colours) are not texts: they stay in their one file.
import type { TranslationConfig } from './generated/config-types.ts';
import { isFormFile } from './config-check/config-layout.ts';
import { pointerSegment, pointerSegments } from './json-pointer.ts';
import { otherFileOf } from './shown-files.ts';

/** Property names whose strings are facts, not words: a string under such a name (or in a list
 *  under it) is never translated. */
const FACT_NAMES = new Set([
  '$schema',
  '@type',
  'allowedCheckoutHosts',
  'applicationCategory',
  'applyEmail',
  'checkoutMode',
  // A note to whoever edits services.json, never shown on a page: nothing to translate.
  'checkoutModeNote',
  'checkoutUrl',
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
  'policy',
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

/** Whether the string at this pointer of a page, an article, site.json, navigation.json, faq.json or
 *  services.json is a text a language translates. */
export function isTextPointer(pointer: string): boolean {
  const segments = pointerSegments(pointer);
  const named = segments.filter((segment): segment is string => typeof segment === 'string');
  const name = named.at(-1);
  return !named.some((segment) => FACT_PARTS.has(segment)) && (name === undefined || !FACT_NAMES.has(name));
}

/** Every string of a value by pointer, in the value's order, that `isText` takes for a text. */
function stringsOf(value: unknown, isText: (pointer: string) => boolean): Map<string, string> {
  const texts = new Map<string, string>();
  const visit = (node: unknown, at: string) => {
    if (typeof node === 'string') {
      if (node.trim() !== '' && isText(at)) texts.set(at, node);
    } else if (Array.isArray(node)) node.forEach((item, index) => visit(item, `${at}/${index}`));
    else if (node && typeof node === 'object')
      for (const [key, child] of Object.entries(node)) visit(child, `${at}/${pointerSegment(key)}`);
  };
  visit(value, '');
  return texts;
}

/** A form's texts, by the pointer's first segments: a form file is mostly facts (field names, rules,
 *  addresses, storage), so its words are listed rather than its facts. "*" is any one segment. */
const FORM_TEXTS: readonly (readonly string[])[] = [
  ['schema', 'properties', '*', 'title'],
  ['schema', 'properties', '*', 'description'],
  ['uiSchema', '*', 'ui:title'],
  ['uiSchema', '*', 'ui:description'],
  ['uiSchema', '*', 'ui:help'],
  ['uiSchema', '*', 'ui:placeholder'],
  ['uiSchema', '*', 'ui:enumNames'],
  ['uiSchema', '*', 'ui:options', 'emptyPlaceholder'],
  ['uiSchema', '*', 'ui:options', 'waitingPlaceholder'],
  ['messages'],
  ['otherRuleMessage'],
  ['unknownFieldMessage'],
  ['submitLabel'],
  ['submittedLabel'],
  ['processingLabel'],
  ['success', 'title'],
  ['success', 'text'],
  ['success', 'buttonLabel'],
  ['failure'],
  ['geo', 'credit'],
  ['geo', 'loadingLabel'],
  ['geo', 'loadFailed'],
  ['terms', 'label'],
  ['terms', 'required'],
  ['terms', 'nda'],
  ['mails', '*', 'subject'],
  ['mails', '*', 'paragraphs'],
  ['mails', '*', 'history'],
];

function isFormTextPointer(pointer: string): boolean {
  const segments = pointerSegments(pointer);
  return FORM_TEXTS.some(
    (prefix) =>
      segments.length >= prefix.length && prefix.every((part, index) => part === '*' || part === segments[index]),
  );
}

/** A choice of a form's field (`/schema/properties/<field>/enum/<index>`): the field and the choice's index. */
function choiceAt(pointer: string): { field: string; index: number } | undefined {
  const [schema, properties, field, enumKey, index, ...rest] = pointerSegments(pointer);
  return schema === 'schema' &&
    properties === 'properties' &&
    typeof field === 'string' &&
    enumKey === 'enum' &&
    typeof index === 'number' &&
    rest.length === 0
    ? { field, index }
    : undefined;
}

interface FormShape {
  schema?: { properties?: Record<string, { enum?: unknown[] }> };
  uiSchema?: Record<string, unknown>;
}

/** A form's texts: the words of FORM_TEXTS, and the choices of a field whose choices the form does not
 *  name (ui:enumNames): the choice is then both the value sent and the word shown, and a translation
 *  gives the word only. */
function formTextsOf(form: unknown): Map<string, string> {
  const uiSchema = (form as FormShape | undefined)?.uiSchema ?? {};
  return stringsOf(form, (pointer) => {
    const choice = choiceAt(pointer);
    if (!choice) return isFormTextPointer(pointer);
    const ui = uiSchema[choice.field] as { 'ui:enumNames'?: unknown } | undefined;
    return ui?.['ui:enumNames'] === undefined;
  });
}

/** Every text of a config file that a translation may give, by pointer, in the file's order. `file`,
 *  the file's path in the config folder, says which rules: a form's (FORM_TEXTS) or the others'. */
export function textsOf(value: unknown, file?: string): Map<string, string> {
  return file !== undefined && isFormFile(file) ? formTextsOf(value) : stringsOf(value, isTextPointer);
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
export function translationState(
  source: unknown,
  translation: TranslationConfig | undefined,
  file?: string,
): TranslationState {
  const texts = textsOf(source, file);
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
  for (const [pointer, entry] of Object.entries(translation.texts))
    if (texts.has(pointer) && entry.text.trim() !== '') setAt(copy, pointerSegments(pointer), entry.text);
  return copy;
}

function setAt(value: unknown, segments: (string | number)[], text: string): void {
  const last = segments.at(-1)!;
  let node = value as Record<string | number, unknown>;
  for (const segment of segments.slice(0, -1)) {
    node[segment] ??= typeof segment === 'number' ? [] : {};
    node = node[segment] as Record<string | number, unknown>;
  }
  node[last] = text;
}

/** Where a translation of a form puts a text: the words of its schema go beside the schema rather
 *  than in it (the uiSchema's title, help and choice names), so the schema the validators were built
 *  from is the same in every language, and a choice is still sent as the value the server and the
 *  leads know it by. */
function formPlaceOf(form: FormShape, pointer: string): (string | number)[] {
  const segments = pointerSegments(pointer);
  const choice = choiceAt(pointer);
  if (choice)
    return [
      'uiSchema',
      choice.field,
      'ui:enumNames',
      String(form.schema?.properties?.[choice.field]?.enum?.[choice.index]),
    ];
  const [schema, properties, field, name] = segments;
  if (schema === 'schema' && properties === 'properties' && typeof field === 'string' && segments.length === 4)
    return ['uiSchema', field, name === 'title' ? 'ui:title' : 'ui:description'];
  return segments;
}

/** A form (its file, or the browser's copy of it) with a translation's texts (see formPlaceOf). Texts
 *  of parts the copy does not have (the mails, in the browser's) are left out. */
export function translatedForm<T extends object>(form: T, translation: TranslationConfig | undefined): T {
  if (!translation) return form;
  const texts = formTextsOf(form);
  const copy = structuredClone(form) as T & FormShape;
  for (const [pointer, entry] of Object.entries(translation.texts))
    if (texts.has(pointer) && entry.text.trim() !== '') setAt(copy, formPlaceOf(form, pointer), entry.text);
  return copy;
}

/**
 * The sections of a page that a translation leaves wholly in the source's language: each has texts of
 * its own, none of them is translated, and the file it shows besides the page's (a form, the FAQ, the
 * services' cards: otherFileOf), if any, has no translation in that language (`hasTranslation`). A
 * page shows them marked as the main language's, so that on a right-to-left page an English paragraph
 * reads left to right, its full stop at its end.
 */
export function sectionsLeftInSource(
  page: { sections?: readonly unknown[] },
  translation: TranslationConfig | undefined,
  hasTranslation: (file: string) => boolean,
): Set<number> {
  const given = translation?.texts ?? {};
  const translatedText = (pointer: string) => (given[pointer]?.text.trim() ?? '') !== '';
  const left = new Set<number>();
  (page.sections ?? []).forEach((section, index) => {
    const other = otherFileOf(section);
    if (other !== undefined && hasTranslation(other)) return;
    const pointers = [...textsOf(section).keys()].map((pointer) => `/sections/${index}${pointer}`);
    if (pointers.length > 0 && !pointers.some(translatedText)) left.add(index);
  });
  return left;
}

/** Whether a page or article file is wholly translated (nothing of it left in the main language). */
export function isWhollyTranslated(
  source: unknown,
  translation: TranslationConfig | undefined,
  file?: string,
): boolean {
  return translation !== undefined && translationState(source, translation, file).untranslated.length === 0;
}

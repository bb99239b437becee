// Translating in the editor (issue 42): which languages the draft's site.json names, which files a
// language translates, each text of such a file with its translation and how it stands, and the
// translation file after one text is typed. Pure, over the draft's files, so the screen
// (ui/TranslationEditor.tsx) only draws it and the tests read it without a browser.
import type { SiteLanguage, TranslationConfig } from '../../shared/generated/config-types.ts';
import {
  CONFIG_FILES,
  isArticleFile,
  isTranslatableFile,
  translationFile,
} from '../../shared/config-check/config-layout.ts';
import { conventionalSchemaPath } from '../../shared/config-check/schema-line.ts';
import { textsOf, translationState } from '../../shared/translation.ts';
import { draftConfig, listOf, textOf } from './draft-access.ts';
import type { DraftFile, JsonObject } from './draft.ts';

const TRANSLATION_SCHEMA = 'translation.schema.json';

/** The languages the draft's site.json names, the main one first; none while it names fewer than two
 *  (a site of one language has nothing to translate). */
export function draftLanguages(files: Readonly<Record<string, DraftFile>>): SiteLanguage[] {
  const named = listOf(draftConfig(files, CONFIG_FILES.site)?.languages).flatMap((language) => {
    const code = textOf(language?.code);
    return code
      ? [{ code, name: textOf(language?.name) ?? code, dir: language?.dir === 'rtl' ? 'rtl' : 'ltr' } as const]
      : [];
  });
  return named.length > 1 ? named : [];
}

/** Whether a language translates this file: site.json, navigation.json, faq.json, services.json, a
 *  page, a form or an article, as the config's layout says (config-layout.ts). */
export function isTranslatable(path: string): boolean {
  return isTranslatableFile(path);
}

/** How one text of a file stands in a language. */
export type TextState = 'untranslated' | 'stale' | 'translated';

export interface TranslationRow {
  /** The text's JSON pointer in the source file (and its key in the translation's texts). */
  pointer: string;
  /** The main language's text now. */
  source: string;
  /** The translation, '' when there is none. */
  text: string;
  /** The main language's text the translation was made from, when it differs from today's. */
  was?: string;
  state: TextState;
}

/** The translation file's value, while it parses as one. */
export function translationOf(
  files: Readonly<Record<string, DraftFile>>,
  code: string,
  path: string,
): TranslationConfig | undefined {
  const file = files[translationFile(code, path)];
  if (file?.kind !== 'json') return undefined;
  const texts = file.value.texts;
  return texts && typeof texts === 'object' && !Array.isArray(texts)
    ? (file.value as unknown as TranslationConfig)
    : undefined;
}

/** Every text of the source with its translation and state, in the source's order. */
export function translationRows(
  source: unknown,
  translation: TranslationConfig | undefined,
  path?: string,
): TranslationRow[] {
  const given = translation?.texts ?? {};
  return [...textsOf(source, path)].map(([pointer, text]) => {
    const entry = Object.hasOwn(given, pointer) ? given[pointer] : undefined;
    if (!entry) return { pointer, source: text, text: '', state: 'untranslated' };
    return entry.source === text
      ? { pointer, source: text, text: entry.text, state: 'translated' }
      : { pointer, source: text, text: entry.text, was: entry.source, state: 'stale' };
  });
}

/**
 * The translation after the text at `pointer` is typed: its entry with today's source text (so it is
 * no longer out of date), or no entry when the text is emptied; the entries in the source's order
 * (any the source no longer has kept after them, for the validator to name), "$schema" first.
 * A file left with no texts stays one (the editor's save writes files, it removes none); one never
 * saved is dropped from the draft instead (ui/TranslationEditor.tsx).
 */
export function withText(
  path: string,
  code: string,
  source: unknown,
  translation: TranslationConfig | undefined,
  pointer: string,
  typed: string,
): JsonObject {
  const texts = textsOf(source, path);
  const given: Record<string, { source: string; text: string }> = { ...translation?.texts };
  const sourceText = texts.get(pointer);
  if (typed.trim() === '' || sourceText === undefined) delete given[pointer];
  else given[pointer] = { source: sourceText, text: typed };
  const order = [...texts.keys(), ...Object.keys(given).filter((key) => !texts.has(key))];
  const ordered = Object.fromEntries(order.filter((key) => Object.hasOwn(given, key)).map((key) => [key, given[key]!]));
  const file = translationFile(code, path);
  return { $schema: translation?.$schema ?? conventionalSchemaPath(file, TRANSLATION_SCHEMA), texts: ordered };
}

/** How one file stands in a language: the counts of its texts. */
export interface FileTranslation {
  path: string;
  untranslated: number;
  stale: number;
  /** Texts translated and up to date. */
  translated: number;
}

/**
 * A file's counts by its source and translation values, per language: the draft keeps an unchanged
 * file the same object, so a keystroke in one translation counts that file again, not the whole site
 * (the Content list asks for every file in every language on each render).
 */
const counted = new WeakMap<object, Map<string, { translation: unknown; entry: boolean; counts: FileTranslation }>>();

/** An article held as its list entry (`EditorState.unloaded`) has no `body`: its text. */
const BODY = '/body';

function countsOf(
  path: string,
  source: JsonObject,
  code: string,
  translation: TranslationConfig | undefined,
  entry: boolean,
): FileTranslation {
  const byCode = counted.get(source) ?? new Map();
  counted.set(source, byCode);
  const known = byCode.get(code);
  if (known && known.translation === translation && known.entry === entry && known.counts.path === path)
    return known.counts;
  const state = translationState(source, translation, path);
  const total = textsOf(source, path).size;
  const counts = {
    path,
    untranslated: state.untranslated.length,
    stale: state.stale.length,
    translated: total - state.untranslated.length - state.stale.length,
  };
  // The body of an article not loaded yet is not in the draft: untranslated while its translation has
  // none, else counted as translated (whether it is out of date is known once the article is opened).
  if (entry && isArticleFile(path) && !(BODY.slice(1) in source)) {
    if (translation && Object.hasOwn(translation.texts, BODY)) counts.translated += 1;
    else counts.untranslated += 1;
  }
  byCode.set(code, { translation, entry, counts });
  return counts;
}

/** A translatable file's counts in a language; undefined for a file no language translates (or one
 *  that does not parse). `unloaded` names the articles held as their list entry. */
export function fileTranslation(
  files: Readonly<Record<string, DraftFile>>,
  code: string,
  path: string,
  unloaded?: Readonly<Record<string, string>>,
): FileTranslation | undefined {
  const file = files[path];
  if (!isTranslatable(path) || file?.kind !== 'json') return undefined;
  return countsOf(path, file.value, code, translationOf(files, code, path), unloaded !== undefined && path in unloaded);
}

/** What the Content list says of a file in a language: every text translated and up to date; none
 *  translated; some changed in the main language since translated; some translated, the rest not. */
export type FileStanding = 'translated' | 'untranslated' | 'stale' | 'partly';

/** The file's standing from its counts; undefined when it has no text to translate. */
export function standingOf(counts: FileTranslation): FileStanding | undefined {
  if (counts.untranslated + counts.stale + counts.translated === 0) return undefined;
  if (counts.stale > 0) return 'stale';
  if (counts.untranslated === 0) return 'translated';
  return counts.translated === 0 ? 'untranslated' : 'partly';
}

/** Each translatable file of the draft with texts untranslated or out of date in a language, in the
 *  draft's order. */
export function translationBacklog(
  files: Readonly<Record<string, DraftFile>>,
  code: string,
  unloaded?: Readonly<Record<string, string>>,
): FileTranslation[] {
  return Object.keys(files).flatMap((path) => {
    const counts = fileTranslation(files, code, path, unloaded);
    return counts && counts.untranslated + counts.stale > 0 ? [counts] : [];
  });
}

/** How a file stands in one language, for the Content list. */
export interface LanguageStanding {
  code: string;
  /** The same object while the file and its translation stay the same (the list compares them so). */
  counts: FileTranslation;
  standing: FileStanding;
}

/** How a file stands in each of these languages; none for a file no language translates or with no text. */
export function standingsOf(
  files: Readonly<Record<string, DraftFile>>,
  path: string,
  codes: readonly string[],
  unloaded?: Readonly<Record<string, string>>,
): LanguageStanding[] {
  return codes.flatMap((code) => {
    const counts = fileTranslation(files, code, path, unloaded);
    const standing = counts && standingOf(counts);
    return counts && standing ? [{ code, counts, standing }] : [];
  });
}

/** Whether a file has texts left to do in a language (what "Translate into …" is offered for). */
export const leftToDo = (standing: FileStanding): boolean => standing !== 'translated';

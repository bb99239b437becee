// The site's languages and their translations (src/shared/translation.ts), checked together: each
// problem names the language, and is placed at the line of the file that has to change.
import type { SiteLanguage, TranslationConfig } from '../generated/config-types.ts';
import { translated, translationState } from '../translation.ts';
import { CONFIG_FILES, isFormFile, translatedFileOf, translationFile } from './config-layout.ts';
import { headerFitProblems } from './header-fit-checks.ts';
import { pointerSegment, problemAt, type JsonSource, type Problem } from './json-source.ts';

/** site.json's languages, as far as they can be read. */
export function languagesIn(site: JsonSource | undefined): SiteLanguage[] {
  const languages = (site?.value as { languages?: unknown } | undefined)?.languages;
  return Array.isArray(languages)
    ? languages.filter((each): each is SiteLanguage => typeof (each as SiteLanguage | undefined)?.code === 'string')
    : [];
}

/** site.json's list of languages: each code once, the texts a language other than the main one shows,
 *  and no route whose address a language's addresses would take. */
function languageListProblems(site: JsonSource, languages: SiteLanguage[], routes: JsonSource | undefined): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  languages.forEach((language, index) => {
    const at = `/languages/${index}`;
    if (seen.has(language.code))
      problems.push(
        problemAt(site, `${at}/code`, `the language ${language.code} is listed twice`, 'list each language once'),
      );
    seen.add(language.code);
    if (languages.length < 2) return;
    const needed = [['switcherLabel', 'what a screen reader hears for the language menu']] as const;
    const notice = [['untranslatedNotice', 'the notice on a page it has not translated']] as const;
    for (const [field, what] of index === 0 ? needed : [...needed, ...notice])
      if (typeof language[field] !== 'string')
        problems.push({
          ...problemAt(site, at, `the language ${language.code} has no ${field}: ${what}, in ${language.name}`),
          property: field,
        });
  });
  const routeList = (routes?.value as { routes?: { path?: unknown }[] } | undefined)?.routes ?? [];
  routeList.forEach((route, index) => {
    if (typeof route?.path !== 'string' || !routes) return;
    const taken = languages
      .slice(1)
      .find(
        (language) => route.path === `/${language.code}` || (route.path as string).startsWith(`/${language.code}/`),
      );
    if (taken)
      problems.push(
        problemAt(
          routes,
          `/routes/${index}/path`,
          `${route.path} is where the ${taken.name} (${taken.code}) pages are`,
          `choose another address: /${taken.code}/… is the ${taken.code} version of every page`,
        ),
      );
  });
  return problems;
}

/** One translation file: its language is one of the site's (not the main one), the file it
 *  translates exists, and each of its texts is a text of that file. */
function translationFileProblems(
  path: string,
  translation: JsonSource,
  languages: SiteLanguage[],
  files: ReadonlyMap<string, JsonSource>,
): Problem[] {
  const { code, source } = translatedFileOf(path)!;
  const language = languages.find((each) => each.code === code);
  const codes = languages.map((each) => each.code).join(', ');
  if (!language)
    return [
      problemAt(
        translation,
        '',
        `${code} is not one of the site's languages (${codes || 'site.json lists none'})`,
        `add it to Languages in site.json, or move this file to the folder of one of them`,
      ),
    ];
  if (language === languages[0])
    return [
      problemAt(
        translation,
        '',
        `${code} is the site's main language: its texts are the files themselves, not a translation`,
        `change ${source} itself, and remove this file`,
      ),
    ];
  const translated = files.get(source);
  if (!translated)
    return [
      problemAt(
        translation,
        '',
        `this ${code} translation is of ${source}, which does not exist`,
        'remove it, or give it the name of the file it translates',
      ),
    ];
  const state = translationState(translated.value, translation.value as TranslationConfig, source);
  // A warning: the text may have moved in a change of the main language's file, which must not stop
  // its publishing; until it is named by its new place, that text shows in the main language.
  return [
    ...formGaps(path, translation, source, language, state.untranslated),
    ...state.unknown.map((pointer) => ({
      ...problemAt(
        translation,
        `/texts/${pointerSegment(pointer)}`,
        `${pointer} is not a text of ${source}: this ${code} text is not shown`,
        `find the text in ${source} and name it by its place there (links, addresses and names of things are the same in every language, and are not translated)`,
      ),
      severity: 'warning' as const,
    })),
  ];
}

/** How many of a form's untranslated texts a problem names before it counts the rest. */
const GAPS_NAMED = 3;

/** A form the language translates shows in that language only as far as its translation goes: a label
 *  or a message left out shows in the main language in the middle of the page's own. Its mails are
 *  not counted (the one to the team is read in the main language). */
function formGaps(
  path: string,
  translation: JsonSource,
  source: string,
  language: SiteLanguage,
  untranslated: string[],
): Problem[] {
  if (!isFormFile(source)) return [];
  const shown = untranslated.filter((pointer) => !pointer.startsWith('/mails/'));
  if (shown.length === 0) return [];
  const named = shown.slice(0, GAPS_NAMED).join(', ');
  const more = shown.length > GAPS_NAMED ? ` and ${shown.length - GAPS_NAMED} more` : '';
  return [
    {
      ...problemAt(
        translation,
        '/texts',
        `${shown.length} text(s) of ${source} that a visitor sees have no ${language.name} (${language.code}) translation and show in the main language: ${named}${more}`,
        `translate them in ${path} (a text that stays the same in ${language.code}, such as a product name, is given as itself)`,
      ),
      severity: 'warning' as const,
    },
  ];
}

/** Whether each other language's header fits a laptop's row as the main language's is checked to
 *  (header-fit-checks.ts): its labels translated, its language menu naming the other languages. Said
 *  at its translation of navigation.json (or of site.json, whose More label it translates). */
function headerFitInLanguages(files: ReadonlyMap<string, JsonSource>, languages: SiteLanguage[]): Problem[] {
  const navigation = files.get(CONFIG_FILES.navigation);
  const site = files.get(CONFIG_FILES.site);
  if (!navigation || !site) return [];
  return languages.slice(1).flatMap((language) => {
    const ownNavigation = files.get(translationFile(language.code, CONFIG_FILES.navigation));
    const ownSite = files.get(translationFile(language.code, CONFIG_FILES.site));
    const texts = (source: JsonSource | undefined) => source?.value as TranslationConfig | undefined;
    const moreLabel = (translated(site.value, texts(ownSite)) as { ui?: { moreMenu?: unknown } }).ui?.moreMenu;
    const shown = { ...(ownNavigation ?? navigation), value: translated(navigation.value, texts(ownNavigation)) };
    const others = languages.filter((each) => each !== language).map((each) => each.name);
    return headerFitProblems(shown, typeof moreLabel === 'string' ? moreLabel : undefined, others, language.name);
  });
}

/**
 * What the problems of a translation file, and of the headers in every language, were judged from,
 * kept with them. The editor checks its draft at every key the marketer types, and the check gives
 * the same file objects while their texts are the same (check-config.ts's memory): what none of its
 * inputs changed in is not judged again (it was four fifths of a key's check at 2,000 articles).
 */
interface Judged {
  inputs: readonly (JsonSource | undefined)[];
  problems: Problem[];
}
const judgedTranslations = new WeakMap<JsonSource, Judged>();
const judgedHeaders = new WeakMap<JsonSource, Judged>();

/** The problems `judge` gives for these inputs: kept ones when `key`'s were judged from the same. */
function judgedOnce(
  kept: WeakMap<JsonSource, Judged>,
  key: JsonSource,
  inputs: readonly (JsonSource | undefined)[],
  judge: () => Problem[],
): Problem[] {
  const last = kept.get(key);
  if (last && last.inputs.length === inputs.length && last.inputs.every((input, index) => input === inputs[index]))
    return last.problems;
  const problems = judge();
  kept.set(key, { inputs, problems });
  return problems;
}

/** Every problem of the site's languages and translations, given the files as the check read them. */
export function translationProblems(files: ReadonlyMap<string, JsonSource>): Problem[] {
  const site = files.get(CONFIG_FILES.site);
  const languages = languagesIn(site);
  const problems = site ? languageListProblems(site, languages, files.get(CONFIG_FILES.routes)) : [];
  const translated = new Set<string>();
  for (const [path, translation] of files) {
    if (!translatedFileOf(path)) continue;
    const { code, source } = translatedFileOf(path)!;
    translated.add(code);
    // Its problems depend on site.json's languages and on the file it translates, besides itself.
    problems.push(
      ...judgedOnce(judgedTranslations, translation, [site, files.get(source)], () =>
        translationFileProblems(path, translation, languages, files),
      ),
    );
  }
  if (site) {
    const inputs = [
      CONFIG_FILES.navigation,
      ...languages.flatMap((language) => [
        translationFile(language.code, CONFIG_FILES.navigation),
        translationFile(language.code, CONFIG_FILES.site),
      ]),
    ].map((path) => files.get(path));
    problems.push(...judgedOnce(judgedHeaders, site, inputs, () => headerFitInLanguages(files, languages)));
  }
  if (site)
    languages.slice(1).forEach((language, index) => {
      if (!translated.has(language.code))
        problems.push({
          ...problemAt(
            site,
            `/languages/${index + 1}`,
            `${language.name} (${language.code}) has no translations yet: its pages show every text in ${languages[0]!.name || languages[0]!.code}`,
            `translate a page in the editor, or add translations/${language.code}/…`,
          ),
          severity: 'warning',
        });
    });
  return problems;
}

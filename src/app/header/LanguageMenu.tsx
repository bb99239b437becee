import { isInEveryLanguage, language, languages, shownPath } from '../../config/site-config.ts';
import { pathIn } from '../../shared/language-paths.ts';
import { entryKey } from '../../shared/list-keys.ts';

/** Where the menu leads in a language: the page shown, in that language, when every language has it
 *  (every route does), else that language's home (an article is in the main language only). */
function targetIn(code: string): string {
  return pathIn(languages, code, isInEveryLanguage(shownPath) ? shownPath : '/');
}

/** The site's other languages, each named in itself; nothing for a site of one language. */
export function LanguageMenu() {
  if (languages.length < 2) return null;
  return (
    <ul className="language-menu" aria-label={language.switcherLabel}>
      {languages
        .filter((each) => each.code !== language.code)
        .map((each, index) => (
          <li key={entryKey(index, each.code)}>
            <a href={targetIn(each.code)} lang={each.code} hrefLang={each.code} dir={each.dir}>
              {each.name}
            </a>
          </li>
        ))}
    </ul>
  );
}

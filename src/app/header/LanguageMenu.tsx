import { isIn, language, languages, routes, shownPath } from '../../config/site-config.ts';
import { articleSlugOf, BLOG_LIST_PATH } from '../../shared/blog-paths.ts';
import { pathIn } from '../../shared/language-paths.ts';
import { entryKey } from '../../shared/list-keys.ts';

/** Where the menu leads in a language: the page shown, in that language, when that language has it
 *  (every route, an article it translates); from an article it has not translated, its blog list
 *  (the visitor was reading the blog: the list shows that language's articles, and this one's card),
 *  or its home when the site has no such list; else its home. */
export function menuTarget(code: string, path: string): string {
  if (isIn(code, path)) return pathIn(languages, code, path);
  const toList = articleSlugOf(path) !== undefined && routes.routes.some((route) => route.path === BLOG_LIST_PATH);
  return pathIn(languages, code, toList ? BLOG_LIST_PATH : '/');
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
            <a href={menuTarget(each.code, shownPath)} lang={each.code} hrefLang={each.code} dir={each.dir}>
              {each.name}
            </a>
          </li>
        ))}
    </ul>
  );
}

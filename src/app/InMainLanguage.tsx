import type { ReactNode } from 'react';
import { languages } from '../config/site-config.ts';

/** What marks words of the main language on a page of another: named as such for screen readers and
 *  search engines, and set in that language's direction. */
export function mainLanguageMarks(): { lang: string; dir: 'ltr' | 'rtl' } {
  const main = languages[0]!;
  return { lang: main.code, dir: main.dir };
}

/** A section in the main language on a page of another (an island's container carries the marks
 *  itself). The box takes no place in the layout (global.css). */
export function InMainLanguage({ children }: { children: ReactNode }) {
  return (
    <div className="in-main-language" {...mainLanguageMarks()}>
      {children}
    </div>
  );
}

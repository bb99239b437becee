import { use } from 'react';
import { loadShownPage, shownPage } from '../config/shown-page.ts';
import { language } from '../config/site-config.ts';
import { isIsland, renderSection } from '../sections/registry.ts';
import { InMainLanguage, mainLanguageMarks } from './InMainLanguage.tsx';
import { Island } from './Island.tsx';

interface PageViewProps {
  pageId: string;
}

/** Renders a page config: each section through the component registered for its type; an island
 *  section (one React hydrates in the browser) inside its container. A page shown in a language
 *  that has not translated all of it says so first, in that language, and marks each section left
 *  wholly in the main language as that language's (its direction too). */
export function PageView({ pageId }: PageViewProps) {
  const { page, partlyUntranslated, inMainLanguage } = shownPage(pageId) ?? use(loadShownPage(pageId));
  return (
    <>
      {partlyUntranslated && language.untranslatedNotice && (
        <p className="untranslated-notice container" role="note">
          {language.untranslatedNotice}
        </p>
      )}
      {page.sections.map((section, index) => {
        const key = `${section.type}-${index}`;
        const marks = inMainLanguage.has(index) ? mainLanguageMarks() : undefined;
        if (isIsland(section)) return <Island key={key} section={section} marks={marks} />;
        return marks ? (
          <InMainLanguage key={key}>{renderSection(section, key)}</InMainLanguage>
        ) : (
          renderSection(section, key)
        );
      })}
    </>
  );
}

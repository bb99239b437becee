import { use } from 'react';
import { loadShownPage, shownPage } from '../config/shown-page.ts';
import { language } from '../config/site-config.ts';
import { isIsland, renderSection } from '../sections/registry.ts';
import { Island } from './Island.tsx';

interface PageViewProps {
  pageId: string;
}

/** Renders a page config: each section through the component registered for its type; an island
 *  section (one React hydrates in the browser) inside its container. A page shown in a language
 *  that has not translated all of it says so first, in that language. */
export function PageView({ pageId }: PageViewProps) {
  const { page, partlyUntranslated } = shownPage(pageId) ?? use(loadShownPage(pageId));
  return (
    <>
      {partlyUntranslated && language.untranslatedNotice && (
        <p className="untranslated-notice container" role="note">
          {language.untranslatedNotice}
        </p>
      )}
      {page.sections.map((section, index) => {
        const key = `${section.type}-${index}`;
        return isIsland(section) ? <Island key={key} section={section} /> : renderSection(section, key);
      })}
    </>
  );
}

import { use } from 'react';
import { loadedPage, loadPage } from '../config/pages.ts';
import { isIsland, renderSection } from '../sections/registry.ts';
import { Island } from './Island.tsx';

interface PageViewProps {
  pageId: string;
}

/** Renders a page config: each section through the component registered for its type; an island
 *  section (one React hydrates in the browser) inside its container. */
export function PageView({ pageId }: PageViewProps) {
  const page = loadedPage(pageId) ?? use(loadPage(pageId));
  return (
    <>
      {page.sections.map((section, index) => {
        const key = `${section.type}-${index}`;
        return isIsland(section) ? <Island key={key} section={section} /> : renderSection(section, key);
      })}
    </>
  );
}

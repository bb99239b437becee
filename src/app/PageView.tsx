import { use, useEffect } from 'react';
import { loadedPage, loadPage } from '../config/pages.ts';
import { sectionComponent } from '../sections/registry.ts';
import { applyHead, headFor } from './head.ts';

interface PageViewProps {
  pageId: string;
  /** The route path; absent for the not-found page, which has no canonical URL. */
  path?: string;
}

/** Renders a page config: each section through the component registered for its type. */
export function PageView({ pageId, path }: PageViewProps) {
  const page = loadedPage(pageId) ?? use(loadPage(pageId));
  useEffect(() => applyHead(headFor(page, path)), [page, path]);
  return (
    <>
      {page.sections.map((section, index) => {
        const Component = sectionComponent(section.type);
        // The validator refuses unknown types; reaching this is a build error, never a silent blank.
        if (!Component) throw new Error(`page ${pageId}: no component for section type "${section.type}"`);
        return <Component key={`${section.type}-${index}`} {...section} />;
      })}
    </>
  );
}

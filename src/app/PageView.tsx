import { use, useEffect } from 'react';
import { loadedPage, loadPage } from '../config/pages.ts';
import { renderSection } from '../sections/registry.ts';
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
      {page.sections.map((section, index) => renderSection(section, `${section.type}-${index}`))}
    </>
  );
}

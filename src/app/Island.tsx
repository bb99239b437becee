// The container of an island section in the prerendered page (see src/sections/island.tsx): the
// section's HTML, rendered beforehand as its own React root, and its props as JSON for the browser.
import { createContext, use } from 'react';
import { ISLAND_ATTRIBUTE } from '../sections/island.tsx';
import type { Section } from '../shared/generated/config-types.ts';

/** The HTML of each island section of the page being rendered (entry-server.tsx renders them first). */
export const IslandHtml = createContext<ReadonlyMap<Section, string>>(new Map());

/** `marks`: the main language's lang and dir, for a section shown in it on a page of another. */
export function Island({ section, marks }: { section: Section; marks?: { lang: string; dir: string } }) {
  const html = use(IslandHtml).get(section);
  if (html === undefined) throw new Error(`the ${section.type} island of this page was not rendered beforehand`);
  return (
    <div
      className="island"
      {...marks}
      {...{ [ISLAND_ATTRIBUTE]: section.type }}
      data-props={JSON.stringify(section)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

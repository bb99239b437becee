// What of site.json an island shows, in the page's language: the shared texts (its ui) and the
// locale its dates are written in. An island reads them here rather than from site-config.ts: the
// browser's bundle of an island then carries none of site.json (2.3 KiB compressed on every form
// page, and more with every office or client added), and the page gives these few instead
// (ISLAND_TEXTS_ID, read by src/sections/hydrate-islands.ts). The build gives them before it renders
// the islands (src/entry-server.tsx), the editor's preview from its draft.
import type { UiTexts } from '../shared/generated/config-types.ts';

export interface IslandTexts {
  ui: UiTexts;
  /** As site.json writes it (en_US, ar_AE). */
  locale: string;
}

/** The data block of a page with an island, holding its IslandTexts. */
export const ISLAND_TEXTS_ID = 'island-texts';

let given: IslandTexts | undefined;

export function setIslandTexts(texts: IslandTexts): void {
  given = texts;
}

export function islandTexts(): IslandTexts {
  if (!given) throw new Error('an island rendered before its texts were given (setIslandTexts)');
  return given;
}

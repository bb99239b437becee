// Which page the preview shows while a file that is not a page is edited: one that shows that file,
// so an edit to a service's price or an FAQ answer is seen as it is typed.
import type { DraftFile, JsonObject } from '../state/draft.ts';
import { routesByPage } from './content-index.ts';
import { sectionDataFiles } from './SectionData.tsx';
import { CONFIG_FILES, pageFile } from '../../shared/config-check/config-layout.ts';

/** Files every page shows (the header, the footer, the theme): any page will do for them. */
const SHOWN_EVERYWHERE = new Set<string>([CONFIG_FILES.site, CONFIG_FILES.navigation, CONFIG_FILES.routes]);

function showsFile(page: DraftFile | undefined, path: string): boolean {
  const sections = page?.kind === 'json' && Array.isArray(page.value.sections) ? page.value.sections : [];
  return sections.some(
    (section) =>
      typeof section === 'object' &&
      section !== null &&
      sectionDataFiles(section as JsonObject).some(([file]) => file === path),
  );
}

/**
 * The page for the preview while `path` is edited: the one shown now when it shows the file (or when
 * every page does), else the first page of the site's routes that shows it, else the one shown now.
 */
export function previewPageFor(
  files: Readonly<Record<string, DraftFile>>,
  path: string,
  shown: string | undefined,
): string | undefined {
  if (SHOWN_EVERYWHERE.has(path) || (shown !== undefined && showsFile(files[shown], path))) return shown;
  const pages = [...routesByPage(files).keys()].map(pageFile);
  return pages.find((page) => showsFile(files[page], path)) ?? shown;
}

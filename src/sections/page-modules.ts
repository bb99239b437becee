/**
 * What a page's sections run in the browser, written by the build into the page as a JSON data
 * block (scripts/build/prerender.ts) and read by entry-client.ts: the browser module (client.ts) of
 * each section type that has one, by its built file, and the chunk files those load at once
 * (fetched together, after the page has loaded).
 */
export const PAGE_MODULES_ID = 'page-modules';

export interface PageModules {
  clients: { type: string; src: string }[];
  preload: string[];
}

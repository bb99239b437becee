// The browser bundle carries no style sheet: every page inlines the one style sheet the server-render
// build collects (scripts/build/page-styles.ts). A style sheet that browser code imports (a section's
// index.ts imports its own) becomes an empty module here, so no chunk loads CSS a second time.
import type { Plugin } from 'vite';

/** One empty module for every style sheet (an id without .css, which Vite's CSS plugin would take up). */
const EMPTY_ID = '\0inlined-style-sheet';
const STYLE_SHEET = /\.css(\?.*)?$/;

export function noClientCssPlugin(): Plugin {
  return {
    name: 'cortracker-no-client-css',
    enforce: 'pre',
    resolveId(source) {
      return STYLE_SHEET.test(source) ? EMPTY_ID : undefined;
    },
    load(id) {
      return id === EMPTY_ID ? 'export {};' : undefined;
    },
  };
}

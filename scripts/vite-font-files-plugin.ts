// The web fonts of the site's style sheet, in the browser build. The style sheet is collected by the
// server-render build, whose files are not served (every page inlines the sheet): Vite gives each font
// that a url() in it names a content-hashed name there (/assets/<name>-<hash>.woff2) and writes the
// font beside the server bundle. The browser build, whose assets/ the site serves, carries no style
// sheet (vite-no-client-css-plugin.ts), so it would never have the file. This plugin emits, in the
// browser build, every font the given style sheets name, the way Vite's CSS emits it (the file's base
// name, the same bytes, the same assetFileNames), so the file gets the very name the style sheet asks
// for. tests/e2e/budgets.spec.ts loads the fonts of an Arabic page, which fails if the two names ever differ.
import { readFileSync } from 'node:fs';
import { basename, relative } from 'node:path';
import type { Plugin } from 'vite';

/** The font files a style sheet names in its url()s, as written. */
export function fontUrls(css: string): string[] {
  return [...css.matchAll(/url\(\s*(['"]?)([^'")]+\.woff2)\1\s*\)/g)].map((match) => match[2]!);
}

export function fontFilesPlugin(styleSheets: readonly string[]): Plugin {
  let root = '';
  return {
    name: 'cortracker-font-files',
    apply: 'build',
    // The server-render build emits them through its CSS already.
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      for (const sheet of styleSheets)
        for (const url of fontUrls(readFileSync(sheet, 'utf8'))) {
          const resolved = await this.resolve(url, sheet);
          if (!resolved)
            this.error(`${relative(root, sheet)}: the font ${url} cannot be found (is its package installed?)`);
          this.emitFile({
            type: 'asset',
            name: basename(resolved.id),
            originalFileName: relative(root, resolved.id),
            source: readFileSync(resolved.id),
          });
        }
    },
  };
}

// Serves `virtual:theme.css`: the theme tokens of site-config/site.json as CSS custom properties,
// so a marketer changes colours in JSON and the style sheets pick them up.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { CONFIG_FILES } from '../src/shared/config-check/config-layout.ts';

const VIRTUAL_ID = 'virtual:theme.css';
const RESOLVED_ID = '\0virtual-theme.css';

interface Theme {
  colors: Record<string, string>;
  fontFamily: string;
  radius: string;
}

export function themeCss(theme: Theme): string {
  const lines = Object.entries(theme.colors).map(([name, value]) => `  --color-${name}: ${value};`);
  lines.push(`  --font-family: ${theme.fontFamily};`, `  --radius: ${theme.radius};`);
  return `:root {\n${lines.join('\n')}\n}\n`;
}

export function themePlugin(configDir = 'site-config'): Plugin {
  const siteFile = resolve(configDir, CONFIG_FILES.site);
  return {
    name: 'cortracker-theme',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(siteFile);
      const site = JSON.parse(readFileSync(siteFile, 'utf8')) as { theme: Theme };
      // Served as CSS: Vite bundles it into the page's style sheet.
      return themeCss(site.theme);
    },
  };
}

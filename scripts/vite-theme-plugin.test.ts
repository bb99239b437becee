import { describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-syntax -- the shipped theme must define every colour the style sheets use
import site from '../site-config/site.json' with { type: 'json' };
import { themeCss } from './vite-theme-plugin.ts';

describe('theme tokens', () => {
  it('become CSS custom properties of :root', () => {
    const css = themeCss({
      colors: { primary: '#1f4fd1', 'on-dark': '#ffffff' },
      fontFamily: 'system-ui, sans-serif',
      radius: '10px',
    });
    expect(css).toBe(
      ':root {\n  --color-primary: #1f4fd1;\n  --color-on-dark: #ffffff;\n  --font-family: system-ui, sans-serif;\n  --radius: 10px;\n}\n',
    );
  });

  it('define every colour the style sheets use', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const root = join(import.meta.dirname, '../src');
    const used = new Set<string>();
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.css')) continue;
      for (const match of readFileSync(join(entry.parentPath, entry.name), 'utf8').matchAll(
        /var\(--color-([a-z0-9-]+)\)/g,
      ))
        used.add(match[1]!);
    }
    expect([...used].filter((name) => !(name in site.theme.colors))).toEqual([]);
  });
});

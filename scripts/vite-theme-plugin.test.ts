import { describe, expect, it } from 'vitest';
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
  // That every theme defines every colour the style sheets use is the validator's to say
  // (src/shared/config-check/contrast-checks.ts, its list kept true to the CSS by
  // scripts/config-check/colour-pairs.test.ts), whatever the shipped theme holds.
});

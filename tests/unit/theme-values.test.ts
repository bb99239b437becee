// What the validator accepts of the theme (schemas/site.schema.json: colours, font, corner rounding),
// the build builds: every value its patterns allow, the extremes and hundreds generated from the
// patterns themselves, goes through the site's CSS minifier (lightningcss, as the build runs it)
// without an error; and the values that once passed the schema and broke the build are refused.
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { transform } from 'lightningcss';
import { describe, expect, it } from 'vitest';
import siteSchema from '../../schemas/site.schema.json' with { type: 'json' };
import { themeCss } from '../../scripts/vite-theme-plugin.ts';

const theme = siteSchema.properties.theme;
const rules = theme.properties;
const fontFamily = new RegExp(rules.fontFamily.pattern, 'u');
const radius = new RegExp(rules.radius.pattern, 'u');
const colour = new RegExp(rules.colors.additionalProperties.pattern, 'u');
const colourName = new RegExp(rules.colors.propertyNames.pattern, 'u');

/** A rule's longest text (a rule without one: as long as the generator likes). */
const longest = (rule: object) => ('maxLength' in rule ? Number(rule.maxLength) : 1000);

const ajv = new Ajv2020({ strict: false, allErrors: true });
const validTheme = ajv.compile(theme);

interface Theme {
  colors: Record<string, string>;
  fontFamily: string;
  radius: string;
}

/** The theme as the site's style sheets use it, minified as the build minifies: throws what the build would. */
function build(value: Theme): string {
  const css = `${themeCss(value)}body{font-family:var(--font-family);border-radius:var(--radius);color:var(--color-${Object.keys(value.colors)[0]})}`;
  return transform({ filename: 'theme.css', code: Buffer.from(css), minify: true }).code.toString();
}

const base: Theme = { colors: { primary: '#1f4fd1' }, fontFamily: 'system-ui, sans-serif', radius: '10px' };

describe('theme values', () => {
  it.each<[string, Partial<Theme>]>([
    [
      'the longest font list',
      { fontFamily: `${'"Segoe UI", '.repeat(15)}Arial, "${'x'.repeat(200 - 15 * 12 - 10)}"`.slice(0, 200) },
    ],
    ['a one-letter font', { fontFamily: 'a' }],
    [
      'fonts of every kind of name',
      { fontFamily: '-apple-system,BlinkMacSystemFont , \'Segoe UI\',"Noto Sans 2",Helvetica Neue,_x-9,sans-serif' },
    ],
    ['the smallest rounding', { radius: '0px' }],
    ['the largest rounding', { radius: '999.99rem' }],
    [
      'the darkest and lightest colours',
      { colors: { a: '#000000', ['z'.repeat(40)]: '#FFFFFF', 'on-dark-1': '#aBcDeF' } },
    ],
  ])('builds %s', (_name, change) => {
    const value = { ...base, ...change };
    expect(validTheme(value), JSON.stringify(validTheme.errors)).toBe(true);
    expect(() => build(value)).not.toThrow();
  });

  it('builds every value generated from each pattern', () => {
    const fits = (max: number) => (text: string) => text.length <= max;
    fc.assert(
      fc.property(
        fc.stringMatching(fontFamily).filter(fits(longest(rules.fontFamily))),
        fc.stringMatching(radius),
        fc.dictionary(
          fc.stringMatching(colourName).filter(fits(longest(rules.colors.propertyNames))),
          fc.stringMatching(colour),
          {
            minKeys: 1,
            maxKeys: 5,
          },
        ),
        (font, rounding, colors) => {
          const value = { colors, fontFamily: font, radius: rounding };
          // The generated value is one the validator accepts, and the build builds it.
          expect(validTheme(value), JSON.stringify(validTheme.errors)).toBe(true);
          expect(build(value)).toContain('--font-family:');
        },
      ),
      { numRuns: 400 },
    );
  });

  it.each([
    ['a quote and a line break', { fontFamily: '"x\n' }],
    ['a quote left open', { fontFamily: 'Arial, "Segoe' }],
    ['mixed quotes', { fontFamily: `'a"` }],
    ['an empty name between commas', { fontFamily: 'a,,b' }],
    ['a name starting with a digit', { fontFamily: '1abc' }],
    ['a rounding of dots', { radius: '..px' }],
    ['a rounding of two points', { radius: '1.2.3px' }],
  ])('refuses %s, which the build could not use', (_name, change) => {
    expect(validTheme({ ...base, ...change })).toBe(false);
  });

  it('would indeed break the build with such a value (so refusing it is what keeps the build whole)', () => {
    expect(() => build({ ...base, fontFamily: '"x\n' })).toThrow(/BadString/);
    expect(() => build({ ...base, fontFamily: 'Arial, "Segoe' })).toThrow();
  });
});

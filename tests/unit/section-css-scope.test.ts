// A section's CSS styles its own markup only. Its root class is its type in kebab case
// (pricingTable: .pricing-table, on its Band), its other classes are that block's own
// (.pricing-table__price, .pricing-table__entry--highlight), and every selector starts from one of
// them. A rule on a shared class (`.card p` of cardGrid) reached into another section once and painted
// its badge grey on blue (issue 44); a selector of the block's own classes cannot. The types written
// before this rule are listed below; a new type (npm run new-section writes it so) is held to it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import postcss, { type Rule } from 'postcss';
import { describe, expect, it } from 'vitest';

const sections = resolve(import.meta.dirname, '../../src/sections');

/** Written before the rule; each still uses shared or unprefixed classes. Shrink it, never grow it. */
const UNSCOPED_BEFORE_THE_RULE = new Set([
  'blogList',
  'cardGrid',
  'form',
  'jobOpenings',
  'legalDocument',
  'logoStrip',
  'newsCards',
  'officeList',
  'pageHeader',
  'pricingPlans',
  'serviceCards',
  'stepList',
  'testimonials',
]);

const rootClassOf = (type: string) => type.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The selectors of a style sheet that reach outside the block of `root`, with their reasons. */
export function unscopedSelectors(css: string, root: string): string[] {
  const own = (name: string) => name === root || name.startsWith(`${root}__`) || name.startsWith(`${root}--`);
  const classesIn = (text: string) => [...text.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!);
  const found: string[] = [];
  postcss.parse(css).walkRules((rule: Rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as { name: string }).name)) return;
    for (const selector of rule.selectors) {
      const first = selector.trim().split(/\s*[\s>+~]\s*/)[0]!;
      const foreign = classesIn(selector).filter((name) => !own(name));
      if (foreign.length > 0) found.push(`${selector}: .${foreign.join(', .')} is not .${root}'s`);
      else if (!classesIn(first).some(own)) found.push(`${selector}: does not start from .${root} or its own class`);
    }
  });
  return found;
}

describe('the CSS of a section type', () => {
  it('styles only its own block: the root class and the classes named after it', () => {
    const types = readdirSync(sections, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const problems = types
      .filter((type) => !UNSCOPED_BEFORE_THE_RULE.has(type))
      .flatMap((type) =>
        readdirSync(join(sections, type))
          .filter((name) => name.endsWith('.css'))
          .flatMap((name) =>
            unscopedSelectors(readFileSync(join(sections, type, name), 'utf8'), rootClassOf(type)).map(
              (problem) => `src/sections/${type}/${name}: ${problem}`,
            ),
          ),
      );
    expect(problems).toEqual([]);
    // The list only shrinks: a type scoped since is taken off it.
    expect([...UNSCOPED_BEFORE_THE_RULE].filter((type) => !types.includes(type))).toEqual([]);
  });

  it('refuses a shared class, a selector starting elsewhere, and keeps keyframes and media queries', () => {
    const css = `.pricing-table .pricing-table__entry { padding: 1rem; }
.pricing-table__badge:hover, .pricing-table--compact .pricing-table__list > li { color: red; }
@media (min-width: 900px) { .pricing-table .card p { margin: 0; } }
p .pricing-table__price { margin: 0; }
@keyframes pricing-table-in { from { opacity: 0; } to { opacity: 1; } }`;
    expect(unscopedSelectors(css, 'pricing-table')).toEqual([
      ".pricing-table .card p: .card is not .pricing-table's",
      'p .pricing-table__price: does not start from .pricing-table or its own class',
    ]);
  });
});

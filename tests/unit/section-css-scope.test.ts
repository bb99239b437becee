// A section's CSS styles its own markup only. Its root class is its type in kebab case
// (pricingTable: .pricing-table, on its Band), its other classes are that block's own
// (.pricing-table__price, .pricing-table__entry--highlight), and every selector starts from one of
// them. A rule on a shared class (`.card p` of cardGrid) reached into another section once and painted
// its badge grey on blue (issue 44); a selector of the block's own classes cannot (a right-to-left
// page's [dir='rtl'] before it aside: a condition on <html>, not another block). Every type is held to
// it (npm run new-section writes it so), and, apart, to the rule that its selectors start at a block of
// its own, never at a block of the shared style sheets (src/styles: cards, bands, buttons; the header,
// the footer, the forms) or of another section.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import postcss, { type Rule } from 'postcss';
import { describe, expect, it } from 'vitest';

const src = resolve(import.meta.dirname, '../../src');
const sections = join(src, 'sections');

/**
 * A type whose kebab-case name is already a block of the shared style sheets takes another root:
 * `.form` is the forms' own (src/forms/forms.css), so the form section's root is `.form-section`.
 */
const ROOT_CLASS: Readonly<Record<string, string>> = { form: 'form-section' };

const rootClassOf = (type: string) => ROOT_CLASS[type] ?? type.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** What may come before a section's own class: the page's direction, set on <html>. */
const DOCUMENT_CONDITION = /^\[dir=['"]?(rtl|ltr)['"]?\]\s+/;

/** The selectors of a style sheet that reach outside the block of `root`, with their reasons. */
export function unscopedSelectors(css: string, root: string): string[] {
  const own = (name: string) => name === root || name.startsWith(`${root}__`) || name.startsWith(`${root}--`);
  const classesIn = (text: string) => [...text.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!);
  const found: string[] = [];
  postcss.parse(css).walkRules((rule: Rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as { name: string }).name)) return;
    for (const selector of rule.selectors) {
      const first = selector
        .trim()
        .replace(DOCUMENT_CONDITION, '')
        .split(/\s*[\s>+~]\s*/)[0]!;
      const foreign = classesIn(selector).filter((name) => !own(name));
      if (foreign.length > 0) found.push(`${selector}: .${foreign.join(', .')} is not .${root}'s`);
      else if (!classesIn(first).some(own)) found.push(`${selector}: does not start from .${root} or its own class`);
    }
  });
  return found;
}

/** The editor's and the admin pages' style sheets are their own, not the site's. */
const OWN_STYLES = ['editor', 'admin'];

/** The selectors of a style sheet's rules (a @keyframes' steps are no selectors). */
function selectorsOf(css: string): string[] {
  const selectors: string[] = [];
  postcss.parse(css).walkRules((rule: Rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as { name: string }).name)) return;
    selectors.push(...rule.selectors);
  });
  return selectors;
}

/** The block a selector starts at (its first class, without __element or --modifier), if it starts at a class. */
function blockOf(selector: string): string | undefined {
  const match = /^\.([A-Za-z][\w-]*)/.exec(selector.trim().replace(DOCUMENT_CONDITION, ''));
  return match?.[1]!.split(/__|--/)[0];
}

const cssFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => join(entry.parentPath, entry.name));

describe('the CSS of a section type', () => {
  it('styles only its own block: the root class and the classes named after it', () => {
    const types = readdirSync(sections, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const problems = types.flatMap((type) =>
      readdirSync(join(sections, type))
        .filter((name) => name.endsWith('.css'))
        .flatMap((name) =>
          unscopedSelectors(readFileSync(join(sections, type, name), 'utf8'), rootClassOf(type)).map(
            (problem) => `src/sections/${type}/${name}: ${problem}`,
          ),
        ),
    );
    expect(problems).toEqual([]);
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

  it("starts every selector at a block of its own, never at a shared or another section's block", () => {
    /** Every block a style sheet outside the sections starts a selector at, with where. */
    const shared = new Map<string, string>();
    for (const file of cssFiles(src)) {
      const where = relative(src, file);
      if (where.startsWith('sections/') || OWN_STYLES.includes(where.split('/')[0]!)) continue;
      for (const block of selectorsOf(readFileSync(file, 'utf8')).map(blockOf))
        if (block && !shared.has(block)) shared.set(block, where);
    }
    expect(shared.has('card')).toBe(true);
    const problems: string[] = [];
    const owners = new Map<string, string>();
    for (const file of cssFiles(sections)) {
      const type = relative(sections, file).split('/')[0]!;
      for (const selector of selectorsOf(readFileSync(file, 'utf8'))) {
        const where = `${relative(src, file)}: "${selector}"`;
        const block = blockOf(selector);
        if (!block) {
          problems.push(`${where} does not start at a class: it would style every page`);
          continue;
        }
        if (shared.has(block))
          problems.push(`${where} styles .${block}, which ${shared.get(block)} styles for every section`);
        const owner = owners.get(block) ?? type;
        owners.set(block, owner);
        if (owner !== type) problems.push(`${where} styles .${block}, a block of the ${owner} section`);
      }
    }
    expect(problems).toEqual([]);
  });
});

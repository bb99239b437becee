// A section's style sheet styles only its own classes (issue 44): every selector of
// src/sections/<type>/*.css starts at a class of the section's own blocks (a right-to-left page's
// [dir='rtl'] before it aside), and no two sections, and no shared style sheet (src/styles: cards,
// bands, buttons; the header, the footer, the forms), style the same block. So a new section that
// puts a shared class (.card) or another section's class in its markup gets only the shared look,
// never another section's rules for it (cardGrid's ".card p" once turned a new section's badge grey).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import postcss, { type Rule } from 'postcss';
import { describe, expect, it } from 'vitest';

const src = resolve(import.meta.dirname, '../../src');
const sectionsDir = join(src, 'sections');
/** The editor's and the admin pages' style sheets are their own, not the site's. */
const OWN_STYLES = ['editor', 'admin'];
/** What may come before a section's own class: the page's direction, set on <html>. */
const DOCUMENT_CONDITION = /^\[dir=['"]?(rtl|ltr)['"]?\]\s+/;

/** The selectors of a style sheet's rules (a @keyframes' steps are no selectors). */
function selectorsOf(file: string): string[] {
  const selectors: string[] = [];
  postcss.parse(readFileSync(file, 'utf8')).walkRules((rule: Rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return;
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

const sections = readdirSync(sectionsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({ type: entry.name, files: cssFiles(join(sectionsDir, entry.name)) }));

/** Every block a style sheet outside the sections starts a selector at, with where. */
const sharedBlocks = new Map<string, string>();
for (const file of cssFiles(src)) {
  const where = relative(src, file);
  if (where.startsWith('sections/') || OWN_STYLES.includes(where.split('/')[0]!)) continue;
  for (const selector of selectorsOf(file)) {
    const block = blockOf(selector);
    if (block && !sharedBlocks.has(block)) sharedBlocks.set(block, where);
  }
}

describe("a section's style sheet", () => {
  it('is found for the sections that have one', () => {
    expect(sections.filter((section) => section.files.length > 0).length).toBeGreaterThan(10);
    expect(sharedBlocks.has('card')).toBe(true);
  });

  it("starts every selector at a class of the section's own, never at a shared or another section's block", () => {
    const problems: string[] = [];
    const owners = new Map<string, string>();
    for (const { type, files } of sections)
      for (const file of files)
        for (const selector of selectorsOf(file)) {
          const where = `${relative(src, file)}: "${selector}"`;
          const block = blockOf(selector);
          if (!block) {
            problems.push(`${where} does not start at a class: it would style every page`);
            continue;
          }
          const shared = sharedBlocks.get(block);
          if (shared) problems.push(`${where} styles .${block}, which ${shared} styles for every section`);
          const owner = owners.get(block) ?? type;
          owners.set(block, owner);
          if (owner !== type) problems.push(`${where} styles .${block}, a block of the ${owner} section`);
        }
    expect(problems).toEqual([]);
  });
});

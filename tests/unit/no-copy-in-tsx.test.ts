// No copy in the site's components: every word a visitor reads or hears comes from the config (a
// section's props, site.json's "ui" texts), so marketers change it in the editor and no release is
// needed for a word. A word written in a .tsx file of the site (JSX text, a string child, or a string
// on an attribute a visitor reads or a screen reader speaks) fails this test.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
/** The site's visible code; the editor and the admin pages have their own strings modules. */
const FOLDERS = ['src/sections', 'src/components', 'src/app'];
/** Attributes whose value a visitor reads or hears. */
const SPOKEN = new Set([
  'alt',
  'title',
  'placeholder',
  'label',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
]);
const WORDS = /\p{L}/u;

/** The words written in a component's source, each with its line. */
export function copyIn(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) =>
    found.push(`${fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${what}`);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) at(node, `text ${JSON.stringify(node.text.trim())}`);
    else if (
      ts.isJsxExpression(node) &&
      !ts.isJsxAttribute(node.parent) &&
      node.expression &&
      (ts.isStringLiteral(node.expression) || ts.isNoSubstitutionTemplateLiteral(node.expression)) &&
      WORDS.test(node.expression.text)
    )
      at(node, `text ${JSON.stringify(node.expression.text)}`);
    else if (ts.isJsxAttribute(node) && SPOKEN.has(node.name.getText()) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) && WORDS.test(value.text))
        at(node, `${node.name.getText()}=${JSON.stringify(value.text)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the site’s components', () => {
  it('write no copy: every word comes from the config', () => {
    const files = FOLDERS.flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx') && !entry.name.includes('.test.'))
        .map((entry) => join(entry.parentPath, entry.name)),
    );
    expect(files.length).toBeGreaterThan(30);
    expect(files.flatMap((file) => copyIn(relative(root, file), readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('are caught writing a word as text, as a string child or on a spoken attribute', () => {
    const component = `export const Plan = ({ name }: { name: string }) => (
  <div className="plan" aria-hidden="true">
    <span aria-label="Most popular">{name}</span>
    Most popular
    {'per month'}
    <img alt={\`Logo\`} src="/a.svg" />
  </div>
);`;
    expect(copyIn('Plan.tsx', component)).toEqual([
      'Plan.tsx:3 aria-label="Most popular"',
      'Plan.tsx:4 text "Most popular"',
      'Plan.tsx:5 text "per month"',
      'Plan.tsx:6 alt="Logo"',
    ]);
  });
});

// The documentation is split by reader (README.md, docs/*.md, ARCHITECTURE.md, SECURITY.md) and its
// documents lead into each other and into the code: a renamed heading or a moved file must not leave
// a reader at a dead link. Every Markdown file of the repository is checked, and the checker itself
// is shown a broken link of each kind, so that it cannot pass by seeing nothing.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { brokenLinks, headingAnchors, markdownFiles, markdownLinks } from './markdown-links.ts';

const root = resolve(import.meta.dirname, '../..');
const files = markdownFiles(root);

describe('the links of the documentation', () => {
  it('finds the documents of every reader', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'README.md',
        'ARCHITECTURE.md',
        'SECURITY.md',
        'docs/marketers.md',
        'docs/operators.md',
        'docs/developers.md',
        'docs/performance.md',
      ]),
    );
  });

  it.each(files)('%s: every relative link leads to a file, and every #fragment to a heading', (file) => {
    expect(brokenLinks(root, file)).toEqual([]);
  });

  it("the README's tour leads to every document in docs/", () => {
    const linked = new Set(
      markdownLinks(readFileSync(join(root, 'README.md'), 'utf8')).map(({ href }) => href.split('#')[0]),
    );
    const docs = files.filter((file) => file.startsWith('docs/'));
    expect(docs.filter((doc) => !linked.has(doc))).toEqual([]);
  });
});

describe('the link checker', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'docs-links-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("names headings' anchors as GitHub does", () => {
    const anchors = headingAnchors(
      [
        '# Cortracker website',
        '## Settings of the server',
        '### `npm run edit` (the editor)',
        '## Settings of the server',
        '```',
        '# not a heading',
        '```',
      ].join('\n'),
    );
    expect([...anchors]).toEqual([
      'cortracker-website',
      'settings-of-the-server',
      'npm-run-edit-the-editor',
      'settings-of-the-server-1',
    ]);
  });

  it('reports a missing file, a fragment naming no heading, and a fragment on a file that is not Markdown', () => {
    mkdirSync(join(scratch, 'docs'), { recursive: true });
    writeFileSync(join(scratch, 'config.ts'), 'export {};\n');
    writeFileSync(join(scratch, 'docs', 'other.md'), '# Other\n\n## Its part\n');
    writeFileSync(
      join(scratch, 'docs', 'guide.md'),
      [
        '# Guide',
        '',
        'Fine: [a part](other.md#its-part), [here](#guide), [code](../config.ts), [line](../config.ts#L1),',
        '[root](/config.ts), [the web](https://example.com/missing.md), `[in code](missing.md)`.',
        '',
        'Broken: [gone](gone.md),',
        '[no such part](other.md#no-such-part) and [not here](#nowhere), [code part](../config.ts#exports).',
      ].join('\n'),
    );
    expect(brokenLinks(scratch, 'docs/guide.md')).toEqual([
      'docs/guide.md:6  gone.md  leads to docs/gone.md, which does not exist',
      'docs/guide.md:7  other.md#no-such-part  names #no-such-part, which is no heading of docs/other.md',
      'docs/guide.md:7  #nowhere  names #nowhere, which is no heading of docs/guide.md',
      'docs/guide.md:7  ../config.ts#exports  names #exports in config.ts, which is not Markdown',
    ]);
  });
});

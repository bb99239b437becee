import { describe, expect, it } from 'vitest';
import { articleHtml, articleTextFindings } from './article-markdown.ts';

const NOTICE = '(opens in a new tab)';

describe('article text (CommonMark)', () => {
  it('renders each block on its own, in order: headings, paragraphs, lists, emphasis', () => {
    const html = articleHtml(
      ['## Why it matters', 'Stock in **real time**, *every* day.', '- one\n- two', '1. first\n2. second'],
      NOTICE,
    );
    expect(html).toBe(
      '<h2>Why it matters</h2>\n<p>Stock in <strong>real time</strong>, <em>every</em> day.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<ol>\n<li>first</li>\n<li>second</li>\n</ol>\n',
    );
  });

  it('keeps two list blocks apart, as two lists', () => {
    expect(articleHtml(['- a', '- b'], NOTICE).match(/<ul>/g)).toHaveLength(2);
  });

  it('opens links to other sites in a safe new tab, saying so to screen readers; site links stay plain', () => {
    expect(articleHtml(['See [the guide](/blog/what-is-erp) and [the law](https://example.org/law).'], NOTICE)).toBe(
      '<p>See <a href="/blog/what-is-erp">the guide</a> and <a href="https://example.org/law" target="_blank" rel="noopener noreferrer">the law<span class="visually-hidden"> (opens in a new tab)</span></a>.</p>\n',
    );
  });

  it("leads the links within the site where it is told (a language's own addresses), the others as written", () => {
    const html = articleHtml(
      ['[ERP](/erp#top) and [docs](https://example.com/x)'],
      'opens in a new tab',
      (href) => `/ar${href}`,
    );
    expect(html).toContain('<a href="/ar/erp#top">');
    expect(html).toContain('<a href="https://example.com/x"');
  });

  it('shows HTML written in the text as text, never as markup', () => {
    const html = articleHtml(['Hi <script>alert(1)</script>', '<div onclick="x()">block</div>'], NOTICE);
    expect(html).not.toMatch(/<script|<div/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('finds the links, HTML, pictures and headings the validator rules on, inside lists too', () => {
    expect(articleTextFindings('# Top\n\n- [ERP](/erp#modules) and <b>bold</b>\n\n![chart](/images/c.svg)')).toEqual([
      { kind: 'heading', level: 1 },
      { kind: 'link', href: '/erp#modules' },
      { kind: 'html', html: '<b>' },
      { kind: 'html', html: '</b>' },
      { kind: 'image', src: '/images/c.svg' },
    ]);
  });
});

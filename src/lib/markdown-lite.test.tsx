// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { inlineLinks, MarkdownBlocks, parseBlock } from './markdown-lite.tsx';

describe('markdown-lite', () => {
  it('recognises headings, bullet and numbered lists, and paragraphs', () => {
    expect(parseBlock('## Why it matters')).toEqual({ kind: 'heading', level: 2, text: 'Why it matters' });
    expect(parseBlock('- one\n- two')).toEqual({ kind: 'list', ordered: false, items: ['one', 'two'] });
    expect(parseBlock('1. first\n2. second')).toEqual({ kind: 'list', ordered: true, items: ['first', 'second'] });
    expect(parseBlock('- one\nnot a list')).toEqual({ kind: 'paragraph', text: '- one\nnot a list' });
  });

  it('renders inline bold, italic and links as elements, and markup as plain text', () => {
    render(
      <MemoryRouter>
        <MarkdownBlocks blocks={['See **stock** in *real time* with [inventory](/inventory). <script>alert(1)</script>']} />
      </MemoryRouter>,
    );
    expect(screen.getByText('stock').tagName).toBe('STRONG');
    expect(screen.getByText('real time').tagName).toBe('EM');
    expect(screen.getByRole('link', { name: 'inventory' }).getAttribute('href')).toBe('/inventory');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeTruthy();
  });

  it('lists the link targets of a text', () => {
    expect(inlineLinks('Read [ERP](/erp) and [the guide](/blog/what-is-erp).')).toEqual(['/erp', '/blog/what-is-erp']);
  });
});

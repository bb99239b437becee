// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BlogIndexEntry } from '../../shared/blog-index.ts';
import { formatLongDate } from '../../lib/dates.ts';
import { loadBlogIndex } from './blog-index.ts';
import { BlogList } from './BlogList.tsx';

let blogEntries: BlogIndexEntry[] = [];
beforeAll(async () => {
  blogEntries = await loadBlogIndex();
});

describe('BlogList', () => {
  it('shows the listed articles in the given order with label, headline, date and link', () => {
    const [first, second] = blogEntries;
    render(<BlogList type="blogList" heading="Blog" readMoreLabel="Read more" posts={[second!.slug, first!.slug]} />);
    const links = screen.getAllByRole('link', { name: /.+/ }).filter((link) => link.getAttribute('tabindex') !== '-1');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([`/blog/${second!.slug}`, `/blog/${first!.slug}`]);
    expect(links[0]!.textContent).toBe(second!.headline);
    expect(screen.getAllByText(formatLongDate(second!.date)).length).toBeGreaterThan(0);
  });
});

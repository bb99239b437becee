// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BlogIndexEntry } from '../../shared/blog-index.ts';
import type { BlogListProps } from '../../shared/generated/config-types.ts';
import { formatLongDate } from '../../lib/dates.ts';
import { loadBlogIndex } from './blog-index.ts';
import { BlogList } from './BlogList.tsx';

let newest: BlogIndexEntry;
let older: BlogIndexEntry;
beforeAll(async () => {
  // The fixture config's articles, newest first.
  const sorted = [...(await loadBlogIndex())].sort((a, b) => b.date.localeCompare(a.date));
  [newest, older] = [sorted[0]!, sorted[1]!];
});

const list = (props: Partial<BlogListProps> = {}): BlogListProps => ({
  type: 'blogList',
  heading: 'Blog',
  readMoreLabel: 'Read more',
  perPage: 12,
  newerLabel: 'Newer',
  olderLabel: 'Older',
  pageLabel: 'Page {page} of {pages}',
  pagesLabel: 'List pages',
  pageTitle: '{title}, page {page}',
  ...props,
});

function show(props: BlogListProps, at = '/articles') {
  render(
    <MemoryRouter initialEntries={[at]}>
      <BlogList {...props} />
    </MemoryRouter>,
  );
  return screen
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => within(heading).getByRole('link').getAttribute('href'));
}

describe('BlogList', () => {
  it('shows every article newest first, each with label, headline, date and link', () => {
    expect(show(list())).toEqual([`/blog/${newest.slug}`, `/blog/${older.slug}`]);
    const card = screen.getByRole('link', { name: newest.headline }).closest('li')!;
    expect(within(card).getByText(newest.typeLabel)).toBeTruthy();
    expect(within(card).getByText(formatLongDate(newest.date))).toBeTruthy();
    // One page: no page links.
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('keeps a pinned article at its place and leaves off a hidden one', () => {
    expect(show(list({ pinned: [{ slug: older.slug, place: 1 }] }))).toEqual([
      `/blog/${older.slug}`,
      `/blog/${newest.slug}`,
    ]);
    document.body.innerHTML = '';
    expect(show(list({ hidden: [newest.slug] }))).toEqual([`/blog/${older.slug}`]);
  });

  it('splits into pages: the first links to the older page, the last back to the newer one', () => {
    expect(show(list({ perPage: 1 }), '/articles')).toEqual([`/blog/${newest.slug}`]);
    const first = screen.getByRole('navigation', { name: 'List pages' });
    expect(within(first).getByText('Page 1 of 2')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Older' }).getAttribute('href')).toBe('/articles/page/2');
    expect(within(first).queryByRole('link', { name: 'Newer' })).toBeNull();
    document.body.innerHTML = '';

    expect(show(list({ perPage: 1 }), '/articles/page/2')).toEqual([`/blog/${older.slug}`]);
    const last = screen.getByRole('navigation', { name: 'List pages' });
    expect(within(last).getByText('Page 2 of 2')).toBeTruthy();
    expect(within(last).getByRole('link', { name: 'Newer' }).getAttribute('href')).toBe('/articles');
    expect(within(last).getByRole('link', { name: 'Newer' }).getAttribute('rel')).toBe('prev');
    expect(within(last).queryByRole('link', { name: 'Older' })).toBeNull();
  });
});

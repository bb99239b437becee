import { describe, expect, it } from 'vitest';
import type { BlogIndexEntry } from './blog-index.ts';
import {
  fillPageLabel,
  listPageCount,
  listPageEntries,
  listPagePath,
  listPagePosition,
  orderedEntries,
  parseListPagePath,
} from './blog-list.ts';

const entry = (slug: string, date: string): BlogIndexEntry => ({
  slug,
  date,
  typeLabel: 'Article',
  headline: slug,
  description: slug,
  author: 'A',
});
const index = [
  entry('c', '2024-03-01'),
  entry('a', '2024-01-01'),
  entry('e', '2024-05-01'),
  entry('b', '2024-01-01'),
  entry('d', '2024-04-01'),
];
const slugs = (entries: BlogIndexEntry[]) => entries.map((item) => item.slug);

describe('orderedEntries', () => {
  it('puts the newest first, articles of one day by slug', () => {
    expect(slugs(orderedEntries(index, { perPage: 12 }))).toEqual(['e', 'd', 'c', 'a', 'b']);
  });

  it('keeps pinned articles at their places and fills the others newest first', () => {
    const pinned = [
      { slug: 'a', place: 1 },
      { slug: 'b', place: 3 },
    ];
    expect(slugs(orderedEntries(index, { perPage: 12, pinned }))).toEqual(['a', 'e', 'b', 'd', 'c']);
    // A new article leads the others, the pins stay where they are.
    expect(slugs(orderedEntries([...index, entry('f', '2025-01-01')], { perPage: 12, pinned }))).toEqual([
      'a',
      'f',
      'b',
      'e',
      'd',
      'c',
    ]);
  });

  it('leaves hidden articles off, and puts a pin past the end last', () => {
    expect(slugs(orderedEntries(index, { perPage: 12, hidden: ['d'], pinned: [{ slug: 'e', place: 99 }] }))).toEqual([
      'c',
      'a',
      'b',
      'e',
    ]);
  });

  it('passes over pins of missing or hidden articles, a second pin of an article or of a place', () => {
    const pinned = [
      { slug: 'missing', place: 1 },
      { slug: 'd', place: 2 },
      { slug: 'd', place: 4 },
      { slug: 'a', place: 2 },
      { slug: 'b', place: 1 },
    ];
    expect(slugs(orderedEntries(index, { perPage: 12, pinned, hidden: ['b'] }))).toEqual(['e', 'd', 'c', 'a']);
  });
});

describe('list pages', () => {
  it('counts pages, at least one', () => {
    expect([0, 1, 12, 13, 24, 25].map((total) => listPageCount(total, 12))).toEqual([1, 1, 1, 2, 2, 3]);
  });

  it('slices a page', () => {
    expect(listPageEntries(['a', 'b', 'c', 'd', 'e'], 2, 3)).toEqual(['e']);
  });

  it('names the pages after the list page and reads the names back', () => {
    expect([1, 2, 3].map((page) => listPagePath('/blogs', page))).toEqual(['/blogs', '/blogs/page/2', '/blogs/page/3']);
    expect(listPagePath('/', 2)).toBe('/page/2');
    expect(parseListPagePath('/blogs/page/2')).toEqual({ basePath: '/blogs', page: 2 });
    expect(parseListPagePath('/page/7')).toEqual({ basePath: '/', page: 7 });
    for (const path of ['/blogs', '/blogs/page/1', '/blogs/page/02', '/blogs/page/x', '/blogs/page/2/'])
      expect(parseListPagePath(path), path).toBeUndefined();
  });

  it('links each page to its neighbours', () => {
    expect(listPagePosition('/blogs', 1, 3)).toEqual({ page: 1, pages: 3, next: '/blogs/page/2' });
    expect(listPagePosition('/blogs', 2, 3)).toEqual({ page: 2, pages: 3, prev: '/blogs', next: '/blogs/page/3' });
    expect(listPagePosition('/blogs', 3, 3)).toEqual({ page: 3, pages: 3, prev: '/blogs/page/2' });
  });

  it('fills the page labels', () => {
    expect(fillPageLabel('{title} ({page}/{pages})', { page: 2, pages: 5, title: 'Blog' })).toBe('Blog (2/5)');
    expect(fillPageLabel('Page {page} of {pages}', { page: 2, pages: 5 })).toBe('Page 2 of 5');
  });
});

// @vitest-environment jsdom
// The Content list at many articles: a page of entries per group, "Show more" for the rest.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill, text } from '../strings.ts';
import type { ContentGroup } from './content-index.ts';
import { ContentNav, LIST_PAGE } from './ContentNav.tsx';

// The search names places by the schemas' titles (state/history-words.ts), read here from schemas/.
vi.mock('../state/check-draft.ts', () => import('../../../tests/support/editor-schema-set.ts'));

const ARTICLES = LIST_PAGE * 2 + 7;
const blog: ContentGroup = {
  id: 'blog',
  entries: Array.from({ length: ARTICLES }, (_, index) => {
    const slug = `article-${String(index).padStart(4, '0')}`;
    return { path: `blog/${slug}.json`, label: `Article ${index}`, detail: `/blog/${slug}` };
  }),
};

function show(current?: string) {
  render(
    <ContentNav
      groups={[blog]}
      current={current}
      changed={new Set()}
      problemCounts={new Map()}
      checking={false}
      onOpen={() => {}}
      onNewPage={() => {}}
      onNewArticle={() => {}}
      files={{}}
      unloaded={{}}
      onShowAt={() => {}}
      locale="en-US"
      languages={[]}
      translating={undefined}
      onTranslate={() => {}}
    />,
  );
  const group = screen.getByRole('region', { name: text.groups.blog });
  return { group, entries: () => within(group).getAllByRole('listitem') };
}

afterEach(cleanup);

describe('the Content list', () => {
  it('shows a page of a long group, and a page more on each "Show more", the focus on the first added', () => {
    const { group, entries } = show();
    expect(entries()).toHaveLength(LIST_PAGE);
    const more = within(group).getByRole('button', {
      name: fill(text.contentNavMore, { count: LIST_PAGE, hidden: ARTICLES - LIST_PAGE }),
    });
    fireEvent.click(more);
    expect(entries()).toHaveLength(LIST_PAGE * 2);
    expect(document.activeElement).toBe(within(entries()[LIST_PAGE]!).getByRole('button'));
    expect(document.activeElement?.textContent).toContain(`Article ${LIST_PAGE}`);
    fireEvent.click(within(group).getByRole('button', { name: fill(text.contentNavMore, { count: 7, hidden: 7 }) }));
    expect(entries()).toHaveLength(ARTICLES);
    expect(within(group).queryByRole('button', { name: /more/ })).toBeNull();
  });

  it('always shows the entry being edited, wherever it is in the group', () => {
    const last = blog.entries.at(-1)!;
    const { group, entries } = show(last.path);
    expect(entries()).toHaveLength(LIST_PAGE + 1);
    expect(within(group).getByRole('button', { current: 'page' }).textContent).toContain(last.label);
  });
});

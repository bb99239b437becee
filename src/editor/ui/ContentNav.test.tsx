// @vitest-environment jsdom
// The Content list at many articles: a page of entries per group, "Show more" for the rest.
import type { ComponentProps } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteLanguage } from '../../shared/generated/config-types.ts';
import type { DraftFile, JsonObject } from '../state/draft.ts';
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

/** The list with these props, the others doing nothing. */
function renderNav(props: Partial<ComponentProps<typeof ContentNav>>) {
  render(
    <ContentNav
      groups={[]}
      current={undefined}
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
      {...props}
    />,
  );
}

function show(current?: string) {
  renderNav({ groups: [blog], current });
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

describe('the Content list on a site of several languages', () => {
  const english: SiteLanguage = { code: 'en', name: 'English', dir: 'ltr' };
  const arabic: SiteLanguage = { code: 'ar', name: 'العربية', dir: 'rtl' };
  const json = (value: unknown): DraftFile => ({ kind: 'json', value: value as JsonObject });
  const pages: ContentGroup = {
    id: 'pages',
    entries: [
      { path: 'pages/home.json', label: '/home' },
      { path: 'pages/new.json', label: '/new' },
    ],
  };
  const files = {
    'pages/home.json': json({ title: 'Home' }),
    'translations/ar/pages/home.json': json({ texts: { '/title': { source: 'Home', text: 'الرئيسية' } } }),
    'pages/new.json': json({ title: 'New', sections: [{ type: 'pageHeader', heading: 'New page' }] }),
  };

  function showLanguages(translating: string | undefined, onTranslate = vi.fn()) {
    renderNav({ groups: [pages], files, languages: [english, arabic], translating, onTranslate });
    return within(screen.getByRole('region', { name: text.groups.pages }));
  }

  it('names each entry with its standing in words, the language in its own language', () => {
    const list = showLanguages(undefined);
    const home = list.getByRole('button', { name: /^\/home/ });
    expect(home.textContent).toContain(fill(text.translate.badgeTranslated, { language: arabic.name }));
    const fresh = list.getByRole('button', { name: /^\/new/ });
    expect(fresh.textContent).toContain(fill(text.translate.badgeUntranslated, { language: arabic.name }));
    expect(fresh.querySelector('[lang="ar"]')?.getAttribute('dir')).toBe('rtl');
  });

  it('offers "Translate into" for an entry with texts left, described by the entry, and says which', () => {
    const onTranslate = vi.fn();
    const list = showLanguages(undefined, onTranslate);
    const offers = list.getAllByRole('button', { name: fill(text.translate.translateInto, { language: arabic.name }) });
    expect(offers).toHaveLength(1);
    expect(offers[0]!.getAttribute('aria-describedby')).toBe('content-entry:pages/new.json');
    fireEvent.click(offers[0]!);
    expect(onTranslate).toHaveBeenCalledWith('pages/new.json', 'ar');
  });

  it('does not offer the language being edited: there the entry itself opens the translation', () => {
    const list = showLanguages('ar');
    expect(list.queryAllByRole('button', { name: /^Translate into/ })).toHaveLength(0);
  });
});

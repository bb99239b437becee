// @vitest-environment jsdom
// faq.json and services.json in another language than the main one: the FAQ and the service cards show
// the language's translation of their file (translations/<code>/faq.json, …/services.json) and the
// rest in the main language, and a page that shows them carries the untranslated notice only while
// that file is not wholly translated. A section of the page itself left wholly untranslated is marked
// as the main language's. The translations here are made from the fixture's own files, so
// no text of them is pinned.
import faqJson from '@site-config/faq.json' with { type: 'json' };
import servicesJson from '@site-config/services.json' with { type: 'json' };
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_FILES, pageFile, translationFile } from '../shared/config-check/config-layout.ts';
import type { SiteLanguage, TranslationConfig } from '../shared/generated/config-types.ts';
import { textsOf } from '../shared/translation.ts';
import { PageView } from '../app/PageView.tsx';
import { Faq } from '../sections/faq/Faq.tsx';
import { loadFaq } from '../sections/faq/faq-data.ts';
import { faqPageData } from '../sections/faq/faq-page.ts';
import { ServiceCards } from '../sections/serviceCards/ServiceCards.tsx';
import { loadShownServices } from '../sections/serviceCards/services-config.ts';
import { loadPage } from './pages.ts';
import { forgetShownPage, loadShownPage } from './shown-page.ts';
import { languages, setLanguage } from './site-config.ts';

/** The translation files the test gives, by path (the site's are globbed from the config folder). */
const given = vi.hoisted(() => new Map<string, unknown>());
vi.mock('./translations.ts', () => ({
  hasTranslation: (path: string) => given.has(path),
  loadedTranslation: (path: string) => given.get(path),
  loadTranslation: (path: string) => Promise.resolve(given.get(path)),
}));

const ARABIC: SiteLanguage = { code: 'ar', name: 'العربية', dir: 'rtl', untranslatedNotice: 'لم يترجم كله' };
const inArabic = (text: string) => `عربي: ${text}`;

/** A translation of every text of a file, or of those `only` keeps. */
function translationOf(
  source: unknown,
  file: string,
  only: (pointer: string) => boolean = () => true,
): TranslationConfig {
  const texts = [...textsOf(source, file)].filter(([pointer]) => only(pointer));
  return {
    texts: Object.fromEntries(texts.map(([pointer, text]) => [pointer, { source: text, text: inArabic(text) }])),
  };
}

function showArabic(files: Record<string, TranslationConfig>) {
  given.clear();
  for (const [file, translation] of Object.entries(files)) given.set(translationFile('ar', file), translation);
  setLanguage(ARABIC, '/');
  forgetShownPage();
}

afterEach(() => {
  setLanguage(languages[0]!, '/');
  given.clear();
});

describe('faq.json in another language', () => {
  it('shows its translated questions and answers, in the page and in its structured data', async () => {
    showArabic({ [CONFIG_FILES.faq]: translationOf(faqJson, CONFIG_FILES.faq) });
    await loadFaq();
    render(<Faq type="faq" heading="FAQ" />);
    const first = faqJson.items[0]!;
    expect(screen.getByRole('heading', { level: 3, name: inArabic(first.question) })).toBeTruthy();
    expect(screen.getByText(inArabic(first.answer))).toBeTruthy();
    const [data] = faqPageData() as { mainEntity: { name: string }[] }[];
    expect(data!.mainEntity.map((question) => question.name)).toEqual(
      faqJson.items.map((item) => inArabic(item.question)),
    );
  });

  it('shows what it does not translate in the main language', async () => {
    showArabic({
      [CONFIG_FILES.faq]: translationOf(faqJson, CONFIG_FILES.faq, (pointer) => pointer.endsWith('question')),
    });
    await loadFaq();
    render(<Faq type="faq" heading="FAQ" />);
    expect(screen.getByText(faqJson.items[0]!.answer)).toBeTruthy();
  });
});

describe('services.json in another language', () => {
  it("shows its cards' words translated and keeps prices, checkout links and policies' addresses (in the language)", async () => {
    showArabic({ [CONFIG_FILES.services]: translationOf(servicesJson, CONFIG_FILES.services) });
    await loadShownServices();
    render(<ServiceCards type="serviceCards" />);
    const [first] = [...servicesJson.services].sort((a, b) => a.index - b.index);
    const card = screen.getByRole('heading', { name: inArabic(first!.title) }).closest('li')!;
    expect(within(card).getByText(inArabic(first!.description))).toBeTruthy();
    expect(within(card).getByText(inArabic(servicesJson.priceLabel))).toBeTruthy();
    const button = within(card).getByRole('button', { name: inArabic(servicesJson.buttonLabel) });
    expect(button.dataset.checkoutUrl).toBe(first!.checkoutUrl);
    const policies = servicesJson.agreement.label.filter((part) => typeof part !== 'string');
    const links = within(card.querySelector('label')!).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(policies.map((policy) => `/ar${policy.href}`));
    expect(links[0]!.textContent).toContain(inArabic(policies[0]!.label));
    expect(card.closest('ul')!.hasAttribute('lang')).toBe(false);
  });

  it("marks the cards as the main language's while the language has no translation of them", async () => {
    showArabic({});
    await loadShownServices();
    render(<ServiceCards type="serviceCards" />);
    const list = screen.getAllByRole('listitem')[0]!.closest('ul')!;
    expect([list.getAttribute('lang'), list.getAttribute('dir')]).toEqual([languages[0]!.code, languages[0]!.dir]);
  });
});

describe("the notice of a page that shows another file's texts", () => {
  /** The fixture's pages that show the FAQ and the service cards, and nothing else of another file. */
  const PAGES = [
    { id: 'start', file: CONFIG_FILES.faq, source: faqJson },
    { id: 'help', file: CONFIG_FILES.services, source: servicesJson },
  ];

  for (const { id, file, source } of PAGES)
    it(`is shown on ${id} until ${file} is wholly translated`, async () => {
      const page = translationOf(await loadPage(id), pageFile(id));
      const wholly = translationOf(source, file);
      const partly = translationOf(source, file, (pointer) => pointer !== [...textsOf(source, file).keys()].at(-1));
      for (const [files, notice] of [
        [{}, true],
        [{ [file]: partly }, true],
        [{ [file]: wholly }, false],
      ] as const) {
        showArabic({ [pageFile(id)]: page, ...files });
        expect((await loadShownPage(id)).partlyUntranslated, JSON.stringify(Object.keys(files))).toBe(notice);
      }
    });
});

describe('a section of the page that its translation leaves wholly in the main language', () => {
  it("is marked as that language's, in its direction; a translated one is not", async () => {
    const id = 'start';
    const source = await loadPage(id);
    // The hero translated, the card grid not at all, the rest in part.
    const translation = translationOf(
      source,
      pageFile(id),
      (pointer) =>
        pointer.startsWith('/sections/0/') || (!pointer.startsWith('/sections/1/') && pointer.endsWith('/0/title')),
    );
    showArabic({ [pageFile(id)]: translation });
    await loadShownPage(id);
    const { container } = render(<PageView pageId={id} />);
    const marked = [...container.querySelectorAll('[lang]')];
    const main = languages[0]!;
    expect(marked.map((element) => [element.getAttribute('lang'), element.getAttribute('dir')])).toContainEqual([
      main.code,
      main.dir,
    ]);
    const grid = source.sections[1] as { heading?: string };
    const hero = source.sections[0] as { heading?: string };
    const markedText = marked.map((element) => element.textContent ?? '').join(' ');
    expect(markedText).toContain(grid.heading);
    expect(markedText).not.toContain(inArabic(hero.heading!));
  });
});

import { describe, expect, it } from 'vitest';
import type { TranslationConfig } from '../../shared/generated/config-types.ts';
import type { DraftFile, JsonObject } from './draft.ts';
import { draftLanguages, isTranslatable, translationBacklog, translationRows, withText } from './translating.ts';

const page = {
  $schema: '../schemas/page.schema.json',
  title: 'Home',
  sections: [{ type: 'hero', heading: 'One system', text: 'For makers', href: '/erp' }],
};

const json = (value: unknown): DraftFile => ({ kind: 'json', value: value as JsonObject });

const translation: TranslationConfig = {
  $schema: '../../../../schemas/translation.schema.json',
  texts: {
    '/sections/0/text': { source: 'For the makers', text: 'للمصنّعين' },
    '/title': { source: 'Home', text: 'الرئيسية' },
  },
};

describe('the languages a draft translates', () => {
  it('names none for a site of one language, and each one, main first, for several', () => {
    expect(draftLanguages({ 'site.json': json({ languages: [{ code: 'en', name: 'English', dir: 'ltr' }] }) })).toEqual(
      [],
    );
    expect(draftLanguages({ 'site.json': json({}) })).toEqual([]);
    expect(
      draftLanguages({
        'site.json': json({
          languages: [
            { code: 'en', name: 'English', dir: 'ltr' },
            { code: 'ar', name: 'العربية', dir: 'rtl' },
            { name: 'no code yet' },
          ],
        }),
      }),
    ).toEqual([
      { code: 'en', name: 'English', dir: 'ltr' },
      { code: 'ar', name: 'العربية', dir: 'rtl' },
    ]);
  });

  it('translates site.json, navigation.json, pages, forms and articles, not the rest', () => {
    expect(
      ['site.json', 'navigation.json', 'pages/home.json', 'forms/demo.json', 'blog/a-story.json'].every(isTranslatable),
    ).toBe(true);
    const others = ['routes.json', 'faq.json', 'translations/ar/site.json'];
    expect(others.some(isTranslatable)).toBe(false);
  });
});

describe('the texts of a file in a language', () => {
  it('lists every text in the source order, untranslated, out of date or translated, facts left out', () => {
    expect(translationRows(page, translation)).toEqual([
      { pointer: '/title', source: 'Home', text: 'الرئيسية', state: 'translated' },
      { pointer: '/sections/0/heading', source: 'One system', text: '', state: 'untranslated' },
      { pointer: '/sections/0/text', source: 'For makers', text: 'للمصنّعين', was: 'For the makers', state: 'stale' },
    ]);
  });
});

describe('typing a translation', () => {
  it("writes the entry with today's source text, in the source order, with the schema line", () => {
    const after = withText('pages/home.json', 'ar', page, translation, '/sections/0/heading', 'نظام واحد');
    expect(after).toEqual({
      $schema: '../../../../schemas/translation.schema.json',
      texts: {
        '/title': { source: 'Home', text: 'الرئيسية' },
        '/sections/0/heading': { source: 'One system', text: 'نظام واحد' },
        '/sections/0/text': { source: 'For the makers', text: 'للمصنّعين' },
      },
    });
    expect(Object.keys(after.texts as object)).toEqual(['/title', '/sections/0/heading', '/sections/0/text']);
    // Typed again, an out-of-date text is up to date.
    const settled = withText('pages/home.json', 'ar', page, translation, '/sections/0/text', 'للمصنّعين');
    expect((settled.texts as TranslationConfig['texts'])['/sections/0/text']).toEqual({
      source: 'For makers',
      text: 'للمصنّعين',
    });
  });

  it('starts a new file with the schema line of its folder, and removes an emptied entry (a file left with none keeps no text)', () => {
    expect(
      withText('site.json', 'ar', { brand: { name: 'Cortracker' } }, undefined, '/brand/name', 'كورتراكر'),
    ).toEqual({
      $schema: '../../../schemas/translation.schema.json',
      texts: { '/brand/name': { source: 'Cortracker', text: 'كورتراكر' } },
    });
    const one: TranslationConfig = { texts: { '/title': { source: 'Home', text: 'الرئيسية' } } };
    expect(withText('pages/home.json', 'ar', page, one, '/title', '  ').texts).toEqual({});
    expect(withText('pages/home.json', 'ar', page, translation, '/title', '').texts).toEqual({
      '/sections/0/text': { source: 'For the makers', text: 'للمصنّعين' },
    });
  });

  it('never writes a fact: a pointer that is not a text of the source is not added', () => {
    expect(withText('pages/home.json', 'ar', page, undefined, '/sections/0/href', '/ar/erp').texts).toEqual({});
  });
});

describe('what is left to translate across the site', () => {
  it('counts the untranslated and out-of-date texts of each file, files with none left out', () => {
    const files: Record<string, DraftFile> = {
      'site.json': json({ languages: [] }),
      'pages/home.json': json(page),
      'pages/done.json': json({ title: 'Done' }),
      'translations/ar/pages/home.json': json(translation),
      'translations/ar/pages/done.json': json({ texts: { '/title': { source: 'Done', text: 'تم' } } }),
      'routes.json': json({ routes: [{ path: '/', page: 'home' }] }),
    };
    expect(translationBacklog(files, 'ar')).toEqual([{ path: 'pages/home.json', untranslated: 1, stale: 1 }]);
  });

  it('counts a file again once its translation or its source changes (each kept the same object otherwise)', () => {
    const files: Record<string, DraftFile> = {
      'pages/home.json': json(page),
      'translations/ar/pages/home.json': json(translation),
    };
    expect(translationBacklog(files, 'ar')).toEqual([{ path: 'pages/home.json', untranslated: 1, stale: 1 }]);
    const typed = withText('pages/home.json', 'ar', page, translation, '/sections/0/heading', 'نظام واحد');
    const after = { ...files, 'translations/ar/pages/home.json': json(typed) };
    expect(translationBacklog(after, 'ar')).toEqual([{ path: 'pages/home.json', untranslated: 0, stale: 1 }]);
    const retitled = { ...after, 'pages/home.json': json({ ...page, title: 'Start' }) };
    expect(translationBacklog(retitled, 'ar')).toEqual([{ path: 'pages/home.json', untranslated: 0, stale: 2 }]);
    expect(translationBacklog(files, 'hi')).toEqual([{ path: 'pages/home.json', untranslated: 3, stale: 0 }]);
  });
});

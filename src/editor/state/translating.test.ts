import { describe, expect, it } from 'vitest';
import type { TranslationConfig } from '../../shared/generated/config-types.ts';
import type { DraftFile, JsonObject } from './draft.ts';
import {
  draftLanguages,
  fileTranslation,
  isTranslatable,
  standingOf,
  translationBacklog,
  translationRows,
  withText,
} from './translating.ts';

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

  it('translates site.json, navigation.json, the FAQ, the services, pages, forms and articles, not the rest', () => {
    const translatable = ['site.json', 'navigation.json', 'faq.json', 'services.json', 'pages/home.json'];
    expect([...translatable, 'forms/demo.json', 'blog/a-story.json'].every(isTranslatable)).toBe(true);
    const others = ['routes.json', 'press-coverage.json', 'translations/ar/site.json'];
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
    expect(translationBacklog(files, 'ar')).toEqual([
      { path: 'pages/home.json', untranslated: 1, stale: 1, translated: 1 },
    ]);
  });

  it('counts a file again once its translation or its source changes (each kept the same object otherwise)', () => {
    const files: Record<string, DraftFile> = {
      'pages/home.json': json(page),
      'translations/ar/pages/home.json': json(translation),
    };
    expect(translationBacklog(files, 'ar')).toEqual([
      { path: 'pages/home.json', untranslated: 1, stale: 1, translated: 1 },
    ]);
    const typed = withText('pages/home.json', 'ar', page, translation, '/sections/0/heading', 'نظام واحد');
    const after = { ...files, 'translations/ar/pages/home.json': json(typed) };
    expect(translationBacklog(after, 'ar')).toEqual([
      { path: 'pages/home.json', untranslated: 0, stale: 1, translated: 2 },
    ]);
    const retitled = { ...after, 'pages/home.json': json({ ...page, title: 'Start' }) };
    expect(translationBacklog(retitled, 'ar')).toEqual([
      { path: 'pages/home.json', untranslated: 0, stale: 2, translated: 1 },
    ]);
    expect(translationBacklog(files, 'hi')).toEqual([
      { path: 'pages/home.json', untranslated: 3, stale: 0, translated: 0 },
    ]);
  });
});

describe("how each file stands in a language (the Content list's badges)", () => {
  const newPage = { title: 'New', sections: [{ type: 'pageHeader', heading: 'New' }] };
  const files: Record<string, DraftFile> = {
    'pages/home.json': json(page),
    'translations/ar/pages/home.json': json(translation),
    'pages/new.json': json(newPage),
    'pages/done.json': json({ title: 'Done' }),
    'translations/ar/pages/done.json': json({ texts: { '/title': { source: 'Done', text: 'تم' } } }),
    'pages/partly.json': json({ title: 'Partly', sections: [{ type: 'pageHeader', heading: 'Half' }] }),
    'translations/ar/pages/partly.json': json({ texts: { '/title': { source: 'Partly', text: 'جزئيًا' } } }),
    'pages/facts.json': json({ sections: [{ type: 'hero', href: '/erp' }] }),
    'routes.json': json({ routes: [{ path: '/', page: 'home' }] }),
  };
  const standing = (path: string, code = 'ar') => {
    const counts = fileTranslation(files, code, path);
    return counts && standingOf(counts);
  };

  it('says translated, untranslated, partly (with its counts) or changed in English, by the same counts as the backlog', () => {
    expect(standing('pages/done.json')).toBe('translated');
    expect(standing('pages/new.json')).toBe('untranslated');
    expect(standing('pages/partly.json')).toBe('partly');
    expect(fileTranslation(files, 'ar', 'pages/partly.json')).toEqual({
      path: 'pages/partly.json',
      untranslated: 1,
      stale: 0,
      translated: 1,
    });
    // One text changed in English outweighs the rest: the translation says something the page no longer does.
    expect(standing('pages/home.json')).toBe('stale');
    // The backlog lists exactly the files not wholly translated.
    const backlog = translationBacklog(files, 'ar').map((entry) => entry.path);
    const listed = Object.keys(files).filter((path) => {
      const state = standing(path);
      return state !== undefined && state !== 'translated';
    });
    expect(backlog).toEqual(listed);
  });

  it('says nothing of a file with no text, or of a file no language translates', () => {
    expect(standing('pages/facts.json')).toBeUndefined();
    expect(fileTranslation(files, 'ar', 'routes.json')).toBeUndefined();
    expect(fileTranslation(files, 'ar', 'pages/missing.json')).toBeUndefined();
  });

  it("keeps each language apart: a file is counted for one language without losing another's", () => {
    expect(standing('pages/done.json', 'hi')).toBe('untranslated');
    expect(standing('pages/done.json', 'ar')).toBe('translated');
    expect(fileTranslation(files, 'hi', 'pages/done.json')).toBe(fileTranslation(files, 'hi', 'pages/done.json'));
  });

  it('changes once a translation is typed into the draft', () => {
    const next = withText('pages/new.json', 'ar', newPage, undefined, '/title', 'جديد');
    const typed = { ...files, 'translations/ar/pages/new.json': json(next) };
    const counts = fileTranslation(typed, 'ar', 'pages/new.json')!;
    expect(counts).toEqual({ path: 'pages/new.json', untranslated: 1, stale: 0, translated: 1 });
    expect(standingOf(counts)).toBe('partly');
  });

  it('counts the body of an article held as its list entry by whether its translation has one', () => {
    const entry = json({ headline: 'A story', summary: 'Short' });
    const article: Record<string, DraftFile> = { 'blog/a-story.json': entry };
    const unloaded = { 'blog/a-story.json': 'hash' };
    expect(fileTranslation(article, 'ar', 'blog/a-story.json', unloaded)).toMatchObject({ untranslated: 3 });
    const translated = {
      ...article,
      'translations/ar/blog/a-story.json': json({
        texts: {
          '/headline': { source: 'A story', text: 'قصة' },
          '/summary': { source: 'Short', text: 'قصيرة' },
          '/body': { source: 'Once', text: 'مرة' },
        },
      }),
    };
    const counts = fileTranslation(translated, 'ar', 'blog/a-story.json', unloaded)!;
    expect(counts).toMatchObject({ untranslated: 0, stale: 0, translated: 3 });
    // Loaded whole, its body is compared with the English it was translated from.
    const loaded = {
      ...translated,
      'blog/a-story.json': json({ headline: 'A story', summary: 'Short', body: 'Twice' }),
    };
    expect(fileTranslation(loaded, 'ar', 'blog/a-story.json', {})).toMatchObject({ stale: 1, translated: 2 });
  });
});

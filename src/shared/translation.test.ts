import { describe, expect, it } from 'vitest';
import type { SiteLanguage } from './generated/config-types.ts';
import { languagesOf, pathIn, splitLanguage } from './language-paths.ts';
import { isTextPointer, isWhollyTranslated, textsOf, translated, translationState } from './translation.ts';

const page = {
  $schema: '../schemas/page.schema.json',
  title: 'Contact',
  keywords: ['demo', 'sales'],
  sections: [
    { type: 'hero', heading: 'Talk to us', actions: [{ label: 'Book a demo', href: '/get-demo', variant: 'primary' }] },
    { type: 'officeList', phoneLabel: 'Phone', image: { src: '/images/a.svg', alt: 'A map' } },
  ],
};

const languages: SiteLanguage[] = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
];

describe("a file's texts", () => {
  it('are its words, by pointer, and never its facts (types, links, pictures, schema lines)', () => {
    expect([...textsOf(page)]).toEqual([
      ['/title', 'Contact'],
      ['/keywords/0', 'demo'],
      ['/keywords/1', 'sales'],
      ['/sections/0/heading', 'Talk to us'],
      ['/sections/0/actions/0/label', 'Book a demo'],
      ['/sections/1/phoneLabel', 'Phone'],
      ['/sections/1/image/alt', 'A map'],
    ]);
  });

  it('leave out whole parts that hold facts only, and field names that happen to look like facts', () => {
    expect(isTextPointer('/theme/colors/primary')).toBe(false);
    expect(isTextPointer('/contacts/emails/sales')).toBe(false);
    expect(isTextPointer('/contacts/offices/0/phone')).toBe(false);
    // A form field named "email" has a title, which is a text.
    expect(isTextPointer('/schema/properties/email/title')).toBe(true);
  });
});

describe('a translation', () => {
  const arabic = {
    texts: {
      '/title': { source: 'Contact', text: 'اتصل بنا' },
      '/sections/0/heading': { source: 'Talk with us', text: 'تحدث إلينا' },
      '/sections/0/actions/0/href': { source: '/get-demo', text: '/ar/evil' },
      '/sections/9/heading': { source: 'Gone', text: 'ذهب' },
    },
  };

  it('puts its texts in place in a copy, leaves the rest in the main language and never changes a fact', () => {
    const shown = translated(page, arabic);
    expect(shown.title).toBe('اتصل بنا');
    expect(shown.sections[0]!.heading).toBe('تحدث إلينا');
    expect(shown.sections[0]!.actions![0]!.href).toBe('/get-demo');
    expect(shown.sections[1]!.phoneLabel).toBe('Phone');
    expect(page.title).toBe('Contact');
  });

  it('says what it leaves untranslated, what changed in the main language since, and what is no text', () => {
    expect(translationState(page, arabic)).toEqual({
      untranslated: [
        '/keywords/0',
        '/keywords/1',
        '/sections/0/actions/0/label',
        '/sections/1/phoneLabel',
        '/sections/1/image/alt',
      ],
      stale: ['/sections/0/heading'],
      unknown: ['/sections/0/actions/0/href', '/sections/9/heading'],
    });
    expect(isWhollyTranslated(page, arabic)).toBe(false);
    expect(isWhollyTranslated(page, undefined)).toBe(false);
    const whole = {
      texts: Object.fromEntries(
        [...textsOf(page)].map(([pointer, source]) => [pointer, { source, text: `ع ${source}` }]),
      ),
    };
    expect(isWhollyTranslated(page, whole)).toBe(true);
  });

  it('of nothing is the source itself', () => {
    expect(translated(page, undefined)).toBe(page);
  });
});

describe("a language's addresses", () => {
  it("are the site's own for the main language, and under /<code> for the others", () => {
    expect(pathIn(languages, 'en', '/erp')).toBe('/erp');
    expect(pathIn(languages, 'ar', '/erp')).toBe('/ar/erp');
    expect(pathIn(languages, 'ar', '/')).toBe('/ar');
  });

  it('are read back to the language and the main language path', () => {
    expect(splitLanguage(languages, '/ar/erp')).toEqual({ language: languages[1], path: '/erp' });
    expect(splitLanguage(languages, '/ar')).toEqual({ language: languages[1], path: '/' });
    expect(splitLanguage(languages, '/ar/')).toEqual({ language: languages[1], path: '/' });
    expect(splitLanguage(languages, '/arabic-night')).toEqual({ language: languages[0], path: '/arabic-night' });
    expect(splitLanguage(languages, '/erp')).toEqual({ language: languages[0], path: '/erp' });
  });

  it('are the one language of seo.locale for a site that lists none', () => {
    expect(languagesOf({ seo: { locale: 'en_US' } })).toEqual([{ code: 'en', name: '', dir: 'ltr' }]);
  });
});

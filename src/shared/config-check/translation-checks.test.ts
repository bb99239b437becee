import { describe, expect, it } from 'vitest';
import { parseJsonSource, type JsonSource } from './json-source.ts';
import { kindOf } from './config-layout.ts';
import { translationProblems } from './translation-checks.ts';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr', switcherLabel: 'Language' },
  { code: 'ar', name: 'العربية', dir: 'rtl', untranslatedNotice: 'لم تترجم بعد', switcherLabel: 'اللغة' },
];
const HOME = { title: 'Home', sections: [{ type: 'hero', heading: 'Welcome', href: '/erp' }] };

function problemsOf(files: Record<string, unknown>) {
  const sources = new Map<string, JsonSource>(
    Object.entries(files).map(([path, value]) => [path, parseJsonSource(path, json(value)).source!]),
  );
  return translationProblems(sources).map(
    (problem) =>
      `${problem.file}:${problem.line} ${problem.pointer} ${problem.severity ?? 'error'}: ${problem.message}`,
  );
}

const base = {
  'site.json': { languages: LANGUAGES },
  'routes.json': { routes: [{ path: '/home', page: 'home' }] },
  'pages/home.json': HOME,
};

describe("the site's languages and translations", () => {
  it('pass when each translation is of a text of a file that exists, in a language of the site', () => {
    expect(
      problemsOf({
        ...base,
        'translations/ar/pages/home.json': { texts: { '/title': { source: 'Home', text: 'الرئيسية' } } },
      }),
    ).toEqual([]);
  });

  it('refuse an unknown language, the main language, and a translation of a file that does not exist', () => {
    expect(
      problemsOf({
        ...base,
        'translations/fr/pages/home.json': { texts: {} },
        'translations/en/pages/home.json': { texts: {} },
        'translations/ar/pages/nowhere.json': { texts: {} },
      }),
    ).toEqual([
      "translations/fr/pages/home.json:1  error: fr is not one of the site's languages (en, ar)",
      "translations/en/pages/home.json:1  error: en is the site's main language: its texts are the files themselves, not a translation",
      'translations/ar/pages/nowhere.json:1  error: this ar translation is of pages/nowhere.json, which does not exist',
    ]);
  });

  it('check a translation of faq.json or services.json as one of a page: its texts, and what is no text of it', () => {
    const faq = { items: [{ id: 'price', question: 'How much?', answer: 'Ask us.' }] };
    const services = { currency: 'USD', buttonLabel: 'Book', services: [{ index: 1, title: 'Support', price: 10 }] };
    for (const file of ['translations/ar/faq.json', 'translations/ar/services.json'])
      expect(kindOf(file)?.schema, file).toBe('translation.schema.json');
    expect(
      problemsOf({
        ...base,
        'faq.json': faq,
        'services.json': services,
        'translations/ar/faq.json': {
          texts: {
            '/items/0/question': { source: 'How much?', text: 'كم السعر؟' },
            '/items/0/id': { source: 'price', text: 'سعر' },
          },
        },
        'translations/ar/services.json': {
          texts: {
            '/buttonLabel': { source: 'Book', text: 'احجز' },
            '/currency': { source: 'USD', text: 'دولار' },
          },
        },
      }),
    ).toEqual([
      'translations/ar/faq.json:7 /texts/~1items~10~1id warning: /items/0/id is not a text of faq.json: this ar text is not shown',
      'translations/ar/services.json:7 /texts/~1currency warning: /currency is not a text of services.json: this ar text is not shown',
    ]);
  });

  it('warn of a text that is not a text of its file (moved, or a link), at its line', () => {
    expect(
      problemsOf({
        ...base,
        'translations/ar/pages/home.json': {
          texts: {
            '/title': { source: 'Home', text: 'الرئيسية' },
            '/sections/0/href': { source: '/erp', text: '/ar/erp' },
          },
        },
      }),
    ).toEqual([
      'translations/ar/pages/home.json:7 /texts/~1sections~10~1href warning: /sections/0/href is not a text of pages/home.json: this ar text is not shown',
    ]);
  });

  it("warn of a form's texts a visitor sees left in the main language, and of a form's rule given as a text", () => {
    const form = {
      id: 'demo',
      schema: { type: 'object', required: ['Name'], properties: { Name: { type: 'string', title: 'Name' } } },
      messages: { Name: { required: 'Name is required.' } },
      submitLabel: 'Submit',
      mails: [{ to: 'sales', subject: 'A lead' }],
    };
    expect(
      problemsOf({
        ...base,
        'translations/ar/pages/home.json': { texts: {} },
        'forms/demo.json': form,
        'translations/ar/forms/demo.json': {
          texts: {
            '/schema/properties/Name/title': { source: 'Name', text: 'الاسم' },
            '/schema/required/0': { source: 'Name', text: 'الاسم' },
          },
        },
      }),
    ).toEqual([
      'translations/ar/forms/demo.json:2 /texts warning: 2 text(s) of forms/demo.json that a visitor sees have no العربية (ar) translation and show in the main language: /messages/Name/required, /submitLabel',
      'translations/ar/forms/demo.json:7 /texts/~1schema~1required~10 warning: /schema/required/0 is not a text of forms/demo.json: this ar text is not shown',
    ]);
  });

  it('refuse a language listed twice, a language without its menu label or notice, and a route in a language’s addresses', () => {
    const [, arabic] = LANGUAGES;
    expect(
      problemsOf({
        ...base,
        'site.json': { languages: [LANGUAGES[0], { code: 'ar', name: 'العربية', dir: 'rtl' }, arabic] },
        'routes.json': {
          routes: [
            { path: '/home', page: 'home' },
            { path: '/ar/offers', page: 'home' },
          ],
        },
        'translations/ar/pages/home.json': { texts: {} },
      }),
    ).toEqual([
      'site.json:9 /languages/1 error: the language ar has no switcherLabel: what a screen reader hears for the language menu, in العربية',
      'site.json:9 /languages/1 error: the language ar has no untranslatedNotice: the notice on a page it has not translated, in العربية',
      'site.json:15 /languages/2/code error: the language ar is listed twice',
      'routes.json:8 /routes/1/path error: /ar/offers is where the العربية (ar) pages are',
    ]);
  });

  it('warn of a language with no translation at all', () => {
    expect(problemsOf(base)).toEqual([
      'site.json:9 /languages/1 warning: العربية (ar) has no translations yet: its pages show every text in English',
    ]);
  });
});

describe('the languages check, run at every key the editor sends', () => {
  const sourceOf = (path: string, value: unknown) => parseJsonSource(path, json(value)).source!;

  it('judges a translation again only when it, the file it translates or the languages changed', () => {
    const translation = sourceOf('translations/ar/pages/home.json', {
      texts: { '/gone': { source: 'Gone', text: 'ذهب' } },
    });
    const files = new Map<string, JsonSource>([
      ['site.json', sourceOf('site.json', base['site.json'])],
      ['routes.json', sourceOf('routes.json', base['routes.json'])],
      ['pages/home.json', sourceOf('pages/home.json', HOME)],
      ['translations/ar/pages/home.json', translation],
    ]);
    const [first] = translationProblems(files);
    expect(first?.message).toBe('/gone is not a text of pages/home.json: this ar text is not shown');
    // Another file changed (a new object, as the check gives a changed file): the same answer, kept.
    files.set('routes.json', sourceOf('routes.json', { routes: [{ path: '/start', page: 'home' }] }));
    expect(translationProblems(files)[0]).toBe(first);
    // The file it translates changed: judged again, and now the text is one of it.
    files.set('pages/home.json', sourceOf('pages/home.json', { ...HOME, gone: 'Gone' }));
    expect(translationProblems(files)).toEqual([]);
    // The languages changed: judged again.
    files.set('site.json', sourceOf('site.json', { languages: [LANGUAGES[0]] }));
    expect(translationProblems(files)[0]?.message).toBe("ar is not one of the site's languages (en)");
  });
});

import { describe, expect, it } from 'vitest';
import type { SiteLanguage } from './generated/config-types.ts';
import { languagesOf, pathIn, splitLanguage } from './language-paths.ts';
import {
  isTextPointer,
  isWhollyTranslated,
  sectionsLeftInSource,
  textsOf,
  translated,
  translatedForm,
  translationState,
} from './translation.ts';

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
  it("of services.json are the cards' words, never their prices, checkout links, hosts, mode or policy keys", () => {
    const services = {
      checkoutMode: 'test',
      checkoutModeNote: 'TEST MODE: replace the links',
      allowedCheckoutHosts: ['buy.stripe.com'],
      currency: 'USD',
      priceLabel: 'From',
      agreement: {
        label: ['I agree to the ', { label: 'Terms', href: '/terms-of-service', policy: 'terms' }],
        alert: 'Agree first.',
      },
      services: [
        {
          index: 1,
          icon: 'support',
          title: 'Support',
          description: 'Help.',
          price: 10,
          checkoutUrl: 'https://buy.stripe.com/x',
        },
      ],
    };
    expect([...textsOf(services, 'services.json').keys()]).toEqual([
      '/priceLabel',
      '/agreement/label/0',
      '/agreement/label/1/label',
      '/agreement/alert',
      '/services/0/title',
      '/services/0/description',
    ]);
  });

  it('of faq.json are its questions and answers, not their ids', () => {
    const faq = { items: [{ id: 'what-is-it', question: 'What is it?', answer: 'Software.' }] };
    expect([...textsOf(faq, 'faq.json').keys()]).toEqual(['/items/0/question', '/items/0/answer']);
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

  it('names the sections it leaves wholly in the main language, and those of untranslated other files', () => {
    const withOthers = {
      sections: [
        ...page.sections,
        { type: 'faq', heading: 'Questions' },
        { type: 'serviceCards', heading: 'Book a service' },
        { type: 'form', form: 'demo', heading: 'Book a demo' },
        { type: 'logoStrip', logos: [{ src: '/images/a.svg', href: '/clients' }] },
      ],
    };
    const none = () => false;
    // The hero has one text translated of its two; the office list none.
    expect([...sectionsLeftInSource(withOthers, arabic, none)]).toEqual([1, 2, 3, 4]);
    // A section that shows a translated file is that file's translation to judge.
    expect([...sectionsLeftInSource(withOthers, arabic, (file) => file !== 'faq.json')]).toEqual([1, 2]);
    // With no translation at all, every section with texts of its own; a blank translation is none.
    expect([...sectionsLeftInSource(withOthers, undefined, () => true)]).toEqual([0, 1]);
    const blank = { texts: { '/sections/1/phoneLabel': { source: 'Phone', text: '  ' } } };
    expect([...sectionsLeftInSource(withOthers, blank, () => true)]).toEqual([0, 1]);
    const officeOnly = { texts: { '/sections/1/image/alt': { source: 'A map', text: 'خريطة' } } };
    expect([...sectionsLeftInSource(withOthers, officeOnly, () => true)]).toEqual([0]);
  });
});

const form = {
  id: 'demo',
  schema: {
    type: 'object',
    required: ['FirstName'],
    properties: {
      FirstName: { type: 'string', title: 'First Name', pattern: '^\\S', format: 'noLinks' },
      topic: { type: 'string', title: 'Topic', description: 'What about', enum: ['Product demo', 'Other'] },
      plan: { type: 'string', title: 'Plan', enum: ['P1', 'P2'] },
    },
  },
  uiSchema: {
    'ui:order': ['topic', 'FirstName', 'plan'],
    FirstName: { 'ui:placeholder': 'Your first name', 'ui:autocomplete': 'given-name' },
    plan: { 'ui:enumNames': { P1: 'Starter', P2: 'Growth' } },
  },
  messages: { FirstName: { required: 'First Name is required.' } },
  endpoint: { method: 'POST', url: '/api/demo' },
  submitLabel: 'Submit',
  success: { kind: 'banner', text: 'Thank you!' },
  mails: [{ to: 'field:Email', subject: 'We received your request', paragraphs: ['Hello {FirstName},'] }],
};
const FORM_FILE = 'forms/demo.json';

describe("a form's texts", () => {
  it('are its labels, help, choices, placeholders, messages, banners and mails, never its rules or addresses', () => {
    expect([...textsOf(form, FORM_FILE).keys()]).toEqual([
      '/schema/properties/FirstName/title',
      '/schema/properties/topic/title',
      '/schema/properties/topic/description',
      '/schema/properties/topic/enum/0',
      '/schema/properties/topic/enum/1',
      '/schema/properties/plan/title',
      '/uiSchema/FirstName/ui:placeholder',
      '/uiSchema/plan/ui:enumNames/P1',
      '/uiSchema/plan/ui:enumNames/P2',
      '/messages/FirstName/required',
      '/submitLabel',
      '/success/text',
      '/mails/0/subject',
      '/mails/0/paragraphs/0',
    ]);
  });

  it('are read by the form rules only for a form file', () => {
    expect(textsOf(form).has('/endpoint/url')).toBe(true);
    expect(textsOf(form, FORM_FILE).has('/endpoint/url')).toBe(false);
  });
});

describe('a translation of a form', () => {
  const arabic = {
    texts: {
      '/schema/properties/FirstName/title': { source: 'First Name', text: 'الاسم الأول' },
      '/schema/properties/topic/description': { source: 'What about', text: 'عن ماذا' },
      '/schema/properties/topic/enum/0': { source: 'Product demo', text: 'عرض المنتج' },
      '/uiSchema/plan/ui:enumNames/P2': { source: 'Growth', text: 'النمو' },
      '/messages/FirstName/required': { source: 'First Name is required.', text: 'الاسم الأول مطلوب.' },
      '/mails/0/subject': { source: 'We received your request', text: 'تلقّينا طلبك' },
      '/endpoint/url': { source: '/api/demo', text: '/api/evil' },
      '/schema/required/0': { source: 'FirstName', text: 'الاسم' },
    },
  };

  it("puts the schema's words beside the schema, so the validators' schema and the values sent stay the same", () => {
    const shown = translatedForm(form, arabic);
    expect(shown.schema).toEqual(form.schema);
    expect(shown.uiSchema).toEqual({
      'ui:order': ['topic', 'FirstName', 'plan'],
      FirstName: { 'ui:placeholder': 'Your first name', 'ui:autocomplete': 'given-name', 'ui:title': 'الاسم الأول' },
      topic: { 'ui:description': 'عن ماذا', 'ui:enumNames': { 'Product demo': 'عرض المنتج' } },
      plan: { 'ui:enumNames': { P1: 'Starter', P2: 'النمو' } },
    });
  });

  it('puts its other words in place, and never changes a rule or an address', () => {
    const shown = translatedForm(form, arabic);
    expect(shown.messages.FirstName.required).toBe('الاسم الأول مطلوب.');
    expect(shown.mails[0]!.subject).toBe('تلقّينا طلبك');
    expect(shown.endpoint.url).toBe('/api/demo');
    expect(shown.schema.required).toEqual(['FirstName']);
    expect(form.messages.FirstName.required).toBe('First Name is required.');
  });

  it('names what is not a text of the form, for the validator', () => {
    expect(translationState(form, arabic, FORM_FILE).unknown).toEqual(['/endpoint/url', '/schema/required/0']);
  });

  it('of nothing is the form itself', () => {
    expect(translatedForm(form, undefined)).toBe(form);
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

// How the site's style sheets use the theme's colours (site.json "theme.colors", the CSS custom
// properties --color-<name>): which colour is drawn on which, where, and what contrast WCAG 2.2 AA
// asks of it there. The one place that says so: the validator checks every pair against the
// theme a marketer chose (config-check/contrast-checks.ts), and scripts/config-check/colour-pairs.test.ts
// keeps the list true to the CSS: every rule that sets a text colour, a focus ring or a control's
// mark from the theme is named here with what it is drawn on, and every rule named here exists.
// A rule that sets no background of its own is listed with the backgrounds it appears on: the
// page (surface), tinted bands, heroes and article headers (light), the footer, page headers and
// dark bands (dark).

/** What a colour is used for, and so the contrast it needs (WCAG 2.2: 1.4.3 text, 1.4.11 controls). */
export type ColourRole = 'text' | 'large text' | 'control';

/** The least contrast ratio each use needs (WCAG 2.2 AA). */
export const MINIMUM_CONTRAST: Record<ColourRole, number> = { text: 4.5, 'large text': 3, control: 3 };

export interface ColourPair {
  /** The theme colour of the text, or of the mark of a control (a focus ring, a ticked box). */
  colour: string;
  /** The theme colour it is drawn on. */
  on: string;
  role: ColourRole;
  /** Where visitors see it, in a marketer's words. */
  where: string;
  /** The CSS rules that draw it (selectors as written in src/**\/*.css). */
  rules: string[];
}

const NAV_LINKS = '.site-nav__link,\n.site-nav__toggle';
const NAV_HOVER = '.site-nav__link:hover,\n.site-nav__toggle:hover,\n.site-nav__toggle:has(+ :popover-open)';
const DARK_BAND_TEXT = '.band--dark .band__heading,\n.band--dark .band__intro';
const MENU_LINES =
  '.site-header__burger-lines,\n.site-header__burger-lines::before,\n.site-header__burger-lines::after';

export const COLOUR_PAIRS: ColourPair[] = [
  {
    colour: 'text',
    on: 'surface',
    role: 'text',
    where: 'body text, cards, form fields and their help texts, menus',
    rules: [
      'body',
      '.form__input',
      '.form__help',
      '.modal__body p',
      '.card',
      '.dropdown__card',
      '.rich-text__block p',
      '.logo-strip__toggle',
    ],
  },
  {
    colour: 'text',
    on: 'light',
    role: 'text',
    where: 'body text on tinted bands, highlighted menu cards, the pressed pause button',
    rules: ['.band--tinted', '.dropdown__card:hover', ".logo-strip__toggle[aria-pressed='true']"],
  },
  {
    colour: 'dark',
    on: 'surface',
    role: 'text',
    where: 'headings, field labels, menu links and the More menu’s headings, FAQ questions, prices',
    rules: [
      '.band__heading',
      '.card__title',
      '.form__label',
      '.form__terms label',
      '.modal__title',
      NAV_LINKS,
      '.dropdown__card strong',
      '.dropdown__link',
      '.mobile-menu__link',
      '.more__heading',
      '.faq__question',
      '.legal-document__section h2',
      '.office-list__mail-heading',
      '.pricing-plans__plan .pricing-plans__price',
      '.rich-text__block h3',
      '.service-cards__card .service-cards__price',
      '.step-list__list h3',
      '.testimonials__item figcaption strong',
      '.article__body h2',
      '.article__body h3',
      '.hero h1',
    ],
  },
  {
    colour: 'dark',
    on: 'light',
    role: 'text',
    where: 'headings on tinted bands, heroes and article headers, a form’s notes',
    rules: ['.band--tinted', '.hero', '.hero h1', '.article__header', '.article__header h1', '.form__banner--info'],
  },
  {
    colour: 'muted',
    on: 'surface',
    role: 'text',
    where: 'secondary texts: introductions, card texts, answers, captions, hints',
    rules: [
      '.band__intro',
      '.card p',
      '.faq__answer',
      '.form__credit',
      '.form__hint',
      '.form-section__loading',
      '.legal-document__updated',
      '.office-list__office address',
      '.service-cards__price-label',
      '.step-list__list p',
      '.testimonials__item figcaption',
      '.text-image__copy p',
      '.hero__text',
      '.dropdown__card span span',
    ],
  },
  {
    colour: 'muted',
    on: 'light',
    role: 'text',
    where: 'secondary texts on tinted bands, heroes and article headers',
    rules: ['.band--tinted', '.hero', '.hero__text', '.article__header', '.article__meta'],
  },
  { colour: 'link', on: 'surface', role: 'text', where: 'links', rules: ['a'] },
  { colour: 'link', on: 'light', role: 'text', where: 'links on tinted bands', rules: ['a', '.band--tinted'] },
  {
    colour: 'primary-dark',
    on: 'surface',
    role: 'text',
    where: 'hovered links, the language menu',
    rules: ['a:hover', '.language-menu a'],
  },
  {
    colour: 'primary-dark',
    on: 'light',
    role: 'text',
    where: 'hovered menu items and outline buttons, blog card labels',
    rules: [
      NAV_HOVER,
      '.dropdown__link:hover',
      '.button--outline:hover',
      '.blog-list__label',
      'a:hover',
      '.band--tinted',
    ],
  },
  {
    colour: 'accent-dark',
    on: 'surface',
    role: 'text',
    where: 'small headings above headings, ticks, dates, locations',
    rules: [
      '.eyebrow',
      '.checklist li::before',
      '.job-openings__location',
      '.news-cards__meta',
      '.office-list__country',
      '.pricing-plans__note',
    ],
  },
  {
    colour: 'accent-dark',
    on: 'light',
    role: 'text',
    where: 'small headings above headings on tinted bands and heroes',
    rules: ['.eyebrow', '.band--tinted', '.hero'],
  },
  { colour: 'primary', on: 'surface', role: 'text', where: 'outline buttons', rules: ['.button--outline'] },
  {
    colour: 'on-dark',
    on: 'primary',
    role: 'text',
    where: 'primary buttons, step numbers',
    rules: ['.button--primary', '.step-list__list li::before'],
  },
  {
    colour: 'on-dark',
    on: 'primary-dark',
    role: 'text',
    where: 'hovered primary buttons',
    rules: ['.button--primary:hover'],
  },
  { colour: 'on-dark', on: 'accent-dark', role: 'text', where: 'secondary buttons', rules: ['.button--secondary'] },
  {
    colour: 'on-dark',
    on: 'dark',
    role: 'text',
    where: 'the footer’s links and headings, page headers, dark bands, counters, hovered secondary buttons',
    rules: [
      '.site-footer a',
      '.site-footer__heading',
      '.page-header',
      '.page-header .page-header__button--outline',
      '.band--dark',
      DARK_BAND_TEXT,
      '.counters__item dd',
      '.button--secondary:hover',
      '.skip-link',
      '.skip-link:focus',
    ],
  },
  {
    colour: 'on-dark-muted',
    on: 'dark',
    role: 'text',
    where: 'the footer’s text, counter labels',
    rules: ['.site-footer', '.counters__item dt'],
  },
  {
    colour: 'dark',
    on: 'on-dark',
    role: 'text',
    where: 'hovered outline buttons on page headers',
    rules: ['.page-header .page-header__button--outline:hover'],
  },
  {
    colour: 'danger',
    on: 'surface',
    role: 'text',
    where: 'form error messages, the marks of required fields',
    rules: ['.form__error', '.form__required'],
  },
  {
    colour: 'success',
    on: 'surface',
    role: 'text',
    where: 'the title of a success message',
    rules: ['.modal--success .modal__title'],
  },
  {
    colour: 'primary',
    on: 'surface',
    role: 'large text',
    where: 'the + and - signs of the FAQ',
    rules: ['.faq__indicator'],
  },
  {
    colour: 'focus',
    on: 'surface',
    role: 'control',
    where: 'the ring around the link, button or field in focus',
    rules: [':focus-visible', '.form__input:focus-visible'],
  },
  {
    colour: 'focus',
    on: 'light',
    role: 'control',
    where: 'the focus ring on tinted bands and heroes',
    rules: [':focus-visible', '.band--tinted', '.hero'],
  },
  {
    colour: 'focus',
    on: 'dark',
    role: 'control',
    where: 'the focus ring on the footer, page headers and dark bands',
    rules: [':focus-visible', '.site-footer', '.page-header', '.band--dark'],
  },
  { colour: 'primary', on: 'surface', role: 'control', where: 'ticked boxes', rules: ['.service-cards__agree input'] },
  { colour: 'dark', on: 'surface', role: 'control', where: 'the lines of the menu button', rules: [MENU_LINES] },
];

/** Colours the style sheets use only for borders and decoration, which need no contrast. */
export const DECORATIVE_COLOURS = ['border', 'accent'];

/** Every theme colour the style sheets use: a theme without one of them leaves a part of the site uncoloured. */
export const THEME_COLOUR_NAMES: string[] = [
  ...new Set([...COLOUR_PAIRS.flatMap((pair) => [pair.colour, pair.on]), ...DECORATIVE_COLOURS]),
];

// Generated from schemas/ by `npm run schemas` (scripts/schemas/config-types.ts, with
// json-schema-to-typescript). Do not edit: change the schema, then run npm run schemas.

/**
 * Any file of the site configuration.
 */
export type ConfigFile =
  | SiteConfig
  | NavigationConfig
  | RoutesConfig
  | FaqConfig
  | ServicesConfig
  | PageConfig
  | BlogArticle
  | FormDefinition
  | PressCoverage
  | TranslationConfig;
/**
 * A plain link, a drop-down of cards, or a drop-down of links.
 */
export type HeaderItem = HeaderLinkItem | HeaderCardsMenu | HeaderListMenu;
export type AgreementPart = string | PolicyLink;
/**
 * One block of a page: its "type" names the kind of section, and the schema of that kind, beside this file, its fields. This file is generated from those schemas by `npm run schemas`; do not edit it by hand.
 */
export type Section =
  | BlogListProps
  | CardGridProps
  | CountersProps
  | FaqProps
  | FormProps
  | HeroProps
  | JobOpeningsProps
  | LegalDocumentProps
  | LogoStripProps
  | NewsCardsProps
  | OfficeListProps
  | PageHeaderProps
  | PricingPlansProps
  | RichTextProps
  | ServiceCardsProps
  | StepListProps
  | TestimonialsProps
  | TextImageProps;

export interface SiteConfig {
  /**
   * Where the rules of this file are, so an editor can check it while you type. Leave it as it is.
   */
  $schema?: string;
  /**
   * The company's names, founding year and logos.
   */
  brand: {
    /**
     * The short name used across the site, e.g. in page titles and the copyright line.
     */
    name: string;
    /**
     * The full registered company name, used in legal texts and search-engine data.
     */
    legalName: string;
    /**
     * The year the company was founded; the "years in business" counter and the copyright line count from it.
     */
    foundedYear: number;
    /**
     * The logo in the header, on light backgrounds. The picture file, its description for people who cannot see it, and its size in pixels.
     */
    logo: Image;
    /**
     * The logo in the footer, on the dark background. The picture file, its description for people who cannot see it, and its size in pixels.
     */
    logoOnDark: Image;
  };
  /**
   * The public address of the site, e.g. https://www.cortracker.com, without a / at the end. Used for the addresses search engines and shared links show.
   */
  siteUrl: string;
  /**
   * The site's time zone, e.g. Asia/Dubai: scheduled publishes and the show-from and show-until dates of pages and articles are entered and shown in it. UTC when not set.
   */
  timeZone?: string;
  /**
   * The site's languages. The first is the main one, at the site's usual addresses; every other one shows the same pages under /<code>/, e.g. /ar/home. A language's texts are in translations/<code>/; whatever is not translated there is shown in the main language.
   *
   * @minItems 1
   * @maxItems 12
   */
  languages?: SiteLanguage[];
  /**
   * How pages present themselves in search results and when shared.
   */
  seo: {
    /**
     * How every page title is written; {title} is replaced by the page's own title, e.g. {title} | Cortracker.
     */
    titleTemplate: string;
    /**
     * The picture shown when a page without its own image is shared on social networks. The picture file, its description for people who cannot see it, and its size in pixels.
     */
    defaultImage: Image;
    /**
     * The language and country of the texts, written like en_US. Dates on the site are written the way this locale writes them.
     */
    locale: string;
  };
  /**
   * The blog's RSS feed at /blog/rss.xml, which feed readers follow: its name, its description, and how many of the newest articles it carries.
   */
  blogFeed: {
    /**
     * The feed's name, as feed readers list it, e.g. Cortracker blog.
     */
    title: string;
    /**
     * A sentence on what the blog is about, shown by feed readers.
     */
    description: string;
    /**
     * How many of the newest articles the feed carries (1 to 500); readers that follow it see each new one.
     */
    items: number;
  };
  /**
   * The company's mailboxes and offices.
   */
  contacts: {
    /**
     * The three e-mail addresses visitors see and that form mails go to.
     */
    emails: {
      /**
       * The e-mail address for customers who need help.
       */
      support: string;
      /**
       * The e-mail address for buying questions; demo requests are sent here.
       */
      sales: string;
      /**
       * The e-mail address for everything else.
       */
      info: string;
    };
    /**
     * The offices, shown as address cards on the contact page, in this order.
     *
     * @minItems 1
     */
    offices: Office[];
  };
  /**
   * The social network icons in the footer, in this order.
   *
   * @minItems 1
   */
  social: SocialLink[];
  /**
   * The figures shown by every counters section.
   */
  counters: {
    /**
     * The figures, in the order shown.
     *
     * @minItems 1
     */
    items: CounterItem[];
    /**
     * Figures kept in the page as hidden data; never displayed.
     */
    projectFacts: number[];
  };
  /**
   * The client logos, shown in the scrolling strip on the home page and in the grid on the clients page.
   *
   * @minItems 1
   *
   * Items: One client's logo; its description names the client.
   */
  clients?: Image[];
  theme: Theme;
  ui: UiTexts;
}
/**
 * A picture stored under public/images/, with its size so the page does not jump while it loads: described (alt) for people who cannot see it, or marked decorative.
 */
export interface Image {
  /**
   * The picture's path under public/, starting with /images/, e.g. /images/illustrations/erp.svg. SVG, PNG, JPEG, WebP, AVIF or a still GIF.
   */
  src: string;
  /**
   * What the picture shows, read aloud to people who cannot see it. Required, unless the picture is marked decorative.
   */
  alt?: string;
  /**
   * true for a picture that only decorates and tells nothing the text around it does not: screen readers skip it, and it has no description.
   */
  decorative?: boolean;
  /**
   * The picture's real width in pixels, so the page keeps room for it while it loads.
   */
  width: number;
  /**
   * The picture's real height in pixels, so the page keeps room for it while it loads.
   */
  height: number;
}
/**
 * One language of the site: its code, its name in itself and its writing direction.
 */
export interface SiteLanguage {
  /**
   * The language's code of two or three small letters, e.g. en, ar, hi. It is the start of the language's addresses (/ar/…).
   */
  code: string;
  /**
   * The language's name in itself, as the language menu shows it: English, العربية.
   */
  name: string;
  /**
   * ltr (left to right, like English) or rtl (right to left, like Arabic).
   */
  dir: 'ltr' | 'rtl';
  /**
   * How link previews name this language, e.g. ar_AE. Leave it out for the main language, which uses Search engines → Language and region.
   */
  ogLocale?: string;
  /**
   * How dates (articles, news, legal texts) are written on this language's pages, as a BCP 47 tag: ar-AE-u-nu-latn is Arabic of the UAE with the digits 0-9 (18 أكتوبر 2024); ar-AE-u-nu-arab would write ١٨ أكتوبر ٢٠٢٤. Leave it out to use Language and region for sharing (or, for the main language, Search engines → Language and region).
   */
  locale?: string;
  /**
   * Shown, in this language, at the top of a page that is not wholly translated yet, e.g. This page is not translated yet; parts of it are in English.
   */
  untranslatedNotice?: string;
  /**
   * What a screen reader hears for the language menu, in this language: Language, اللغة.
   */
  switcherLabel?: string;
}
/**
 * One office: its name, country, address and phone number.
 */
export interface Office {
  /**
   * A short name for links to this office: lower-case letters, digits and dashes, e.g. austin.
   */
  id: string;
  /**
   * The country, as shown beside the office name.
   */
  country: string;
  /**
   * The two-letter ISO code of the country in capitals, e.g. US.
   */
  countryCode: string;
  /**
   * The office's name on its card, e.g. Austin.
   */
  label: string;
  /**
   * The postal address, one line per item.
   *
   * @minItems 1
   *
   * Items: Visible text. It may not be empty.
   */
  addressLines: string[];
  /**
   * The phone number in international form, starting with +, e.g. +1 (512) 555-0143. Visitors can tap it to call.
   */
  phone: string;
}
/**
 * One social network link with its icon.
 */
export interface SocialLink {
  /**
   * Which network it is: facebook, instagram, x, youtube or linkedin.
   */
  network: 'facebook' | 'instagram' | 'x' | 'youtube' | 'linkedin';
  /**
   * What the icon stands for, read aloud to people who cannot see it, e.g. Cortracker on LinkedIn.
   */
  label: string;
  /**
   * The company's page on that network, starting with https://.
   */
  href: string;
  /**
   * The network's icon. The picture file, its description for people who cannot see it, and its size in pixels.
   */
  icon: Image;
}
/**
 * One figure with its label: a fixed number, or the years since the company was founded.
 */
export interface CounterItem {
  /**
   * What the figure counts, e.g. Clients.
   */
  label: string;
  /**
   * The figure, a whole number. Give either this or "years since founded".
   */
  value?: number;
  /**
   * Set to true to show the years since the founding year instead of a fixed number; it grows by itself every year.
   */
  yearsSinceFounded?: true;
  /**
   * Up to 3 characters shown right after the number, e.g. +.
   */
  suffix?: string;
}
/**
 * The colours, font and corner rounding of the whole site.
 */
export interface Theme {
  /**
   * Named colours as #rrggbb, e.g. "primary": "#0b5cad". The design uses primary, dark, light, muted and the other names already here; a new name does nothing until a developer uses it.
   */
  colors: {
    [k: string]: string;
  };
  /**
   * The fonts of the whole site, in order of preference, separated by commas, e.g. "Segoe UI", Arial, sans-serif. A name with spaces may be written in quotes; names hold letters, digits, spaces, - and _ only.
   */
  fontFamily: string;
  /**
   * How round the corners of cards and buttons are: a number of at most 3 digits (and 2 decimals) followed by px or rem, e.g. 8px or 0.5rem.
   */
  radius: string;
}
/**
 * Texts shared by every page: skip link, menu labels, and the like.
 */
export interface UiTexts {
  /**
   * The first link of every page, seen when moving with the Tab key: it jumps past the menus to the page's content.
   */
  skipToContent: string;
  /**
   * Read aloud by screen readers for the menu button on phones while the menu is closed.
   */
  openMenu: string;
  /**
   * Read aloud by screen readers for the menu button on phones while the menu is open.
   */
  closeMenu: string;
  /**
   * The name screen readers give the header's menu, e.g. Main.
   */
  mainNavigation: string;
  /**
   * The name screen readers give the menu that opens on phones, e.g. Menu.
   */
  mobileNavigation: string;
  /**
   * The button at the end of the header's row that holds the menu items with no room left in the row on narrower screens, e.g. More.
   */
  moreMenu: string;
  /**
   * The name screen readers give the footer's link columns, e.g. Footer.
   */
  footerNavigation: string;
  /**
   * The heading above the social network icons in the footer.
   */
  socialHeading: string;
  /**
   * The name screen readers give the scrolling strip of client logos.
   */
  clientsStripLabel: string;
  /**
   * The button under the scrolling client logos that stops and restarts them.
   */
  pauseAnimation: string;
  /**
   * Read aloud by screen readers after every link that opens another site in a new tab, e.g. (opens in a new tab). Not visible.
   */
  opensInNewTab: string;
  /**
   * The label of a field hidden from visitors in every form; only spam robots fill it in. Screen readers skip it.
   */
  honeypotLabel: string;
  /**
   * Shown where a form appears while it is still loading, e.g. Loading the form…
   */
  formLoading: string;
  /**
   * Shown beside a form or booking button that needs JavaScript (the trial sign-up, the paid services) when its script has not started a few seconds after the page opened, or at once when JavaScript is off. Say what to do: reload, or allow JavaScript.
   */
  scriptsNotStarted: string;
  /**
   * The link under every blog article back to the list of articles.
   */
  backToBlog: string;
}
export interface NavigationConfig {
  /**
   * Where the rules of this file are, so an editor can check it while you type. Leave it as it is.
   */
  $schema?: string;
  /**
   * The bar at the top of every page: the logo, the menus and the buttons.
   */
  header: {
    /**
     * Read aloud by screen readers for the logo, which leads to the home page, e.g. Cortracker home.
     */
    logoLabel: string;
    /**
     * The header's links and drop-down menus, left to right.
     *
     * @minItems 1
     */
    items: HeaderItem[];
    /**
     * The buttons at the right end of the header, e.g. Get a demo.
     *
     * Items: One header button.
     */
    buttons: Action[];
  };
  /**
   * The links of the menu that opens with the menu button on small screens (below 950 pixels wide), top to bottom.
   *
   * @minItems 1
   *
   * Items: One link of the phone menu.
   */
  mobileMenu: Link[];
  /**
   * The dark area at the bottom of every page.
   */
  footer: {
    /**
     * The short text about the company under the footer logo.
     */
    about: string;
    /**
     * The columns of links in the footer, left to right.
     *
     * @minItems 1
     *
     * Items: One column: a heading and its links.
     */
    columns: {
      /**
       * The column's heading, e.g. Products.
       */
      heading: string;
      /**
       * The column's links, top to bottom.
       *
       * @minItems 1
       *
       * Items: One link of the column.
       */
      links: Link[];
    }[];
    /**
     * The last line of the footer. {foundedYear} and {currentYear} are filled in when the page is shown; {currentYear} is required, so the year never goes stale.
     */
    copyright: string;
  };
}
/**
 * A plain link in the header.
 */
export interface HeaderLinkItem {
  /**
   * Always "link" for a plain link.
   */
  kind: 'link';
  /**
   * The words of the link.
   */
  label: string;
  /**
   * The page it leads to, a path of routes.json such as /blogs.
   */
  href: string;
}
/**
 * A drop-down of cards, each with an icon, a title and a short text.
 */
export interface HeaderCardsMenu {
  /**
   * Always "cards" for a drop-down of cards.
   */
  kind: 'cards';
  /**
   * A short unique name for the menu: lower-case letters, digits and dashes, e.g. products.
   */
  id: string;
  /**
   * The words in the header that open the drop-down, e.g. Products.
   */
  label: string;
  /**
   * The cards of the drop-down, in order.
   *
   * @minItems 1
   *
   * Items: One card: it leads to a page of the site.
   */
  cards: {
    /**
     * The card's title, e.g. CRM.
     */
    title: string;
    /**
     * A short line under the title.
     */
    text: string;
    /**
     * The page the card leads to, a path of routes.json such as /crm.
     */
    href: string;
    /**
     * The name of an icon from public/images/icons/, without .svg.
     */
    icon: string;
  }[];
}
/**
 * A drop-down of links, some of which may open a submenu.
 */
export interface HeaderListMenu {
  /**
   * Always "list" for a drop-down of links.
   */
  kind: 'list';
  /**
   * A short unique name for the menu: lower-case letters, digits and dashes, e.g. company.
   */
  id: string;
  /**
   * The words in the header that open the drop-down, e.g. Company.
   */
  label: string;
  /**
   * The links of the drop-down, top to bottom; an entry with "children" is a submenu.
   *
   * @minItems 1
   */
  links: (Submenu | Link)[];
}
/**
 * A submenu, opened on hover or keyboard focus.
 */
export interface Submenu {
  /**
   * The words that open the submenu.
   */
  label: string;
  /**
   * The links of the submenu, top to bottom.
   *
   * @minItems 1
   *
   * Items: One link of the submenu.
   */
  children: Link[];
}
/**
 * A text that leads somewhere when clicked.
 */
export interface Link {
  /**
   * The words of the link, as visitors read them.
   */
  label: string;
  /**
   * Where the link leads: a page of this site (/erp), a section of this page (#pricing), another site (https://…), an e-mail address (mailto:…) or a phone number (tel:…). Pages of this site must exist in routes.json.
   */
  href: string;
}
/**
 * A link that looks like a button.
 */
export interface Action {
  /**
   * The words on the button.
   */
  label: string;
  /**
   * Where the button leads: a page of this site (/erp), a section (#pricing), another site (https://…), mailto: or tel:. Pages of this site must exist in routes.json.
   */
  href: string;
  /**
   * How the button looks: primary (filled, for the main action), secondary, or outline. Primary if not set.
   */
  variant?: 'primary' | 'secondary' | 'outline';
}
export interface RoutesConfig {
  /**
   * Where the rules of this file are, so an editor can check it while you type. Leave it as it is.
   */
  $schema?: string;
  /**
   * Which address shows which page. Every page of pages/ that visitors can reach is listed here.
   *
   * @minItems 1
   */
  routes: Route[];
  /**
   * Old or short addresses that send visitors on to a page.
   */
  redirects: Redirect[];
  /**
   * The page shown for an address that does not exist: its file name in pages/ without .json.
   */
  notFoundPage: string;
}
/**
 * One address and the page it shows.
 */
export interface Route {
  /**
   * The path after the domain, in lower case, starting with / and without / at the end, e.g. /supply-chain.
   */
  path: string;
  /**
   * The page shown: its file name in pages/ without .json, e.g. supply-chain.
   */
  page: string;
}
/**
 * One address that forwards to another.
 */
export interface Redirect {
  /**
   * The address that forwards, e.g. /home-page. It may not also be a route.
   */
  from: string;
  /**
   * The page it forwards to, a path of routes.json.
   */
  to: string;
}
export interface FaqConfig {
  /**
   * Where the rules of this file are, so an editor can check it while you type. Leave it as it is.
   */
  $schema?: string;
  /**
   * The questions and answers, in the order shown.
   *
   * @minItems 1
   */
  items: FaqItem[];
}
/**
 * One question with its answer.
 */
export interface FaqItem {
  /**
   * A short unique name: lower-case letters, digits and dashes, e.g. what-is-erp.
   */
  id: string;
  /**
   * The question, as the visitor would ask it.
   */
  question: string;
  /**
   * The answer, shown when the question is opened.
   */
  answer: string;
}
/**
 * Shown by every serviceCards section. The server records each booking with the service's price and hands out only the checkout link written here.
 */
export interface ServicesConfig {
  /**
   * Where the rules of this file are, so an editor can check it while you type. Leave it as it is.
   */
  $schema?: string;
  /**
   * "test" while the checkout links are the payment provider's test links (no real payment is taken); "live" once the real payment links are in place.
   */
  checkoutMode: 'test' | 'live';
  /**
   * For the people who edit this file: where the checkout links come from and what still has to be done. Not shown on the site.
   */
  checkoutModeNote: string;
  /**
   * The host names of the hosted checkout pages, e.g. buy.stripe.com. Every checkoutUrl must be on one of them.
   *
   * @minItems 1
   *
   * Items: A host name in lower case, without https:// or a path, e.g. buy.stripe.com.
   */
  allowedCheckoutHosts: string[];
  /**
   * The currency of every price: US dollars, as on the checkout links.
   */
  currency: 'USD';
  /**
   * The words before the price, e.g. Service Starts From.
   */
  priceLabel: string;
  /**
   * The label of the booking button of each card.
   */
  buttonLabel: string;
  /**
   * The checkbox every card has: the visitor agrees to the policies before booking.
   */
  agreement: {
    /**
     * The label of the agreement checkbox, in parts: plain texts, and links to the policies. Each of terms, privacy and refund is linked once; the links open in a new tab so the card keeps its tick.
     *
     * @minItems 1
     */
    label: AgreementPart[];
    /**
     * Shown on a card whose button is pressed before the box is ticked.
     */
    alert: string;
  };
  /**
   * The services, shown in the order of their index.
   *
   * @minItems 1
   */
  services: ServiceOffering[];
}
/**
 * A piece of the label that links to one of the policies.
 */
export interface PolicyLink {
  /**
   * The words of the link, e.g. Terms of Service.
   */
  label: string;
  /**
   * The policy's page on this site, e.g. /terms-of-service. It must show a legal text with its "last updated" date.
   */
  href: string;
  /**
   * Which policy the link leads to; a booking records the version (lastUpdated) of that page's legal text.
   */
  policy: 'terms' | 'privacy' | 'refund';
}
/**
 * One paid service: its card and its checkout link.
 */
export interface ServiceOffering {
  /**
   * The service's number, 1 to the number of services, each used once. Bookings are recorded by it.
   */
  index: number;
  /**
   * The name of an icon from public/images/icons/, without .svg, shown at the top of the card.
   */
  icon: string;
  /**
   * The service's name, the card's title.
   */
  title: string;
  /**
   * What the service includes, a sentence or two on the card.
   */
  description: string;
  /**
   * The starting price in US dollars as a number, e.g. 52.5 for $52.50.
   */
  price: number;
  /**
   * The hosted checkout page of this service (https://…). Its host must be one of allowedCheckoutHosts.
   */
  checkoutUrl: string;
}
export interface PageConfig {
  /**
   * Where the rules of this file are, so an editor can check it while you type. Leave it as it is.
   */
  $schema?: string;
  /**
   * The title in the browser tab and in search results, 2 to 60 characters; the site's title pattern adds the brand name.
   */
  title: string;
  /**
   * The summary search engines show under the title, 50 to 170 characters.
   */
  description: string;
  /**
   * Words and phrases the page is about, for search engines.
   *
   * @minItems 1
   *
   * Items: Visible text. It may not be empty.
   */
  keywords: string[];
  /**
   * The picture shown when this page is shared on social networks; the site's sharing image if not set. The picture file, its description for people who cannot see it, and its size in pixels.
   */
  image?: Image;
  /**
   * Extra facts about this page for search engines (schema.org JSON-LD). The company and website facts are added to every page already. Usually left to a developer.
   *
   * Items: One schema.org object, e.g. a Product with its offers.
   */
  structuredData?: {
    /**
     * What the object describes, a schema.org type such as Product or SoftwareApplication.
     */
    '@type': string;
    [k: string]: unknown;
  }[];
  /**
   * Leave empty to show it at once. Before this date and time (in the site's time zone) it is not shown: not listed, not in the sitemap or the feed, and its address answers as not found. The site changes by itself at that moment.
   */
  showFrom?: string;
  /**
   * Leave empty to show it for good. From this date and time (in the site's time zone) it is no longer shown: it leaves every list, the sitemap and the feed, and its address answers that it is gone, or sends visitors on (below). The site changes by itself at that moment.
   */
  showUntil?: string;
  /**
   * Where its address leads once the show-until date has passed, a path of routes.json, e.g. /erp. Leave empty to answer that it is gone, with the site's not-found page.
   */
  endedRedirect?: string;
  /**
   * The blocks of the page, top to bottom. Each has a "type" (hero, cardGrid, faq, …) and the fields of that type. Exactly one hero or pageHeader holds the page's main heading.
   *
   * @minItems 1
   */
  sections: Section[];
}
/**
 * Cards of the blog's articles (type label, headline, date), newest first, each leading to its article; a few cards a page, with links to the pages of older articles. A new article joins the list by itself.
 */
export interface BlogListProps {
  /**
   * Which kind of section this is; always "blogList" here.
   */
  type: 'blogList';
  /**
   * Optional. A short name so links can lead straight to this section (/page#name): lower-case letters, digits and dashes, starting with a letter. Unique on the page.
   */
  id?: string;
  /**
   * The heading above the cards.
   */
  heading: string;
  /**
   * Optional. A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The words of the link at the bottom of each card, e.g. Read more.
   */
  readMoreLabel: string;
  /**
   * How many cards each page of the list shows (1 to 100); the older articles follow on the next pages.
   */
  perPage: number;
  /**
   * Optional. Articles that keep their place in the list whatever is published after them (place 1 is the first card); every other article fills the other places, newest first.
   *
   * Items: One article and the place it keeps.
   */
  pinned?: {
    /**
     * The article's slug: its file name in site-config/blog/ without .json, letter case as written.
     */
    slug: string;
    /**
     * Its place in the list, counted from 1 across all pages (13 is the first card of page 2 when a page shows 12).
     */
    place: number;
  }[];
  /**
   * Optional. Slugs of articles the list does not show; each keeps its own page at /blog/{slug}.
   */
  hidden?: string[];
  /**
   * The words of the link to the page before (newer articles), e.g. Newer articles.
   */
  newerLabel: string;
  /**
   * The words of the link to the next page (older articles), e.g. Older articles.
   */
  olderLabel: string;
  /**
   * Shown between the two links: {page} is replaced by the page's number and {pages} by the number of pages, e.g. Page {page} of {pages}.
   */
  pageLabel: string;
  /**
   * What screen readers call the group of page links, e.g. Blog pages.
   */
  pagesLabel: string;
  /**
   * The browser-tab title of pages 2, 3, …: {title} is replaced by the page's own title, {page} by the page's number and {pages} by the number of pages, e.g. {title} (page {page} of {pages}).
   */
  pageTitle: string;
}
/**
 * A heading and a grid of cards (icon, title, text, optional link).
 */
export interface CardGridProps {
  /**
   * Which kind of section this is; always "cardGrid" here.
   */
  type: 'cardGrid';
  /**
   * Optional. A short name so links can lead straight to this section (/page#name): lower-case letters, digits and dashes, starting with a letter. Unique on the page.
   */
  id?: string;
  /**
   * Optional. The heading above the cards; without it, the card titles are the section's headings.
   */
  heading?: string;
  /**
   * Optional. A sentence or two under the heading.
   */
  intro?: string;
  /**
   * How many cards stand side by side on a wide screen: 2, 3 or 4. 3 if not set; phones show one.
   */
  columns?: 2 | 3 | 4;
  /**
   * The section's background: light (white), tinted (pale) or dark. Light if not set.
   */
  tone?: 'light' | 'tinted' | 'dark';
  /**
   * The cards, in order.
   *
   * @minItems 1
   *
   * Items: One card.
   */
  cards: Card[];
}
/**
 * A box with an optional icon, a title, a short text and an optional link.
 */
export interface Card {
  /**
   * The name of an icon from public/images/icons/, without .svg, e.g. inventory. Optional.
   */
  icon?: string;
  /**
   * The card's heading.
   */
  title: string;
  /**
   * The card's text, a sentence or two.
   */
  text: string;
  /**
   * Optional. Where the card leads: a page of this site (/erp), a section (#pricing) or another site (https://…). Without a link text, the title itself becomes the link.
   */
  href?: string;
  /**
   * Optional. The words of a separate link under the text, e.g. Learn more. Needs a link address.
   */
  linkLabel?: string;
}
/**
 * The headline counters of site.json (products, clients, countries, years in business).
 */
export interface CountersProps {
  /**
   * Which kind of section this is; always "counters" here.
   */
  type: 'counters';
  /**
   * Optional. A short name so links can lead straight to this section (/page#name): lower-case letters, digits and dashes, starting with a letter. Unique on the page.
   */
  id?: string;
  /**
   * Optional. A heading above the figures, which come from the counters of site.json.
   */
  heading?: string;
}
/**
 * The questions of faq.json as an accordion: all closed at first, at most one open.
 */
export interface FaqProps {
  /**
   * Which kind of section this is; always "faq" here.
   */
  type: 'faq';
  /**
   * Optional. A short name so links can lead straight to this section (/page#name): lower-case letters, digits and dashes, starting with a letter. Unique on the page.
   */
  id?: string;
  /**
   * The heading above the questions, which come from faq.json.
   */
  heading: string;
  /**
   * Optional. A sentence or two under the heading.
   */
  intro?: string;
  /**
   * Optional. A picture beside the questions. The picture file, its description for people who cannot see it, and its size in pixels.
   */
  image?: Image;
}
/**
 * Embeds a form of site-config/forms/ by its id, with an optional heading and text above it.
 */
export interface FormProps {
  /**
   * Which kind of section this is; always "form" here.
   */
  type: 'form';
  /**
   * Optional. A short name so links can lead straight to this section (/page#name): lower-case letters, digits and dashes, starting with a letter. Unique on the page.
   */
  id?: string;
  /**
   * Which form to show: the file name of a form in forms/ without .json, e.g. demo.
   */
  form: string;
  /**
   * Optional. A heading above the form.
   */
  heading?: string;
  /**
   * Optional. A sentence or two under the heading.
   */
  intro?: string;
}
/**
 * The top of a page: the page's main heading (h1), a short text, buttons and an illustration.
 */
export interface HeroProps {
  /**
   * Which kind of section this is; always "hero" here.
   */
  type: 'hero';
  /**
   * Optional. A short name so links can lead straight to this section (/page#name): lower-case letters, digits and dashes, starting with a letter. Unique on the page.
   */
  id?: string;
  /**
   * Optional. A few words above the heading, e.g. Cloud ERP.
   */
  eyebrow?: string;
  /**
   * The page's main heading (the only one of its size on the page).
   */
  heading: string;
  /**
   * Optional. A sentence or two under the heading.
   */
  text?: string;
  /**
   * Optional buttons, left to right; the first is usually the primary one.
   *
   * Items: One button.
   */
  actions?: Action[];
  /**
   * Optional. The picture beside the text; it loads first, so keep it light. The picture file, its description for people who cannot see it, and its size in pixels.
   */
  image?: Image;
}
/**
 * Open positions; each applies by e-mail with the role in the subject, and is published as a schema.org JobPosting.
 */
export interface JobOpeningsProps {
  /**
   * Which kind of section this is; always "jobOpenings" here.
   */
  type: 'jobOpenings';
  /**
   * Optional. A short name so links can lead straight to this section (/page#name): lower-case letters, digits and dashes, starting with a letter. Unique on the page.
   */
  id?: string;
  /**
   * The section's heading.
   */
  heading: string;
  /**
   * Optional. A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The e-mail address the apply buttons write to.
   */
  applyEmail: string;
  /**
   * The button text; {role} is replaced by the title of the opening.
   */
  applyLabel: string;
  /**
   * The e-mail subject; {role} is replaced by the title of the opening. Default: the title alone.
   */
  applySubject?: string;
  /**
   * When the openings were published, as YYYY-MM-DD; search engines show it with the jobs.
   */
  datePosted: string;
  /**
   * The open positions, in order.
   *
   * @minItems 1
   */
  openings: JobOpening[];
}
/**
 * One open position.
 */
export interface JobOpening {
  /**
   * A short unique name, so links can lead to this opening: lower-case letters, digits and dashes, e.g. sales-engineer.
   */
  id: string;
  /**
   * The position's name, e.g. Sales Engineer.
   */
  title: string;
  /**
   * Where the job is, as shown, e.g. Austin, Texas or Remote.
   */
  location: string;
  /**
   * Optional. The two-letter code of the job's country in capitals, e.g. US, for search engines.
   */
  countryCode?: string;
  /**
   * FULL_TIME, PART_TIME, CONTRACTOR or INTERN.
   */
  employmentType: 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'INTERN';
  /**
   * A short description of the position.
   */
  summary: string;
  /**
   * What the person will do, one point per item.
   *
   * @minItems 1
   *
   * Items: Visible text. It may not be empty.
   */
  responsibilities: string[];
  /**
   * What the person should bring, one point per item.
   *
   * @minItems 1
   *
   * Items: Visible text. It may not be empty.
   */
  requirements: string[];
}
/**
 * A legal text (privacy policy, terms): numbered sections, each with a heading and an anchor id, and the date it was last updated.
 */
export interface LegalDocumentProps {
  /**
   * Which kind of section this is; always "legalDocument" here.
   */
  type: 'legalDocument';
  /**
   * Optional. A short name so links can lead straight to this section (/page#name): lower-case letters, digits and dashes, starting with a letter. Unique on the page.
   */
  id?: string;
  /**
   * The words before the date, e.g. Last updated.
   */
  lastUpdatedLabel: string;
  /**
   * The date of the current version, as YYYY-MM-DD. A booking records it as the version the visitor agreed to, so change it with every change of the text.
   */
  lastUpdated: string;
  /**
   * Optional. Paragraphs before the numbered parts, one per item.
   *
   * @minItems 1
   *
   * Items: Visible text. It may not be empty.
   */
  intro?: string[];
  /**
   * The numbered parts of the text, in order; a table of contents links to each.
   *
   * @minItems 1
   *
   * Items: One numbered part: its heading, paragraphs and optional bullet points.
   */
  sections: {
    /**
     * A short unique name, so links can lead to this part: lower-case letters, digits and dashes, e.g. cookies.
     */
    id: string;
    /**
     * The part's heading; its number is added.
     */
    heading: string;
    /**
     * The part's text, one paragraph per item.
     *
     * @minItems 1
     *
     * Items: Visible text. It may not be empty.
     */
    paragraphs: string[];
    /**
     * Optional. A list after the paragraphs, one point per item.
     *
     * Items: Visible text. It may not be empty.
     */
    bullets?: string[];
  }[];
}
/**
 * The client logos of site.json: a scrolling strip (pauses on hover, still for reduced motion) or a grid.
 */
export interface LogoStripProps {
  /**
   * Which kind of section this is; always "logoStrip" here.
   */
  type: 'logoStrip';
  /**
   * Optional. A short name so links can lead straight to this section (/page#name): lower-case letters, digits and dashes, starting with a letter. Unique on the page.
   */
  id?: string;
  /**
   * The heading above the client logos, which come from site.json.
   */
  heading: string;
  /**
   * Optional. A sentence or two under the heading.
   */
  intro?: string;
  /**
   * strip: one scrolling row (visitors can pause it); grid: all logos standing still in rows. Strip if not set.
   */
  layout?: 'strip' | 'grid';
}
/**
 * Dated cards linking to articles elsewhere (press releases), opened in a new tab.
 */
export interface NewsCardsProps {
  /**
   * Which kind of section this is; always "newsCards" here.
   */
  type: 'newsCards';
  /**
   * Optional. A short name so links can lead straight to this section (/page#name): lower-case letters, digits and dashes, starting with a letter. Unique on the page.
   */
  id?: string;
  /**
   * The section's heading.
   */
  heading: string;
  /**
   * Optional. A sentence or two under the heading.
   */
  intro?: string;
  /**
   * Optional. The words of each card's link, e.g. Read the article; the card's title if not set.
   */
  linkLabel?: string;
  /**
   * The news cards, in order.
   *
   * @minItems 1
   *
   * Items: One article published elsewhere.
   */
  items: {
    /**
     * When it was published, as YYYY-MM-DD; shown written out, e.g. October 01, 2024.
     */
    date: string;
    /**
     * The article's title.
     */
    title: string;
    /**
     * A sentence or two about it.
     */
    summary: string;
    /**
     * Where it was published, e.g. Business Wire.
     */
    outlet: string;
    /**
     * The article's address, starting with https://; it opens in a new tab.
     */
    href: string;
  }[];
}
/**
 * The offices of site.json as address cards with phone, plus the support, sales and info mailboxes.
 */
export interface OfficeListProps {
  /**
   * Which kind of section this is; always "officeList" here.
   */
  type: 'officeList';
  /**
   * Optional. A short name so links can lead straight to this section (/page#name): lower-case letters, digits and dashes, starting with a letter. Unique on the page.
   */
  id?: string;
  /**
   * The heading above the offices, which come from site.json.
   */
  heading: string;
  /**
   * Optional. A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The word before each office's phone number, e.g. Phone.
   */
  phoneLabel: string;
  /**
   * The heading above the e-mail addresses, e.g. Write to us.
   */
  mailboxesHeading: string;
  /**
   * The words before each e-mail address of site.json.
   */
  mailboxLabels: {
    /**
     * The words before the support address, e.g. Support.
     */
    support: string;
    /**
     * The words before the sales address, e.g. Sales.
     */
    sales: string;
    /**
     * The words before the info address, e.g. General questions.
     */
    info: string;
  };
}
/**
 * A title banner: the page's main heading (h1) with an optional short text and buttons, for pages without a hero.
 */
export interface PageHeaderProps {
  /**
   * Which kind of section this is; always "pageHeader" here.
   */
  type: 'pageHeader';
  /**
   * Optional. A short name so links can lead straight to this section (/page#name): lower-case letters, digits and dashes, starting with a letter. Unique on the page.
   */
  id?: string;
  /**
   * The page's main heading (the only one of its size on the page).
   */
  heading: string;
  /**
   * Optional. A sentence or two under the heading.
   */
  text?: string;
  /**
   * Optional buttons, left to right; the first is usually the primary one.
   *
   * Items: One button.
   */
  actions?: Action[];
}
/**
 * Price cards: plan name, price with its period, a note, a feature list and a button.
 */
export interface PricingPlansProps {
  /**
   * Which kind of section this is; always "pricingPlans" here.
   */
  type: 'pricingPlans';
  /**
   * Optional. A short name so links can lead straight to this section (/page#name): lower-case letters, digits and dashes, starting with a letter. Unique on the page.
   */
  id?: string;
  /**
   * The section's heading.
   */
  heading: string;
  /**
   * Optional. A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The price cards, left to right.
   *
   * @minItems 1
   *
   * Items: One price card.
   */
  plans: {
    /**
     * The plan's name, e.g. Standard.
     */
    name: string;
    /**
     * The words before the price, e.g. Starting at.
     */
    pricePrefix: string;
    /**
     * The price with its $ sign, e.g. $10 or $10.50.
     */
    price: string;
    /**
     * What the price is per, e.g. / user / month.
     */
    period: string;
    /**
     * Optional. A small line under the price, e.g. Billed yearly.
     */
    note?: string;
    /**
     * Set to true to make this card stand out, e.g. for the most popular plan.
     */
    highlight?: boolean;
    /**
     * What the plan includes, one point per item.
     *
     * @minItems 1
     *
     * Items: Visible text. It may not be empty.
     */
    features: string[];
    /**
     * The button at the bottom of the card.
     */
    action: Action;
  }[];
}
/**
 * Headed blocks of running text with optional bullet lists: for explanations that are not cards.
 */
export interface RichTextProps {
  /**
   * Which kind of section this is; always "richText" here.
   */
  type: 'richText';
  /**
   * Optional. A short name so links can lead straight to this section (/page#name): lower-case letters, digits and dashes, starting with a letter. Unique on the page.
   */
  id?: string;
  /**
   * The section's heading.
   */
  heading: string;
  /**
   * Optional. A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The section's background: light (white) or tinted (pale). Light if not set.
   */
  tone?: 'light' | 'tinted';
  /**
   * The blocks of text, in order.
   *
   * @minItems 1
   *
   * Items: An optional heading, paragraphs and optional bullet points.
   */
  blocks: {
    /**
     * Optional. The block's heading.
     */
    heading?: string;
    /**
     * The block's text, one paragraph per item.
     *
     * @minItems 1
     *
     * Items: Visible text. It may not be empty.
     */
    paragraphs: string[];
    /**
     * Optional. A list after the paragraphs, one point per item.
     *
     * Items: Visible text. It may not be empty.
     */
    bullets?: string[];
  }[];
}
/**
 * The paid services of services.json as cards: icon, title, description, starting price, the agreement checkbox and the booking button that leads to the service's checkout.
 */
export interface ServiceCardsProps {
  /**
   * Which kind of section this is; always "serviceCards" here.
   */
  type: 'serviceCards';
  /**
   * Optional. A short name so links can lead straight to this section (/page#name): lower-case letters, digits and dashes, starting with a letter. Unique on the page.
   */
  id?: string;
  /**
   * A heading above the cards; without it, the card titles are the section's headings.
   */
  heading?: string;
  /**
   * Optional. A sentence or two above the cards, which come from services.json.
   */
  intro?: string;
}
/**
 * A numbered list of steps, optionally beside an image.
 */
export interface StepListProps {
  /**
   * Which kind of section this is; always "stepList" here.
   */
  type: 'stepList';
  /**
   * Optional. A short name so links can lead straight to this section (/page#name): lower-case letters, digits and dashes, starting with a letter. Unique on the page.
   */
  id?: string;
  /**
   * The section's heading.
   */
  heading: string;
  /**
   * Optional. A sentence or two under the heading.
   */
  intro?: string;
  /**
   * Optional. A picture beside the steps. The picture file, its description for people who cannot see it, and its size in pixels.
   */
  image?: Image;
  /**
   * The steps, numbered in this order.
   *
   * @minItems 1
   *
   * Items: One step: a title and a short text.
   */
  steps: {
    /**
     * The step's title.
     */
    title: string;
    /**
     * What happens in this step.
     */
    text: string;
  }[];
}
/**
 * Client quotes, each with the person, role and company.
 */
export interface TestimonialsProps {
  /**
   * Which kind of section this is; always "testimonials" here.
   */
  type: 'testimonials';
  /**
   * Optional. A short name so links can lead straight to this section (/page#name): lower-case letters, digits and dashes, starting with a letter. Unique on the page.
   */
  id?: string;
  /**
   * The section's heading.
   */
  heading: string;
  /**
   * The client quotes, in order.
   *
   * @minItems 1
   *
   * Items: One quote and who said it.
   */
  items: {
    /**
     * What the client said, without quotation marks.
     */
    quote: string;
    /**
     * The person's name.
     */
    name: string;
    /**
     * The person's job title.
     */
    role: string;
    /**
     * The person's company.
     */
    company: string;
  }[];
}
/**
 * A heading with paragraphs (and optional bullet points and buttons) beside an image.
 */
export interface TextImageProps {
  /**
   * Which kind of section this is; always "textImage" here.
   */
  type: 'textImage';
  /**
   * Optional. A short name so links can lead straight to this section (/page#name): lower-case letters, digits and dashes, starting with a letter. Unique on the page.
   */
  id?: string;
  /**
   * Optional. A few words above the heading.
   */
  eyebrow?: string;
  /**
   * The section's heading.
   */
  heading: string;
  /**
   * The text, one paragraph per item.
   *
   * @minItems 1
   *
   * Items: Visible text. It may not be empty.
   */
  paragraphs: string[];
  /**
   * Optional. A list with ticks after the paragraphs, one point per item.
   *
   * Items: Visible text. It may not be empty.
   */
  bullets?: string[];
  /**
   * Optional buttons, left to right; the first is usually the primary one.
   *
   * Items: One button.
   */
  actions?: Action[];
  /**
   * The picture beside the text. The picture file, its description for people who cannot see it, and its size in pixels.
   */
  image: Image;
  /**
   * Which side the picture stands on, left or right, on a wide screen. Right if not set.
   */
  imageSide?: 'left' | 'right';
  /**
   * The section's background: light (white) or tinted (pale). Light if not set.
   */
  tone?: 'light' | 'tinted';
}
export interface BlogArticle {
  /**
   * Where the rules of this file are, so an editor can check it while you type. Leave it as it is.
   */
  $schema?: string;
  /**
   * The last part of the article's address, /blog/{slug}: letters, digits and dashes, letter case as written. Must equal the file name without .json.
   */
  slug: string;
  /**
   * The small label above the headline and on the blog card, e.g. Article, Event or News.
   */
  typeLabel: string;
  /**
   * The article's main heading, on its page and on its blog card.
   */
  headline: string;
  /**
   * The publication date as YYYY-MM-DD; shown written out, e.g. October 18, 2024.
   */
  date: string;
  /**
   * The title in the browser tab and in search results, 2 to 60 characters.
   */
  title: string;
  /**
   * The summary on the blog card and in search results, 50 to 170 characters.
   */
  description: string;
  /**
   * Words and phrases the article is about, for search engines.
   *
   * @minItems 1
   *
   * Items: Visible text. It may not be empty.
   */
  keywords: string[];
  /**
   * Who wrote it, shown under the headline.
   */
  author: string;
  /**
   * The picture at the top of the article, also shown when it is shared. The picture file, its description for people who cannot see it, and its size in pixels.
   */
  image: Image;
  /**
   * Leave empty to show it at once. Before this date and time (in the site's time zone) it is not shown: not listed, not in the sitemap or the feed, and its address answers as not found. The site changes by itself at that moment.
   */
  showFrom?: string;
  /**
   * Leave empty to show it for good. From this date and time (in the site's time zone) it is no longer shown: it leaves every list, the sitemap and the feed, and its address answers that it is gone, or sends visitors on (below). The site changes by itself at that moment.
   */
  showUntil?: string;
  /**
   * Where its address leads once the show-until date has passed, a path of routes.json, e.g. /erp. Leave empty to answer that it is gone, with the site's not-found page.
   */
  endedRedirect?: string;
  /**
   * The article in Markdown (CommonMark), one block per item, shown in order: a paragraph; a heading starting with ## or ###; a list of lines starting with - or 1. Inside the text: **bold**, *italic*, [link text](/path or https://…). HTML and pictures are not allowed, and the headline is the only top-level (#) heading. At least 3 blocks.
   *
   * @minItems 3
   *
   * Items: Visible text. It may not be empty.
   */
  body: string[];
}
export interface FormDefinition {
  /**
   * Where the rules of this file are, so an editor can check it while you type. Leave it as it is.
   */
  $schema?: string;
  /**
   * Equals the file name without .json; a page shows the form by this id.
   */
  id: string;
  schema: FormSchema;
  /**
   * The order of the fields and how each is shown (react-jsonschema-form uiSchema): ui:order, and per field ui:placeholder, ui:widget, ui:autocomplete, ui:showWhen, ui:enumNames (the words shown for each choice) and ui:wide (true: the field takes a whole row).
   */
  uiSchema: {
    /**
     * The field names in the order the form shows them; every field once ("*" stands for all fields not listed).
     */
    'ui:order'?: string[];
    /**
     * How one field is shown: ui:placeholder, ui:widget, ui:autocomplete, ui:inputType, ui:showWhen, ui:options.
     */
    [k: string]:
      | {
          /**
           * How the field is filled in, when not a plain text box (or, for choices, a list): textarea for several lines, hidden for a value the visitor does not see, geoCountry, geoState and geoCity for the place lists of the sign-up form. The site builds only these.
           */
          'ui:widget'?: 'text' | 'textarea' | 'select' | 'checkbox' | 'hidden' | 'geoCountry' | 'geoState' | 'geoCity';
          /**
           * Not allowed: every field is a text, a choice or a checkbox, drawn by the widget above.
           */
          'ui:field'?: never;
          /**
           * Options of the widget, e.g. { "rows": 4 } for a textarea, or the placeholders of the place lists.
           */
          'ui:options'?: {
            /**
             * Not allowed here: name the widget in ui:widget.
             */
            widget?: never;
            /**
             * Not allowed: every field is a text, a choice or a checkbox.
             */
            field?: never;
            [k: string]: unknown;
          };
          [k: string]: unknown;
        }
      | string[]
      | undefined;
  };
  /**
   * What the visitor reads for each field and broken rule: { "FirstName": { "required": "First Name is required." } }. Rule names: required, minLength, maxLength, pattern, enum, const, or the errorKey given beside a rule in the schema.
   */
  messages: {
    [k: string]: {
      /**
       * Visible text. It may not be empty.
       */
      [k: string]: string;
    };
  };
  /**
   * What the visitor reads when a rule is broken that Messages gives no sentence for, {field} standing for the field's label: {field} is not valid. Translated with the form, like the messages. Left out, that English sentence is used.
   */
  otherRuleMessage?: string;
  /**
   * What the server answers when a post carries a field the form does not have (a changed page, or a robot), {field} standing for the name it was sent under: "{field}" is not a field of this form. Translated with the form, like the messages. Left out, that English sentence is used.
   */
  unknownFieldMessage?: string;
  /**
   * Where the filled-in form is sent.
   */
  endpoint: {
    /**
     * Always POST.
     */
    method: 'POST';
    /**
     * A path on this site (/api/…), served by our server, or an https URL elsewhere.
     */
    url: string;
  };
  /**
   * How the entered data is shaped before it is sent.
   */
  payload?: {
    /**
     * Remove spaces at the start and end of every text.
     */
    trim?: boolean;
    /**
     * Fields from which every space is removed before sending, e.g. a phone number.
     */
    removeSpaces?: string[];
  };
  /**
   * Fields filled from the page address, e.g. ?product=crm selects CRM and ?topic=kaas selects Knowledge as a Service: one entry per parameter. The visitor can still change them.
   *
   * Items: Which address parameter fills which field, and with what answer for each of its values.
   */
  prefill?: {
    /**
     * The name after ? in the page address, in lower-case letters, e.g. product in /signup?product=crm.
     */
    queryParam: string;
    /**
     * The field that is filled in.
     */
    field: string;
    /**
     * For each value of the parameter, the answer filled in, e.g. { "crm": "CORCRM" }. The answer must be one of the field's choices.
     */
    values: {
      [k: string]: string;
    };
  }[];
  /**
   * The words on the form's send button.
   */
  submitLabel: string;
  /**
   * The words on the send button while the form is being sent, under the sending notice.
   */
  submittedLabel: string;
  /**
   * The notice over the whole screen while the form is being sent.
   */
  processingLabel: string;
  /**
   * What the visitor sees once the form is sent.
   */
  success: {
    /**
     * banner: a message above the button for durationMs; modal: a dialog with a title and an OK button.
     */
    kind?: 'banner' | 'modal';
    /**
     * The title of the thank-you window (modal only).
     */
    title?: string;
    /**
     * The thank-you message.
     */
    text: string;
    /**
     * The words on the button that closes the thank-you window (modal only), e.g. OK.
     */
    buttonLabel?: string;
    /**
     * How long the thank-you banner stays, in milliseconds: 1000 to 60000 (1 to 60 seconds).
     */
    durationMs: number;
    /**
     * Optional. A burst of confetti when the form is sent.
     */
    confetti?: {
      /**
       * How many pieces of confetti, 1 to 500.
       */
      particles: number;
      /**
       * How wide the burst spreads, in degrees, 1 to 360.
       */
      spread: number;
    };
  };
  /**
   * What the visitor reads when sending fails; the entered data stays.
   */
  failure: {
    /**
     * Shown when the form could not reach the server, e.g. because the visitor is offline.
     */
    network: string;
    /**
     * Shown when the server refuses an answer the browser accepted.
     */
    invalid: string;
    /**
     * Shown when the server refuses the form because the visitor's session has expired (the page was open very long, or cookies were cleared); the visitor should reload the page.
     */
    forbidden: string;
    /**
     * Shown when the visitor sent too many forms in a short time.
     */
    rateLimited: string;
    /**
     * Shown when the server fails; the visitor may try again later.
     */
    server: string;
  };
  /**
   * How our server keeps what is sent to this form's /api endpoint.
   */
  storage?: {
    /**
     * The submission type in the store and in npm run submissions.
     */
    type: string;
    /**
     * The field holding the visitor's e-mail address: every submission with the same address belongs to one lead (npm run submissions -- lead EMAIL).
     */
    leadEmail?: string;
    /**
     * One registration per product for a mobile number or e-mail address; a second one is refused with the message.
     */
    dedupe?: {
      /**
       * The field that holds the product.
       */
      product: string;
      /**
       * The field that holds the e-mail address.
       */
      email: string;
      /**
       * The field that holds the mobile number.
       */
      mobile: string;
      /**
       * Shown when this product already has a sign-up with that e-mail address or mobile number.
       */
      message: string;
    };
    /**
     * Also call the provisioning webhook (PROVISIONING_URL) with the submission.
     */
    webhook?: boolean;
  };
  /**
   * Mails our server sends after storing a submission. {Field} is replaced by what the visitor entered.
   */
  mails?: MailTemplate[];
  /**
   * How to read the server's answer. created: any 2xx is success. result: success when the answer's "result" equals okValue; otherwise its "message" is shown.
   */
  response?: {
    /**
     * created: any success answer means sent. result: sent only when the answer's "result" equals the expected value.
     */
    kind: 'created' | 'result';
    /**
     * With kind result: the "result" value that means success.
     */
    okValue?: string;
  };
  geo?: GeoConfig;
  terms?: TermsConfig;
}
/**
 * The rules, as a JSON Schema object. The same schema builds the form in the browser and checks the request on the server.
 */
export interface FormSchema {
  /**
   * Always "object": the form is a set of named fields.
   */
  type: 'object';
  /**
   * Always false: the server refuses fields the form does not have.
   */
  additionalProperties: false;
  /**
   * The names of the fields a visitor must fill in. Each needs a "required" message.
   */
  required?: string[];
  /**
   * Each field by its name (as sent to the server and used in mails, e.g. FirstName): its kind, label and rules.
   */
  properties: {
    [k: string]: FieldRules;
  };
  /**
   * Fields that become required when another is filled in: { "Currency": ["CurrencySymbol"] }.
   */
  dependencies?: {
    [k: string]: string[];
  };
  /**
   * With "then": rules that apply only when this condition holds.
   */
  if?: {
    [k: string]: unknown;
  };
  /**
   * What applies while the condition holds.
   */
  then?: {
    /**
     * The fields that become required when the condition holds.
     */
    required?: string[];
    [k: string]: unknown;
  };
}
/**
 * One field: its kind, its label and the rules its answer must keep.
 */
export interface FieldRules {
  /**
   * string for a text or a choice, boolean for a checkbox.
   */
  type: 'string' | 'boolean';
  /**
   * The field's label, shown above it and in the mails.
   */
  title: string;
  /**
   * A short hint shown under the field.
   */
  description?: string;
  /**
   * The fewest characters the visitor must enter.
   */
  minLength?: number;
  /**
   * The most characters the visitor may enter.
   */
  maxLength?: number;
  /**
   * A regular expression the answer must match, e.g. ^[0-9]+$ for digits only. Give it a message under messages.
   */
  pattern?: string;
  /**
   * The only answers allowed: the field becomes a list to choose from.
   *
   * @minItems 1
   */
  enum?: string[];
  /**
   * The one answer accepted, e.g. true for a box that must be ticked.
   */
  const?: string | boolean;
  /**
   * The answer filled in before the visitor changes it.
   */
  default?: string | boolean;
  /**
   * The name of the message (under messages) shown when this rule is broken, instead of the rule's own name.
   */
  errorKey?: string;
  /**
   * Extra rules, each with its own message: e.g. two patterns an e-mail address must match, one message each.
   *
   * Items: One more rule the answer must keep, and the name of its message.
   */
  allOf?: {
    /**
     * The fewest characters the visitor must enter.
     */
    minLength?: number;
    /**
     * The most characters the visitor may enter.
     */
    maxLength?: number;
    /**
     * A regular expression the answer must match, e.g. ^[0-9]+$ for digits only. Give it a message under messages.
     */
    pattern?: string;
    /**
     * The name of the message (under messages) shown when this rule is broken.
     */
    errorKey?: string;
  }[];
  /**
   * A syntax the site defines once, checked the same in the browser, on the server and by the mailer. email: an e-mail address we can send to (use it for every address field). noLinks: text that cannot become a link in a mail, with no web or e-mail address, no < or > and no phone number (use it for every field a mail to the visitor repeats, such as their name). phone: a telephone number, either with its country code (+971 50 123 4567, +91 98765 43210, +1 512 555 0143), checked against that country's numbering plan, or 10 digits without it. Give it a "format" message under messages.
   */
  format?: 'email' | 'noLinks' | 'phone';
}
/**
 * One mail sent after each submission.
 */
export interface MailTemplate {
  /**
   * sales, support or info (the mailboxes of site.json), or field:Email for the address the visitor entered.
   */
  to: string;
  /**
   * Optional. field:Email (or another field) so that answering the mail writes to the address the visitor entered.
   */
  replyTo?: string;
  /**
   * The mail's subject; {Field} is replaced by what the visitor entered, e.g. Demo request from {FirstName}.
   */
  subject: string;
  /**
   * The mail's paragraphs; {Field} is replaced by what the visitor entered.
   *
   * @minItems 1
   *
   * Items: Visible text. It may not be empty.
   */
  paragraphs: string[];
  /**
   * Append every field with its label.
   */
  listFields?: boolean;
  history?: MailHistory;
}
/**
 * Append the person's earlier submissions (same e-mail address, newest first, at most 10). Needs storage.leadEmail.
 */
export interface MailHistory {
  /**
   * The line before the list.
   */
  intro: string;
  /**
   * One line per earlier submission: {type} is its name from types, {date} its day (YYYY-MM-DD).
   */
  item: string;
  /**
   * The line written instead when there is no earlier submission.
   */
  none: string;
  /**
   * The name of each kind of submission (demo, trial, service) as the reader sees it.
   */
  types: {
    /**
     * Visible text. It may not be empty.
     */
    [k: string]: string;
  };
}
/**
 * Cascading country, state and city lists loaded from the endpoints.
 */
export interface GeoConfig {
  /**
   * The field that becomes the list of countries.
   */
  country: string;
  /**
   * The field that becomes the list of states of the chosen country.
   */
  state: string;
  /**
   * The field that becomes the list of cities of the chosen state.
   */
  city: string;
  /**
   * Where the lists are loaded from.
   */
  endpoints: {
    /**
     * The address of the country list, e.g. /api/geo/countries.
     */
    countries: string;
    /**
     * The address of a country's states, e.g. /api/geo/states.
     */
    states: string;
    /**
     * The address of a state's cities, e.g. /api/geo/cities.
     */
    cities: string;
  };
  /**
   * Fields filled from the chosen country while still empty.
   */
  fill?: {
    /**
     * The field that gets the country's currency code, e.g. USD.
     */
    currency?: string;
    /**
     * The field that gets the country's currency symbol, e.g. $.
     */
    currencySymbol?: string;
    /**
     * The field that gets the country's dialling code, e.g. +1.
     */
    dialCode?: string;
  };
  /**
   * Shown in a list while it loads.
   */
  loadingLabel: string;
  /**
   * Shown when a list could not be loaded.
   */
  loadFailed: string;
  /**
   * The credit line for the source of the country data, shown under the form.
   */
  credit: string;
}
/**
 * A checkbox the visitor must tick (not sent as a field); ticking it opens the agreement.
 */
export interface TermsConfig {
  /**
   * The words beside the checkbox.
   */
  label: string;
  /**
   * Shown when the visitor sends the form without ticking the box.
   */
  required: string;
  /**
   * The field whose value is the company named in the agreement.
   */
  companyField: string;
  /**
   * The field whose country code picks the governing law.
   */
  countryField: string;
  /**
   * {company}, {date} and {law} are filled in when the agreement is shown.
   */
  nda: {
    /**
     * The title of the agreement window.
     */
    title: string;
    /**
     * The agreement, one paragraph per item; {company}, {date} and {law} are filled in.
     *
     * @minItems 1
     *
     * Items: Visible text. It may not be empty.
     */
    paragraphs: string[];
    /**
     * The button that accepts the agreement.
     */
    agreeLabel: string;
    /**
     * The button that closes the window without accepting.
     */
    closeLabel: string;
    /**
     * The governing law for visitors of each country, by two-letter country code, e.g. { "US": "the laws of the State of Texas" }.
     */
    lawByCountry: {
      [k: string]: string;
    };
    /**
     * The governing law for every country not listed.
     */
    defaultLaw: string;
    /**
     * Used for {company} while the company field is empty.
     */
    companyFallback: string;
  };
}
export interface PressCoverage {
  /**
   * Where the rules of this file are, so an editor can check it while you type. Leave it as it is.
   */
  $schema?: string;
  /**
   * The outlets that carried our press releases. Kept as a record; not shown on the site.
   *
   * @minItems 1
   */
  entries: PressReport[];
}
/**
 * One outlet that carried a press release.
 */
export interface PressReport {
  /**
   * The report's number, each used once.
   */
  reportNumber: number;
  /**
   * The name of the publication or website.
   */
  outlet: string;
  /**
   * What kind of publication it is, one of the listed kinds.
   */
  type:
    | 'Online news'
    | 'Newspaper website'
    | 'Business portal'
    | 'Trade publication'
    | 'Press release distribution'
    | 'Broadcast website'
    | 'Blog';
  /**
   * The outlet's subject area, e.g. Business.
   */
  category: string;
  /**
   * The countries the outlet reaches, as two-letter codes in capitals, e.g. US, GB.
   *
   * @minItems 1
   */
  countries: string[];
  /**
   * The outlet's visits per month, as reported, a whole number.
   */
  monthlyVisits: number;
  /**
   * The address of the published report, starting with https://.
   */
  link: string;
}
/**
 * translations/<language>/<file> translates <file>: translations/ar/pages/home.json gives the Arabic texts of pages/home.json. Each text is named by where it is in that file; what is not here is shown in the site's main language.
 */
export interface TranslationConfig {
  /**
   * Where the rules of this file are, so an editor can check it while you type. Leave it as it is.
   */
  $schema?: string;
  /**
   * Each text by its place in the translated file, e.g. "/title" or "/sections/0/heading", with the main language's text it was translated from and the translation.
   */
  texts: {
    [k: string]: {
      /**
       * The main language's text when it was translated. When that text changes, the translation is listed as out of date.
       */
      source: string;
      /**
       * The text in this language.
       */
      text: string;
    };
  };
}

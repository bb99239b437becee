// TypeScript shapes of the site configuration. The JSON Schemas in schemas/ are the authority;
// these types mirror them for the code that reads already-validated config.
export interface Image {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface Link {
  label: string;
  href: string;
}

export interface Action extends Link {
  variant?: 'primary' | 'secondary' | 'outline';
}

export interface Card {
  icon?: string;
  title: string;
  text: string;
  href?: string;
  linkLabel?: string;
}

export interface Office {
  id: string;
  country: string;
  countryCode: string;
  label: string;
  addressLines: string[];
  phone: string;
}

export interface CounterItem {
  label: string;
  value?: number;
  yearsSinceFounded?: true;
  suffix?: string;
}

export interface SiteConfig {
  brand: { name: string; legalName: string; foundedYear: number; logo: Image; logoOnDark: Image };
  siteUrl: string;
  seo: { titleTemplate: string; defaultImage: Image; locale: string };
  contacts: { emails: { support: string; sales: string; info: string }; offices: Office[] };
  social: { network: string; label: string; href: string; icon: Image }[];
  counters: { items: CounterItem[]; projectFacts: number[] };
  clients?: Image[];
  theme: { colors: Record<string, string>; fontFamily: string; radius: string };
  ui: Record<string, string>;
}

export interface HeaderLinkItem {
  kind: 'link';
  label: string;
  href: string;
}

export interface HeaderCardsMenu {
  kind: 'cards';
  id: string;
  label: string;
  cards: { title: string; text: string; href: string; icon: string }[];
}

export interface Submenu {
  label: string;
  children: Link[];
}

export interface HeaderListMenu {
  kind: 'list';
  id: string;
  label: string;
  links: (Link | Submenu)[];
}

export type HeaderItem = HeaderLinkItem | HeaderCardsMenu | HeaderListMenu;

export interface NavigationConfig {
  header: { logoLabel: string; items: HeaderItem[]; buttons: Action[] };
  mobileMenu: Link[];
  footer: { about: string; columns: { heading: string; links: Link[] }[]; copyright: string };
}

export interface RoutesConfig {
  routes: { path: string; page: string }[];
  redirects: { from: string; to: string }[];
  notFoundPage: string;
}

export interface FaqConfig {
  items: { id: string; question: string; answer: string }[];
}

export interface SectionBase {
  type: string;
  id?: string;
}

export interface PageConfig {
  title: string;
  description: string;
  keywords: string[];
  image?: Image;
  structuredData?: Record<string, unknown>[];
  sections: SectionBase[];
}

export interface BlogArticle {
  slug: string;
  typeLabel: string;
  headline: string;
  date: string;
  title: string;
  description: string;
  keywords: string[];
  author: string;
  image: Image;
  body: string[];
}

// Every section type the page config may name, keyed by its "type", as Puck keys its components.
// Adding a section type (npm run new-section writes it all) is adding its schema in schemas/sections/ (then npm run schemas), its folder
// (component, test, index.ts) and one entry here: TypeScript refuses a missing or unknown key, and a
// component whose props are not its schema's type.
import { createElement, type ComponentType, type ReactElement } from 'react';
import type { Section } from '../shared/generated/config-types.ts';
import { blogList } from './blogList/index.ts';
import { cardGrid } from './cardGrid/index.ts';
import { counters } from './counters/index.ts';
import { faq } from './faq/index.ts';
import { form } from './form/index.ts';
import { hero } from './hero/index.ts';
import { jobOpenings } from './jobOpenings/index.ts';
import { legalDocument } from './legalDocument/index.ts';
import { logoStrip } from './logoStrip/index.ts';
import { newsCards } from './newsCards/index.ts';
import { officeList } from './officeList/index.ts';
import { pageHeader } from './pageHeader/index.ts';
import { pricingPlans } from './pricingPlans/index.ts';
import { richText } from './richText/index.ts';
import { serviceCards } from './serviceCards/index.ts';
import { stepList } from './stepList/index.ts';
import { testimonials } from './testimonials/index.ts';
import { textImage } from './textImage/index.ts';
import type { SectionDefinition, SectionPropsMap, SectionRegistry, SectionType } from './types.ts';

export const sectionRegistry = {
  blogList,
  cardGrid,
  counters,
  faq,
  form,
  hero,
  jobOpenings,
  legalDocument,
  logoStrip,
  newsCards,
  officeList,
  pageHeader,
  pricingPlans,
  richText,
  serviceCards,
  stepList,
  testimonials,
  textImage,
} satisfies SectionRegistry;

/** The definition of one type; called with a section's type and then its props, the two correlate. */
function definitionOf<T extends SectionType>(type: T): SectionDefinition<SectionPropsMap[T]> {
  const registry: SectionRegistry = sectionRegistry;
  const definition = registry[type];
  // The validator refuses unknown types; reaching this is a build error, never a silent blank.
  if (!definition) throw new Error(`no component for the section type "${type}"`);
  return definition;
}

function render<T extends SectionType>(type: T, props: SectionPropsMap[T], key: string): ReactElement {
  return createElement(definitionOf(type).component, { ...props, key });
}

/** A section rendered by the component registered for its type. */
export function renderSection(section: Section, key: string): ReactElement {
  return render(section.type, section, key);
}

/** The component of a section's type, typed for that section's props (an island's React root). */
export function sectionComponent(section: Section): ComponentType<Section> {
  return definitionOf(section.type).component as ComponentType<Section>;
}

/** The JSON-LD objects the sections of a page contribute (FAQPage, JobPosting, …). */
export function sectionStructuredData(sections: Section[]): Record<string, unknown>[] {
  return sections.flatMap((section) => definitionOf(section.type).structuredData?.(section) ?? []);
}

/** Loads the lazy parts of a page's sections, so it renders (or hydrates) without suspending. */
export async function preloadSections(sections: Section[]): Promise<void> {
  await Promise.all(sections.map((section) => definitionOf(section.type).preload?.(section)));
}

/** Whether React hydrates this section in the browser (its definition's client is 'island'). */
export function isIsland(section: Section): boolean {
  return definitionOf(section.type).client === 'island';
}

/** The browser module of a section type that declares a client, as the build manifest names it (scripts/build.ts builds each as an entry; the page lists its file). */
export function sectionClientModule(type: SectionType): string {
  return `src/sections/${type}/client.ts`;
}

/** A section client the browser starts on a page: the section type and its module. */
export interface PageClient {
  type: SectionType;
  module: string;
}

/**
 * What the browser loads for a page's sections, as source modules of the build manifest: the client
 * module of each type that runs in the browser, and the lazy parts its islands hydrate with. A page
 * whose sections declare no client gets none.
 */
export function sectionBrowserModules(sections: Section[]): { clients: PageClient[]; islandModules: string[] } {
  const types = [...new Set(sections.map((section) => section.type))].filter((type) => definitionOf(type).client);
  const islandModules = sections
    .filter(isIsland)
    .flatMap((section) => definitionOf(section.type).modules?.(section) ?? []);
  return {
    clients: types.map((type) => ({ type, module: sectionClientModule(type) })),
    islandModules: [...new Set(islandModules)],
  };
}

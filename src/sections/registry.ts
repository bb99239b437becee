// Every section type the page config may name, keyed by its "type". Adding a section type is adding
// its folder (component, test, index.ts), its schema in schemas/sections/, and one entry here.
import type { ComponentType } from 'react';
import type { SectionBase } from '../config/types.ts';
import { blogList } from './blogList/index.ts';
import { cardGrid } from './cardGrid/index.ts';
import { counters } from './counters/index.ts';
import { faqSection } from './faq/index.ts';
import { formSection } from './form/index.ts';
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
import type { SectionDefinition } from './types.ts';

const definitions = [
  blogList,
  cardGrid,
  counters,
  faqSection,
  formSection,
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
] as unknown as SectionDefinition[];

export const sectionRegistry: ReadonlyMap<string, SectionDefinition> = new Map(definitions.map((definition) => [definition.type, definition]));

export function sectionComponent(type: string): ComponentType<SectionBase> | undefined {
  return sectionRegistry.get(type)?.component;
}

/** The JSON-LD objects the sections of a page contribute (FAQPage, JobPosting, …). */
export function sectionStructuredData(sections: SectionBase[]): Record<string, unknown>[] {
  return sections.flatMap((section) => sectionRegistry.get(section.type)?.structuredData?.(section) ?? []);
}

/** Loads the lazy parts of a page's sections, so it renders (or hydrates) without suspending. */
export async function preloadSections(sections: SectionBase[]): Promise<void> {
  await Promise.all(sections.map((section) => sectionRegistry.get(section.type)?.preload?.(section)));
}

/** Source modules a page loads lazily at once, for modulepreload links. */
export function sectionModules(sections: SectionBase[]): string[] {
  return [...new Set(sections.flatMap((section) => sectionRegistry.get(section.type)?.modules?.(section) ?? []))];
}

// The types of the section registry, derived from the generated config types: the props of each
// section component are its schema's type, picked from the Section union by its "type".
import type { ComponentType } from 'react';
import type { Section } from '../shared/generated/config-types.ts';

export type SectionType = Section['type'];

/** Each section's props by its type: { hero: HeroProps, faq: FaqProps, … }. */
export type SectionPropsMap = { [S in Section as S['type']]: S };

/** What a section folder exports: its component, optionally the schema.org objects (JSON-LD) it
 *  adds to the page's head, and how its lazy parts load. */
export interface SectionDefinition<P> {
  component: ComponentType<P>;
  structuredData?: (props: P) => Record<string, unknown>[];
  /** Loads what the section needs before it can render without suspending (before hydration). */
  preload?: (props: P) => Promise<unknown>;
  /** Source modules the section loads lazily, for modulepreload links in the prerendered HTML. */
  modules?: (props: P) => string[];
}

/** Every section type with its definition: the registry must have exactly these keys. */
export type SectionRegistry = { [T in SectionType]: SectionDefinition<SectionPropsMap[T]> };

export function defineSection<P>(component: ComponentType<P>, extras: Omit<SectionDefinition<P>, 'component'> = {}): SectionDefinition<P> {
  return { component, ...extras };
}

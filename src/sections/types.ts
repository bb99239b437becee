// The types of the section registry, derived from the generated config types: the props of each
// section component are its schema's type, picked from the Section union by its "type".
import type { ComponentType } from 'react';
import type { Section } from '../shared/generated/config-types.ts';

export type SectionType = Section['type'];

/** Each section's props by its type: { hero: HeroProps, faq: FaqProps, … }. */
export type SectionPropsMap = { [S in Section as S['type']]: S };

/**
 * How a section runs in the visitor's browser. Pages are HTML rendered at build time; a section
 * without `client` ships no JavaScript at all.
 * - 'enhance': its folder's client.ts adds behaviour to the prerendered HTML, without React.
 * - 'island': React hydrates the section in the browser (its client.ts calls hydrateIslands); the
 *   section is rendered at build time as its own React root, with its props beside it as JSON.
 */
export type SectionClientKind = 'enhance' | 'island';

/** What a section's client.ts exports by default: started once per page, on the page's document. */
export type SectionClient = (root: ParentNode) => void | Promise<void>;

/** What a section folder exports: its component, optionally the schema.org objects (JSON-LD) it
 *  adds to the page's head, how its lazy parts load, and whether it runs in the browser. */
export interface SectionDefinition<P> {
  component: ComponentType<P>;
  structuredData?: (props: P) => Record<string, unknown>[];
  /** Loads what the section needs before it can render without suspending (before hydration). */
  preload?: (props: P) => Promise<unknown>;
  /** Source modules the section loads lazily, for modulepreload links in the prerendered HTML. */
  modules?: (props: P) => string[];
  /** Whether and how the section runs in the browser (see SectionClientKind); absent: HTML only. */
  client?: SectionClientKind;
}

/** Every section type with its definition: the registry must have exactly these keys. */
export type SectionRegistry = { [T in SectionType]: SectionDefinition<SectionPropsMap[T]> };

export function defineSection<P>(
  component: ComponentType<P>,
  extras: Omit<SectionDefinition<P>, 'component'> = {},
): SectionDefinition<P> {
  return { component, ...extras };
}

import type { ComponentType } from 'react';
import type { SectionBase } from '../config/types.ts';

export interface SectionLoading<P> {
  /** Loads what the section needs before it can render without suspending (before hydration). */
  preload?: (props: P) => Promise<unknown>;
  /** Source modules the section loads lazily, for modulepreload links in the prerendered HTML. */
  modules?: (props: P) => string[];
}

/** What a section folder exports: the type string of its schema, its component, optionally the
 *  schema.org objects (JSON-LD) it adds to the page's head, and how its lazy parts load. */
export interface SectionDefinition<P extends SectionBase = SectionBase> extends SectionLoading<P> {
  type: P['type'];
  component: ComponentType<P>;
  structuredData?: (props: P) => Record<string, unknown>[];
}

export function defineSection<P extends SectionBase>(
  type: P['type'],
  component: ComponentType<P>,
  structuredData?: (props: P) => Record<string, unknown>[],
  loading: SectionLoading<P> = {},
): SectionDefinition<P> {
  return { type, component, ...(structuredData ? { structuredData } : {}), ...loading };
}

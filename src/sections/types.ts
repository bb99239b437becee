import type { ComponentType } from 'react';
import type { SectionBase } from '../config/types.ts';

/** What a section folder exports: the type string of its schema, its component, and optionally the
 *  schema.org objects (JSON-LD) it contributes to the page's head. */
export interface SectionDefinition<P extends SectionBase = SectionBase> {
  type: P['type'];
  component: ComponentType<P>;
  structuredData?: (props: P) => Record<string, unknown>[];
}

export function defineSection<P extends SectionBase>(
  type: P['type'],
  component: ComponentType<P>,
  structuredData?: (props: P) => Record<string, unknown>[],
): SectionDefinition<P> {
  return structuredData ? { type, component, structuredData } : { type, component };
}

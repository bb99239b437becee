// What the field templates and widgets need to know beyond their own props, passed as RJSF's
// formContext. Kept as plain data: RJSF compares it deeply (ignoring functions) to decide whether
// fields re-render.
import type { FormValues } from '../shared/forms/definition.ts';
import type { GeoLists } from './use-geo.ts';

export interface FormContext {
  /** Errors show for a field once the visitor has left it, or after a submit attempt; never before. */
  touched: string[];
  attempted: boolean;
  /** The current values, for fields shown only when another has a given value. */
  values: FormValues;
  geo?: GeoLists;
  geoLabels?: { loading: string; failed: string };
}

export function shouldShowErrors(context: FormContext | undefined, fieldId: string): boolean {
  return context !== undefined && (context.attempted || context.touched.includes(fieldId));
}

export { errorId } from '../shared/forms/field-markup.ts';

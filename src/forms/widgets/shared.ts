import { descriptionId, type WidgetProps } from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';
import { errorId, shouldShowErrors, type FormContext } from '../form-context.ts';

/** The field's help text, if it has one: its schema's description, or the uiSchema's in its place (a
 *  translation puts it there: src/shared/translation.ts, translatedForm). */
export function helpTextOf(
  schema: { description?: unknown },
  uiSchema?: { 'ui:description'?: unknown },
): string | undefined {
  const help = uiSchema?.['ui:description'] ?? schema.description;
  return typeof help === 'string' && help.trim() !== '' ? help : undefined;
}

/** The ARIA wiring every input shares: invalid state, and the ids of its help text and visible error. */
export function ariaFor(props: WidgetProps): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const showing =
    Boolean(props.rawErrors?.length) &&
    shouldShowErrors(props.registry.formContext as FormContext | undefined, props.id);
  const describedBy = [
    ...(helpTextOf(props.schema, props.uiSchema) ? [descriptionId(props.id)] : []),
    ...(showing ? [errorId(props.id)] : []),
  ].join(' ');
  return { ...(showing ? { 'aria-invalid': true } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}) };
}

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** How every input reports to RJSF: an emptied field is undefined, so "required" catches it. */
export function fieldEvents({ id, onChange, onBlur, onFocus }: WidgetProps) {
  return {
    onChange: (event: ChangeEvent<FieldElement>) =>
      onChange(event.target.value === '' ? undefined : event.target.value),
    onBlur: (event: FocusEvent<FieldElement>) => onBlur(id, event.target.value),
    onFocus: (event: FocusEvent<FieldElement>) => onFocus(id, event.target.value),
  };
}

export function uiOption<T>(props: WidgetProps, name: string): T | undefined {
  return (props.uiSchema?.[`ui:${name}`] ?? props.options?.[name]) as T | undefined;
}

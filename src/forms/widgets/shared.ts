import type { WidgetProps } from '@rjsf/utils';
import { errorId, shouldShowErrors, type FormContext } from '../error-visibility.ts';

/** The ARIA wiring every input shares: invalid state and the id of its visible error. */
export function ariaFor(props: WidgetProps): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const showing = Boolean(props.rawErrors?.length) && shouldShowErrors(props.registry.formContext as FormContext | undefined, props.id);
  return showing ? { 'aria-invalid': true, 'aria-describedby': errorId(props.id) } : {};
}

export function uiOption<T>(props: WidgetProps, name: string): T | undefined {
  return (props.uiSchema?.[`ui:${name}`] ?? props.options?.[name]) as T | undefined;
}

import type { WidgetProps } from '@rjsf/utils';
import { ChoiceSelect } from './ChoiceSelect.tsx';

/** The field's own choices (its enum), with the placeholder as the empty first option. */
export function SelectWidget(props: WidgetProps) {
  const choices = (props.options.enumOptions ?? []) as { value: string; label: string }[];
  return (
    <ChoiceSelect
      widget={props}
      choices={choices}
      prompt={props.placeholder || ''}
      disabled={Boolean(props.disabled || props.readonly)}
    />
  );
}

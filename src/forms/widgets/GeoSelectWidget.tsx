import type { WidgetProps } from '@rjsf/utils';
import type { FormContext } from '../error-visibility.ts';
import type { GeoLists } from '../use-geo.ts';
import { ariaFor, uiOption } from './shared.ts';

/** A select whose choices come from one of the geo lists (countries, states or cities). */
function GeoSelect({ list, ...props }: WidgetProps & { list: keyof GeoLists }) {
  const { id, value, required, onChange, onBlur, onFocus, placeholder } = props;
  const context = props.registry.formContext as FormContext;
  const current = context.geo?.[list];
  const labels = context.geoLabels;
  const ready = current?.status === 'ready';
  const empty = ready && current.options.length === 0;
  let prompt = placeholder || '';
  if (current?.status === 'loading') prompt = labels?.loading ?? prompt;
  else if (current?.status === 'failed') prompt = labels?.failed ?? prompt;
  else if (current?.status === 'idle') prompt = uiOption<string>(props, 'waitingPlaceholder') ?? prompt;
  else if (empty) prompt = uiOption<string>(props, 'emptyPlaceholder') ?? prompt;
  return (
    <select
      id={id}
      name={id}
      className="form__input form__select"
      value={value ?? ''}
      required={required}
      disabled={!ready || empty || props.disabled}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      {...ariaFor(props)}
    >
      <option value="">{prompt}</option>
      {(current?.options ?? []).map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

export const geoWidgets = {
  geoCountry: (props: WidgetProps) => <GeoSelect {...props} list="countries" />,
  geoState: (props: WidgetProps) => <GeoSelect {...props} list="states" />,
  geoCity: (props: WidgetProps) => <GeoSelect {...props} list="cities" />,
};

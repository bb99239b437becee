import type { WidgetProps } from '@rjsf/utils';
import type { FormContext } from '../form-context.ts';
import type { GeoLists } from '../use-geo.ts';
import { ChoiceSelect } from './ChoiceSelect.tsx';
import { uiOption } from './shared.ts';

/** A select whose choices come from one of the geo lists (countries, states or cities). */
function GeoSelect({ list, ...props }: WidgetProps & { list: keyof GeoLists }) {
  const context = props.registry.formContext as FormContext;
  const current = context.geo?.[list];
  const labels = context.geoLabels;
  const ready = current?.status === 'ready';
  const empty = ready && current.options.length === 0;
  let prompt = props.placeholder || '';
  if (current?.status === 'loading') prompt = labels?.loading ?? prompt;
  else if (current?.status === 'failed') prompt = labels?.failed ?? prompt;
  else if (current?.status === 'idle') prompt = uiOption<string>(props, 'waitingPlaceholder') ?? prompt;
  else if (empty) prompt = uiOption<string>(props, 'emptyPlaceholder') ?? prompt;
  return (
    <ChoiceSelect
      widget={props}
      choices={current?.options ?? []}
      prompt={prompt}
      disabled={!ready || empty || Boolean(props.disabled)}
    />
  );
}

export const geoWidgets = {
  geoCountry: (props: WidgetProps) => <GeoSelect {...props} list="countries" />,
  geoState: (props: WidgetProps) => <GeoSelect {...props} list="states" />,
  geoCity: (props: WidgetProps) => <GeoSelect {...props} list="cities" />,
};

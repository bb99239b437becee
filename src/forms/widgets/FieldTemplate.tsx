import { descriptionId, type FieldTemplateProps } from '@rjsf/utils';
import { meetsShowWhen, showWhenIn } from '../../shared/forms/show-when.ts';
import { FIELD_ERROR_CLASS, FIELD_HAS_ERROR_CLASS } from '../../shared/forms/field-markup.ts';
import { errorId, shouldShowErrors, type FormContext } from '../form-context.ts';
import { helpTextOf } from './shared.ts';

/** Label, help text, input and (once the visitor has had a go) the field's message, tied to the input. */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, required, displayLabel, children, rawErrors, hidden, registry, classNames } = props;
  if (hidden) return <div hidden>{children}</div>;
  // Fields shown only when another field has a given value (ui:showWhen).
  if (!meetsShowWhen(showWhenIn(props.uiSchema), (registry.formContext as FormContext | undefined)?.values ?? {}))
    return null;
  // The root object only wraps the fields.
  if (props.schema.type === 'object') return children;
  const errors = rawErrors ?? [];
  const showing = errors.length > 0 && shouldShowErrors(registry.formContext as FormContext | undefined, id);
  // "ui:wide": the field takes a whole row where fields stand two by two (as text areas always do).
  const help = helpTextOf(props.schema, props.uiSchema);
  const wide = (props.uiSchema as { 'ui:wide'?: boolean } | undefined)?.['ui:wide'] === true;
  return (
    <div
      className={`form__field${showing ? ` ${FIELD_HAS_ERROR_CLASS}` : ''}${wide ? ' form__field--wide' : ''} ${classNames ?? ''}`.trim()}
    >
      {displayLabel && (
        <label htmlFor={id} className="form__label">
          {label}
          {required && (
            <span className="form__required" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </label>
      )}
      {/* A checkbox (RJSF's own widget) shows its help text itself, beside its box. */}
      {help && props.schema.type !== 'boolean' && (
        <p className="form__help" id={descriptionId(id)}>
          {help}
        </p>
      )}
      {children}
      {showing && (
        <p className={FIELD_ERROR_CLASS} id={errorId(id)}>
          {errors[0]}
        </p>
      )}
    </div>
  );
}

// An entry of a map in a generated form (a form's field layouts or messages, keyed by field name):
// its name is edited in a text box that always has its label. RJSF's own template shows that label
// only beside a plain value, so a name whose value is a group of settings had an unlabelled input.
import {
  ADDITIONAL_PROPERTY_FLAG,
  buttonId,
  TranslatableString,
  type WrapIfAdditionalTemplateProps,
} from '@rjsf/utils';

export function AdditionalPropertyTemplate(props: WrapIfAdditionalTemplateProps) {
  const {
    id,
    classNames,
    style,
    disabled,
    label,
    onKeyRenameBlur,
    onRemoveProperty,
    readonly,
    schema,
    children,
    uiSchema,
    registry,
  } = props;
  if (!(ADDITIONAL_PROPERTY_FLAG in schema)) {
    return (
      <div className={classNames} style={style}>
        {children}
      </div>
    );
  }
  const { RemoveButton } = registry.templates.ButtonTemplates;
  const keyId = `${id}-key`;
  return (
    <div className={`${classNames ?? ''} additional-property`.trim()} style={style}>
      <div className="additional-property__name">
        <label htmlFor={keyId}>{registry.translateString(TranslatableString.KeyLabel, [label])}</label>
        <input
          type="text"
          className="form-control"
          id={keyId}
          onBlur={onKeyRenameBlur}
          defaultValue={label}
          key={label}
        />
      </div>
      <div className="additional-property__value">{children}</div>
      <RemoveButton
        id={buttonId(id, 'remove')}
        disabled={disabled || readonly}
        onClick={onRemoveProperty}
        uiSchema={uiSchema}
        registry={registry}
      />
    </div>
  );
}

// The editor's own inputs for react-jsonschema-form: a link with the site's pages and sections
// offered as one types, an icon chosen by name with its picture, Markdown with its rendering, an image
// chosen in the media library (its width and height read from the file), and text buttons for lists.
import {
  type ArrayFieldItemTemplateProps,
  type FieldProps,
  type IconButtonProps,
  type MultiSchemaFieldTemplateProps,
  type RegistryWidgetsType,
  type WidgetProps,
} from '@rjsf/utils';
import { useId, useMemo, type ChangeEvent } from 'react';
import { articleHtml } from '../../shared/article-markdown.ts';
import { iconPath } from '../../shared/config-check/asset-checks.ts';
import { fill, text } from '../strings.ts';
import { LINK_TARGETS_ID, type EditorFormContext } from './context.ts';

function contextOf(props: { registry: { formContext?: unknown } }): EditorFormContext {
  return props.registry.formContext as EditorFormContext;
}

/** An empty input means "not set": the property is left out (the validator then says if it is needed). */
function emptyAsUndefined(
  event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
): string | undefined {
  return event.target.value === '' ? undefined : event.target.value;
}

function describedBy(id: string): string {
  return `${id}__description ${id}__error`;
}

/** What a text input or box of the editor's widgets shares: its value, state and events. */
function textProps({ id, value, required, disabled, readonly, onChange, onBlur, onFocus }: WidgetProps) {
  return {
    id,
    className: 'form-control',
    value: typeof value === 'string' ? value : '',
    required,
    disabled: disabled || readonly,
    'aria-describedby': describedBy(id),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(emptyAsUndefined(event)),
    onBlur: (event: { target: { value: string } }) => onBlur(id, event.target.value),
    onFocus: (event: { target: { value: string } }) => onFocus(id, event.target.value),
  };
}

export function LinkWidget(props: WidgetProps) {
  return <input type="text" list={LINK_TARGETS_ID} {...textProps(props)} />;
}

export function IconWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, onChange } = props;
  const { icons } = contextOf(props);
  const name = typeof value === 'string' ? value : '';
  return (
    <div className="icon-widget">
      <select
        id={id}
        className="form-control"
        value={name}
        required={required}
        disabled={disabled || readonly}
        aria-describedby={describedBy(id)}
        onChange={(event) => onChange(emptyAsUndefined(event))}
      >
        <option value="">{text.iconNone}</option>
        {!icons.includes(name) && name !== '' && <option value={name}>{name}</option>}
        {icons.map((icon) => (
          <option key={icon} value={icon}>
            {icon}
          </option>
        ))}
      </select>
      {icons.includes(name) && (
        <img
          className="icon-widget__preview"
          src={`.${iconPath(name)}`}
          alt={fill(text.iconPreview, { name })}
          width={32}
          height={32}
        />
      )}
    </div>
  );
}

/** The time zones the browser knows, for the site's time zone (site.json): chosen, not typed. */
const TIME_ZONES: readonly string[] = ['UTC', ...Intl.supportedValuesOf('timeZone')];

export function TimeZoneWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, onChange } = props;
  const zone = typeof value === 'string' ? value : '';
  return (
    <select
      id={id}
      className="form-control"
      value={zone}
      required={required}
      disabled={disabled || readonly}
      aria-describedby={describedBy(id)}
      onChange={(event) => onChange(emptyAsUndefined(event))}
    >
      <option value="">{text.timeZoneNone}</option>
      {!TIME_ZONES.includes(zone) && zone !== '' && <option value={zone}>{zone}</option>}
      {TIME_ZONES.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </select>
  );
}

/** A date and time in the site's time zone (show from, show until), with the browser's date and time picker. */
export function LocalTimeWidget(props: WidgetProps) {
  return <input type="datetime-local" step={60} {...textProps(props)} />;
}

/** A colour as #rrggbb: typed, or chosen with the browser's colour picker beside it. */
export function ColourWidget(props: WidgetProps) {
  const value = typeof props.value === 'string' ? props.value : '';
  const valid = /^#[0-9a-fA-F]{6}$/.test(value);
  return (
    <div className="colour-widget">
      <input
        type="color"
        className="colour-widget__picker"
        value={valid ? value.toLowerCase() : '#000000'}
        aria-label={fill(text.colourPicker, { name: props.label || props.name })}
        disabled={props.disabled || props.readonly}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <input type="text" {...textProps(props)} />
    </div>
  );
}

export function MarkdownWidget(props: WidgetProps) {
  const { opensInNewTab } = contextOf(props);
  const source = typeof props.value === 'string' ? props.value : '';
  // Rendered as the site's build renders it (CommonMark, no HTML let through).
  const html = useMemo(() => articleHtml([source], opensInNewTab), [source, opensInNewTab]);
  return (
    <div className="markdown-widget">
      <textarea rows={6} {...textProps(props)} />
      <section className="markdown-widget__preview" aria-label={text.markdownPreview}>
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </section>
    </div>
  );
}

interface ImageValue {
  src?: string;
  alt?: string;
  width?: number;
  height?: number;
  decorative?: boolean;
}

/**
 * An image: its picture chosen in the media library (or uploaded there, with its description), its
 * size taken from the file, its description typed, or "decorative" ticked where the schema has it.
 */
export function ImageField(props: FieldProps) {
  const { formData, onChange, fieldPathId, schema, required, disabled, readonly, errorSchema } = props;
  const { images, openLibrary } = contextOf(props);
  const baseId = fieldPathId.$id;
  const value = (formData ?? {}) as ImageValue;
  const chosen = images.find((image) => image.src === value.src);
  const properties = (schema.properties ?? {}) as Record<string, { title?: string; description?: string }>;
  const allowDecorative = 'decorative' in properties;
  const errors = (name: string) =>
    (errorSchema as Record<string, { __errors?: string[] }> | undefined)?.[name]?.__errors ?? [];
  const ownErrors = (errorSchema as { __errors?: string[] } | undefined)?.__errors ?? [];
  const legendId = useId();
  const set = (next: ImageValue | undefined) => onChange(next as never, fieldPathId.path);
  const described = (next: ImageValue, decorative: boolean): ImageValue => {
    const { decorative: _was, ...rest } = next;
    return decorative && allowDecorative ? { ...rest, alt: '', decorative: true } : rest;
  };
  const pick = () =>
    openLibrary({
      kind: 'pick',
      current: value.src,
      allowDecorative,
      onPick: (image, description) => {
        const next = { ...value, src: image.src, width: image.width, height: image.height };
        if (description) set(described({ ...next, alt: description.alt }, description.decorative));
        // Another picture: the description of the one it replaces no longer tells what it shows, so
        // it starts empty (a problem at the field until the new one is described); a decorative
        // picture stays decorative.
        else if (image.src !== value.src && value.decorative !== true) set({ ...next, alt: '' });
        else set({ ...next, alt: value.alt ?? '' });
      },
    });
  const off = disabled || readonly;
  return (
    <fieldset className="image-field" id={baseId} aria-labelledby={legendId}>
      <legend id={legendId}>{schema.title ?? props.name}</legend>
      {schema.description && <p className="field-description">{schema.description}</p>}
      {/* Until a picture is chosen its description has no box: what is asked of it is said here. */}
      <ErrorLines
        id={`${baseId}__error`}
        errors={value.src ? ownErrors : [...ownErrors, ...errors('alt'), ...errors('decorative')]}
      />
      {value.src ? (
        <div className="image-field__chosen">
          {chosen && (
            <img
              src={`.${chosen.src}`}
              alt=""
              width={Math.min(160, chosen.width)}
              height={Math.round((Math.min(160, chosen.width) / chosen.width) * chosen.height)}
            />
          )}
          <div>
            <p className="image-field__name">{value.src}</p>
            {value.width !== undefined && value.height !== undefined && (
              <p>{fill(text.imageSize, { width: value.width, height: value.height })}</p>
            )}
          </div>
        </div>
      ) : (
        <p>{text.imageNone}</p>
      )}
      <div className="image-field__buttons">
        <button
          type="button"
          id={`${baseId}_src`}
          className="button button--small"
          disabled={off}
          aria-haspopup="dialog"
          aria-describedby={`${legendId} ${baseId}_src__error`}
          onClick={pick}
        >
          {text.imageChoose}
        </button>
        {!required && value.src && (
          <button type="button" className="button button--small" disabled={off} onClick={() => set(undefined)}>
            {text.imageRemove}
          </button>
        )}
      </div>
      <ErrorLines id={`${baseId}_src__error`} errors={[...errors('src'), ...errors('width'), ...errors('height')]} />
      {value.src && (
        <>
          <label htmlFor={`${baseId}_alt`}>{properties.alt?.title ?? 'alt'}</label>
          <p className="field-description" id={`${baseId}_alt__description`}>
            {properties.alt?.description}
          </p>
          <input
            id={`${baseId}_alt`}
            type="text"
            className="form-control"
            value={value.alt ?? ''}
            disabled={off || value.decorative === true}
            aria-describedby={`${baseId}_alt__description ${baseId}_alt__error`}
            onChange={(event) => set({ ...value, alt: event.target.value })}
          />
          <ErrorLines id={`${baseId}_alt__error`} errors={[...errors('alt'), ...errors('decorative')]} />
          {allowDecorative && (
            <label className="image-field__check">
              <input
                type="checkbox"
                id={`${baseId}_decorative`}
                checked={value.decorative === true}
                disabled={off}
                onChange={(event) => set(described(value, event.target.checked))}
              />{' '}
              {properties.decorative?.title ?? text.media.upload.decorative}
            </label>
          )}
        </>
      )}
    </fieldset>
  );
}

function ErrorLines({ id, errors }: { id: string; errors: string[] }) {
  if (errors.length === 0) return <span id={id} hidden />;
  return (
    <ul className="field-errors" id={id}>
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

function TextButton({
  label,
  className,
  iconType: _iconType,
  icon: _icon,
  uiSchema: _uiSchema,
  registry: _registry,
  ...rest
}: IconButtonProps & { label: string }) {
  return (
    <button type="button" className={`button button--small ${className ?? ''}`} {...rest}>
      {label}
    </button>
  );
}

export const buttonTemplates = {
  AddButton: (props: IconButtonProps) => <TextButton {...props} label={text.add} />,
  RemoveButton: (props: IconButtonProps) => <TextButton {...props} label={text.removeItem} />,
  MoveUpButton: (props: IconButtonProps) => <TextButton {...props} label={text.moveItemUp} />,
  MoveDownButton: (props: IconButtonProps) => <TextButton {...props} label={text.moveItemDown} />,
  CopyButton: (props: IconButtonProps) => <TextButton {...props} label={text.copyItem} />,
  // The editor saves the whole config with its own button.
  SubmitButton: () => null,
};

/**
 * One entry of a list: its fields the whole width, its buttons (Move up, Move down, Remove) in a row
 * under them. RJSF's own template puts them side by side, which left nested fields a few words wide.
 */
export function ListEntryTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, className, buttonsProps, hasToolbar, registry } = props;
  const { ArrayFieldItemButtonsTemplate: Buttons } = registry.templates;
  return (
    <div className={`${className ?? ''} list-entry`}>
      <div className="list-entry__field">{children}</div>
      {hasToolbar && (
        <div className="list-entry__buttons">
          <Buttons {...buttonsProps} />
        </div>
      )}
    </div>
  );
}

/** An entry that can be of several kinds (a text or a link, a number or a count of years): its kind is chosen in a labelled list. */
export function MultiSchemaFieldTemplate({ selector, optionSchemaField }: MultiSchemaFieldTemplateProps) {
  return (
    <div className="multi-choice">
      <label className="multi-choice__selector">
        {text.choiceLabel}
        {selector}
      </label>
      {optionSchemaField}
    </div>
  );
}

export const widgets: RegistryWidgetsType = {
  link: LinkWidget,
  icon: IconWidget,
  markdown: MarkdownWidget,
  colour: ColourWidget,
  timeZone: TimeZoneWidget,
  localTime: LocalTimeWidget,
};
/** A value the marketer does not choose (a constant, a keyword never allowed): nothing to show, the value stays. */
function FixedField() {
  return null;
}

export const fields = { image: ImageField, fixed: FixedField };

// The settings of one field: label, kind, required, choices (of a choice), placeholder, help text, and for
// each rule it has the sentence a visitor reads when it fails, labelled by when it is shown.
import { useState } from 'react';
import { text } from '../strings.ts';
import { changeField, changeKind, type FieldChange } from './field-list.ts';
import { FIELD_KINDS, type BuilderField, type FieldKind, type RuleName } from './form-fields.ts';

const words = text.formBuilder;

/** An edit of the builder's list, applied to the list of the moment. */
export type ListStep = (fields: readonly BuilderField[]) => BuilderField[];

/** The choices typed one per line, without blank lines. */
function linesOf(value: string): string[] {
  return value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

function ruleLabel(rule: RuleName, kind: BuilderField['kind']): string {
  if (kind === 'checkbox' || rule === 'const') return words.rules.notTicked;
  if (rule === 'format') return kind === 'email' ? words.rules.formatEmail : words.rules.formatNoLinks;
  return words.rules[rule];
}

const RULE_ORDER: RuleName[] = ['required', 'const', 'enum', 'format', 'pattern', 'minLength', 'maxLength'];

export function FieldDetails({
  field,
  onEdit,
}: {
  field: BuilderField;
  onEdit: (step: ListStep, what: string) => void;
}) {
  const id = (part: string) => `field-${field.key}-${part}`;
  const change = (patch: FieldChange, what: string) => onEdit((fields) => changeField(fields, field.key, patch), what);
  // The choices as typed (a line being written may be empty for now); reset when the file changes them.
  const [choicesText, setChoicesText] = useState(field.choices.join('\n'));
  if (linesOf(choicesText).join('\n') !== field.choices.join('\n')) setChoicesText(field.choices.join('\n'));
  const checkbox = field.kind === 'checkbox';
  // A checkbox's two rules (required, and ticked: "const") are one sentence to the visitor.
  const rules = RULE_ORDER.filter((rule) => field.rules.includes(rule) && !(checkbox && rule === 'const'));
  const sentence = (rule: RuleName, value: string) =>
    checkbox && rule === 'required' ? { required: value, const: value } : { [rule]: value };
  return (
    <div className="field-details">
      <div className="field-details__row">
        <label htmlFor={id('label')}>{words.label}</label>
        <input
          id={id('label')}
          className="form-control"
          value={field.label}
          onChange={(event) => change({ label: event.target.value }, 'label')}
        />
      </div>
      <div className="field-details__row">
        <label htmlFor={id('kind')}>{words.kind}</label>
        <select
          id={id('kind')}
          className="form-control"
          value={field.kind}
          onChange={(event) =>
            onEdit((fields) => changeKind(fields, field.key, event.target.value as FieldKind), 'kind')
          }
        >
          {FIELD_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {words.kinds[kind]}
            </option>
          ))}
        </select>
      </div>
      <div className="field-details__check">
        <input
          id={id('required')}
          type="checkbox"
          checked={field.required}
          onChange={(event) => change({ required: event.target.checked }, 'required')}
        />
        <label htmlFor={id('required')}>{checkbox ? words.requiredTick : words.required}</label>
      </div>
      {field.kind === 'choice' && (
        <div className="field-details__row">
          <label htmlFor={id('choices')}>{words.choices}</label>
          <textarea
            id={id('choices')}
            className="form-control"
            rows={Math.max(3, field.choices.length + 1)}
            value={choicesText}
            onChange={(event) => {
              setChoicesText(event.target.value);
              change({ choices: linesOf(event.target.value) }, 'choices');
            }}
          />
        </div>
      )}
      {!checkbox && (
        <div className="field-details__row">
          <label htmlFor={id('placeholder')}>{words.placeholder}</label>
          <input
            id={id('placeholder')}
            className="form-control"
            value={field.placeholder}
            onChange={(event) => change({ placeholder: event.target.value }, 'placeholder')}
          />
        </div>
      )}
      <div className="field-details__row">
        <label htmlFor={id('help')}>{words.help}</label>
        <textarea
          id={id('help')}
          className="form-control"
          rows={2}
          value={field.help}
          onChange={(event) => change({ help: event.target.value }, 'help')}
        />
      </div>
      {rules.length > 0 && (
        <fieldset className="field-details__messages">
          <legend>{words.messagesHeading}</legend>
          {rules.map((rule) => (
            <div className="field-details__row" key={rule}>
              <label htmlFor={id(`message-${rule}`)}>{ruleLabel(rule, field.kind)}</label>
              <input
                id={id(`message-${rule}`)}
                className="form-control"
                value={field.messages[rule] ?? ''}
                onChange={(event) =>
                  change({ messages: { ...field.messages, ...sentence(rule, event.target.value) } }, `message:${rule}`)
                }
              />
            </div>
          ))}
        </fieldset>
      )}
    </div>
  );
}

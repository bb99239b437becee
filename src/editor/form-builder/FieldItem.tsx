// One field of the builder's list: its label, kind and whether it is required at a glance, its
// move buttons (the keyboard's way to reorder; the head can also be dragged), its removal (asked
// first), and its settings folded under it. A developer's field is listed, movable, not editable.
import { useState } from 'react';
import { fill, text } from '../strings.ts';
import { FieldDetails, type ListStep } from './FieldDetails.tsx';
import type { BuilderField } from './form-fields.ts';

const words = text.formBuilder;

interface FieldItemProps {
  field: BuilderField;
  index: number;
  count: number;
  initiallyOpen: boolean;
  onEdit: (step: ListStep, what: string) => void;
  onMove: (from: number, to: number, direction: 'up' | 'down') => void;
  onRemove: () => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDrop: () => void;
}

export function FieldItem(props: FieldItemProps) {
  const { field, index, count, onMove } = props;
  const [open, setOpen] = useState(props.initiallyOpen);
  const [asking, setAsking] = useState(false);
  const kind = words.kinds[field.kind];
  const developer = field.kind === 'developer';
  const labels = { label: field.label };
  return (
    <li
      className="field-item"
      data-field={field.key}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        props.onDrop();
      }}
    >
      <div className="field-item__head" draggable onDragStart={props.onDragStart} onDragEnd={props.onDragEnd}>
        <span className="field-item__grip" aria-hidden="true" title={fill(words.drag, labels)}>
          {words.dragSign}
        </span>
        <span className="field-item__name">
          <span className="field-item__title">{field.label}</span>
          <span className="field-item__summary">
            {developer ? kind : fill(field.required ? words.summaryRequired : words.summaryOptional, { kind })}
          </span>
        </span>
        <span className="field-item__actions">
          <button
            type="button"
            className="button button--small"
            data-move="up"
            aria-label={fill(words.moveUp, labels)}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1, 'up')}
          >
            {words.upSign}
          </button>
          <button
            type="button"
            className="button button--small"
            data-move="down"
            aria-label={fill(words.moveDown, labels)}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1, 'down')}
          >
            {words.downSign}
          </button>
          {!developer && (
            <button
              type="button"
              className="button button--small button--danger"
              aria-label={fill(words.remove, labels)}
              onClick={() => setAsking(true)}
            >
              {words.removeShort}
            </button>
          )}
        </span>
      </div>
      {asking && (
        <div className="field-item__ask" role="alertdialog" aria-labelledby={`field-ask-${field.key}`}>
          <p id={`field-ask-${field.key}`}>{fill(words.removeAsk, labels)}</p>
          <button type="button" className="button button--small button--danger" onClick={props.onRemove}>
            {words.removeYes}
          </button>{' '}
          <button type="button" className="button button--small" autoFocus onClick={() => setAsking(false)}>
            {words.removeNo}
          </button>
        </div>
      )}
      {developer ? (
        <p className="field-item__note">{words.developerNote}</p>
      ) : (
        <details className="field-item__details" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
          <summary>{fill(words.edit, labels)}</summary>
          {open && <FieldDetails field={field} onEdit={props.onEdit} />}
        </details>
      )}
    </li>
  );
}

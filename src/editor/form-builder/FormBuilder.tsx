// The fields of a form file as a marketer edits them: a list in layout order, each field with its
// label, kind, required, choices, placeholder and the sentences a visitor reads; fields are added
// by label, removed after asking, moved by drag or with the keyboard. Each change is a step of the
// list (field-list.ts) written into the file's schema, uiSchema and messages (form-fields.ts).
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { fill, text } from '../strings.ts';
import { AddField } from './AddField.tsx';
import { addField, moveField, removeField } from './field-list.ts';
import { FieldItem } from './FieldItem.tsx';
import { fieldsOf, withFields, type BuilderField, type JsonObject } from './form-fields.ts';

interface FormBuilderProps {
  value: JsonObject;
  /** The file with the edit; `group` joins the keystrokes of one input into one undo step. */
  onChange: (value: JsonObject, group: string) => void;
}

const words = text.formBuilder;

export function FormBuilder({ value, onChange }: FormBuilderProps) {
  const fields = useMemo(() => fieldsOf(value), [value]);
  const [announced, setAnnounced] = useState('');
  const [dragged, setDragged] = useState<string>();
  const [opened, setOpened] = useState<string>();
  // After a move by keyboard, the moved field's button keeps the focus (its row changed place).
  const refocus = useRef<{ key: string; direction: 'up' | 'down' }>(undefined);
  const list = useRef<HTMLOListElement>(null);
  useLayoutEffect(() => {
    const wanted = refocus.current;
    if (!wanted || !list.current) return;
    refocus.current = undefined;
    const buttons = list.current.querySelectorAll<HTMLButtonElement>(`[data-field="${wanted.key}"] [data-move]`);
    const same = [...buttons].find((button) => button.dataset.move === wanted.direction && !button.disabled);
    (same ?? [...buttons].find((button) => !button.disabled))?.focus();
  });

  const write = (next: BuilderField[], group: string) => onChange(withFields(value, next), group);
  const move = (from: number, to: number, direction?: 'up' | 'down') => {
    const next = moveField(fields, from, to);
    const moved = fields[from]!;
    if (direction) refocus.current = { key: moved.key, direction };
    write(next, `builder:order:${moved.key}`);
    const place = next.findIndex((field) => field.key === moved.key) + 1;
    setAnnounced(fill(words.moved, { label: moved.label, place, count: next.length }));
  };
  const add = (label: string) => {
    const next = addField(fields, label);
    const added = next.at(-1)!;
    write(next, `builder:add:${added.key}`);
    setOpened(added.key);
    setAnnounced(fill(words.added, { label }));
  };
  const remove = (field: BuilderField) => {
    write(removeField(fields, field.key), `builder:remove:${field.key}`);
    setAnnounced(fill(words.removed, { label: field.label }));
  };

  return (
    <section className="form-builder" aria-labelledby="form-builder-heading">
      <h3 id="form-builder-heading">{words.heading}</h3>
      <p className="hint">{words.intro}</p>
      <ol className="field-list" aria-label={words.listLabel} ref={list}>
        {fields.map((field, index) => (
          <FieldItem
            key={field.key}
            field={field}
            index={index}
            count={fields.length}
            initiallyOpen={opened === field.key}
            onEdit={(next, what) => write(next(fields), `builder:${field.key}:${what}`)}
            onMove={move}
            onRemove={() => remove(field)}
            onDragStart={() => setDragged(field.key)}
            onDragEnd={() => setDragged(undefined)}
            onDrop={() => {
              const from = fields.findIndex((candidate) => candidate.key === dragged);
              if (from >= 0) move(from, index);
              setDragged(undefined);
            }}
          />
        ))}
      </ol>
      <p className="visually-hidden" role="status">
        {announced}
      </p>
      <AddField onAdd={add} />
    </section>
  );
}

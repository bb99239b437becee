// A new field is asked for by its label only: its property name is made from it (form-fields.ts).
import { useState, type FormEvent } from 'react';
import { text } from '../strings.ts';

const words = text.formBuilder;

export function AddField({ onAdd }: { onAdd: (label: string) => void }) {
  const [label, setLabel] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = label.trim();
    if (trimmed === '') {
      setMissing(true);
      return;
    }
    onAdd(trimmed);
    setLabel('');
    setMissing(false);
  };
  return (
    <form className="field-add" onSubmit={submit} noValidate aria-labelledby="field-add-heading">
      <h4 id="field-add-heading">{words.addHeading}</h4>
      <label htmlFor="field-add-label">{words.newLabel}</label>
      <div className="field-add__row">
        <input
          id="field-add-label"
          className="form-control"
          value={label}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? 'field-add-missing' : undefined}
          onChange={(event) => setLabel(event.target.value)}
        />
        <button type="submit" className="button button--primary">
          {words.add}
        </button>
      </div>
      {missing && (
        <p className="field-errors" id="field-add-missing">
          {words.newLabelMissing}
        </p>
      )}
    </form>
  );
}

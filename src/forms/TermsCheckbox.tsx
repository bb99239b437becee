import { useId, useState } from 'react';
import type { TermsConfig } from '../shared/forms/definition.ts';
import { Modal } from './Modal.tsx';

interface TermsCheckboxProps {
  terms: TermsConfig;
  accepted: boolean;
  /** The agreement's paragraphs as they read now (company, day and law filled in). */
  paragraphs: string[];
  showRequired: boolean;
  onChange: (accepted: boolean) => void;
}

/** The terms checkbox: ticking it accepts and opens the agreement; unticking does not open it. */
export function TermsCheckbox({ terms, accepted, paragraphs, showRequired, onChange }: TermsCheckboxProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <>
      <div className="form__terms">
        <input
          id={id}
          type="checkbox"
          checked={accepted}
          aria-invalid={showRequired || undefined}
          aria-describedby={showRequired ? errorId : undefined}
          onChange={(event) => {
            onChange(event.target.checked);
            if (event.target.checked) setOpen(true);
          }}
        />
        <label htmlFor={id}>{terms.label}</label>
      </div>
      {showRequired && (
        <p className="form__error" id={errorId}>
          {terms.required}
        </p>
      )}
      {open && (
        <Modal
          title={terms.nda.title}
          onClose={() => setOpen(false)}
          actions={
            <button type="button" className="button button--primary" onClick={() => setOpen(false)}>
              {terms.nda.agreeLabel}
            </button>
          }
        >
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Modal>
      )}
    </>
  );
}

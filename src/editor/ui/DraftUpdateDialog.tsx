// "Update my draft": for each file both the marketer and someone who published changed, each change
// both made, the two values side by side ("Yours" / "Theirs") and a choice of one (a radio group
// per change). Everything else of theirs arrives without a choice (use-draft-update.ts).
import { useState, type FormEvent } from 'react';
import { allChosen, choiceKey, type Choices, type FilePlan } from '../state/draft-update.ts';
import type { Choice } from '../state/json-merge.ts';
import { fill, text } from '../strings.ts';
import { Modal } from './Modal.tsx';

const t = text.draftUpdate;

interface DraftUpdateDialogProps {
  plans: FilePlan[] | undefined;
  busy: boolean;
  error: string | undefined;
  onApply: (choices: Choices) => void;
  onClose: () => void;
}

export function DraftUpdateDialog({ plans, busy, error, onApply, onClose }: DraftUpdateDialogProps) {
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [missing, setMissing] = useState(false);
  const conflicted = (plans ?? []).filter((plan) => plan.conflicts.length > 0);
  const total = conflicted.reduce((sum, plan) => sum + plan.conflicts.length, 0);
  const chosen = Object.keys(choices).length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!plans || !allChosen(plans, choices)) return setMissing(true);
    onApply(choices);
  };
  const close = () => {
    setChoices({});
    setMissing(false);
    onClose();
  };

  return (
    <Modal open={plans !== undefined} labelledBy="draft-update-title" onClose={close}>
      <form className="draft-update" onSubmit={submit}>
        <h2 id="draft-update-title">{t.title}</h2>
        <p>{t.intro}</p>
        {conflicted.map((plan, fileIndex) => (
          <section key={plan.path} className="draft-update__file" aria-labelledby={`draft-update-file-${fileIndex}`}>
            <h3 id={`draft-update-file-${fileIndex}`}>{plan.path}</h3>
            {!plan.baseFound && <p className="draft-update__note">{t.noBase}</p>}
            {plan.conflicts.map((conflict, index) => {
              const key = choiceKey(plan.path, conflict.key);
              const id = `draft-update-${fileIndex}-${index}`;
              const pick = (choice: Choice) => (
                setChoices((current) => ({ ...current, [key]: choice })),
                setMissing(false)
              );
              return (
                <fieldset key={conflict.key} className="draft-update__change">
                  <legend>{fill(t.choice, { place: conflict.place })}</legend>
                  <div className="draft-update__sides">
                    <label className="draft-update__side" htmlFor={`${id}-mine`}>
                      <span className="draft-update__who">
                        <input
                          type="radio"
                          id={`${id}-mine`}
                          name={id}
                          checked={choices[key] === 'mine'}
                          onChange={() => pick('mine')}
                        />{' '}
                        {t.keepMine}
                      </span>
                      <span className="draft-update__label">{t.yours}</span>
                      <span className="draft-update__value">{conflict.mine}</span>
                    </label>
                    <label className="draft-update__side" htmlFor={`${id}-theirs`}>
                      <span className="draft-update__who">
                        <input
                          type="radio"
                          id={`${id}-theirs`}
                          name={id}
                          checked={choices[key] === 'theirs'}
                          onChange={() => pick('theirs')}
                        />{' '}
                        {t.takeTheirs}
                      </span>
                      <span className="draft-update__label">{t.theirs}</span>
                      <span className="draft-update__value">{conflict.theirs}</span>
                    </label>
                  </div>
                </fieldset>
              );
            })}
          </section>
        ))}
        <p className="draft-update__count" aria-live="polite">
          {fill(t.count, { count: chosen, total })}
        </p>
        {(missing || error) && (
          <p className="field-errors" role="alert">
            {error ?? t.chooseAll}
          </p>
        )}
        <div className="new-form__buttons">
          <button type="submit" className="button button--primary" disabled={busy}>
            {t.apply}
          </button>
          <button type="button" className="button" onClick={close}>
            {text.cancel}
          </button>
        </div>
      </form>
    </Modal>
  );
}

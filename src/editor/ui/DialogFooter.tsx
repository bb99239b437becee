import { text } from '../strings.ts';

/** The end of a "New …" form: what is wrong with it, if anything, and Create or Cancel. */
export function DialogFooter({ error, onCancel }: { error: string | undefined; onCancel: () => void }) {
  return (
    <>
      {error && (
        <p className="field-errors" role="alert">
          {error}
        </p>
      )}
      <div className="new-form__buttons">
        <button type="submit" className="button button--primary">
          {text.create}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {text.cancel}
        </button>
      </div>
    </>
  );
}

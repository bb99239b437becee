// Adding a picture to the library: a file chosen with the file picker or dropped on the editor,
// its description asked for when it goes into an image field (or "decorative" ticked), sent with a
// progress bar. What the server refuses is said at the file field, in its own sentence.
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { ImageInfo } from '../../../shared/editor-contract.ts';
import { bytesInWords, cleaningInWords, nameOf, uploadPicture } from '../../state/pictures.ts';
import { fill, text } from '../../strings.ts';

const t = text.media.upload;
const ACCEPT = 'image/png,image/jpeg,image/webp,image/avif,image/gif,image/svg+xml';

export interface Description {
  alt: string;
  decorative: boolean;
}

interface UploadFormProps {
  /** Into an image field: its description is asked for with the upload. */
  describe: { allowDecorative: boolean } | undefined;
  /** A file dropped on the editor, to upload (a new object for each drop). */
  dropped: { file: File } | undefined;
  onStored: (picture: ImageInfo, existed: boolean, description: Description) => void;
}

export function UploadForm({ describe, dropped, onStored }: UploadFormProps) {
  const id = useId();
  const [file, setFile] = useState<File | undefined>(dropped?.file);
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [altError, setAltError] = useState<string | undefined>(undefined);
  const [note, setNote] = useState('');

  // A new drop while the form is open takes the place of the file chosen before.
  const [seen, setSeen] = useState(dropped);
  if (dropped !== seen) {
    setSeen(dropped);
    if (dropped) {
      setFile(dropped.file);
      setError(undefined);
      setNote('');
    }
  }
  // The file box names the file "Upload and use" sends: a drop (or a finished upload) replaces what it
  // showed from the picker, so the two never name different files (issue 40).
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => showInBox(input.current, file), [file]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNote('');
    if (!file) return setError(t.nothingChosen);
    if (describe && !decorative && alt.trim() === '') return setAltError(t.altNeeded);
    setError(undefined);
    setAltError(undefined);
    setProgress(0);
    const answer = await uploadPicture(file, setProgress);
    setProgress(undefined);
    if (answer.kind === 'stored') {
      const stored = fill(answer.existed ? t.alreadyThere : t.done, { name: nameOf(answer.picture.src) });
      setNote([stored, cleaningInWords(answer.cleaning)].filter(Boolean).join(' '));
      setFile(undefined);
      onStored(answer.picture, answer.existed, { alt: decorative ? '' : alt.trim(), decorative });
      return;
    }
    setError(fill(t.failed, { name: file.name, message: answer.kind === 'refused' ? answer.message : t.offline }));
  };

  return (
    <form className="upload-form" aria-labelledby={`${id}-heading`} onSubmit={(event) => void submit(event)} noValidate>
      <h3 id={`${id}-heading`}>{t.heading}</h3>
      <label htmlFor={`${id}-file`}>{t.choose}</label>
      <p className="field-description" id={`${id}-help`}>
        {t.help}
      </p>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept={ACCEPT}
        aria-describedby={`${id}-help ${id}-error`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          setFile(event.target.files?.[0]);
          setError(undefined);
          setNote('');
        }}
      />
      {file && <p>{fill(t.chosen, { name: file.name, bytes: bytesInWords(file.size) })}</p>}
      <p className="field-errors" id={`${id}-error`} role="alert">
        {error}
      </p>
      {describe && (
        <>
          <label htmlFor={`${id}-alt`}>{t.alt}</label>
          <p className="field-description" id={`${id}-alt-help`}>
            {t.altHelp}
          </p>
          <input
            id={`${id}-alt`}
            type="text"
            className="form-control"
            value={alt}
            disabled={decorative}
            aria-describedby={`${id}-alt-help ${id}-alt-error`}
            aria-invalid={altError ? true : undefined}
            onChange={(event) => {
              setAlt(event.target.value);
              setAltError(undefined);
            }}
          />
          {describe.allowDecorative && (
            <label className="upload-form__check">
              <input
                type="checkbox"
                checked={decorative}
                onChange={(event) => {
                  setDecorative(event.target.checked);
                  setAltError(undefined);
                }}
              />{' '}
              {t.decorative}
            </label>
          )}
          <p className="field-errors" id={`${id}-alt-error`} role="alert">
            {altError}
          </p>
        </>
      )}
      {progress !== undefined && file && (
        <div className="upload-form__progress">
          <label htmlFor={`${id}-progress`}>{fill(t.progress, { name: file.name })}</label>
          <progress id={`${id}-progress`} max={1} value={progress} />
        </div>
      )}
      <button type="submit" className="button button--primary" disabled={progress !== undefined}>
        {describe ? t.sendAndUse : t.send}
      </button>
      <p role="status" className="upload-form__note">
        {note}
      </p>
    </form>
  );
}

/** Makes the file box show the file (or none): its own choice is replaced when the file came another way. */
function showInBox(box: HTMLInputElement | null, file: File | undefined): void {
  if (!box || box.files?.[0] === file) return;
  if (!file) {
    box.value = '';
    return;
  }
  try {
    const files = new DataTransfer();
    files.items.add(file);
    box.files = files.files;
  } catch {
    // A browser that cannot set a file box's files: it shows none rather than another file.
    box.value = '';
  }
}

// The media library, one dialog for the Media button and for an image field's "Choose a picture":
// the pictures in groups (by folder), found by name, each with where it is used; an upload (file
// picker or a file dropped on the editor); a picture replaced everywhere it is used, or deleted
// when nothing uses it (refused, with the files, while something does).
import { useId, useState } from 'react';
import type { ImageInfo } from '../../../shared/editor-contract.ts';
import { deletePicture, GROUP_ORDER, groupOf, nameOf } from '../../state/pictures.ts';
import { fill, text } from '../../strings.ts';
import { Modal } from '../Modal.tsx';
import { PictureCard } from './PictureCard.tsx';
import { UploadForm, type Description } from './UploadForm.tsx';

const t = text.media;

/** What the library was opened for: looking after the pictures, or choosing one for an image field. */
export type LibraryPurpose =
  | { kind: 'manage' }
  | {
      kind: 'pick';
      current: string | undefined;
      allowDecorative: boolean;
      onPick: (picture: ImageInfo, description?: Description) => void;
    };

interface MediaDialogProps {
  open: boolean;
  purpose: LibraryPurpose;
  pictures: ImageInfo[];
  /** For each picture used, the files of the draft that use it. */
  usage: Map<string, string[]>;
  dropped: { file: File } | undefined;
  onAdded: (picture: ImageInfo) => void;
  onDeleted: (src: string) => void;
  /** Puts `to` in place of `from` in every file; answers how many files changed. */
  onReplace: (from: string, to: ImageInfo) => Promise<number>;
  onClose: () => void;
}

export function MediaDialog(props: MediaDialogProps) {
  const headingId = useId();
  return (
    <Modal open={props.open} labelledBy={headingId} onClose={props.onClose}>
      <Library {...props} headingId={headingId} />
    </Modal>
  );
}

function Library({
  purpose,
  pictures,
  usage,
  dropped,
  onAdded,
  onDeleted,
  onReplace,
  onClose,
  headingId,
}: MediaDialogProps & { headingId: string }) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [replacing, setReplacing] = useState<string | undefined>(undefined);
  const [note, setNote] = useState('');
  const [alert, setAlert] = useState('');
  const pick = purpose.kind === 'pick' ? purpose : undefined;

  const wanted = query.trim().toLowerCase();
  const shown = pictures.filter((picture) => nameOf(picture.src).toLowerCase().includes(wanted));
  const usedBy = (src: string) => usage.get(src) ?? [];

  const remove = async (picture: ImageInfo) => {
    const name = nameOf(picture.src);
    setNote('');
    // The draft in the browser first: a use not saved yet counts too.
    const users = usedBy(picture.src);
    if (users.length > 0) return setAlert(fill(t.stillUsed, { name, files: users.join(', ') }));
    const answer = await deletePicture(picture.src);
    if (answer.kind === 'deleted') {
      setAlert('');
      setNote(fill(t.deleted, { name }));
      onDeleted(picture.src);
    } else if (answer.kind === 'used') setAlert(fill(t.stillUsed, { name, files: answer.usedBy.join(', ') }));
    else setAlert(fill(t.deleteFailed, { name, message: answer.message }));
  };

  const replaceWith = async (picture: ImageInfo) => {
    if (!replacing) return;
    const count = await onReplace(replacing, picture);
    setNote(fill(t.replaced, { old: nameOf(replacing), name: nameOf(picture.src), count }));
    setReplacing(undefined);
  };

  return (
    <div className="media-library">
      <div className="media-library__top">
        <h2 id={headingId}>{pick ? t.pickTitle : t.title}</h2>
        <button type="button" className="button" onClick={onClose}>
          {t.close}
        </button>
      </div>
      <UploadForm
        describe={pick ? { allowDecorative: pick.allowDecorative } : undefined}
        dropped={dropped}
        onStored={(picture, _existed, description) => {
          onAdded(picture);
          if (pick) pick.onPick(picture, description);
        }}
      />
      <div className="media-library__find">
        <label htmlFor={searchId}>{t.search}</label>
        <input
          id={searchId}
          type="text"
          className="form-control"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {replacing && (
        <p className="media-library__replacing">
          {fill(t.replacing, { name: nameOf(replacing), count: usedBy(replacing).length })}{' '}
          <button type="button" className="button button--small" onClick={() => setReplacing(undefined)}>
            {t.replaceCancel}
          </button>
        </p>
      )}
      <p role="status" className="media-library__note">
        {note}
      </p>
      <p role="alert" className="field-errors">
        {alert}
      </p>
      {shown.length === 0 && <p>{fill(t.noMatch, { query })}</p>}
      {GROUP_ORDER.map((group) => {
        const members = shown.filter((picture) => groupOf(picture.src) === group);
        if (members.length === 0) return null;
        return (
          <section key={group} aria-labelledby={`${headingId}-${group}`} className="media-group">
            <h3 id={`${headingId}-${group}`}>
              {t.groups[group]} ({members.length})
            </h3>
            <ul className="media-grid">
              {members.map((picture) => (
                <PictureCard
                  key={picture.src}
                  picture={picture}
                  usedBy={usedBy(picture.src)}
                  current={pick?.current === picture.src}
                  {...(pick && !replacing ? { onUse: () => pick.onPick(picture) } : {})}
                  {...(replacing
                    ? replacing !== picture.src
                      ? { onReplaceWith: () => void replaceWith(picture) }
                      : {}
                    : {
                        ...(usedBy(picture.src).length > 0 ? { onReplace: () => setReplacing(picture.src) } : {}),
                        onDelete: () => void remove(picture),
                      })}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

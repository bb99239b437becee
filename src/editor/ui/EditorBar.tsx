// The bar at the top: Undo, Redo, Save and Discard, Media (the library of pictures), the line that says what is saved, what a save
// settled or refused, the files that changed meanwhile (a conflict), and under /admin, Publishing.
import type { ReactNode } from 'react';
import type { SaveStatus } from '../hooks/use-saving.ts';
import { useStickyBar } from '../hooks/use-sticky-bar.ts';
import { fill, fillCount, text } from '../strings.ts';
import { useFocusFallback } from './use-focus-fallback.ts';

/** The line that says what is saved: where the focus goes when the button pressed is off or gone. */
export const SAVE_STATUS_ID = 'save-status';
export const focusSaveStatus = () => document.getElementById(SAVE_STATUS_ID);

interface EditorBarProps {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onSave: () => void;
  onDiscard: () => void;
  saveDisabled: boolean;
  changedCount: number;
  hasErrors: boolean;
  status: SaveStatus;
  drafting: boolean;
  onSettle: (path: string, keep: 'mine' | 'disk') => void;
  /** Opens the media library. */
  onMedia: () => void;
  /** Under /admin: brings the draft up to date with what someone published (a conflict's other way out). */
  onUpdateDraft?: () => void;
  /** Publishing, under /admin. */
  children?: ReactNode;
}

export function EditorBar(props: EditorBarProps) {
  const { status, changedCount, drafting } = props;
  const words = drafting ? text.draftSave : text;
  const { button: saveButton, pressed: savePressed } = useFocusFallback(props.saveDisabled, focusSaveStatus);
  const { barRef, sticky } = useStickyBar();
  return (
    <header ref={barRef} className={sticky ? 'editor__bar' : 'editor__bar editor__bar--static'}>
      <h1 className="editor__title">{text.appTitle}</h1>
      <div role="toolbar" aria-label={text.toolbar} className="editor__toolbar">
        <button
          type="button"
          className="button"
          onClick={props.onUndo}
          disabled={!props.canUndo}
          aria-keyshortcuts="Control+Z"
        >
          {text.undo}
        </button>
        <button
          type="button"
          className="button"
          onClick={props.onRedo}
          disabled={!props.canRedo}
          aria-keyshortcuts="Control+Shift+Z"
        >
          {text.redo}
        </button>
        <button
          type="button"
          className="button button--primary"
          ref={saveButton}
          onClick={() => {
            savePressed();
            props.onSave();
          }}
          disabled={props.saveDisabled}
          aria-describedby={SAVE_STATUS_ID}
        >
          {status.kind === 'saving' ? text.saving : text.save}
        </button>
        <button type="button" className="button" onClick={props.onDiscard} disabled={changedCount === 0}>
          {text.discard}
        </button>
        <button type="button" className="button" onClick={props.onMedia} aria-haspopup="dialog">
          {text.media.open}
        </button>
      </div>
      <div className="editor__status" id={SAVE_STATUS_ID} role="status" tabIndex={-1}>
        <p>
          {props.hasErrors && changedCount > 0
            ? text.saveBlocked
            : changedCount > 0
              ? fillCount(text.unsaved, changedCount)
              : text.allSaved}
        </p>
        {status.kind === 'message' && <p>{status.text}</p>}
      </div>
      {props.children}
      {status.kind === 'conflict' && (
        <div className="editor__conflict" role="alert">
          <p>{fill(words.conflict, { files: status.paths.join(', ') })}</p>
          {props.onUpdateDraft && (
            <p>
              <button type="button" className="button button--small" onClick={props.onUpdateDraft}>
                {text.draftUpdate.button}
              </button>
            </p>
          )}
          {status.paths.map((path) => (
            <p key={path}>
              <button type="button" className="button button--small" onClick={() => props.onSettle(path, 'mine')}>
                {fill(text.keepMine, { file: path })}
              </button>{' '}
              <button type="button" className="button button--small" onClick={() => props.onSettle(path, 'disk')}>
                {fill(words.takeDisk, { file: path })}
              </button>
            </p>
          ))}
        </div>
      )}
    </header>
  );
}

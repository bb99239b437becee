import type { DraftUpdateHandle } from '../hooks/use-draft-update.ts';
import { fill, text } from '../strings.ts';
import { DraftUpdateDialog } from './DraftUpdateDialog.tsx';
import { focusSaveStatus } from './EditorBar.tsx';
import { useFocusFallback } from './use-focus-fallback.ts';

const t = text.draftUpdate;

/** Under /admin: the files of the saved draft someone published over, "Update my draft", and its dialog. */
export function DraftBehind({ behind, update }: { behind: string[]; update: DraftUpdateHandle }) {
  // The editor's status line says how the update went.
  const { button, pressed } = useFocusFallback(update.busy, focusSaveStatus);
  return (
    <>
      {behind.length > 0 && (
        <div className="editor__behind" role="status">
          <p>{fill(t.behind, { files: behind.join(', ') })}</p>
          <p>
            <button
              type="button"
              className="button button--primary button--small"
              ref={button}
              onClick={() => {
                pressed();
                void update.start();
              }}
              disabled={update.busy}
              aria-haspopup="dialog"
            >
              {update.busy ? t.reading : t.button}
            </button>
          </p>
        </div>
      )}
      <DraftUpdateDialog
        plans={update.plans}
        busy={update.busy}
        error={update.error}
        onApply={(choices) => void update.finish(choices)}
        onClose={update.cancel}
      />
    </>
  );
}

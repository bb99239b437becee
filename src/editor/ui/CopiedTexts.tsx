// Above a page made as a copy: how many of its texts are still the other page's (each marked at its
// field and under Problems, state/copy-marks.ts), and the way to keep them all as they are.
import { fillCount, text } from '../strings.ts';
import type { CopyMark } from './new-content.ts';

const t = text.copied;

interface CopiedTextsProps {
  /** The marks of the file being edited that still hold. */
  marks: readonly CopyMark[];
  onKeep: (marks: readonly CopyMark[]) => void;
}

export function CopiedTexts({ marks, onKeep }: CopiedTextsProps) {
  if (marks.length === 0) return null;
  const from = [...new Set(marks.map((mark) => mark.from))].join(', ');
  return (
    <div className="notice copied-texts">
      <p>{fillCount(t.notice, marks.length, { from })}</p>
      <button type="button" className="button button--small" onClick={() => onKeep(marks)}>
        {fillCount(t.keepAll, marks.length)}
      </button>
    </div>
  );
}

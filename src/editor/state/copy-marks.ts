// What a copy brought that belongs to the page it came from (its search title, summary, keywords):
// each is a warning of the Problems list while the field still holds the copied value, so the new
// page does not go out with another page's search texts by mistake. Kept in the browser with the
// unsaved work, until the field changes.
import { sameJson } from '../../shared/config-edit/config-text.ts';
import { locate, parseJsonSource, pointerSegments, type Problem } from '../../shared/config-check/json-source.ts';
import { fill, text } from '../strings.ts';
import type { CopyMark } from '../ui/new-content.ts';
import type { DraftFile } from './draft.ts';

const KEY = 'cortracker-editor:copied';

function valueAt(value: unknown, pointer: string): unknown {
  let node = value;
  for (const segment of pointerSegments(pointer))
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined;
  return node;
}

/** The marks that still hold: the field keeps the copied value. */
export function liveMarks(marks: CopyMark[], files: Record<string, DraftFile>): CopyMark[] {
  return marks.filter((mark) => {
    const file = files[mark.file];
    return file?.kind === 'json' && sameJson(valueAt(file.value, mark.pointer), mark.value);
  });
}

/** The warnings of the marks that hold, at their fields in the file's text. */
export function markWarnings(marks: CopyMark[], texts: (path: string) => string | undefined): Problem[] {
  return marks.flatMap((mark) => {
    const content = texts(mark.file);
    const source = content === undefined ? undefined : parseJsonSource(mark.file, content).source;
    if (!source) return [];
    const { line, column } = locate(source, mark.pointer);
    return [
      {
        file: mark.file,
        line,
        column,
        pointer: mark.pointer,
        message: fill(text.copiedWarning, { from: mark.from }),
        severity: 'warning' as const,
      },
    ];
  });
}

export function readMarks(config: string): CopyMark[] {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { config: string; marks: CopyMark[] } | null;
    return stored?.config === config && Array.isArray(stored.marks) ? stored.marks : [];
  } catch {
    return [];
  }
}

export function storeMarks(config: string, marks: CopyMark[]): void {
  if (marks.length === 0) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, JSON.stringify({ config, marks }));
}

// What a copy brought from the page it came from: its search title, summary and keywords, and every
// text a visitor reads on it (each field whose schema is the site's visible "text": headings,
// paragraphs, button words…). Each is a warning of the Problems list while the field still holds the
// copied value, so the new page does not go out with another page's words by mistake ("CORTRACKER
// MAINTENANCE" on /quality-check, issue 40): it goes once the field is rewritten, or once the
// marketer keeps it as it is (Keep). The marks are kept in the browser with the unsaved work, never
// in the config, so nothing of them is published.
import {
  locate,
  parseJsonSource,
  pointerSegment,
  pointerSegments,
  type Problem,
} from '../../shared/config-check/json-source.ts';
import { sameJson } from '../../shared/config-edit/config-text.ts';
import {
  applicableParts,
  childSchema,
  resolveRef,
  schemaFile,
  type SchemaNode,
} from '../../shared/config-edit/schema-walk.ts';
import { fill, text } from '../strings.ts';
import type { CopyMark } from '../ui/new-content.ts';
import { schemaSet } from './check-draft.ts';
import type { DraftFile } from './draft.ts';

const KEY = 'cortracker-editor:copied';

function valueAt(value: unknown, pointer: string): unknown {
  let node = value;
  for (const segment of pointerSegments(pointer))
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined;
  return node;
}

/** The schema of a text a visitor reads (common.schema.json's "text"). */
const VISIBLE_TEXT = resolveRef(schemaSet, schemaFile(schemaSet, 'common.schema.json'), '#/$defs/text')?.schema;

/** Whether a value's schema is the site's visible text. */
function isVisibleText(node: SchemaNode, value: unknown): boolean {
  return applicableParts(schemaSet, node, value).some((part) => part.schema === VISIBLE_TEXT);
}

/**
 * Every text of a value a visitor reads, with its pointer (below `pointer`), found by the value's
 * schema: the words of a page's sections, not its links, pictures, icons or settings.
 */
export function visibleTexts(
  node: SchemaNode | undefined,
  value: unknown,
  pointer = '',
): { pointer: string; value: string }[] {
  if (!node) return [];
  if (typeof value === 'string') return value.trim() !== '' && isVisibleText(node, value) ? [{ pointer, value }] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) =>
      visibleTexts(childSchema(schemaSet, node, value, index), item, `${pointer}/${index}`),
    );
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) =>
      visibleTexts(childSchema(schemaSet, node, value, key), item, `${pointer}/${pointerSegment(key)}`),
    );
  return [];
}

/** The texts a visitor reads on a page's sections, as a copy of the page brings them. */
export function pageSectionTexts(page: Record<string, unknown>): { pointer: string; value: string }[] {
  const node = schemaFile(schemaSet, 'page.schema.json');
  return visibleTexts(childSchema(schemaSet, node, page, 'sections'), page.sections, '/sections');
}

/** The marks that still hold: the field keeps the copied value. */
export function liveMarks(marks: CopyMark[], files: Record<string, DraftFile>): CopyMark[] {
  return marks.filter((mark) => {
    const file = files[mark.file];
    return file?.kind === 'json' && sameJson(valueAt(file.value, mark.pointer), mark.value);
  });
}

/** Whether two marks are of the same field. */
export const sameField = (a: CopyMark, b: CopyMark) => a.file === b.file && a.pointer === b.pointer;

/** The warnings of the marks that hold, at their fields in the file's text, with the mark each is of. */
export function markWarnings(
  marks: CopyMark[],
  texts: (path: string) => string | undefined,
): { problem: Problem; mark: CopyMark }[] {
  const sources = new Map<string, ReturnType<typeof parseJsonSource>['source']>();
  return marks.flatMap((mark) => {
    if (!sources.has(mark.file)) {
      const content = texts(mark.file);
      sources.set(mark.file, content === undefined ? undefined : parseJsonSource(mark.file, content).source);
    }
    const source = sources.get(mark.file);
    if (!source) return [];
    const { line, column } = locate(source, mark.pointer);
    const problem: Problem = {
      file: mark.file,
      line,
      column,
      pointer: mark.pointer,
      message: fill(text.copiedWarning, { from: mark.from }),
      severity: 'warning',
    };
    return [{ problem, mark }];
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

// The editor's part of npm run bench:scale (issue 32): opening the editor on the generated site (time
// to interactive, bytes loaded) and its longest task while typing, in a real browser. Not measured by
// this version: the editor is being rewritten to load and check what changed only. A measure added
// here runs after the build's, on the same generated config, and prints its figures with the others.
import type { ScaleMeasure } from './scale-measure.ts';

export const EDITOR_MEASURES: ScaleMeasure[] = [];

/** What the bench prints while EDITOR_MEASURES is empty. */
export const EDITOR_NOT_MEASURED =
  'editor: open (time to interactive, bytes) and longest task while typing: not measured yet; add them to scripts/bench/scale-editor.ts';

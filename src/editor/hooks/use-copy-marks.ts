// The marks of what a copy brought (state/copy-marks.ts): added when a page is made as a copy, gone
// once their field changes or the marketer keeps the copied text (Keep); kept in the browser with the
// unsaved work.
import { useEffect, useMemo, useState } from 'react';
import { liveMarks, readMarks, sameField, storeMarks } from '../state/copy-marks.ts';
import type { DraftFile } from '../state/draft.ts';
import type { CopyMark } from '../ui/new-content.ts';

export function useCopyMarks(config: string, files: Record<string, DraftFile>) {
  const [marks, setMarks] = useState<CopyMark[]>(() => readMarks(config));
  const live = useMemo(() => liveMarks(marks, files), [marks, files]);
  useEffect(() => storeMarks(config, live), [config, live]);
  const add = (more: CopyMark[]) => setMarks((current) => [...liveMarks(current, files), ...more]);
  /** The copied texts are right for the new page as they are: their marks go. */
  const keep = (kept: readonly CopyMark[]) =>
    setMarks((current) => current.filter((mark) => !kept.some((other) => sameField(mark, other))));
  return { marks: live, add, keep };
}

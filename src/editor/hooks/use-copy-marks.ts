// The marks of what a copy brought (state/copy-marks.ts): added when a page is made as a copy, gone
// once their field changes; kept in the browser with the unsaved work.
import { useEffect, useMemo, useState } from 'react';
import { liveMarks, readMarks, storeMarks } from '../state/copy-marks.ts';
import type { DraftFile } from '../state/draft.ts';
import type { CopyMark } from '../ui/new-content.ts';

export function useCopyMarks(config: string, files: Record<string, DraftFile>) {
  const [marks, setMarks] = useState<CopyMark[]>(() => readMarks(config));
  const live = useMemo(() => liveMarks(marks, files), [marks, files]);
  useEffect(() => storeMarks(config, live), [config, live]);
  const add = (more: CopyMark[]) => setMarks((current) => [...liveMarks(current, files), ...more]);
  return { marks: live, add };
}

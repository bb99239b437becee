// What the editor shows: the file being edited (and the section selected in a page), and what the
// preview shows, the last page or article opened, which stays while another file is edited.
import { useState } from 'react';
import type { Problem } from '../../shared/config-check/json-source.ts';
import type { DraftFile } from '../state/draft.ts';
import { fieldId, sectionOf } from '../state/problems.ts';
import { articleSlug, pageId, routesByPage } from '../ui/content-index.ts';
import { previewPageFor } from '../ui/preview-page.ts';
import { pageFile } from '../../shared/config-check/config-layout.ts';

export interface View {
  path: string;
  section: number | undefined;
}

/** The page of the first route (the home page), else the first file. */
function firstPage(files: Record<string, DraftFile>): string | undefined {
  const routed = [...routesByPage(files).keys()].map(pageFile);
  return routed.find((path) => path in files) ?? Object.keys(files)[0];
}

export function useView(files: Record<string, DraftFile>, focus: (id: string) => void) {
  const [view, setViewState] = useState<View | undefined>(() => {
    const path = firstPage(files);
    return path ? { path, section: undefined } : undefined;
  });
  const [previewPath, setPreviewPath] = useState(view?.path);

  const setView = (next: View) => {
    setViewState(next);
    if (pageId(next.path) || articleSlug(next.path)) setPreviewPath(next.path);
    else setPreviewPath((shown) => previewPageFor(files, next.path, shown));
  };

  /** Opens a file (and a section of a page), its heading taking the focus. */
  const open = (path: string, section?: number) => {
    setView({ path, section });
    focus('editor-heading');
  };

  /** Opens a file with the focus at the field a pointer names (a page's section selected for it). */
  const showAt = (file: string, pointer: string, property?: string) => {
    const section = sectionOf({ pointer });
    setView({ path: file, section });
    const prefix = section === undefined ? (pageId(file) ? 'page' : 'file') : `section-${section}`;
    const relative = section === undefined ? pointer : pointer.slice(`/sections/${section}`.length);
    focus(fieldId(prefix, relative, property));
  };

  /** Opens the file of a problem, with the focus at its field. */
  const showProblem = (problem: Problem) => showAt(problem.file, problem.pointer, problem.property);

  const current = view && files[view.path] ? view : undefined;
  return { current, previewPath, setView, open, showAt, showProblem };
}

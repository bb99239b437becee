// A new page or article, as the dialogs describe it: added to the draft (a page with its routes and
// menu entries, what a copy brought marked to be rewritten), the dialog closed and the new file opened.
// The file made last is remembered, so the editor can offer to translate it (ui/LanguageStanding.tsx).
import { useState } from 'react';
import { newFileValue } from '../state/sections.ts';
import { addArticle, addPage, copiedMarks, pageIdFor, type NewArticle, type NewPage } from '../ui/new-content.ts';
import type { DraftHandle } from './use-draft.ts';
import type { Dialogs } from './use-dialogs.ts';
import type { useCopyMarks } from './use-copy-marks.ts';
import type { useView } from './use-view.ts';
import { articleFile, pageFile } from '../../shared/config-check/config-layout.ts';

interface NewContentParts {
  draft: DraftHandle;
  dialogs: Dialogs;
  copyMarks: ReturnType<typeof useCopyMarks>;
  view: ReturnType<typeof useView>;
}

export function useNewContent({ draft, dialogs, copyMarks, view }: NewContentParts) {
  const [created, setCreated] = useState<string | undefined>(undefined);
  const createPage = (page: NewPage) => {
    copyMarks.add(copiedMarks(draft.state.files, page));
    draft.apply((files) => addPage(files, page, () => newFileValue('page.schema.json')));
    dialogs.close();
    const path = pageFile(pageIdFor(page.path));
    setCreated(path);
    view.open(path);
  };
  const createArticle = (article: NewArticle) => {
    draft.apply((files) => {
      addArticle(files, article, () => newFileValue('blog-article.schema.json'));
    });
    dialogs.close();
    setCreated(articleFile(article.slug));
    view.open(articleFile(article.slug));
  };
  return { createPage, createArticle, created };
}

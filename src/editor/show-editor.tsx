import './editor.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { ConfigSnapshot } from '../shared/editor-contract.ts';
import { baseFiles, fetchFile, listedArticles } from './state/api.ts';
import { initialState } from './state/draft.ts';
import { readStoredDraft } from './state/storage.ts';
import { fill, text } from './strings.ts';
import { App } from './ui/App.tsx';
import { PartBoundary } from './ui/PartBoundary.tsx';

/** Renders the editor over the config the server sent, with the unsaved work kept in this browser. */
export async function showEditor(element: HTMLElement, config: Promise<ConfigSnapshot>): Promise<void> {
  const root = createRoot(element);
  try {
    const snapshot = await config;
    const base = baseFiles(snapshot);
    const listed = listedArticles(snapshot);
    const stored = readStoredDraft(snapshot.configId);
    // The articles of the draft kept in this browser are loaded whole: their changes are laid over their text.
    const keptArticles = Object.keys(stored?.files ?? {}).filter((path) => path in listed);
    const read = await Promise.all(keptArticles.map(async (path) => [path, await fetchFile(path)] as const));
    for (const [path, file] of read) if (file) base[path] = file;
    const initial = initialState(
      base,
      stored ? { files: stored.files, baseHashes: stored.baseHashes } : undefined,
      listed,
    );
    root.render(
      <StrictMode>
        <PartBoundary part={text.parts.whole}>
          <App snapshot={snapshot} initial={initial} restored={stored !== undefined} />
        </PartBoundary>
      </StrictMode>,
    );
  } catch (error) {
    root.render(<p role="alert">{fill(text.loadFailed, { message: (error as Error).message })}</p>);
  }
}

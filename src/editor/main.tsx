// The editor's entry: reads the config from its server, brings back unsaved work kept in the
// browser, and shows the editor. A config that does not parse or validate opens all the same.
import './editor.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchConfig } from './state/api.ts';
import { initialState } from './state/draft.ts';
import { readStoredDraft } from './state/storage.ts';
import { fill, text } from './strings.ts';
import { App } from './ui/App.tsx';

const root = createRoot(document.getElementById('editor')!);
try {
  const snapshot = await fetchConfig();
  const base = Object.fromEntries(snapshot.files.map(({ path, text: fileText, hash }) => [path, { text: fileText, hash }]));
  const stored = readStoredDraft(snapshot.configId);
  const initial = initialState(base, stored ? { files: stored.files, baseHashes: stored.baseHashes } : undefined);
  root.render(
    <StrictMode>
      <App snapshot={snapshot} initial={initial} restored={stored !== undefined} />
    </StrictMode>,
  );
} catch (error) {
  root.render(<p role="alert">{fill(text.loadFailed, { message: (error as Error).message })}</p>);
}

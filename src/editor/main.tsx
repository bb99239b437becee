// The editor's entry: asks its server for the config at once, while the editor's code loads, then
// brings back unsaved work kept in the browser and shows the editor. A config that does not parse or
// validate opens all the same.
import { fetchConfig } from './state/api.ts';

const snapshot = fetchConfig();
const { showEditor } = await import('./show-editor.tsx');
showEditor(document.getElementById('editor')!, snapshot);

// The preview document's entry: it waits for the editor's first draft, fills the draft objects,
// and only then loads the site's components, since some of them read the config once, as they load.
// Opened under a shared link (shared-link.ts) it loads that link's draft instead, says it is a
// preview, and keeps its links under the link's address.
import '../../styles/global.css';
import './preview.css';
import { sameJson } from '../../shared/config-edit/config-text.ts';
import { applyDraftFiles, draftFile, draftSingle, setUploadsBase } from './draft-files.ts';
import { fromSameOrigin, type FromPreview, type ToPreview } from './messages.ts';
import { loadSharedDraft, sharedAddress, sharedBase, sharedView, sitePath } from './shared-link.ts';
import { text } from '../strings.ts';
import { CONFIG_FILES, isFormFile } from '../../shared/config-check/config-layout.ts';

type Render = (message: ToPreview) => void;

/**
 * What the site's modules read once when they load (the locale of dates, the sorted services, the
 * forms prepared for the browser): a change there loads the preview afresh, which then asks for the
 * whole draft again.
 */
function readOnLoad(path: string): unknown {
  if (path === CONFIG_FILES.site) return draftSingle(CONFIG_FILES.site)?.seo?.locale;
  if (path === CONFIG_FILES.services || isFormFile(path)) return draftFile(path);
  return undefined;
}

function tell(message: FromPreview): void {
  window.parent.postMessage(message, window.location.origin);
}

// A file dropped on the preview is not opened in its frame (the editor around it takes uploads).
for (const name of ['dragover', 'drop'] as const)
  window.addEventListener(name, (event) => {
    if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
  });

let render: Render | undefined;
const pending: ToPreview[] = [];

const shared = sharedBase();

/** A sentence above the site's page (the banner of a shared preview, or why it shows nothing). */
function note(words: string, className: string): void {
  const element = document.createElement('p');
  element.className = className;
  element.textContent = words;
  document.body.prepend(element);
}

/** A shared preview: the link's draft, the page of this address, and the banner saying what it is. */
async function openShared(base: string): Promise<void> {
  setUploadsBase(base.slice(0, -1));
  let files;
  try {
    files = await loadSharedDraft(base);
  } catch {
    note(text.sharedPreview.unavailable, 'preview-share-banner');
    return;
  }
  applyDraftFiles(files);
  const view = sharedView(sitePath(window.location.pathname, base), files);
  const module = await import('./PreviewApp.tsx');
  const render = module.mountPreview(
    document.getElementById('app')!,
    () => undefined,
    () => undefined,
  );
  render({ type: 'draft', files, view, selected: undefined, seq: 1 });
  if (view.kind === 'none') note(text.sharedPreview.noSuchPage, 'preview-share-missing');
  note(text.sharedPreview.banner, 'preview-share-banner');
}

if (shared) void openShared(shared);
else
  window.addEventListener('message', (event: MessageEvent<ToPreview>) => {
    if (!fromSameOrigin(event) || event.source !== window.parent || event.data?.type !== 'draft') return;
    const message = event.data;
    if (render) {
      const before = Object.keys(message.files).map((path) => [path, readOnLoad(path)] as const);
      applyDraftFiles(message.files);
      if (before.some(([path, value]) => !sameJson(value, readOnLoad(path)))) {
        window.location.reload();
        return;
      }
      render(message);
      return;
    }
    applyDraftFiles(message.files);
    pending.push(message);
    if (pending.length === 1) {
      void import('./PreviewApp.tsx').then((module) => {
        render = module.mountPreview(
          document.getElementById('app')!,
          (index) => tell({ type: 'select', index }),
          (seq) => tell({ type: 'rendered', seq }),
        );
        render(pending.at(-1)!);
      });
    }
  });

// A link of the site takes the preview to its page, as the editor opens it (a link to a part of the
// page scrolls there; one to another site goes nowhere). A click elsewhere on the header or the
// footer opens the navigation in the editor. A form checks what is typed but is never sent
// (draft-send-form.ts).
document.addEventListener(
  'click',
  (event) => {
    const target = event.target as Element | null;
    const link = target?.closest?.('a[href]');
    if (link) {
      const href = link.getAttribute('href') ?? '';
      // Under a shared link, a link to another site is followed as it is (no referrer goes with it).
      if (shared && !href.startsWith('#') && !href.startsWith('/')) return;
      event.preventDefault();
      if (href.startsWith('#')) document.getElementById(href.slice(1))?.scrollIntoView();
      else if (href.startsWith('/') && shared) window.location.assign(sharedAddress(href, shared));
      else if (href.startsWith('/')) tell({ type: 'navigate', href });
      return;
    }
    if (shared) return;
    if (target?.closest?.('[data-preview-part="navigation"]')) tell({ type: 'navigation' });
  },
  true,
);
document.addEventListener('submit', (event) => event.preventDefault(), true);

if (!shared) tell({ type: 'ready' });

// The editor: the bar (Undo, Redo, Save, Discard; Publishing under /admin), the "Content" list, the
// page or file being edited, its live preview and the Problems region. Its state and behaviour live
// in hooks (src/editor/hooks/: the draft, its checking, saving, conflicts, the saved draft,
// shortcuts, focus, dialogs, the view); each part renders inside a PartBoundary, so an error in one
// shows there and the rest of the editor, and the work in it, stays.
import { useMemo } from 'react';
import { articleSlugOf } from '../../shared/blog-paths.ts';
import type { ConfigSnapshot } from '../../shared/editor-contract.ts';
import { draftConfig, textOf } from '../state/draft-access.ts';
import { languageTag } from '../../shared/dates.ts';
import type { EditorState } from '../state/draft.ts';
import type { EditorFormContext } from '../schema-form/context.ts';
import type { PreviewView } from '../preview/messages.ts';
import { useConflicts } from '../hooks/use-conflicts.ts';
import { useCopyMarks } from '../hooks/use-copy-marks.ts';
import { newFileValue } from '../state/sections.ts';
import { useDialogs } from '../hooks/use-dialogs.ts';
import { useDraft } from '../hooks/use-draft.ts';
import { useDraftUpdate } from '../hooks/use-draft-update.ts';
import { usePendingFocus } from '../hooks/use-focus.ts';
import { useProblems } from '../hooks/use-problems.ts';
import { useSavedDraft } from '../hooks/use-saved-draft.ts';
import { useSaving } from '../hooks/use-saving.ts';
import { useShortcuts } from '../hooks/use-shortcuts.ts';
import { useView } from '../hooks/use-view.ts';
import { usePictures } from '../hooks/use-pictures.ts';
import { useSameValue } from '../hooks/use-same-value.ts';
import { pictureUsage, replacePicture } from '../../shared/picture-usage.ts';
import { MediaDialog } from './media/MediaDialog.tsx';
import { text } from '../strings.ts';
import type { DraftFile } from '../state/draft.ts';
import { articleSlug, contentGroups, linkTargets, pageId, routesByPage } from './content-index.ts';
import { ContentNav } from './ContentNav.tsx';
import { DraftBehind } from './DraftBehind.tsx';
import { EditorBar } from './EditorBar.tsx';
import { FileEditor } from './FileEditor.tsx';
import { NewArticleDialog } from './NewArticleDialog.tsx';
import { addArticle, addPage, articlesByDate, copiedMarks, menuOptions, pageIdFor } from './new-content.ts';
import { NewPageDialog } from './NewPageDialog.tsx';
import { PageEditor } from './PageEditor.tsx';
import { PartBoundary } from './PartBoundary.tsx';
import { PreviewPane } from './PreviewPane.tsx';
import { ProblemsPanel } from './ProblemsPanel.tsx';
import { PublishPanel } from './PublishPanel.tsx';

interface AppProps {
  snapshot: ConfigSnapshot;
  initial: EditorState;
  restored: boolean;
}

const ICON_PREFIX = '/images/icons/';

export function App({ snapshot, initial, restored }: AppProps) {
  // Under /admin Save writes the signed-in user's draft, which Publish then makes the live site.
  const drafting = snapshot.saveTarget === 'draft';
  const draft = useDraft(initial, snapshot.configId);
  const { state, changed, apply } = draft;
  const [pendingFocus, focus] = usePendingFocus();
  const dialogs = useDialogs();
  const copyMarks = useCopyMarks(snapshot.configId, state.files);
  const pictures = usePictures(snapshot.images);
  const checks = useProblems(state, snapshot, copyMarks.marks, pictures.pictures);
  const { problems, errors } = checks;
  const saving = useSaving(draft, drafting, restored);
  const savedDraft = useSavedDraft(drafting, draft, saving.setStatus);
  const conflicts = useConflicts(draft, saving);
  const view = useView(state.files, focus);
  useShortcuts({ undo: draft.undo, redo: draft.redo });
  // What is read of every file, once per change of the draft (the editor renders again for many
  // other reasons: the check's answer, the view): at 2,000 articles each is a walk over them all.
  const { usage, groups, allTargets, routes, menus, takenSlugs, articles } = useMemo(
    () => ({
      usage: pictureUsage(
        Object.entries(state.files).flatMap(([path, entry]): [string, unknown][] =>
          entry.kind === 'json' ? [[path, entry.value]] : [],
        ),
      ),
      groups: contentGroups(state.files),
      allTargets: linkTargets(state.files),
      routes: routesByPage(state.files),
      menus: menuOptions(state.files),
      takenSlugs: new Set(Object.keys(state.files).flatMap((path) => articleSlug(path) ?? [])),
      articles: articlesByDate(state.files),
    }),
    [state.files],
  );
  const site = draftConfig(state.files, 'site.json');
  const locale = textOf(site?.seo?.locale);
  // The site's locale as the browser's Intl names it; while site.json does not say one, the browser's.
  const siteLocale = locale ? languageTag(locale) : new Intl.NumberFormat().resolvedOptions().locale;
  const targets = useSameValue(allTargets);
  const icons = useSameValue(
    snapshot.publicFiles
      .filter((file) => file.startsWith(ICON_PREFIX) && file.endsWith('.svg'))
      .map((file) => file.slice(ICON_PREFIX.length, -4)),
  );
  const update = useDraftUpdate(draft, siteLocale, saving.setStatus, savedDraft.lookUp);
  const context: EditorFormContext = {
    linkTargets: targets,
    images: pictures.pictures,
    openLibrary: (purpose) =>
      pictures.openLibrary(
        purpose.kind === 'pick'
          ? {
              ...purpose,
              onPick: (picture, description) => {
                purpose.onPick(picture, description);
                pictures.closeLibrary();
              },
            }
          : purpose,
      ),
    icons,
    opensInNewTab: String(site?.ui?.opensInNewTab ?? ''),
    focusTarget: pendingFocus,
  };
  const problemCounts = new Map<string, number>();
  for (const problem of problems) problemCounts.set(problem.file, (problemCounts.get(problem.file) ?? 0) + 1);

  const { current } = view;
  const file = current ? state.files[current.path] : undefined;
  const previewView = previewOf(view.previewPath, state.files, routes);
  const entryTitle =
    groups.flatMap((group) => group.entries).find((entry) => entry.path === current?.path)?.label ??
    current?.path ??
    '';
  // Save only what has been checked: while the check is behind the typing, Save waits for it. Until
  // every conflict is settled (its file read again), a save would send the old base and be refused
  // again: Save waits for the choice of each file.
  const saveDisabled =
    !checks.checked ||
    changed.length === 0 ||
    errors.length > 0 ||
    saving.status.kind === 'saving' ||
    saving.status.kind === 'conflict';

  return (
    <div className="editor">
      <a className="skip-link" href="#editor-heading">
        {text.skipToForm}
      </a>
      <EditorBar
        canUndo={state.past.length > 0}
        canRedo={state.future.length > 0}
        onUndo={draft.undo}
        onRedo={draft.redo}
        // Saved under /admin, the draft holds something to publish (or to discard).
        onSave={() => void saving.save().then((done) => done && savedDraft.lookUp())}
        onDiscard={saving.discard}
        saveDisabled={saveDisabled}
        changedCount={changed.length}
        hasErrors={errors.length > 0}
        status={saving.status}
        drafting={drafting}
        onSettle={(path, keep) => void conflicts.settle(path, keep)}
        onMedia={() => pictures.openLibrary({ kind: 'manage' })}
        {...(drafting ? { onUpdateDraft: () => void update.start() } : {})}
      >
        {drafting && (
          <PartBoundary part={text.parts.publishing}>
            <PublishPanel
              hasProblems={errors.length > 0}
              hasUnsaved={changed.length > 0}
              hasSavedDraft={savedDraft.savedDraft}
              adminOnly={savedDraft.adminOnly}
              onOver={(outcome) => {
                if (outcome.kind !== 'live') return;
                // "Saved to your draft… visitors see it once you publish" is no longer true once it went out.
                if (outcome.mine) saving.setStatus({ kind: 'idle' });
                void savedDraft.liveChanged();
              }}
              onDiscard={() => void savedDraft.discardSaved()}
              locale={siteLocale}
              onRefused={savedDraft.lookUp}
              updates={update.updates}
            />
            <DraftBehind behind={saving.status.kind === 'conflict' ? [] : savedDraft.behind} update={update} />
          </PartBoundary>
        )}
      </EditorBar>
      <PartBoundary part={text.parts.content} resetKey={state.files}>
        <ContentNav
          groups={groups}
          current={current?.path}
          changed={new Set(changed)}
          problemCounts={problemCounts}
          onOpen={(path) => view.open(path)}
          onNewPage={() => dialogs.show('page')}
          onNewArticle={() => dialogs.show('article')}
          files={state.files}
          onShowAt={(file, pointer) => view.showAt(file, pointer)}
        />
      </PartBoundary>
      <main className="editor__main" aria-labelledby="editor-heading">
        <span id="editor-heading" className="visually-hidden" tabIndex={-1}>
          {entryTitle}
        </span>
        <PartBoundary part={text.parts.editing} resetKey={current?.path}>
          {current && file?.kind === 'json' && pageId(current.path) ? (
            <PageEditor
              key={current.path}
              path={current.path}
              page={file.value}
              routes={routes.get(pageId(current.path)!) ?? []}
              problems={problems}
              context={context}
              selected={current.section}
              onSelect={(section) => view.setView({ path: current.path, section })}
              onEdit={apply}
              onOpen={(path) => view.open(path)}
              exists={(path) => path in state.files}
            />
          ) : current && file ? (
            <FileEditor
              key={current.path}
              path={current.path}
              title={entryTitle}
              file={file}
              problems={problems}
              context={context}
              onEdit={apply}
            />
          ) : (
            <p>{text.previewNone}</p>
          )}
        </PartBoundary>
      </main>
      <PartBoundary part={text.parts.preview}>
        <PreviewPane
          files={state.files}
          view={previewView}
          selected={previewView.kind === 'page' && current?.path === previewView.path ? current.section : undefined}
          onSelect={(index) => previewView.kind === 'page' && view.setView({ path: previewView.path, section: index })}
          onNavigate={(href) => {
            const file = fileOfHref(href, routes);
            if (file && file in state.files) view.open(file);
          }}
          onNavigation={() => view.open('navigation.json')}
        />
      </PartBoundary>
      <PartBoundary part={text.parts.problems} resetKey={problems}>
        <ProblemsPanel problems={problems} checking={checks.checking} onShow={view.showProblem} />
      </PartBoundary>
      <PartBoundary part={text.parts.dialog} resetKey={pictures.library.open}>
        <MediaDialog
          open={pictures.library.open}
          purpose={pictures.library.purpose}
          pictures={pictures.pictures}
          usage={usage}
          dropped={pictures.dropped}
          onAdded={pictures.added}
          onDeleted={pictures.deleted}
          onReplace={(from, to) => {
            const changes = Object.entries(state.files).flatMap(([path, entry]) => {
              const next = entry.kind === 'json' ? replacePicture(entry.value, from, to) : undefined;
              return next ? [[path, next] as const] : [];
            });
            apply((files) => {
              for (const [path, value] of changes)
                files[path] = { kind: 'json', value: value as Record<string, unknown> };
            });
            return changes.length;
          }}
          onClose={pictures.closeLibrary}
        />
      </PartBoundary>
      <PartBoundary part={text.parts.dialog} resetKey={dialogs.open}>
        <NewPageDialog
          open={dialogs.open === 'page'}
          pages={groups.find((group) => group.id === 'pages')?.entries ?? []}
          takenPaths={new Set([...routes.values()].flat())}
          menus={menus}
          icons={context.icons}
          onClose={dialogs.close}
          onCreate={(page) => {
            copyMarks.add(copiedMarks(state.files, page));
            apply((files) => addPage(files, page, () => newFileValue('page.schema.json')));
            dialogs.close();
            view.open(`pages/${pageIdFor(page.path)}.json`);
          }}
        />
        <NewArticleDialog
          open={dialogs.open === 'article'}
          takenSlugs={takenSlugs}
          articles={articles}
          onClose={dialogs.close}
          onCreate={(article) => {
            apply((files) => {
              addArticle(files, article, () => newFileValue('blog-article.schema.json'));
            });
            dialogs.close();
            view.open(`blog/${article.slug}.json`);
          }}
        />
      </PartBoundary>
    </div>
  );
}

/** The file of a page or article a link of the site leads to (/erp -> pages/erp.json), if it is one. */
function fileOfHref(href: string, routes: Map<string, string[]>): string | undefined {
  const path = href.split(/[?#]/, 1)[0]!;
  for (const [page, paths] of routes) if (paths.includes(path)) return `pages/${page}.json`;
  const slug = articleSlugOf(path);
  return slug ? `blog/${slug}.json` : undefined;
}

/** What the preview shows for the last page or article opened. */
function previewOf(
  path: string | undefined,
  files: Record<string, DraftFile>,
  routes: Map<string, string[]>,
): PreviewView {
  if (!path || files[path]?.kind !== 'json') return { kind: 'none' };
  const page = pageId(path);
  if (page) return { kind: 'page', path, route: routes.get(page)?.[0] ?? '/' };
  const slug = articleSlug(path);
  return slug ? { kind: 'article', slug } : { kind: 'none' };
}

// The editor: the bar (Undo, Redo, Save, Discard; Publishing under /admin), the "Content" list, the
// page or file being edited, its live preview and the Problems region. Its state and behaviour live
// in hooks (src/editor/hooks/: the draft, its checking, saving, conflicts, the saved draft, "Update
// my draft", shortcuts, focus, dialogs, the view, what is read of every file, the forms' context, new
// pages and articles, pictures replaced everywhere); here they are wired to the parts. Each part
// renders inside a PartBoundary, so an error in one shows there and the rest of the editor, and the
// work in it, stays.
import type { ConfigSnapshot } from '../../shared/editor-contract.ts';
import type { EditorState } from '../state/draft.ts';
import { useCallback, useEffect } from 'react';
import { fill } from '../strings.ts';
import { useConflicts } from '../hooks/use-conflicts.ts';
import { useCopyMarks } from '../hooks/use-copy-marks.ts';
import { useDialogs } from '../hooks/use-dialogs.ts';
import { useDraft } from '../hooks/use-draft.ts';
import { useDraftIndex } from '../hooks/use-draft-index.ts';
import { useDraftUpdate } from '../hooks/use-draft-update.ts';
import { useLoader } from '../hooks/use-loader.ts';
import { usePendingFocus } from '../hooks/use-focus.ts';
import { useFormContext } from '../hooks/use-form-context.ts';
import { useReviews } from '../hooks/use-reviews.ts';
import { useNewContent } from '../hooks/use-new-content.ts';
import { usePictures } from '../hooks/use-pictures.ts';
import { useProblems } from '../hooks/use-problems.ts';
import { useReplacePicture } from '../hooks/use-replace-picture.ts';
import { useSavedDraft } from '../hooks/use-saved-draft.ts';
import { saveWaits, useSaving } from '../hooks/use-saving.ts';
import { useShortcuts } from '../hooks/use-shortcuts.ts';
import { useView } from '../hooks/use-view.ts';
import { useLanguage } from '../hooks/use-language.ts';
import { isTranslatable, leftToDo, standingsOf } from '../state/translating.ts';
import { splitLanguage } from '../../shared/language-paths.ts';
import { MediaDialog } from './media/MediaDialog.tsx';
import { text } from '../strings.ts';
import { pageId } from './content-index.ts';
import { ContentNav } from './ContentNav.tsx';
import { DraftBehind } from './DraftBehind.tsx';
import { EditorBar } from './EditorBar.tsx';
import { FileEditor } from './FileEditor.tsx';
import { NewArticleDialog } from './NewArticleDialog.tsx';
import { NewPageDialog } from './NewPageDialog.tsx';
import { PageEditor } from './PageEditor.tsx';
import { PartBoundary } from './PartBoundary.tsx';
import { PreviewPane } from './PreviewPane.tsx';
import { fileOfHref, previewOf } from './preview-page.ts';
import { ProblemsPanel } from './ProblemsPanel.tsx';
import { CopiedTexts } from './CopiedTexts.tsx';
import { publishDoubts } from './publish-doubts.ts';
import { LinkTargets } from './LinkTargets.tsx';
import { PublishPanel } from './PublishPanel.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';
import { TranslationEditor } from './TranslationEditor.tsx';
import { TranslateOffer } from './LanguageStanding.tsx';
import { CONFIG_FILES, translatedFileOf } from '../../shared/config-check/config-layout.ts';

interface AppProps {
  snapshot: ConfigSnapshot;
  initial: EditorState;
  restored: boolean;
}

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
  // Read again whenever a save or a discard changes what is saved (whether the draft is still the one asked about).
  const reviews = useReviews(drafting, saving.status);
  const view = useView(state.files, focus);
  const { setStatus } = saving;
  const load = useLoader(
    draft,
    useCallback(
      (path: string, error: unknown) =>
        setStatus({
          kind: 'message',
          text: fill(text.articleLoadFailed, { path, message: error instanceof Error ? error.message : String(error) }),
        }),
      [setStatus],
    ),
  );
  // An article opened, or shown in the preview, is loaded whole (until then only its list entry is held).
  const openedPath = view.current?.path;
  const { previewPath } = view;
  useEffect(() => {
    void load([openedPath, previewPath].flatMap((path) => (path === undefined ? [] : [path])));
  }, [load, openedPath, previewPath]);
  useShortcuts({ undo: draft.undo, redo: draft.redo });
  const { usage, groups, allTargets, routes, menus, takenSlugs, articles, siteLocale, opensInNewTab } = useDraftIndex(
    state.files,
  );
  const update = useDraftUpdate(draft, siteLocale, saving.setStatus, savedDraft.lookUp);
  const context = useFormContext({
    pictures,
    publicFiles: snapshot.publicFiles,
    opensInNewTab,
    focusTarget: pendingFocus,
  });
  const newContent = useNewContent({ draft, dialogs, copyMarks, view });
  const replacePicture = useReplacePicture(draft, usage, load);

  const { current } = view;
  // An article not loaded yet is not edited: its form waits for its text.
  const file = current && !(current.path in state.unloaded) ? state.files[current.path] : undefined;
  const previewView = previewOf(view.previewPath, state.files, routes);
  const language = useLanguage(state.files);
  const { translating } = language;
  const labelOf = (path: string) =>
    groups.flatMap((group) => group.entries).find((entry) => entry.path === path)?.label ?? path;
  const entryTitle = current ? labelOf(current.path) : '';
  const saveDisabled = saveWaits(checks, changed, saving.status);
  /** Edits `path` in the language `code` (from the Content list, or the offer after a new page). */
  const translateFile = (path: string, code: string) => {
    language.choose(code);
    view.open(path);
  };
  // A page or article just made, open: the languages it can be translated into now (not the one being
  // edited, nor one it is wholly translated into already).
  const offerPath = current && newContent.created === current.path ? current.path : undefined;
  const offered = offerPath
    ? standingsOf(
        state.files,
        offerPath,
        language.languages.slice(1).flatMap((other) => (other === translating ? [] : [other.code])),
        state.unloaded,
      ).flatMap((standing) =>
        leftToDo(standing.standing) ? language.languages.filter((other) => other.code === standing.code) : [],
      )
    : [];
  const confirmFirst = publishDoubts(copyMarks.marks, problems, routes);

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
        <LanguagePicker choice={language} />
        {drafting && (
          <PartBoundary part={text.parts.publishing}>
            <PublishPanel
              hasProblems={errors.length > 0}
              checking={checks.checking}
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
              confirmFirst={confirmFirst}
              reviews={reviews}
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
          problemCounts={checks.perFile}
          checking={checks.checking}
          onOpen={(path) => view.open(path)}
          onNewPage={() => dialogs.show('page')}
          onNewArticle={() => dialogs.show('article')}
          files={state.files}
          unloaded={state.unloaded}
          onShowAt={(file, pointer) => view.showAt(file, pointer)}
          locale={siteLocale}
          languages={language.languages}
          translating={translating?.code}
          onTranslate={translateFile}
        />
      </PartBoundary>
      <main className="editor__main" aria-labelledby="editor-heading">
        {/* Where the focus goes when a file opens: it says the language too when a translation opens. */}
        <span id="editor-heading" className="visually-hidden" tabIndex={-1}>
          {translating && current && isTranslatable(current.path)
            ? fill(text.translate.heading, { title: entryTitle, language: translating.name })
            : entryTitle}
        </span>
        {/* Always there, so what appears in it is announced. */}
        <div className="translate-offer-region" aria-live="polite">
          {offerPath && offered.length > 0 && (
            <TranslateOffer
              title={entryTitle}
              main={language.main!}
              languages={offered}
              onTranslate={(code) => translateFile(offerPath, code)}
            />
          )}
        </div>
        <PartBoundary part={text.parts.editing} resetKey={current?.path}>
          {translating &&
            current &&
            file?.kind === 'json' &&
            !isTranslatable(current.path) &&
            !translatedFileOf(current.path) && (
              <p className="notice">{fill(text.translate.notTranslated, { main: language.main!.name })}</p>
            )}
          {translating && current && file?.kind === 'json' && isTranslatable(current.path) ? (
            <TranslationEditor
              key={`${translating.code}:${current.path}`}
              path={current.path}
              title={entryTitle}
              source={file.value}
              files={state.files}
              main={language.main!}
              language={translating}
              onEdit={apply}
              isSaved={(path) => path in state.base}
              unloaded={state.unloaded}
              onOpen={(path) => view.open(path)}
              labelOf={labelOf}
            />
          ) : current && file?.kind === 'json' && pageId(current.path) ? (
            <>
              <CopiedTexts
                marks={copyMarks.marks.filter((mark) => mark.file === current.path)}
                onKeep={copyMarks.keep}
              />
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
                notes={reviews.notes}
              />
            </>
          ) : current && file ? (
            <FileEditor
              key={current.path}
              path={current.path}
              title={entryTitle}
              file={file}
              problems={problems}
              context={context}
              onEdit={apply}
              notes={reviews.notes}
            />
          ) : current ? (
            <p role="status">{text.articleLoading}</p>
          ) : (
            <p>{text.previewNone}</p>
          )}
        </PartBoundary>
        <LinkTargets targets={allTargets} />
      </main>
      <PartBoundary part={text.parts.preview}>
        <PreviewPane
          files={state.files}
          view={previewView}
          selected={previewView.kind === 'page' && current?.path === previewView.path ? current.section : undefined}
          onSelect={(index) => previewView.kind === 'page' && view.setView({ path: previewView.path, section: index })}
          onNavigate={(href) => {
            // A link of the language shown leads to its page in the main language's addresses (/ar/erp is /erp).
            const file = fileOfHref(language.main ? splitLanguage(language.languages, href).path : href, routes);
            if (file && file in state.files) view.open(file);
          }}
          onNavigation={() => view.open(CONFIG_FILES.navigation)}
          language={translating?.code}
        />
      </PartBoundary>
      <PartBoundary part={text.parts.problems} resetKey={problems}>
        <ProblemsPanel
          problems={problems}
          checking={checks.checking}
          onShow={view.showProblem}
          isCopied={(problem) => checks.copiedMark(problem) !== undefined}
          onKeep={(problem) => {
            const mark = checks.copiedMark(problem);
            if (mark) copyMarks.keep([mark]);
          }}
        />
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
          onReplace={replacePicture}
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
          onCreate={newContent.createPage}
        />
        <NewArticleDialog
          open={dialogs.open === 'article'}
          takenSlugs={takenSlugs}
          articles={articles}
          onClose={dialogs.close}
          onCreate={newContent.createArticle}
        />
      </PartBoundary>
    </div>
  );
}

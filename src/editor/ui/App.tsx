// The editor: the "Content" list, the page or file being edited, its live preview and the Problems
// region, with Undo, Redo, Save and Discard. State lives here (src/editor/state/ holds its logic).
import type { Draft as Mutable } from 'immer';
import { useDeferredValue, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { isError, type Problem } from '../../shared/config-check/json-source.ts';
import type { EditorFormContext } from '../schema-form/context.ts';
import { baseFiles, fetchConfig, fetchFile, saveFiles, type ConfigSnapshot } from '../state/api.ts';
import { checkDraft, FormRules } from '../state/check-draft.ts';
import {
  baseHashOf,
  changedPaths,
  edit,
  initialState,
  redo,
  resolveConflict,
  saved,
  undo,
  type DraftFile,
  type EditorState,
} from '../state/draft.ts';
import { fieldId, sectionOf } from '../state/problems.ts';
import { discardSavedDraft, hasSavedDraft } from '../state/publishing.ts';
import { forgetDraft, storeDraft } from '../state/storage.ts';
import { fill, text } from '../strings.ts';
import type { PreviewView } from '../preview/messages.ts';
import { articleSlug, contentGroups, linkTargets, pageId, routesByPage } from './content-index.ts';
import { ContentNav } from './ContentNav.tsx';
import { FileEditor } from './FileEditor.tsx';
import { NewArticleDialog } from './NewArticleDialog.tsx';
import { addArticle, addPage, pageIdFor } from './new-content.ts';
import { NewPageDialog } from './NewPageDialog.tsx';
import { PageEditor } from './PageEditor.tsx';
import { PreviewPane } from './PreviewPane.tsx';
import { ProblemsPanel } from './ProblemsPanel.tsx';
import { PublishPanel } from './PublishPanel.tsx';

type Recipe = (files: Mutable<Record<string, DraftFile>>) => void;

interface View {
  path: string;
  section: number | undefined;
}

type Status =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'message'; text: string } | { kind: 'conflict'; paths: string[] };

interface AppProps {
  snapshot: ConfigSnapshot;
  initial: EditorState;
  restored: boolean;
}

const ICON_PREFIX = '/images/icons/';

/** The page of the first route (the home page), else the first file. */
function firstPage(files: Record<string, DraftFile>): string | undefined {
  const routed = [...routesByPage(files).keys()].map((page) => `pages/${page}.json`);
  return routed.find((path) => path in files) ?? Object.keys(files)[0];
}

export function App({ snapshot, initial, restored }: AppProps) {
  const [state, setState] = useState(initial);
  const [view, setViewState] = useState<View | undefined>(() => {
    const path = firstPage(initial.files);
    return path ? { path, section: undefined } : undefined;
  });
  // The preview keeps showing the last page or article opened while another file is edited.
  const [previewPath, setPreviewPath] = useState(view?.path);
  const setView = (next: View) => {
    setViewState(next);
    if (pageId(next.path) || articleSlug(next.path)) setPreviewPath(next.path);
  };
  const [status, setStatus] = useState<Status>(
    restored ? { kind: 'message', text: text.restoredDraft } : { kind: 'idle' },
  );
  const [dialog, setDialog] = useState<'page' | 'article' | undefined>(undefined);
  const [pendingFocus, setPendingFocus] = useState<string | undefined>(undefined);
  const rules = useMemo(() => new FormRules(), []);
  const formRules = useSyncExternalStore(rules.subscribe, rules.snapshot);
  const facts = useMemo(
    () => ({
      publicFiles: new Set(snapshot.publicFiles),
      components: new Set(snapshot.sections.components),
      pageHeadings: new Set(snapshot.sections.pageHeadings),
    }),
    [snapshot],
  );

  // The validator runs on every change, a moment behind the typing so that typing never waits for it
  // (and the editor shows before the first check is done).
  const deferred = useDeferredValue<EditorState | undefined>(state, undefined);
  const problems = useMemo(
    () => (deferred ? checkDraft(deferred, facts, formRules.check) : []),
    [deferred, facts, formRules],
  );
  const errors = problems.filter(isError);
  const changed = useMemo(() => changedPaths(state), [state]);

  // Unsaved work is kept in the browser until it is saved or discarded.
  useEffect(() => {
    storeDraft({
      config: snapshot.configId,
      files: Object.fromEntries(changed.map((path) => [path, state.files[path]!])),
      baseHashes: Object.fromEntries(changed.map((path) => [path, baseHashOf(state, path)])),
    });
  }, [changed, state, snapshot.configId]);

  const apply = (recipe: Recipe, group?: string) => setState((current) => edit(current, recipe, group));
  const doUndo = () => setState(undo);
  const doRedo = () => setState(redo);

  const keyHandler = useRef<(event: KeyboardEvent) => void>(() => {});
  useEffect(() => {
    keyHandler.current = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        doUndo();
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        doRedo();
      }
    };
  });
  useEffect(() => {
    const listen = (event: KeyboardEvent) => keyHandler.current(event);
    document.addEventListener('keydown', listen);
    return () => document.removeEventListener('keydown', listen);
  }, []);

  useEffect(() => {
    if (!pendingFocus) return;
    const tryFocus = () => {
      const element = document.getElementById(pendingFocus);
      if (!element) return false;
      element.focus();
      setPendingFocus(undefined);
      return true;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pendingFocus]);

  // Under /admin Save writes the signed-in user's draft, which Publish then makes the live site.
  const drafting = snapshot.saveTarget === 'draft';
  const saveWords = drafting ? text.draftSave : text;
  // Whether that draft holds anything, so it can be discarded: no until the server says so.
  const [savedDraft, setSavedDraft] = useState(false);
  const lookUpSavedDraft = () => {
    if (drafting) hasSavedDraft().then(setSavedDraft, () => undefined);
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the draft the editor opened with
  useEffect(lookUpSavedDraft, []);

  /** After a publish or a roll back went live: the editor starts again from the new live files, unless there is unsaved work. */
  const liveChanged = async () => {
    const base = baseFiles(await fetchConfig());
    setState((current) => (changedPaths(current).length === 0 ? initialState(base) : current));
    // A publish takes the draft it sent out of the store.
    lookUpSavedDraft();
  };

  /** Drops the saved draft and the unsaved changes: the editor starts again from the live files. */
  const discardSaved = async () => {
    if (!window.confirm(text.publishing.discardDraftConfirm)) return;
    const say = (words: string) => setStatus({ kind: 'message', text: words });
    const refused = await discardSavedDraft().catch(() => text.publishing.network);
    if (refused !== undefined) return say(fill(text.publishing.discardFailed, { message: refused }));
    forgetDraft();
    setSavedDraft(false);
    const live = await fetchConfig().catch(() => undefined);
    if (!live) return say(text.publishing.draftDiscardedReload);
    setState(initialState(baseFiles(live)));
    say(text.publishing.draftDiscarded);
  };

  const save = async () => {
    setStatus({ kind: 'saving' });
    const files = changed.flatMap((path) => {
      const file = state.files[path]!;
      return file.kind === 'json' ? [{ path, baseHash: baseHashOf(state, path), value: file.value }] : [];
    });
    const answer = await saveFiles(files);
    if (answer.kind === 'saved') {
      setState((current) => saved(current, answer.files));
      setSavedDraft(drafting);
      setStatus({
        kind: 'message',
        text: fill(saveWords.savedFiles, { files: answer.files.map((file) => file.path).join(', ') }),
      });
    } else if (answer.kind === 'conflict') setStatus({ kind: 'conflict', paths: answer.paths });
    else
      setStatus({
        kind: 'message',
        text: fill(text.saveRefused, {
          message:
            answer.kind === 'invalid'
              ? `${answer.message} ${answer.problems.map((problem) => problem.message).join('; ')}`
              : answer.message,
        }),
      });
  };

  const settleConflict = async (path: string, keep: 'mine' | 'disk') => {
    const disk = await fetchFile(path);
    setState((current) => resolveConflict(current, path, disk, keep));
    setStatus((current) =>
      current.kind === 'conflict' && current.paths.length > 1
        ? { kind: 'conflict', paths: current.paths.filter((other) => other !== path) }
        : { kind: 'idle' },
    );
  };

  const discard = () => {
    if (!window.confirm(text.discardConfirm)) return;
    forgetDraft();
    // The draft goes back to the files on disk, and the history with it.
    setState((current) => initialState(current.base));
    setStatus({ kind: 'idle' });
  };

  const open = (path: string, section?: number) => {
    setView({ path, section });
    setPendingFocus('editor-heading');
  };

  const showProblem = (problem: Problem) => {
    const section = sectionOf(problem);
    setView({ path: problem.file, section });
    const prefix = section === undefined ? (pageId(problem.file) ? 'page' : 'file') : `section-${section}`;
    const relative = section === undefined ? problem.pointer : problem.pointer.slice(`/sections/${section}`.length);
    setPendingFocus(fieldId(prefix, relative, problem.property));
  };

  const groups = contentGroups(state.files);
  const context: EditorFormContext = {
    linkTargets: linkTargets(state.files),
    images: snapshot.images,
    icons: snapshot.publicFiles
      .filter((file) => file.startsWith(ICON_PREFIX) && file.endsWith('.svg'))
      .map((file) => file.slice(ICON_PREFIX.length, -4)),
    opensInNewTab: String(
      (state.files['site.json'] as { value?: { ui?: { opensInNewTab?: string } } } | undefined)?.value?.ui
        ?.opensInNewTab ?? '',
    ),
    focusTarget: pendingFocus,
  };
  const problemCounts = new Map<string, number>();
  for (const problem of problems) problemCounts.set(problem.file, (problemCounts.get(problem.file) ?? 0) + 1);

  const current = view && state.files[view.path] ? view : undefined;
  const file = current ? state.files[current.path] : undefined;
  const routes = routesByPage(state.files);
  const previewView = previewOf(previewPath, state.files, routes);
  const entryTitle =
    groups.flatMap((group) => group.entries).find((entry) => entry.path === current?.path)?.label ??
    current?.path ??
    '';
  const footerColumns = (
    (state.files['navigation.json'] as { value?: { footer?: { columns?: { heading?: string }[] } } } | undefined)?.value
      ?.footer?.columns ?? []
  ).map((column) => String(column.heading));
  // Save only what has been checked: while the check is behind the typing, Save waits for it.
  const checked = deferred === state;
  // Until every conflict is settled (its file read again from disk), a save would send the old base
  // and be refused again: Save waits for the choice of each file.
  const saveDisabled =
    !checked || changed.length === 0 || errors.length > 0 || status.kind === 'saving' || status.kind === 'conflict';

  return (
    <div className="editor">
      <header className="editor__bar">
        <h1 className="editor__title">{text.appTitle}</h1>
        <div role="toolbar" aria-label={text.toolbar} className="editor__toolbar">
          <button
            type="button"
            className="button"
            onClick={doUndo}
            disabled={state.past.length === 0}
            aria-keyshortcuts="Control+Z"
          >
            {text.undo}
          </button>
          <button
            type="button"
            className="button"
            onClick={doRedo}
            disabled={state.future.length === 0}
            aria-keyshortcuts="Control+Shift+Z"
          >
            {text.redo}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void save()}
            disabled={saveDisabled}
            aria-describedby="save-status"
          >
            {status.kind === 'saving' ? text.saving : text.save}
          </button>
          <button type="button" className="button" onClick={discard} disabled={changed.length === 0}>
            {text.discard}
          </button>
        </div>
        <div className="editor__status" id="save-status" role="status">
          <p>
            {errors.length > 0 && changed.length > 0
              ? text.saveBlocked
              : changed.length > 0
                ? fill(text.unsaved, { count: changed.length })
                : text.allSaved}
          </p>
          {status.kind === 'message' && <p>{status.text}</p>}
        </div>
        {drafting && (
          <PublishPanel
            hasProblems={errors.length > 0}
            hasUnsaved={changed.length > 0}
            hasSavedDraft={savedDraft}
            onOver={(outcome) => outcome.kind === 'live' && void liveChanged()}
            onDiscard={() => void discardSaved()}
          />
        )}
        {status.kind === 'conflict' && (
          <div className="editor__conflict" role="alert">
            <p>{fill(saveWords.conflict, { files: status.paths.join(', ') })}</p>
            {status.paths.map((path) => (
              <p key={path}>
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => void settleConflict(path, 'mine')}
                >
                  {fill(text.keepMine, { file: path })}
                </button>{' '}
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => void settleConflict(path, 'disk')}
                >
                  {fill(saveWords.takeDisk, { file: path })}
                </button>
              </p>
            ))}
          </div>
        )}
      </header>
      <ContentNav
        groups={groups}
        current={current?.path}
        changed={new Set(changed)}
        problemCounts={problemCounts}
        onOpen={(path) => open(path)}
        onNewPage={() => setDialog('page')}
        onNewArticle={() => setDialog('article')}
      />
      <main className="editor__main" aria-labelledby="editor-heading">
        <span id="editor-heading" className="visually-hidden" tabIndex={-1}>
          {entryTitle}
        </span>
        {current && file?.kind === 'json' && pageId(current.path) ? (
          <PageEditor
            key={current.path}
            path={current.path}
            page={file.value}
            routes={routes.get(pageId(current.path)!) ?? []}
            problems={problems}
            context={context}
            allFiles={() => Object.values(state.files).flatMap((entry) => (entry.kind === 'json' ? [entry.value] : []))}
            selected={current.section}
            onSelect={(section) => setView({ path: current.path, section })}
            onEdit={apply}
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
      </main>
      <PreviewPane
        files={state.files}
        view={previewView}
        selected={previewView.kind === 'page' && current?.path === previewView.path ? current.section : undefined}
        onSelect={(index) => previewView.kind === 'page' && setView({ path: previewView.path, section: index })}
      />
      <ProblemsPanel problems={problems} checking={deferred === undefined} onShow={showProblem} />
      <NewPageDialog
        open={dialog === 'page'}
        pages={groups.find((group) => group.id === 'pages')?.entries ?? []}
        takenPaths={new Set([...routes.values()].flat())}
        footerColumns={footerColumns}
        onClose={() => setDialog(undefined)}
        onCreate={(page) => {
          apply((files) => {
            addPage(files, page);
          });
          setDialog(undefined);
          open(`pages/${pageIdFor(page.path)}.json`);
        }}
      />
      <NewArticleDialog
        open={dialog === 'article'}
        takenSlugs={new Set(Object.keys(state.files).flatMap((path) => articleSlug(path) ?? []))}
        onClose={() => setDialog(undefined)}
        onCreate={(article) => {
          apply((files) => {
            addArticle(files, article);
          });
          setDialog(undefined);
          open(`blog/${article.slug}.json`);
        }}
      />
    </div>
  );
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

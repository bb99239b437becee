// Publishing from the browser. Edits are saved as the signed-in user's draft (in the store, never on
// the live site), within its bounds (draft-bounds.ts). "Publish" takes the live config with the
// draft laid over it; "Roll back" takes the files of an earlier version. Either way the config is
// first checked, and its diff computed, on the config checks' thread with a deadline (never on the
// event loop); then the whole config is built by scripts/build.ts (which takes that check when it reads
// the very files checked: editor/checked-config.ts) in the background, from the publish's own copy of
// the config (the unchanged files linked to the live ones: config-folder.ts), into a new folder under
// BUILDS_DIR, while the server goes on serving the old build;
// the progress is kept in the store. Only a build that succeeded is switched to, in one step
// (live-site.ts), after its files were written to the config folder; a failed one leaves
// everything as it was and keeps its message. One publish runs at a time, across instances (the
// store refuses a second), for at most the time limit; its starter can stop it (from any
// instance: the request goes through the store). Each version is recorded with its files, so any
// of them can be published again; a failed one drops its texts after a day. And each is committed
// to git when the config folder is in a work tree.
import { dirname, join, relative } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Problem } from '../../shared/config-check/json-source.ts';
import { guardedChanges } from '../roles/guarded-settings.ts';
import { hasPermission, mayStopPublish } from '../roles/permissions.ts';
import { adminText, fill, waitInWords } from '../words/text.ts';
import { configChecks, type ConfigChecks } from '../editor/config-checks.ts';
import { readPublicFiles } from '../editor/project-facts.ts';
import { UPLOADS_PREFIX } from '../uploads/upload-names.ts';
import type { LiveSite } from '../site/live-site.ts';
import { loadSiteBuild, reportIndexing } from '../site/site-build.ts';
import {
  PublishBusyError,
  type DraftFile,
  type DraftUploadData,
  type PublishKind,
  type PublishPage,
  type PublishRow,
  type Store,
  type UserRow,
} from '../store/index.ts';
import type { ConfigChanges } from '../editor/config-diff.ts';
import { readConfigFilesAsync, textHash, type ConfigFiles } from '../editor/config-files.ts';
import { stageConfigFolder, writeConfigFolder } from './config-folder.ts';
import { removeFolder } from './remove-folder.ts';
import { THIS_BUILDER, watchDeadPublishes } from './dead-publishes.ts';
import { draftBoundsProblem } from './draft-bounds.ts';
import { behindFiles, behindPaths, stalePaths, type EditedFile, type UpdatedFile } from './draft-behind.ts';
import { commitConfig } from './git-commit.ts';
import { uploadsUsed, writeUploads, type WrittenUploads } from './publish-uploads.ts';
import { runSiteBuild, type RunningBuild } from './site-build-run.ts';
import type { BehindFile } from '../../shared/draft-contract.ts';

const t = adminText.publish;

/** The address a publish's git commit names when the account was given none (.invalid never resolves). */
function commitEmail(user: Pick<UserRow, 'name' | 'email'>): string {
  return user.email || `${user.name}@editor.invalid`;
}

const HEARTBEAT_MS = 15_000;
/** How often a building publish looks whether someone asked it to stop (from any instance). */
const STOP_POLL_MS = 1_000;
export const DEFAULT_TIME_LIMIT_MS = 5 * 60_000;
/** A failed version keeps its files and diff this long, then only its error and list of files. */
const FAILED_KEPT_MS = 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;
/** Versions per page of the history. */
export const HISTORY_PAGE = 20;

export interface PublishingOptions {
  store: Store;
  site: LiveSite;
  /** The config folder publishes write (CONFIG_DIR). */
  configDir: string;
  /** Where each publish builds, in a folder of its own (BUILDS_DIR). */
  buildsDir: string;
  projectRoot: string;
  log: FastifyBaseLogger;
  /** Told how each publish or rollback run here ended, and how long it took (the metrics count them). */
  onFinished?: (outcome: 'published' | 'failed', seconds: number) => void;
  /** Told of each publish whose server is gone that this instance marked failed (dead-publishes.ts). */
  onReaped?: () => void;
  /** A publish running longer is stopped and fails (PUBLISH_TIME_LIMIT_SECONDS). */
  timeLimitMs?: number;
  /** The checks of a publish (config-checks.ts); the project's by default. */
  checks?: ConfigChecks;
  /** The server's clock: a build judges the content's show-from and show-until dates at its time. */
  clock?: () => Date;
}

export type Refusal = {
  refused: string;
  status: 400 | 403 | 404 | 409 | 413 | 422;
  error: string;
  /** The config's problems, when that is why (at most a few hundred; `more` says how many were left out). */
  problems?: Problem[];
  more?: number;
  /** Another publish holds the lock: the same publish may be tried again once that one is over. */
  busy?: true;
};

/** A draft's files as a publish takes them: a saved draft, or one a schedule pinned. */
export type DraftToPublish = Pick<DraftFile, 'path' | 'text' | 'baseHash'>[];

/** A file as a draft save gives it: its path, the hash of what the editor started from, its text. */
export interface DraftInput {
  path: string;
  baseHash: string | null;
  text: string;
}

export type DraftSaveOutcome =
  | { status: 200; files: DraftFile[]; paths: string[] }
  | { status: 403 | 409 | 413; body: { error: string; message: string; paths?: string[] } };

export interface PublishStatus {
  running: PublishRow | null;
  /** The last publish that is over (published or failed), by anyone: how it ended. */
  last: { id: number; status: PublishRow['status']; message: string | null } | null;
  /** The version the site shows now, when it is one published from here. */
  liveId: number | undefined;
}

export interface VersionFileChange {
  path: string;
  change: 'added' | 'changed' | 'removed';
  before: string | null;
  after: string | null;
}

export interface Publishing {
  draft(user: UserRow): Promise<DraftFile[]>;
  /**
   * The live config, as every draft starts from it; with `paths`, only those of its files (a path
   * that names none is left out). Read a few files at a time, never holding the event loop.
   */
  liveFiles(paths?: Iterable<string>): Promise<ConfigFiles>;
  /** The config as the user edits it: the live files with their draft laid over them. */
  draftView(user: UserRow): Promise<ConfigFiles>;
  saveDraft(user: UserRow, files: DraftInput[]): Promise<DraftSaveOutcome>;
  discardDraft(user: UserRow): Promise<void>;
  /** The paths of the user's saved draft that someone published over since the draft began. */
  behindPaths(user: UserRow): Promise<string[]>;
  /** The files of the draft behind the live config (and those of `edited` the editor read before a publish), each as base, theirs and mine. */
  behind(user: UserRow, edited: EditedFile[]): Promise<BehindFile[]>;
  /** Saves the merged files into the draft, each on the live file it was merged with as its new base. */
  updateDraft(user: UserRow, files: UpdatedFile[]): Promise<DraftSaveOutcome>;
  /**
   * Publishes the saved draft of `owner` (the user's own by default; another's is handed off to a
   * publisher, draft-handoff.ts), or the draft of `owner` as a schedule pinned it (`pinned`).
   */
  publishDraft(user: UserRow, owner?: UserRow, pinned?: DraftToPublish): Promise<{ id: number } | Refusal>;
  /**
   * Builds the live config again, unchanged, as `user`: what changes is the moment the content's
   * show-from and show-until dates are judged at (a schedule at such a moment runs it).
   */
  rebuildLive(user: UserRow): Promise<{ id: number } | Refusal>;
  /** Why publishDraft would refuse the draft now (the same checks, nothing started); undefined when it would go ahead. */
  checkDraft(user: UserRow, owner?: UserRow, pinned?: DraftToPublish): Promise<Refusal | undefined>;
  /** Why the user may not publish their draft as it is saved: it changes settings only an admin may publish; undefined when they may. */
  adminOnly(user: UserRow): Promise<string | undefined>;
  rollback(user: UserRow, to: number): Promise<{ id: number } | Refusal>;
  /** Asks the publish under way to stop, for the account (its starter). */
  stop(user: UserRow, id: number): Promise<{ stopping: number } | Refusal>;
  status(): Promise<PublishStatus>;
  /** A page of the history, newest first, without diffs. */
  history(before?: number): Promise<PublishPage>;
  /** One version with its diff. */
  version(id: number): Promise<PublishRow | undefined>;
  /** The files a published version changed, each before (the version live before it) and after; undefined for none. */
  versionChanges(id: number): Promise<VersionFileChange[] | undefined>;
  /** Marks failed a publish whose server is gone (done at start, then on a timer); resolves with how many. */
  reapDead(): Promise<number>;
  /** Resolves when the publish under way here (if any) is over: for tests and for a clean stop. */
  settled(): Promise<void>;
  /** Stops a build under way (the server is stopping); its publish is recorded as failed. */
  close(): Promise<void>;
}

const REASONS = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
} as const;

const refusal = (status: Refusal['status'], refused: string, extra: Partial<Refusal> = {}): Refusal => ({
  refused,
  status,
  error: REASONS[status],
  ...extra,
});

/** The live file's hash, or null when there is none. */
const hashOf = (files: ConfigFiles, path: string) => (files[path] === undefined ? null : textHash(files[path]));

/** A config checked for a publish: its changes, and what its check vouches for (checked-config.ts). */
interface Checked {
  changes: ConfigChanges;
  checkedAs: string | null;
}

function sameFiles(a: ConfigFiles, b: ConfigFiles): boolean {
  const paths = Object.keys(a);
  return paths.length === Object.keys(b).length && paths.every((path) => a[path] === b[path]);
}

export function createPublishing(options: PublishingOptions): Publishing {
  const { store, site, configDir, buildsDir, projectRoot, log } = options;
  const timeLimitMs = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
  const checks = options.checks ?? configChecks(projectRoot);
  const clock = options.clock ?? (() => new Date());
  const publicFiles = () => readPublicFiles(join(projectRoot, 'public'));
  const readLive = (paths?: Iterable<string>) => readConfigFilesAsync(configDir, paths);
  let job: Promise<void> = Promise.resolve();
  /** The publish building here, and how to stop it. */
  let building: { id: number; stop: (message: string) => void } | undefined;
  let closing = false;

  const prune = () =>
    store.publishes
      .pruneFailed(new Date(Date.now() - FAILED_KEPT_MS))
      .then(({ versions, texts }) => {
        if (versions + texts > 0) log.info({ versions, texts }, 'failed versions pruned');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'failed versions not pruned'));
  const pruning = setInterval(() => void prune(), PRUNE_EVERY_MS);
  pruning.unref();
  const dead = watchDeadPublishes({
    store,
    buildsDir,
    log,
    ...(options.onReaped ? { onReaped: options.onReaped } : {}),
  });

  /** The live config with the draft laid over it, or the draft files someone published over since. */
  function overlay(live: ConfigFiles, draft: DraftToPublish): { files: ConfigFiles } | { conflicts: string[] } {
    const conflicts = draft.filter((file) => hashOf(live, file.path) !== file.baseHash).map((file) => file.path);
    if (conflicts.length > 0) return { conflicts };
    return { files: { ...live, ...Object.fromEntries(draft.map((file) => [file.path, file.text])) } };
  }

  /** Refused unless the user is an admin, when `next` changes a setting only an admin may publish (guarded-settings.ts). */
  function adminOnlyRefusal(user: UserRow, live: ConfigFiles, next: ConfigFiles): Refusal | undefined {
    if (hasPermission(user, 'admin')) return undefined;
    const changed = guardedChanges(live, next);
    if (changed.length === 0) return undefined;
    const settings =
      changed.length === 1 ? changed[0]! : `${changed.slice(0, -1).join(', ')}${t.and}${changed.at(-1)!}`;
    return refusal(403, fill(t.adminOnly, { settings }));
  }

  /** The config to publish checked and its changes found, on the checks' thread; or why not. */
  async function checked(
    live: ConfigFiles,
    next: ConfigFiles,
    empty: string,
    uploads: DraftUploadData[] = [],
  ): Promise<Checked | Refusal> {
    // The draft's pictures are files of public/ for this config: a publish writes them there.
    const uploaded = uploads.map((upload) => `${UPLOADS_PREFIX}${upload.name}`);
    const check = await checks.publishCheck(live, next, [...(await publicFiles()), ...uploaded]);
    if (check.kind === 'stopped') return refusal(422, check.message);
    if (check.changes.files.length === 0) return refusal(400, empty);
    if (check.problems.length > 0) return refusal(422, t.invalid, { problems: check.problems, more: check.more });
    return { changes: check.changes, checkedAs: check.checkedAs };
  }

  async function begin(
    /** The live config as the publish's check read it: the baseline, when none is recorded yet. */
    live: ConfigFiles,
    user: UserRow,
    kind: PublishKind,
    rollbackOf: number | null,
    owner?: UserRow,
  ): Promise<number | Refusal> {
    const now = new Date();
    // Before the first publish, the config as it is becomes a version too: it can be rolled back to.
    await store.publishes.recordBaseline(live, now);
    await dead.reap();
    await prune();
    try {
      const draftOf = owner ? { name: owner.name, fullName: owner.fullName } : null;
      return await store.publishes.begin(
        { kind, userName: user.name, rollbackOf, draftOf, builder: THIS_BUILDER },
        now,
      );
    } catch (error) {
      if (!(error instanceof PublishBusyError)) throw error;
      return refusal(409, fill(t.busy, { name: error.userName, time: error.startedAt.slice(11, 16) + ' UTC' }), {
        busy: true,
      });
    }
  }

  /** Records a publish that took the lock but will not build. */
  async function abandon(id: number, message: string): Promise<void> {
    await store.publishes.finish(
      id,
      { status: 'failed', message, files: [], diff: '', snapshot: {}, buildDir: null },
      new Date(),
    );
  }

  /** Builds `files` as version `id` and, when the build succeeds, makes it the live site. */
  async function run(
    id: number,
    user: UserRow,
    /** The live config as read holding the lock: the files `files` shares with it are linked, not written. */
    base: ConfigFiles,
    files: ConfigFiles,
    { changes, checkedAs }: Checked,
    afterLive: () => Promise<void>,
    uploads: DraftUploadData[],
    draftOf: string | undefined,
  ): Promise<void> {
    const started = performance.now();
    // When each part of the publish ended, in ms from its start: for the log only (bench:scale reads
    // it to say where a publish's time goes), never in an answer.
    const marks: Record<string, number> = {};
    const mark = (name: string) => (marks[name] = Math.round(performance.now() - started));
    const finished = (outcome: 'published' | 'failed') =>
      options.onFinished?.(outcome, (performance.now() - started) / 1000);
    const dir = join(buildsDir, String(id));
    const outDir = join(dir, 'site');
    let last = { step: '', percent: -1 };
    let build: RunningBuild | undefined;
    let stoppedWith: string | undefined;
    let pictures: WrittenUploads | undefined;
    const stop = (message: string) => {
      stoppedWith ??= message;
      build?.stop();
    };
    building = { id, stop };
    const report = (step: string, percent: number) => {
      // Every step, and every 2 %, reaches the store; the rest is noise.
      if (step === last.step && percent - last.percent < 2) return;
      if (step !== last.step) mark(`step:${step}`);
      last = { step, percent };
      void store.publishes
        .progress(id, step, percent, new Date())
        .catch((error: unknown) => log.warn({ err: error }, 'publish progress not recorded'));
    };
    const heartbeat = setInterval(
      () =>
        void store.publishes
          .progress(id, last.step || 'prepare', Math.max(0, last.percent), new Date())
          .catch(() => undefined),
      HEARTBEAT_MS,
    );
    // A stop asked through another instance reaches this one through the store.
    const watch = setInterval(() => {
      store.publishes.running().then(
        (row) => {
          if (row?.id === id && row.cancelledBy) stop(fill(t.stoppedBy, { name: row.cancelledBy }));
        },
        () => undefined,
      );
    }, STOP_POLL_MS);
    const limit = setTimeout(() => stop(fill(t.timedOut, { limit: waitInWords(timeLimitMs) })), timeLimitMs);
    const fail = async (message: string) => {
      finished('failed');
      pictures?.undo();
      await removeFolder(dir);
      await store.publishes.finish(
        id,
        { status: 'failed', message, ...changes, snapshot: files, buildDir: null },
        new Date(),
      );
      await store.audit.add({ actor: user.name, action: 'publish-failed', detail: { id } }, new Date());
      log.warn({ publish: id }, 'publish failed; the live site is unchanged');
    };
    try {
      report('prepare', 0);
      const stage = join(dir, 'config');
      const staged = await stageConfigFolder(stage, configDir, base, files);
      // The build takes public/ from the project: the draft's pictures the config uses go there first.
      pictures = await writeUploads(join(projectRoot, 'public'), uploadsUsed(files, uploads));
      mark('staged');
      if (stoppedWith) return await fail(stoppedWith);
      build = runSiteBuild({
        projectRoot,
        configDir: stage,
        outDir,
        // What did not change is taken from the live build (its files are linked, never changed).
        previousDir: site.current.dir,
        // The publish's own check of these files: the build takes it when what it reads is what was checked.
        ...(checkedAs ? { checkedAs } : {}),
        onProgress: report,
        timeoutMs: timeLimitMs,
        at: clock(),
      });
      const result = await build.result;
      mark('built');
      if (stoppedWith) return await fail(stoppedWith);
      if (!result.ok) {
        // The build's own output, paths and stack traces included, is for the server's log only.
        log.error({ publish: id, output: result.log }, 'publish: the build failed');
        const message = closing
          ? t.interrupted
          : result.timedOut
            ? fill(t.timedOut, { limit: waitInWords(timeLimitMs) })
            : result.problems
              ? fill(t.buildFailed, { message: result.problems })
              : fill(t.buildBroke, { id });
        return await fail(message);
      }
      // From here the publish goes live: a stop asked now comes too late.
      clearTimeout(limit);
      clearInterval(watch);
      report('switch', 98);
      // Every step of the switch leaves the event loop free: the live site answers meanwhile.
      const next = await loadSiteBuild(outDir, site.current.bodies);
      mark('loaded');
      reportIndexing(log, next);
      // The config folder first, so that what is live and what the folder holds agree from here on. The
      // lock held since `base` was read, no other publish wrote the folder: `base` is what it holds.
      await writeConfigFolder(configDir, base, files);
      mark('configWritten');
      await store.publishes.finish(
        id,
        { status: 'published', message: null, ...changes, snapshot: files, buildDir: outDir },
        new Date(),
      );
      mark('recorded');
      const older = site.swap(next);
      mark('switched');
      for (const old of older) {
        // Only folders of earlier publishes are removed, never DIST_DIR.
        if (!relative(buildsDir, old).startsWith('..')) await removeFolder(dirname(old));
      }
      mark('cleaned');
      finished('published');
      log.info({ publish: id, files: changes.files.length }, 'published: the site now serves the new build');
      await afterLive();
      await store.audit.add(
        {
          actor: user.name,
          action: 'publish-live',
          detail: { id, files: changes.files.map((file) => file.path), ...(draftOf ? { draftOf } : {}) },
        },
        new Date(),
      );
      mark('draftDroppedAndAudited');
      const outcome = await commitConfig(
        configDir,
        { name: user.fullName, email: commitEmail(user) },
        `${draftOf ? `${fill(t.commitOfOther, { name: user.name, owner: draftOf, id })}` : `Publish version ${id} from /admin`}\n\n${changes.files.map((file) => `${file.change}: ${file.path}`).join('\n')}\n`,
        pictures.files,
      );
      if ('commit' in outcome) await store.publishes.setCommit(id, outcome.commit, null);
      if ('failed' in outcome) {
        log.warn({ publish: id, reason: outcome.failed }, 'published, but the git commit failed');
        await store.publishes.setCommit(id, null, `Published; the git commit failed: ${outcome.failed}`);
      }
      mark('committed');
      log.info(
        { publish: id, startedAt: performance.timeOrigin + started, marks, staged },
        'publish: where its time went',
      );
    } catch (error) {
      log.error({ err: { type: (error as Error).name, message: (error as Error).message } }, 'publish failed');
      await fail(fill(t.buildBroke, { id })).catch(() => undefined);
    } finally {
      clearInterval(heartbeat);
      clearInterval(watch);
      clearTimeout(limit);
      building = undefined;
    }
  }

  function start(
    id: number,
    user: UserRow,
    base: ConfigFiles,
    files: ConfigFiles,
    changes: Checked,
    afterLive: () => Promise<void> = async () => undefined,
    uploads: DraftUploadData[] = [],
    draftOf?: string,
  ) {
    job = job.then(() => run(id, user, base, files, changes, afterLive, uploads, draftOf));
  }

  /**
   * Takes the lock for a publish of `next` over `live` (checked before, with `changes`) and starts
   * it. Holding the lock, the live files are read again: when another publish ended in between,
   * `prepare` lays the change over them again and the result is checked again.
   */
  async function launch(
    user: UserRow,
    kind: PublishKind,
    rollbackOf: number | null,
    live: ConfigFiles,
    changes: Checked,
    prepare: (live: ConfigFiles) => { files: ConfigFiles } | Refusal,
    empty: string,
    afterLive?: () => Promise<void>,
    uploads: DraftUploadData[] = [],
    /** Whose draft it is, when not the user's own: named in the version, the audit log and the git commit. */
    owner?: UserRow,
    /** False for a rebuild of the live config as it is: there is no change to check again. */
    recheck = true,
  ): Promise<{ id: number } | Refusal> {
    const id = await begin(live, user, kind, rollbackOf, owner);
    if (typeof id !== 'number') return id;
    const liveNow = await readLive();
    let files = prepare(live);
    if (!sameFiles(live, liveNow)) {
      files = prepare(liveNow);
      if (recheck && 'files' in files) {
        const again = await checked(liveNow, files.files, empty, uploads);
        if ('refused' in again) files = again;
        else changes = again;
      }
    }
    if ('refused' in files) {
      await abandon(id, files.refused);
      return files;
    }
    start(id, user, liveNow, files.files, changes, afterLive, uploads, owner?.name);
    return { id };
  }

  /**
   * The draft of `owner` (saved, or `pinned` by a schedule) checked for a publish by `user`, and how to
   * launch it; or why it cannot be published now.
   */
  async function readyDraft(
    user: UserRow,
    owner: UserRow,
    pinned: DraftToPublish | undefined,
  ): Promise<Refusal | { launch: () => Promise<{ id: number } | Refusal> }> {
    // Another account's draft (handed off to a publisher): the same checks, in words that name its owner
    // (by the person's name, as Drafts waiting does; the audit log and the git commit keep the account's).
    const draftOf = owner.id === user.id ? undefined : owner.fullName || owner.name;
    const draft = pinned ?? (await store.drafts.files(owner.id));
    const live = await readLive();
    const empty = draftOf ? fill(t.nothingInOther, { name: draftOf }) : t.nothingToPublish;
    const prepare = (base: ConfigFiles): { files: ConfigFiles } | Refusal => {
      const over = overlay(base, draft);
      if ('conflicts' in over) {
        const files = over.conflicts.join(', ');
        return refusal(409, draftOf ? fill(t.conflictOfOther, { files, name: draftOf }) : fill(t.conflict, { files }));
      }
      return adminOnlyRefusal(user, base, over.files) ?? over;
    };
    const prepared = prepare(live);
    if ('refused' in prepared) return prepared;
    const uploads = await store.draftUploads.readAll(owner.id);
    const changes = await checked(live, prepared.files, empty, uploads);
    if ('refused' in changes) return changes;
    // Once live, the draft lets go of what went live: its files, and the pictures they use (now in public/).
    const published = uploadsUsed(prepared.files, uploads).map((upload) => upload.name);
    const afterLive = async () => {
      await store.drafts.drop(owner.id, draft);
      await store.draftUploads.drop(owner.id, published);
    };
    return {
      launch: () =>
        launch(
          user,
          'publish',
          null,
          live,
          changes,
          prepare,
          empty,
          afterLive,
          uploads,
          draftOf === undefined ? undefined : owner,
        ),
    };
  }

  return {
    draft: (user) => store.drafts.files(user.id),

    liveFiles: readLive,

    async draftView(user) {
      const draft = await store.drafts.files(user.id);
      return { ...(await readLive()), ...Object.fromEntries(draft.map((file) => [file.path, file.text])) };
    },

    async saveDraft(user, files) {
      const draft = new Map((await store.drafts.files(user.id)).map((file) => [file.path, file]));
      const bounds = draftBoundsProblem([...draft.values()], files);
      if (bounds)
        return bounds.kind === 'not-config'
          ? { status: 403, body: { error: 'Forbidden', message: bounds.message } }
          : { status: 413, body: { error: 'Payload Too Large', message: bounds.message } };
      // Only the saved files are judged against the live ones.
      const live = await readLive(files.map((file) => file.path));
      // The base is the file as this user sees it: their draft's text, else the live file.
      const seen = (path: string) => (draft.has(path) ? textHash(draft.get(path)!.text) : hashOf(live, path));
      const conflicts = files.filter((file) => seen(file.path) !== file.baseHash).map((file) => file.path);
      if (conflicts.length > 0)
        return {
          status: 409,
          body: {
            error: 'Conflict',
            message: 'These files changed since you read them; nothing was saved.',
            paths: conflicts,
          },
        };
      // A draft file remembers the live file it replaces: a publish by someone else in between is a conflict at publish time.
      await store.drafts.save(
        user.id,
        files.map((file) => ({
          path: file.path,
          text: file.text,
          baseHash: draft.get(file.path)?.baseHash ?? hashOf(live, file.path),
        })),
        new Date(),
      );
      return { status: 200, files: await store.drafts.files(user.id), paths: files.map((file) => file.path) };
    },

    async behindPaths(user) {
      const draft = await store.drafts.files(user.id);
      return behindPaths(await readLive(draft.map((file) => file.path)), draft);
    },

    async behind(user, edited) {
      const draft = await store.drafts.files(user.id);
      const live = await readLive([...draft, ...edited].map((file) => file.path));
      return behindFiles(configDir, live, draft, edited);
    },

    async updateDraft(user, files) {
      const draft = await store.drafts.files(user.id);
      const kept = files.flatMap((file) => (file.text === null ? [] : [{ ...file, text: file.text }]));
      const letGo = new Set(files.filter((file) => file.text === null).map((file) => file.path));
      const bounds = draftBoundsProblem(
        draft.filter((file) => !letGo.has(file.path)),
        kept,
      );
      if (bounds)
        return bounds.kind === 'not-config'
          ? { status: 403, body: { error: 'Forbidden', message: bounds.message } }
          : { status: 413, body: { error: 'Payload Too Large', message: bounds.message } };
      const stale = stalePaths(await readLive(files.map((file) => file.path)), files);
      if (stale.length > 0)
        return {
          status: 409,
          body: { error: 'Conflict', message: fill(t.publishedAgain, { files: stale.join(', ') }), paths: stale },
        };
      // The files let go first: were the save to fail after, the draft would still hold only what the marketer chose.
      const dropped = draft.filter((file) => letGo.has(file.path));
      if (dropped.length > 0) await store.drafts.drop(user.id, dropped);
      if (kept.length > 0)
        await store.drafts.save(
          user.id,
          kept.map((file) => ({ path: file.path, text: file.text, baseHash: file.theirsHash })),
          new Date(),
          true,
        );
      return { status: 200, files: await store.drafts.files(user.id), paths: files.map((file) => file.path) };
    },

    async discardDraft(user) {
      await store.drafts.drop(user.id);
      await store.draftUploads.drop(user.id);
    },

    async publishDraft(user, owner = user, pinned) {
      const ready = await readyDraft(user, owner, pinned);
      return 'refused' in ready ? ready : ready.launch();
    },

    async checkDraft(user, owner = user, pinned) {
      const ready = await readyDraft(user, owner, pinned);
      return 'refused' in ready ? ready : undefined;
    },

    async rebuildLive(user) {
      const live = await readLive();
      const unchanged: Checked = { changes: { files: [], diff: '' }, checkedAs: null };
      const asItIs = (base: ConfigFiles) => ({ files: base });
      return launch(
        user,
        'publish',
        null,
        live,
        unchanged,
        asItIs,
        t.nothingToPublish,
        undefined,
        [],
        undefined,
        false,
      );
    },

    async adminOnly(user) {
      const draft = await store.drafts.files(user.id);
      if (draft.length === 0) return undefined;
      const live = await readLive();
      const over = overlay(live, draft);
      return 'files' in over ? adminOnlyRefusal(user, live, over.files)?.refused : undefined;
    },

    async rollback(user, to) {
      const files = await store.publishes.publishedFiles(to);
      if (!files) return refusal(404, fill(t.noSuchVersion, { id: to }));
      const live = await readLive();
      const empty = fill(t.alreadyLive, { id: to });
      // A roll back changes the live site as a publish does: the same settings are an admin's.
      const prepare = (base: ConfigFiles) => adminOnlyRefusal(user, base, files) ?? { files };
      const prepared = prepare(live);
      if ('refused' in prepared) return prepared;
      const changes = await checked(live, files, empty);
      if ('refused' in changes) return changes;
      return launch(user, 'rollback', to, live, changes, prepare, empty);
    },

    async stop(user, id) {
      const running = await store.publishes.running();
      if (!running || running.id !== id) return refusal(409, t.notRunning);
      if (!mayStopPublish(user, running.userName)) return refusal(403, fill(t.notYours, { name: running.userName }));
      // Asked twice (two clicks, two windows): the first request stands.
      await store.publishes.requestCancel(id, user.name);
      if (building?.id === id) building.stop(fill(t.stoppedBy, { name: user.name }));
      return { stopping: id };
    },

    async status() {
      const [running, latest, recent] = await Promise.all([
        store.publishes.running(),
        store.publishes.latestPublished(),
        store.publishes.list(2),
      ]);
      // One publish runs at a time: the last one over is among the newest two. The baseline, recorded
      // as the first publish begins, is no publish that ended.
      const over = recent.versions.find((row) => row.status !== 'building' && row.kind !== 'baseline');
      return {
        running: running ?? null,
        last: over ? { id: over.id, status: over.status, message: over.message } : null,
        liveId: latest && latest.buildDir === site.current.dir ? latest.id : undefined,
      };
    },

    history: (before) => store.publishes.list(HISTORY_PAGE, before),
    version: (id) => store.publishes.get(id),

    async versionChanges(id) {
      const version = await store.publishes.get(id);
      const after = version && (await store.publishes.publishedFiles(id));
      if (!version || !after) return undefined;
      // What was live before it: the newest earlier version that went live (the baseline at least).
      let earlier: PublishRow | undefined;
      for (let before: number | null = id; !earlier && before !== null;) {
        const page = await store.publishes.list(HISTORY_PAGE, before);
        earlier = page.versions.find((row) => row.status === 'published');
        before = page.next;
      }
      const before = (earlier && (await store.publishes.publishedFiles(earlier.id))) ?? {};
      return version.files.map((file) => ({
        path: file.path,
        change: file.change,
        before: before[file.path] ?? null,
        after: after[file.path] ?? null,
      }));
    },
    reapDead: () => dead.reap(),
    settled: () => job,

    async close() {
      closing = true;
      clearInterval(pruning);
      dead.stop();
      building?.stop(t.interrupted);
      await job;
    },
  };
}

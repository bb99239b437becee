// Publishing from the browser. Edits are saved as the signed-in user's draft (in the store, never on
// the live site). "Publish" takes the live config with the draft laid over it; "Roll back" takes
// the files of an earlier version. Either way the whole config is built by scripts/build.ts (which
// validates it first) in the background, into a new folder under BUILDS_DIR, while the server goes
// on serving the old build; the progress is kept in the store. Only a build that succeeded is
// switched to, in one step (live-site.ts), after its files were written to the config folder; a
// failed one leaves everything as it was and keeps the build's message. One publish runs at a
// time, across instances (the store refuses a second). Each version is recorded with its files,
// so any of them can be published again; and committed to git when the config folder is in a work tree.
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { commitEmail } from '../admin/accounts.ts';
import { adminText, fill } from '../admin/text.ts';
import { isJsonObject } from '../http/json-body.ts';
import type { LiveSite } from '../site/live-site.ts';
import { loadSiteBuild } from '../site/site-build.ts';
import {
  PublishBusyError,
  type DraftFile,
  type PublishKind,
  type PublishRow,
  type Store,
  type UserRow,
} from '../store/index.ts';
import { configChanges, type ConfigChanges } from './config-diff.ts';
import { isConfigPath, readConfigFiles, textHash, writeConfigFiles, type ConfigFiles } from '../editor/config-files.ts';
import { commitConfig } from './git-commit.ts';
import { runSiteBuild, type RunningBuild } from './site-build-run.ts';

const t = adminText.publish;

/** A publish whose server has not reported for this long died with it. */
const STALE_MS = 2 * 60_000;
const HEARTBEAT_MS = 15_000;
const BUILD_TIMEOUT_MS = 10 * 60_000;
const MAX_DRAFT_FILES = 200;
const HISTORY_LENGTH = 50;

export interface PublishingOptions {
  store: Store;
  site: LiveSite;
  /** The config folder publishes write (CONFIG_DIR). */
  configDir: string;
  /** Where each publish builds, in a folder of its own (BUILDS_DIR). */
  buildsDir: string;
  projectRoot: string;
  log: FastifyBaseLogger;
}

export type Refusal = { refused: string; status: 400 | 404 | 409; error: string };
export type SaveOutcome =
  { status: 200; body: { files: DraftFile[] }; paths: string[] } | { status: 400 | 409; body: Record<string, unknown> };

export interface PublishStatus {
  running: PublishRow | null;
  /** The last publish that is over (published or failed), by anyone: how it ended. */
  last: { id: number; status: PublishRow['status']; message: string | null } | null;
  /** The version the site shows now, when it is one published from here. */
  liveId: number | undefined;
}

export interface Publishing {
  draft(user: UserRow): Promise<DraftFile[]>;
  /** The config as the user edits it: the live files with their draft laid over them. */
  /** The live config, as every draft starts from it. */
  liveFiles(): ConfigFiles;
  draftView(user: UserRow): Promise<ConfigFiles>;
  saveDraft(user: UserRow, body: unknown): Promise<SaveOutcome>;
  discardDraft(user: UserRow): Promise<void>;
  publishDraft(user: UserRow): Promise<{ id: number } | Refusal>;
  rollback(user: UserRow, to: number): Promise<{ id: number } | Refusal>;
  status(): Promise<PublishStatus>;
  history(): Promise<PublishRow[]>;
  version(id: number): Promise<PublishRow | undefined>;
  /** Resolves when the publish under way here (if any) is over: for tests and for a clean stop. */
  settled(): Promise<void>;
  /** Stops a build under way (the server is stopping); its publish is recorded as failed. */
  close(): Promise<void>;
}

const refusal = (status: Refusal['status'], refused: string): Refusal => ({
  refused,
  status,
  error: status === 404 ? 'Not Found' : status === 409 ? 'Conflict' : 'Bad Request',
});

interface SavedFile {
  path: string;
  baseHash: string | null;
  text: string;
}

function savedFiles(body: unknown): SavedFile[] | undefined {
  if (
    !isJsonObject(body) ||
    !Array.isArray(body.files) ||
    body.files.length === 0 ||
    body.files.length > MAX_DRAFT_FILES
  )
    return undefined;
  const files: SavedFile[] = [];
  for (const file of body.files as unknown[]) {
    if (
      !isJsonObject(file) ||
      typeof file.path !== 'string' ||
      !isConfigPath(file.path) ||
      typeof file.text !== 'string'
    )
      return undefined;
    if (file.baseHash !== null && typeof file.baseHash !== 'string') return undefined;
    try {
      if (!isJsonObject(JSON.parse(file.text))) return undefined;
    } catch {
      return undefined;
    }
    files.push({ path: file.path, baseHash: file.baseHash, text: file.text });
  }
  return files;
}

/** The live file's hash, or null when there is none. */
const hashOf = (files: ConfigFiles, path: string) => (files[path] === undefined ? null : textHash(files[path]));

export function createPublishing(options: PublishingOptions): Publishing {
  const { store, site, configDir, buildsDir, projectRoot, log } = options;
  let job: Promise<void> = Promise.resolve();
  let build: RunningBuild | undefined;
  let closing = false;

  /** The live config with the draft laid over it, or the draft files someone published over since. */
  function overlay(live: ConfigFiles, draft: DraftFile[]): { files: ConfigFiles } | { conflicts: string[] } {
    const conflicts = draft.filter((file) => hashOf(live, file.path) !== file.baseHash).map((file) => file.path);
    if (conflicts.length > 0) return { conflicts };
    return { files: { ...live, ...Object.fromEntries(draft.map((file) => [file.path, file.text])) } };
  }

  async function begin(user: UserRow, kind: PublishKind, rollbackOf: number | null): Promise<number | Refusal> {
    const now = new Date();
    // Before the first publish, the config as it is becomes a version too: it can be rolled back to.
    await store.recordBaseline(readConfigFiles(configDir), now);
    await store.failStalePublishes(new Date(now.getTime() - STALE_MS), t.interrupted, now);
    try {
      return await store.beginPublish({ kind, userName: user.name, rollbackOf }, now);
    } catch (error) {
      if (!(error instanceof PublishBusyError)) throw error;
      return refusal(409, fill(t.busy, { name: error.userName, time: error.startedAt.slice(11, 16) + ' UTC' }));
    }
  }

  /** Builds `files` as version `id` and, when the build succeeds, makes it the live site. */
  async function run(
    id: number,
    user: UserRow,
    files: ConfigFiles,
    changes: ConfigChanges,
    afterLive: () => Promise<void>,
  ): Promise<void> {
    const dir = join(buildsDir, String(id));
    const outDir = join(dir, 'site');
    let last = { step: '', percent: -1 };
    const report = (step: string, percent: number) => {
      // Every step, and every 2 %, reaches the store; the rest is noise.
      if (step === last.step && percent - last.percent < 2) return;
      last = { step, percent };
      void store
        .publishProgress(id, step, percent, new Date())
        .catch((error: unknown) => log.warn({ err: error }, 'publish progress not recorded'));
    };
    const heartbeat = setInterval(
      () =>
        void store
          .publishProgress(id, last.step || 'prepare', Math.max(0, last.percent), new Date())
          .catch(() => undefined),
      HEARTBEAT_MS,
    );
    const fail = async (message: string) => {
      rmSync(dir, { recursive: true, force: true });
      await store.finishPublish(
        id,
        { status: 'failed', message, ...changes, snapshot: files, buildDir: null },
        new Date(),
      );
      await store.addAudit({ actor: user.name, action: 'publish-failed', detail: { id } }, new Date());
      log.warn({ publish: id }, 'publish failed; the live site is unchanged');
    };
    try {
      report('prepare', 0);
      const stage = join(dir, 'config');
      mkdirSync(stage, { recursive: true });
      writeConfigFiles(stage, {}, files);
      build = runSiteBuild({
        projectRoot,
        configDir: stage,
        outDir,
        // What did not change is taken from the live build (its files are linked, never changed).
        previousDir: site.current.dir,
        onProgress: report,
        timeoutMs: BUILD_TIMEOUT_MS,
      });
      const result = await build.result;
      build = undefined;
      if (!result.ok) return await fail(closing ? t.interrupted : fill(t.buildFailed, { message: result.message }));
      report('switch', 98);
      const next = loadSiteBuild(outDir);
      // The config folder first, so that what is live and what the folder holds agree from here on.
      writeConfigFiles(configDir, readConfigFiles(configDir), files);
      await store.finishPublish(
        id,
        { status: 'published', message: null, ...changes, snapshot: files, buildDir: outDir },
        new Date(),
      );
      for (const old of site.swap(next)) {
        // Only folders of earlier publishes are removed, never DIST_DIR.
        if (!relative(buildsDir, old).startsWith('..')) rmSync(dirname(old), { recursive: true, force: true });
      }
      log.info({ publish: id, files: changes.files.length }, 'published: the site now serves the new build');
      await afterLive();
      await store.addAudit(
        { actor: user.name, action: 'publish-live', detail: { id, files: changes.files.map((file) => file.path) } },
        new Date(),
      );
      const outcome = await commitConfig(
        configDir,
        { name: user.fullName, email: commitEmail(user) },
        `Publish version ${id} from /admin\n\n${changes.files.map((file) => `${file.change}: ${file.path}`).join('\n')}\n`,
      );
      if ('commit' in outcome) await store.setPublishCommit(id, outcome.commit, null);
      if ('failed' in outcome) {
        log.warn({ publish: id, reason: outcome.failed }, 'published, but the git commit failed');
        await store.setPublishCommit(id, null, `Published; the git commit failed: ${outcome.failed}`);
      }
    } catch (error) {
      log.error({ err: { type: (error as Error).name, message: (error as Error).message } }, 'publish failed');
      await fail((error as Error).message).catch(() => undefined);
    } finally {
      clearInterval(heartbeat);
    }
  }

  function start(
    id: number,
    user: UserRow,
    files: ConfigFiles,
    changes: ConfigChanges,
    afterLive: () => Promise<void> = async () => undefined,
  ) {
    job = job.then(() => run(id, user, files, changes, afterLive));
  }

  return {
    draft: (user) => store.draftFiles(user.id),

    liveFiles: () => readConfigFiles(configDir),

    async draftView(user) {
      const draft = await store.draftFiles(user.id);
      return { ...readConfigFiles(configDir), ...Object.fromEntries(draft.map((file) => [file.path, file.text])) };
    },

    async saveDraft(user, body) {
      const files = savedFiles(body);
      if (!files)
        return {
          status: 400,
          body: {
            error: 'Bad Request',
            message: 'Send { "files": [{ "path", "baseHash", "text" }] } with config paths and JSON object texts.',
          },
        };
      const live = readConfigFiles(configDir);
      const draft = new Map((await store.draftFiles(user.id)).map((file) => [file.path, file]));
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
      await store.saveDraftFiles(
        user.id,
        files.map((file) => ({
          path: file.path,
          text: file.text,
          baseHash: draft.get(file.path)?.baseHash ?? hashOf(live, file.path),
        })),
        new Date(),
      );
      return { status: 200, body: { files: await store.draftFiles(user.id) }, paths: files.map((file) => file.path) };
    },

    discardDraft: (user) => store.dropDraftFiles(user.id),

    async publishDraft(user) {
      const draft = await store.draftFiles(user.id);
      const prepared = overlay(readConfigFiles(configDir), draft);
      if ('conflicts' in prepared) return refusal(409, fill(t.conflict, { files: prepared.conflicts.join(', ') }));
      if (configChanges(readConfigFiles(configDir), prepared.files).files.length === 0)
        return refusal(400, t.nothingToPublish);
      const id = await begin(user, 'publish', null);
      if (typeof id !== 'number') return id;
      // Holding the lock now: judged again on the live files as they are (a publish may have ended in between).
      const live = readConfigFiles(configDir);
      const files = overlay(live, draft);
      if ('conflicts' in files) {
        const message = fill(t.conflict, { files: files.conflicts.join(', ') });
        await store.finishPublish(
          id,
          { status: 'failed', message, files: [], diff: '', snapshot: {}, buildDir: null },
          new Date(),
        );
        return refusal(409, message);
      }
      start(id, user, files.files, configChanges(live, files.files), () => store.dropDraftFiles(user.id, draft));
      return { id };
    },

    async rollback(user, to) {
      const files = await store.publishedFiles(to);
      if (!files) return refusal(404, fill(t.noSuchVersion, { id: to }));
      if (configChanges(readConfigFiles(configDir), files).files.length === 0)
        return refusal(400, fill(t.alreadyLive, { id: to }));
      const id = await begin(user, 'rollback', to);
      if (typeof id !== 'number') return id;
      start(id, user, files, configChanges(readConfigFiles(configDir), files));
      return { id };
    },

    async status() {
      const [running, latest, recent] = await Promise.all([
        store.runningPublish(),
        store.latestPublished(),
        store.listPublishes(2),
      ]);
      // One publish runs at a time: the last one over is among the newest two.
      const over = recent.find((row) => row.status !== 'building');
      return {
        running: running ?? null,
        last: over ? { id: over.id, status: over.status, message: over.message } : null,
        liveId: latest && latest.buildDir === site.current.dir ? latest.id : undefined,
      };
    },

    history: () => store.listPublishes(HISTORY_LENGTH),
    version: (id) => store.getPublish(id),
    settled: () => job,

    async close() {
      closing = true;
      build?.stop();
      await job;
    },
  };
}

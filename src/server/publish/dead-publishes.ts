// Publishes whose server is gone. A publish builds in one server process (its "builder"); killed
// (kill -9, a crash, the machine restarted) that process leaves its publish "building" in the
// store, holding the one-publish lock, with a build folder half written. Every instance looks, at
// start and then every REAP_EVERY_MS: a publish is dead when its builder ran on this host and its
// process is gone (or this process has its number, so it is a later run), or when it has not
// reported for STALE_MS wherever it ran. A dead publish is marked failed (once, whichever instance
// sees it first: the store marks only one still building), counted with the failed publishes (the
// alert watches them), audited, and its build folder removed. Each pass also removes the folders
// of failed publishes still in BUILDS_DIR (left by an instance that could not reach them).
//
// The build's child process dies with its server by itself: it stops when its standard input, a
// pipe from the server, closes (scripts/build/stop-with-parent.ts, site-build-run.ts).
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { BuildingPublish, Store } from '../store/index.ts';
import { adminText } from '../words/text.ts';
import { removeFolder } from './remove-folder.ts';

/** A publish whose builder has not reported for this long died with it, wherever it ran. */
export const STALE_MS = 2 * 60_000;
/** How often every instance looks for dead publishes. */
export const REAP_EVERY_MS = 30_000;

/** This server process, as a publish it builds names its builder: "<host>/<pid>/<run id>". */
export const THIS_BUILDER = `${hostname()}/${process.pid}/${randomUUID()}`;

function parseBuilder(builder: string): { host: string; pid: number } | undefined {
  const match = /^(.+)\/(\d+)\/[^/]+$/.exec(builder);
  return match ? { host: match[1]!, pid: Number(match[2]) } : undefined;
}

/** Whether a process of that number runs on this machine (one of another user's counts). */
function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/** Whether the builder of a building publish is gone, as far as process `me` can tell at `now`. */
export function builderGone(
  publish: Pick<BuildingPublish, 'builder' | 'heartbeatAt'>,
  now: Date,
  me = THIS_BUILDER,
): boolean {
  if (publish.builder === me) return false;
  if (now.getTime() - Date.parse(publish.heartbeatAt) > STALE_MS) return true;
  const builder = publish.builder === null ? undefined : parseBuilder(publish.builder);
  const self = parseBuilder(me)!;
  if (!builder || builder.host !== self.host) return false;
  // This process's number with another run: the builder was an earlier process of that number
  // (a container's server restarted), gone.
  return builder.pid === self.pid || !processRuns(builder.pid);
}

export interface DeadPublishesOptions {
  store: Store;
  buildsDir: string;
  log: FastifyBaseLogger;
  /** Told of each dead publish this instance marked failed (the metrics count it with the failed ones). */
  onReaped?: () => void;
  now?: () => Date;
  me?: string;
}

export interface DeadPublishes {
  /** Looks once; resolves with how many publishes it marked failed. */
  reap(): Promise<number>;
  stop(): void;
}

/** Looks for dead publishes now and then every REAP_EVERY_MS. */
export function watchDeadPublishes(options: DeadPublishesOptions): DeadPublishes {
  const { store, buildsDir, log } = options;
  const now = options.now ?? (() => new Date());
  const me = options.me ?? THIS_BUILDER;

  async function removeFailedFolders(): Promise<void> {
    let names: string[];
    try {
      names = await readdir(buildsDir);
    } catch {
      return;
    }
    for (const name of names.filter((entry) => /^\d+$/.test(entry))) {
      const version = await store.publishes.get(Number(name));
      if (version?.status !== 'failed') continue;
      await removeFolder(join(buildsDir, name)).catch((error: unknown) =>
        log.warn(
          { publish: version.id, err: { message: (error as Error).message } },
          'the folder of a failed publish could not be removed',
        ),
      );
    }
  }

  async function reap(): Promise<number> {
    const building = await store.publishes.building();
    let reaped = 0;
    if (building && builderGone(building, now(), me)) {
      if (await store.publishes.failBuilding(building.id, adminText.publish.interrupted, now())) {
        reaped = 1;
        options.onReaped?.();
        await store.audit.add(
          { actor: building.userName, action: 'publish-failed', detail: { id: building.id } },
          now(),
        );
        log.warn(
          { publish: building.id, builder: building.builder, lastHeard: building.heartbeatAt },
          'publish failed: its server is gone (killed, or crashed); the live site is unchanged',
        );
      }
    }
    await removeFailedFolders();
    return reaped;
  }

  const timer = setInterval(
    () =>
      void reap().catch((error: unknown) =>
        log.warn({ err: { message: (error as Error).message } }, 'could not look for publishes whose server is gone'),
      ),
    REAP_EVERY_MS,
  );
  timer.unref();
  return { reap, stop: () => clearInterval(timer) };
}

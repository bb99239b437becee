// Several instances, one database: the instance that publishes swaps its own build at once; every
// other one notices the new version here, at its next look, and swaps to the same build folder,
// read from storage they share (BUILDS_DIR on a shared volume). An instance that cannot see the
// folder keeps serving what it has and says so once.
import { existsSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { Store } from '../store/index.ts';
import type { LiveSite } from './live-site.ts';
import { loadSiteBuild, reportIndexing } from './site-build.ts';

export interface PublishFollower {
  /** Looks once: swaps to the newest published build when it is newer than the one served. */
  check(): Promise<void>;
  stop(): void;
}

export function followPublishes(
  store: Store,
  site: LiveSite,
  log: FastifyBaseLogger,
  intervalMs: number,
): PublishFollower {
  let missing: string | undefined;
  /** Builds found older than the one served (a developer deployed since): not read again. */
  const older = new Set<string>();
  const check = async () => {
    const latest = await store.publishes.latestPublished();
    const dir = latest?.buildDir;
    if (!dir || older.has(dir) || site.builds.some((build) => build.dir === dir)) return;
    if (!existsSync(dir)) {
      if (missing !== dir)
        log.warn(
          { publish: latest.id, dir },
          'a newer version was published, but its build is not on this instance (is BUILDS_DIR shared?)',
        );
      missing = dir;
      return;
    }
    // Read without holding the event loop: the site goes on answering meanwhile.
    const build = await loadSiteBuild(dir, site.current.bodies);
    reportIndexing(log, build);
    if (build.meta.builtAt <= site.current.meta.builtAt) {
      older.add(dir);
      return;
    }
    site.swap(build);
    log.info({ publish: latest.id }, 'switched to the build published by another instance');
  };
  const timer = setInterval(
    () =>
      void check().catch((error: unknown) =>
        log.warn({ err: { message: (error as Error).message } }, 'could not look for a newer published build'),
      ),
    intervalMs,
  );
  timer.unref();
  return { check, stop: () => clearInterval(timer) };
}

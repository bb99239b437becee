// Which build the server serves when it starts: the newest of the one `npm run build` wrote to
// DIST_DIR and the last one published from /admin (publish/), by the time each was built. A
// developer's deploy of new code wins over an older publish; a publish wins over the build that
// was there before it.
import { existsSync } from 'node:fs';
import type { Store } from '../store/index.ts';
import type { FileBodies } from '../static-files.ts';
import { loadSiteBuild, NoBuildError, type SiteBuild } from './site-build.ts';

export interface BuildAtStart {
  build: SiteBuild;
  /** The version published from /admin that the build is, or undefined for the build in DIST_DIR. */
  publish: number | undefined;
}

export async function startBuild(distDir: string, store: Store, bodies: FileBodies): Promise<BuildAtStart> {
  const published = await store.publishes.latestPublished();
  const publishedBuild =
    published?.buildDir && existsSync(published.buildDir) ? await loadSiteBuild(published.buildDir, bodies) : undefined;
  const fromPublish = (build: SiteBuild) => ({ build, publish: published!.id });
  let deployed: SiteBuild | undefined;
  try {
    deployed = await loadSiteBuild(distDir, bodies);
  } catch (error) {
    if (!(error instanceof NoBuildError) || !publishedBuild) throw error;
  }
  if (!deployed) return fromPublish(publishedBuild!);
  if (!publishedBuild) return { build: deployed, publish: undefined };
  return publishedBuild.meta.builtAt > deployed.meta.builtAt
    ? fromPublish(publishedBuild)
    : { build: deployed, publish: undefined };
}

/** What the log says, once at start, of the build served: where it is, when it was built, which version. */
export function describeBuildAtStart({ build, publish }: BuildAtStart) {
  return {
    dir: build.dir,
    builtAt: build.meta.builtAt,
    ...(publish === undefined ? { from: 'DIST_DIR' } : { from: 'a publish from /admin', version: publish }),
  };
}

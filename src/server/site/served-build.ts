// Which build the server serves when it starts: the newest of the one `npm run build` wrote to
// DIST_DIR and the last one published from /admin (publish/), by the time each was built. A
// developer's deploy of new code wins over an older publish; a publish wins over the build that
// was there before it.
import { existsSync } from 'node:fs';
import type { Store } from '../store/index.ts';
import type { FileBodies } from '../static-files.ts';
import { loadSiteBuild, NoBuildError, type SiteBuild } from './site-build.ts';

export async function startBuild(distDir: string, store: Store, bodies: FileBodies): Promise<SiteBuild> {
  const published = await store.publishes.latestPublished();
  const publishedBuild =
    published?.buildDir && existsSync(published.buildDir) ? await loadSiteBuild(published.buildDir, bodies) : undefined;
  let deployed: SiteBuild | undefined;
  try {
    deployed = await loadSiteBuild(distDir, bodies);
  } catch (error) {
    if (!(error instanceof NoBuildError) || !publishedBuild) throw error;
  }
  if (!deployed) return publishedBuild!;
  if (!publishedBuild) return deployed;
  return publishedBuild.meta.builtAt > deployed.meta.builtAt ? publishedBuild : deployed;
}

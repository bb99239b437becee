// BUILDS_DIR/current: one path that always leads to the build the site serves, for a server in front
// that serves the build's files itself (deploy/nginx/cortracker.conf roots nginx there). Every
// instance points it at the build it serves, at start and at each switch (its own publish, or
// following another instance's), unless it leads to a newer build already: so the link follows
// the newest build, whichever instance switches first, and a late or restarted instance never
// turns it back. It is switched in one step: a new link beside it, renamed over it (rename is
// atomic), so a reader finds the old build or the new one, never none. A publish's build is named
// relative to BUILDS_DIR (the link stays right wherever the shared volume is mounted); DIST_DIR by
// its absolute path.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readlink, rename, rm, symlink } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { ROUTES_META, type RoutesMeta } from '../../shared/build-meta.ts';
import type { SiteBuild } from './site-build.ts';

export const CURRENT_LINK = 'current';

/** When the build the link leads to was built, or undefined when it leads nowhere (or is not there). */
async function builtAtOfLink(link: string): Promise<string | undefined> {
  try {
    const meta = JSON.parse(await readFile(join(link, ROUTES_META), 'utf8')) as RoutesMeta;
    return meta.builtAt;
  } catch {
    return undefined;
  }
}

/**
 * Points BUILDS_DIR/current at `build`, unless it leads to a build as new or newer.
 * @returns whether it moved the link.
 */
export async function pointCurrentLink(buildsDir: string, build: Pick<SiteBuild, 'dir' | 'meta'>): Promise<boolean> {
  const link = join(buildsDir, CURRENT_LINK);
  const dir = resolve(build.dir);
  const target = relative(resolve(buildsDir), dir);
  const named = target.startsWith('..') || isAbsolute(target) ? dir : target;
  const now = await readlink(link).catch(() => undefined);
  if (now === named) return false;
  const linkedBuiltAt = await builtAtOfLink(link);
  if (linkedBuiltAt !== undefined && linkedBuiltAt >= build.meta.builtAt) return false;
  await mkdir(buildsDir, { recursive: true });
  const next = join(buildsDir, `.${CURRENT_LINK}-${randomUUID()}`);
  await symlink(named, next);
  try {
    await rename(next, link);
  } catch (error) {
    await rm(next, { force: true });
    throw error;
  }
  return true;
}

// BUILDS_DIR/current follows the newest build served, whichever instance switches, and never turns
// back to an older one; a publish's build is named relative to BUILDS_DIR, DIST_DIR absolutely.
import { lstatSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { smallBuild } from '../../../tests/support/small-build.ts';
import { ROUTES_META, type RoutesMeta } from '../../shared/build-meta.ts';
import { CURRENT_LINK, pointCurrentLink } from './current-link.ts';

describe('BUILDS_DIR/current', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'current-link-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const buildsDir = () => join(root, 'builds');
  const link = () => join(buildsDir(), CURRENT_LINK);
  /** A build at `dir`, as the server holds it. */
  const build = (dir: string, builtAt: string) => {
    smallBuild(dir, builtAt);
    return { dir, meta: JSON.parse(readFileSync(join(dir, ROUTES_META), 'utf8')) as RoutesMeta };
  };
  const linkedBuiltAt = () => (JSON.parse(readFileSync(join(link(), ROUTES_META), 'utf8')) as RoutesMeta).builtAt;

  it('leads to DIST_DIR at first, then to each newer publish, and never back to an older build', async () => {
    const deployed = build(join(root, 'dist'), '2030-01-01T00:00:00.000Z');
    expect(await pointCurrentLink(buildsDir(), deployed)).toBe(true);
    expect(lstatSync(link()).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link())).toBe(join(root, 'dist'));

    const published = build(join(buildsDir(), '7/site'), '2030-01-02T00:00:00.000Z');
    expect(await pointCurrentLink(buildsDir(), published)).toBe(true);
    expect(readlinkSync(link())).toBe('7/site');
    expect(linkedBuiltAt()).toBe('2030-01-02T00:00:00.000Z');

    // An instance that still serves DIST_DIR (it follows within seconds), or was restarted on it:
    expect(await pointCurrentLink(buildsDir(), deployed)).toBe(false);
    expect(readlinkSync(link())).toBe('7/site');
    // The same build again (the instance following the publish): nothing to do.
    expect(await pointCurrentLink(buildsDir(), published)).toBe(false);

    // A deploy of new code, built later than the publish, wins.
    const redeployed = build(join(root, 'dist-2'), '2030-01-03T00:00:00.000Z');
    expect(await pointCurrentLink(buildsDir(), redeployed)).toBe(true);
    expect(readlinkSync(link())).toBe(join(root, 'dist-2'));
    // Only the link is there: no temporary link is left behind.
    expect(readdirSync(buildsDir()).sort()).toEqual(['7', CURRENT_LINK]);
  });

  it('is pointed again when the build it leads to is gone', async () => {
    const gone = build(join(buildsDir(), '3/site'), '2030-01-05T00:00:00.000Z');
    await pointCurrentLink(buildsDir(), gone);
    rmSync(join(buildsDir(), '3'), { recursive: true });
    expect(await pointCurrentLink(buildsDir(), build(join(root, 'dist'), '2030-01-01T00:00:00.000Z'))).toBe(true);
    expect(readlinkSync(link())).toBe(join(root, 'dist'));
  });
});

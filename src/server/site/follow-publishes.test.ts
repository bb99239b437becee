import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { smallBuild as build } from '../../../tests/support/small-build.ts';
import { openStore, type Store } from '../store/index.ts';
import { followPublishes } from './follow-publishes.ts';
import { LiveSite } from './live-site.ts';
import { loadSiteBuild } from './site-build.ts';
import { FileBodies } from '../static-files.ts';

describe('an instance that did not publish', () => {
  let root: string;
  let store: Store | undefined;
  afterEach(async () => {
    await store?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('switches to the newest version another instance published, once its build is in reach', async () => {
    root = mkdtempSync(join(tmpdir(), 'follow-'));
    store = await openStore({ dataDir: join(root, 'data') });
    const site = new LiveSite(
      await loadSiteBuild(build(join(root, 'dist'), '2030-01-01T00:00:00.000Z'), new FileBodies(1024 * 1024)),
    );
    const logs: string[] = [];
    const log = Fastify({ logger: { level: 'info', stream: { write: (line: string) => logs.push(line) } } }).log;
    const follower = followPublishes(store, site, log, 60_000);
    follower.stop();

    await follower.check();
    expect(site.current.dir).toBe(join(root, 'dist'));

    const shared = join(root, 'shared/7/site');
    const id = await store.publishes.begin({ kind: 'publish', userName: 'asha', rollbackOf: null }, new Date());
    await store.publishes.finish(
      id,
      { status: 'published', message: null, files: [], diff: '', snapshot: {}, buildDir: shared },
      new Date(),
    );
    await follower.check();
    expect(site.current.dir).toBe(join(root, 'dist'));
    expect(logs.join('')).toContain('its build is not on this instance');

    build(shared, '2030-01-02T00:00:00.000Z');
    await follower.check();
    expect(site.current.dir).toBe(shared);
  });
});

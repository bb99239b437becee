// What the server says once when it starts, for the operator reading the log after a deploy or a
// restart: the migrations it ran on the database (their names; none when the schema was up to
// date) and the build it serves (its folder, when it was built, and whether it is DIST_DIR's or a
// version published from /admin, with that version's number).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureApp } from '../../tests/support/fixture-app.ts';
import { logLines } from '../../tests/support/log-lines.ts';
import { smallBuild } from '../../tests/support/small-build.ts';
import { migrationNames, openStore } from './store/index.ts';

const INFO = 30;

describe('the start of the server, in its log', () => {
  const dir = mkdtempSync(join(tmpdir(), 'start-log-'));
  const dataDir = join(dir, 'data');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The app started on `dataDir` and closed again; its "started" lines. */
  async function start() {
    const { stream, lines } = logLines();
    const server = await fixtureApp({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }, { logStream: stream });
    await server.close();
    return lines.filter((line) => typeof line.msg === 'string' && line.msg.startsWith('started'));
  }

  it(
    'names the migrations it ran on a new database, and the build of DIST_DIR it serves',
    { timeout: 60_000 },
    async () => {
      const started = await start();
      expect(started).toHaveLength(1);
      expect(started[0]).toMatchObject({
        level: INFO,
        migrations: migrationNames,
        build: { from: 'DIST_DIR', dir: expect.stringMatching(/dist$/), builtAt: expect.any(String) },
      });
    },
  );

  it(
    'names no migration on a database up to date, and the version published from /admin it serves',
    { timeout: 60_000 },
    async () => {
      const store = await openStore({ dataDir });
      const buildDir = smallBuild(join(dir, 'builds/7/site'), '2099-01-01T00:00:00.000Z');
      try {
        const id = await store.publishes.begin({ kind: 'publish', userName: 'asha', rollbackOf: null }, new Date());
        await store.publishes.finish(
          id,
          { status: 'published', message: null, files: [], diff: '', snapshot: {}, buildDir },
          new Date(),
        );
        const started = await start();
        expect(started).toHaveLength(1);
        expect(started[0]).toMatchObject({
          level: INFO,
          migrations: [],
          build: { from: 'a publish from /admin', version: id, dir: buildDir, builtAt: '2099-01-01T00:00:00.000Z' },
        });
      } finally {
        await store.close();
      }
    },
  );
});

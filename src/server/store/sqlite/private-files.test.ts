// The embedded database's folder and files are the server's alone: the folder 0700, the database,
// its write-ahead log and shared memory 0600 (and the rate limit's own file alike), also when an
// earlier release left them readable by everyone.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE, openStore } from '../index.ts';

let parent: string;
let dataDir: string;
const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);

beforeEach(() => {
  parent = mkdtempSync(join(tmpdir(), 'private-files-'));
  dataDir = join(parent, 'data');
});
afterEach(() => rmSync(parent, { recursive: true, force: true }));

describe('the SQLite files', () => {
  it('are created readable by the server alone', async () => {
    const previous = process.umask(0o022);
    try {
      const store = await openStore({ dataDir });
      await store.submissions.insertSubmission({ type: 'demo', payload: { marker: 1 }, ip: '192.0.2.1', outbox: [] });
      await store.rateLimits.countRateLimitHit('sign-in:192.0.2.1', 60_000, new Date());
      expect(mode(dataDir)).toBe('700');
      const files = [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`];
      for (const file of files) expect(mode(join(dataDir, file)), file).toBe('600');
      const others = ['rate-limits.sqlite', 'rate-limits.sqlite-wal'].filter((file) => existsSync(join(dataDir, file)));
      expect(others.length).toBeGreaterThan(0);
      for (const file of others) expect(mode(join(dataDir, file)), file).toBe('600');
      await store.close();
    } finally {
      process.umask(previous);
    }
  });

  it('are narrowed when an earlier release left them readable by everyone', async () => {
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    const old = new DatabaseSync(join(dataDir, DATABASE_FILE));
    old.exec('PRAGMA journal_mode = WAL; CREATE TABLE t (x); INSERT INTO t VALUES (1);');
    for (const file of [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`])
      chmodSync(join(dataDir, file), 0o644);
    old.close();
    const store = await openStore({ dataDir });
    expect(mode(dataDir)).toBe('700');
    expect(mode(join(dataDir, DATABASE_FILE))).toBe('600');
    await store.close();
  });
});

// Migration 0022 (0022-visit-counts-without-rowid.ts) on SQLite: the view counts of a database of
// 0019's table (a rowid table beside its key's index) are all in the WITHOUT ROWID table afterwards,
// and the store adds to them as before.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { viewCount } from '../../../../tests/support/view-counts.ts';
import { openStore } from '../index.ts';
import { DATABASE_FILE } from '../sqlite/open.ts';
import m0019 from './0019-visit-counts.ts';
import { statementsFor } from './migration.ts';

describe('migration 0022 on SQLite', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every view count, in a table without rowid', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'migration-0022-'));
    dirs.push(dir);
    const first = await openStore({ dataDir: dir });
    await first.close();
    // Back to the table as 0019 made it, with counts in it, and 0022 (and the migrations after it,
    // 0024's month tables dropped) not run yet.
    const raw = new DatabaseSync(join(dir, DATABASE_FILE));
    raw.exec('DROP TABLE visit_counts');
    for (const table of ['visit_month_pages', 'visit_month_campaigns', 'visit_month_referrers'])
      raw.exec(`DROP TABLE ${table}`);
    raw.exec(statementsFor(m0019, 'sqlite')[0]!);
    raw.exec(`INSERT INTO visit_counts VALUES
      ('2026-12-01', '/erp', '', 'mail', 'email', 'spring ''sale''', 'desktop', 3),
      ('2026-12-02', '/erp', 'news.example.org', '', '', '', 'mobile', 5)`);
    raw.prepare('DELETE FROM kysely_migration WHERE name >= ?').run('0022_visit_counts_without_rowid');
    raw.close();

    const store = await openStore({ dataDir: dir });
    try {
      await store.visits.add(
        [viewCount('2026-12-02', '/erp', 2, { referrerHost: 'news.example.org', device: 'mobile' })],
        [],
      );
      expect(await store.visits.viewCounts('2026-12-01', '2026-12-02')).toEqual([
        viewCount('2026-12-01', '/erp', 3, { utmSource: 'mail', utmMedium: 'email', utmCampaign: "spring 'sale'" }),
        viewCount('2026-12-02', '/erp', 7, { referrerHost: 'news.example.org', device: 'mobile' }),
      ]);
    } finally {
      await store.close();
    }
    const check = new DatabaseSync(join(dir, DATABASE_FILE), { readOnly: true });
    const { sql } = check.prepare("SELECT sql FROM sqlite_master WHERE name = 'visit_counts'").get() as { sql: string };
    check.close();
    expect(sql).toMatch(/WITHOUT ROWID/);
  });
});

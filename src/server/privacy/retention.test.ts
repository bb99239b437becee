// The daily retention's part of the visit counts: VISIT_RETENTION_DAYS days kept, today's included,
// the older ones deleted by the first run of the day, the later runs of that day (this instance's or
// another's) leaving it to that one. (The purge's rules on both engines: store/visits/visits.test.ts.)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { viewCount } from '../../../tests/support/view-counts.ts';
import { openStore, type Store } from '../store/index.ts';
import { runRetention } from './retention.ts';

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('the retention of visit counts', () => {
  let dataDir: string;
  let store: Store | undefined;
  afterEach(async () => {
    await store?.close();
    store = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the last VISIT_RETENTION_DAYS days and deletes the older ones, once a day', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'visit-retention-'));
    store = await openStore({ dataDir });
    const now = new Date('2026-12-07T03:00:00Z');
    const daysAgo = (days: number) => dayOf(now.getTime() - days * DAY_MS);
    const view = (day: string) => viewCount(day, '/erp', 1);
    // 13 months kept: today and the 396 days before it.
    await store.visits.add([view(daysAgo(397)), view(daysAgo(396)), view(daysAgo(0))], []);
    const options = { store, dataDir, retentionDays: 730, visitRetentionDays: 397, recipientWindowMs: DAY_MS };
    expect((await runRetention(options, now)).visitCounts).toBe(1);
    expect((await store.visits.viewCounts('2000-01-01', '2100-01-01')).map((row) => row.day)).toEqual([
      daysAgo(396),
      daysAgo(0),
    ]);
    // Another run the same day (a restart, another instance): today's purge is done.
    expect((await runRetention(options, new Date(now.getTime() + 3_600_000))).visitCounts).toBeNull();
  });
});

// The contract of the rate limits' counters (types.ts), on both engines.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest, rawDatabase, storesPerTest, TEST_SALT } from '../../../../tests/support/store-engines.ts';
import type { Database } from '../schema.ts';
import { NodeSqliteDialect } from '../sqlite/dialect.ts';
import { RATE_LIMIT_FILE } from '../sqlite/rate-limit-file.ts';
import type { Store } from '../store.ts';

describe.each(enginesUnderTest())('rate limits on $engine', (engine) => {
  const stores = storesPerTest(engine);
  const open = (): Promise<Store> => stores.open();

  it('counts rate limit hits per key in a window that starts again once it ended, across two stores on one database', async () => {
    const [a, b] = [await open(), await open()];
    const start = new Date('2030-01-01T00:00:00.000Z');
    const at = (ms: number) => new Date(start.getTime() + ms);
    const counts = [
      await a.rateLimits.countRateLimitHit('form:demo/198.51.100.7', 60_000, start),
      await b.rateLimits.countRateLimitHit('form:demo/198.51.100.7', 60_000, at(1000)),
    ];
    expect(counts).toEqual([
      { hits: 1, resetsAt: '2030-01-01T00:01:00.000Z' },
      { hits: 2, resetsAt: '2030-01-01T00:01:00.000Z' },
    ]);
    // Another client, another limiter: counters of their own.
    expect((await a.rateLimits.countRateLimitHit('form:demo/198.51.100.8', 60_000, at(2000))).hits).toBe(1);
    expect((await a.rateLimits.countRateLimitHit('geo/198.51.100.7', 60_000, at(2000))).hits).toBe(1);
    // Many hits at once are all counted.
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => b.rateLimits.countRateLimitHit('form:demo/198.51.100.7', 60_000, at(3000))),
    );
    expect(burst.map((count) => count.hits).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 3));
    // The window ended: a new one starts with the next hit.
    expect(await a.rateLimits.countRateLimitHit('form:demo/198.51.100.7', 60_000, at(60_000))).toEqual({
      hits: 1,
      resetsAt: '2030-01-01T00:02:00.000Z',
    });
  });

  it('keeps no client address in clear: its counter is under the same salted hash as in every release before', async () => {
    // Both engines with the tests' salt (SQLite reads it from the salt file it would have generated).
    if (engine.engine === 'sqlite') writeFileSync(join(stores.options.dataDir, 'ip-hash-salt'), TEST_SALT);
    const store = await open();
    await store.rateLimits.countRateLimitHit('form:demo/198.51.100.7', 60_000, new Date());
    // SQLite keeps the counters in a file of their own beside the database.
    const db =
      engine.engine === 'sqlite'
        ? new Kysely<Database>({
            dialect: new NodeSqliteDialect(new DatabaseSync(join(stores.options.dataDir, RATE_LIMIT_FILE))),
          })
        : rawDatabase(stores.options);
    try {
      const keys = (await db.selectFrom('rate_limits').select('key').execute()).map((row) => row.key);
      expect(keys).toEqual(['f15003aea87ca3e608e7c3a679f5e935c77b56e466a79b9bb37000b896ca87aa']);
    } finally {
      await db.destroy();
    }
  });
});

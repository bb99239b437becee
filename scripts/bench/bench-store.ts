// A store of a bench's own on each engine it was asked for (--engine sqlite|postgres|both): a
// temporary folder, and for PostgreSQL a throwaway cluster on a free loopback port; both are gone when
// the bench's run on that engine ends, whether it ended well or not.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore, type Store, type StoreOptions, type ViewCount } from '../../src/server/store/index.ts';
import { startPostgresCluster, type PostgresCluster } from '../../tests/support/postgres-cluster.ts';

/** The engines an --engine option names. */
export function enginesOf(option: string | undefined): ('sqlite' | 'postgres')[] {
  return option === 'both' ? ['sqlite', 'postgres'] : [option as 'sqlite' | 'postgres'];
}

/**
 * Runs `bench` on a fresh store of each engine in turn. `name` names the folder and the database;
 * `durable: false` lets the cluster skip flushing to disk (for a bench that times reads, not writes).
 */
export async function onEachEngine(
  engineOption: string | undefined,
  name: string,
  { durable, pseudonymSalt }: { durable?: boolean; pseudonymSalt: string },
  bench: (engine: 'sqlite' | 'postgres', store: Store, options: StoreOptions) => Promise<void>,
): Promise<void> {
  for (const engine of enginesOf(engineOption)) {
    const dir = mkdtempSync(join(tmpdir(), `${name.replaceAll('_', '-')}-`));
    let cluster: PostgresCluster | undefined;
    try {
      let options: StoreOptions = { dataDir: dir };
      if (engine === 'postgres') {
        cluster = await startPostgresCluster(durable === undefined ? undefined : { durable });
        options = { dataDir: dir, databaseUrl: await cluster.createDatabase(name), pseudonymSalt };
      }
      const store = await openStore(options);
      try {
        await bench(engine, store, options);
      } finally {
        await store.close();
      }
    } finally {
      cluster?.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

/** The `n`th of a day's synthetic view combinations, as the visit benches count them: 100 pages, 50
 *  referring sites, 20 sources, the rest of the variety in campaigns; `views` views of it. */
export function benchViewCount(day: string, n: number, views: number): ViewCount {
  return {
    day,
    path: `/page-${n % 100}`,
    referrerHost: n % 3 === 0 ? `site-${n % 50}.example` : '',
    utmSource: `source-${n % 20}`,
    utmMedium: n % 2 === 0 ? 'email' : 'cpc',
    utmCampaign: `campaign-${n}`,
    device: ['desktop', 'mobile', 'tablet'][n % 3]!,
    views,
  };
}

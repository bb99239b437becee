/**
 * npm run bench:visit-writes: what the counts' writes cost at a flood, with and without migration
 * 0023's index visit_counts_by_campaign (day, utm_source, utm_medium, utm_campaign, views; dropped
 * by 0025 since, made here for the comparison), on
 * SQLite and PostgreSQL (a throwaway cluster, fsync on), over a store of `--rows` day counts
 * (1,000,000: 50 days of the counter's 20,000 combinations a day):
 *  - migration 0024's fill of the month sums from those rows, as an existing database runs it;
 *  - the index's build: DROP and CREATE INDEX over those rows, `--repeat` times (the median);
 *  - a second of a flood written: one `visits.add` of the counter's most waiting combinations
 *    (MAX_PENDING, 10,000), each already counted today (an update of every row, as a flood's
 *    second after the first few is), `--writes` of them per round; with and without the index in
 *    alternating order, `--rounds` rounds: each write's median, 99th percentile and longest, and on
 *    PostgreSQL the share of updates that were HOT (no index entry written: pg_stat_user_tables).
 * The writes run off the requests' path (the counter writes once a second, visit-counter.ts):
 * what a page view waits for is bench:visits. Timings are reported, never asserted.
 *
 *   npm run bench:visit-writes -- [--engine sqlite|postgres|both] [--rows 1000000] [--writes 20] [--rounds 3] [--repeat 3] [--fillfactor N]
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { type Store, type ViewCount } from '../../src/server/store/index.ts';
import { openPostgres } from '../../src/server/store/postgres/open.ts';
import m0024 from '../../src/server/store/migrations/0024-visit-months.ts';
import { statementsFor } from '../../src/server/store/migrations/migration.ts';
import type { Database, Engine } from '../../src/server/store/schema.ts';
import { openSqlite } from '../../src/server/store/sqlite/open.ts';
import { MAX_COMBINATIONS, MAX_PENDING } from '../../src/server/visits/visit-counter.ts';
import { benchViewCount, onEachEngine } from './bench-store.ts';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    rows: { type: 'string', default: '1000000' },
    writes: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '3' },
    repeat: { type: 'string', default: '3' },
    // PostgreSQL: the share of each page of visit_counts its inserts fill, the rest left for HOT updates.
    fillfactor: { type: 'string' },
  },
});
const [rows, writes, rounds, repeat] = [values.rows, values.writes, values.rounds, values.repeat].map(Number) as [
  number,
  number,
  number,
  number,
];
if (!['sqlite', 'postgres', 'both'].includes(values.engine!) || ![rows, writes, rounds, repeat].every((n) => n > 0)) {
  process.stderr.write(
    'usage: npm run bench:visit-writes -- [--engine sqlite|postgres|both] [--rows N] [--writes N] [--rounds N] [--repeat N]\n',
  );
  process.exit(2);
}

const INDEX = 'visit_counts_by_campaign';
const CREATE = `CREATE INDEX ${INDEX} ON visit_counts (day, utm_source, utm_medium, utm_campaign, views)`;
const TODAY = '2026-12-06';
const load = () => loadavg()[0]!.toFixed(1);
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const median = (values: number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/** Today's combinations, as in bench:insights: 100 pages, 50 sites, a campaign each. */
const today: ViewCount[] = Array.from({ length: MAX_COMBINATIONS }, (_, n) => benchViewCount(TODAY, n, 1));

/** `rows` day counts of the days before TODAY, 20,000 a day, in one statement. */
function loadStatement(engine: string): string {
  const parts = (x: string) =>
    `'/page-' || (${x} % 100), CASE WHEN ${x} % 3 = 0 THEN 'site-' || (${x} % 50) || '.example' ELSE '' END,
     'source-' || (${x} % 20), CASE WHEN ${x} % 2 = 0 THEN 'email' ELSE 'cpc' END, 'campaign-' || (${x} % 20000),
     CASE ${x} % 3 WHEN 0 THEN 'desktop' WHEN 1 THEN 'mobile' ELSE 'tablet' END, 1 + ${x} % 7`;
  return engine === 'sqlite'
    ? `WITH RECURSIVE n(x) AS (SELECT 0 UNION ALL SELECT x + 1 FROM n WHERE x < ${rows - 1})
       INSERT INTO visit_counts SELECT date('${TODAY}', '-' || (1 + x / 20000) || ' days'), ${parts('x')} FROM n`
    : `INSERT INTO visit_counts SELECT to_char(date '${TODAY}' - (1 + x / 20000), 'YYYY-MM-DD'), ${parts('x')}
       FROM generate_series(0, ${rows - 1}) AS x`;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const at = performance.now();
  await work();
  return performance.now() - at;
}

async function hotShare(db: Kysely<Database>, engine: string): Promise<{ updates: number; hot: number }> {
  if (engine !== 'postgres') return { updates: 0, hot: 0 };
  // The statistics reach the view a moment after a commit: asked for now, as they stand.
  await sql`SELECT pg_stat_force_next_flush()`.execute(db);
  const { rows: found } = await sql<{ updates: string; hot: string }>`
    SELECT n_tup_upd AS updates, n_tup_hot_upd AS hot FROM pg_stat_user_tables WHERE relname = 'visit_counts'`.execute(
    db,
  );
  return { updates: Number(found[0]!.updates), hot: Number(found[0]!.hot) };
}

async function bench(engine: string, store: Store, db: Kysely<Database>): Promise<void> {
  console.log(`${engine}:`);
  if (engine === 'postgres' && values.fillfactor)
    await sql.raw(`ALTER TABLE visit_counts SET (fillfactor = ${Number(values.fillfactor)})`).execute(db);
  let took = await timed(() => sql.raw(loadStatement(engine)).execute(db));
  if (engine === 'postgres') await sql`VACUUM ANALYZE visit_counts`.execute(db);
  console.log(`  ${rows.toLocaleString('en')} day counts loaded in ${(took / 1000).toFixed(1)} s, load ${load()}`);

  // Migration 0024's fill of the month sums from these counts, as an existing database runs it.
  for (const table of ['visit_month_pages', 'visit_month_campaigns', 'visit_month_referrers'] as const)
    await db.deleteFrom(table).execute();
  took = await timed(async () => {
    for (const statement of statementsFor(m0024, engine as Engine).filter((text) => text.startsWith('INSERT')))
      await sql.raw(statement).execute(db);
  });
  console.log(`  migration 0024's month sums filled from them in ${(took / 1000).toFixed(2)} s, load ${load()}`);

  const builds: number[] = [];
  for (let n = 0; n < repeat; n++) {
    await sql.raw(`DROP INDEX IF EXISTS ${INDEX}`).execute(db);
    builds.push(await timed(() => sql.raw(CREATE).execute(db)));
  }
  console.log(
    `  the index built over them: ${builds.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')} (median ${(median(builds) / 1000).toFixed(2)} s), load ${load()}`,
  );

  // Today's combinations counted once: every write after this one updates rows that are there.
  took = await timed(() => store.visits.add(today, []));
  console.log(`  today's ${today.length.toLocaleString('en')} combinations first written in ${took.toFixed(0)} ms`);
  const halves = [today.slice(0, MAX_PENDING), today.slice(MAX_PENDING, 2 * MAX_PENDING)];
  const p99s: Record<'with' | 'without', number[]> = { with: [], without: [] };
  let indexed = true;
  for (let round = 1; round <= rounds; round++) {
    const order = round % 2 === 1 ? (['with', 'without'] as const) : (['without', 'with'] as const);
    for (const which of order) {
      if ((which === 'with') !== indexed) {
        await sql.raw(which === 'with' ? CREATE : `DROP INDEX ${INDEX}`).execute(db);
        indexed = which === 'with';
      }
      const before = await hotShare(db, engine);
      const times: number[] = [];
      for (let n = 0; n < writes; n++) times.push(await timed(() => store.visits.add(halves[n % 2]!, [])));
      const after = await hotShare(db, engine);
      times.sort((a, b) => a - b);
      p99s[which].push(quantile(times, 0.99));
      const hot =
        engine === 'postgres'
          ? `, ${Math.round((100 * (after.hot - before.hot)) / Math.max(1, after.updates - before.updates))}% of updates HOT`
          : '';
      console.log(
        `  round ${round}, ${which === 'with' ? 'with the index   ' : 'without the index'}: a write of ${MAX_PENDING.toLocaleString('en')} counts median ${quantile(times, 0.5).toFixed(0)} ms, p99 ${quantile(times, 0.99).toFixed(0)} ms, longest ${times.at(-1)!.toFixed(0)} ms${hot}; load ${load()}`,
      );
    }
  }
  console.log(
    `  p99 of a write, median of ${rounds} rounds: with the index ${median(p99s.with).toFixed(0)} ms, without ${median(p99s.without).toFixed(0)} ms`,
  );
}

await onEachEngine(values.engine, 'bench_visit_writes', { pseudonymSalt: 'b' }, async (engine, store, options) => {
  const db = options.databaseUrl ? openPostgres(options.databaseUrl) : openSqlite(options.dataDir);
  try {
    await bench(engine, store, db);
  } finally {
    await db.destroy();
  }
});

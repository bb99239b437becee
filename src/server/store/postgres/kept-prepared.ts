// Statements that run for every post, which each PostgreSQL connection keeps prepared: open.ts
// sends a marked text as a named statement, so each connection parses and plans it once and from
// then on only binds and runs it. Measured with pg_stat_statements during `npm run bench:store`:
// planning the lead-history query took 516 ms of a run against 116 ms of running it; with the batch
// insert and the history query kept prepared, 2,714-3,021 posts/s with p99 22.1-26.5 ms against
// 2,326-2,555 with p99 25.8-28.9 ms. Only fixed texts are marked (engine.ts compiles them once): a
// text built per call (a VALUES list per row) would leave a prepared statement per length on every
// connection. Apart from open.ts, so that marking a text does not load the pg driver.

/** Statement text -> the name each connection keeps it prepared under. */
const keptPrepared = new Map<string, string>();

/** Marks a statement that runs for every post, to be kept prepared on each connection. */
export function keepPrepared(text: string): void {
  if (!keptPrepared.has(text)) keptPrepared.set(text, `kept_${keptPrepared.size + 1}`);
}

/** The name a marked text runs under, or undefined for any other text. */
export function preparedName(text: string): string | undefined {
  return keptPrepared.get(text);
}

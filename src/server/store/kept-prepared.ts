// Statements that run for every post, which each PostgreSQL connection keeps prepared (postgres.ts
// sends them as named statements). Apart from postgres.ts, so the SQLite engine's code that marks
// them does not load the pg driver.

/** Statement text -> the name each connection keeps it prepared under. */
const keptPrepared = new Map<string, string>();

/**
 * Marks a statement that runs for every post: each connection parses and plans it once, as a named
 * prepared statement, and from then on only binds and runs it. Measured with pg_stat_statements
 * during `npm run bench:store`: planning the lead-history query took 516 ms of a run against 116
 * ms of running it. Only fixed texts are marked: a text built per call (a VALUES list per row)
 * would leave a prepared statement per length on every connection.
 */
export function keepPrepared(text: string): void {
  if (!keptPrepared.has(text)) keptPrepared.set(text, `kept_${keptPrepared.size + 1}`);
}

/** The name a marked text runs under, or undefined for any other text. */
export function preparedName(text: string): string | undefined {
  return keptPrepared.get(text);
}

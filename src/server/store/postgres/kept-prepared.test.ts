import { CompiledQuery, sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../../../tests/support/store-engines.ts';
import { keepPrepared } from './kept-prepared.ts';
import { openPostgres } from './open.ts';
import type { Database } from '../schema.ts';

const postgres = enginesUnderTest().find((entry) => entry.engine === 'postgres')!;

describe('the PostgreSQL pool', () => {
  let db: Kysely<Database> | undefined;

  beforeEach(async (context) => {
    if (postgres.skipReason) context.skip(postgres.skipReason);
    const { databaseUrl } = await postgres.newStore('unused');
    // One connection, so every statement below runs in the session whose prepared statements are read.
    db = openPostgres(databaseUrl!, { size: 1 });
  });

  afterEach(async () => {
    await db?.destroy();
  });

  it('keeps a marked statement prepared on its connection and runs it with each call’s values, and prepares nothing else', async () => {
    const marked = 'SELECT $1::int + $2::int AS sum';
    keepPrepared(marked);
    const run = async (text: string, values: number[]) =>
      (await db!.executeQuery(CompiledQuery.raw(text, values))).rows;

    expect(await run(marked, [1, 2])).toEqual([{ sum: 3 }]);
    expect(await run(marked, [40, 2])).toEqual([{ sum: 42 }]);
    expect(await run('SELECT $1::int * $2::int AS product', [6, 7])).toEqual([{ product: 42 }]);

    const { rows } = await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(db!);
    expect(rows.map((row) => row.statement)).toEqual([marked]);
  });
});

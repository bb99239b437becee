// The shape of one migration file (0001-….ts and on). Statements the same on both engines are
// written once; a table, whose column types differ (TEXT/STRICT and json_valid() on SQLite,
// timestamptz and json on PostgreSQL), is written once per engine, side by side.
import type { Kysely } from 'kysely';
import type { Database, Engine } from '../schema.ts';

/** A statement the same on both engines, or one per engine (an engine left out runs nothing there). */
export type Statement = string | Partial<Record<Engine, string>>;

export interface StoreMigration {
  /**
   * The id Kysely's Migrator records in kysely_migration and orders by: released ids never change,
   * or every existing database would be told it has a migration this code does not know.
   */
  name: string;
  /**
   * The DDL, in order. Or, when the two engines' statements do not pair up, a list per engine.
   */
  statements: Statement[] | Record<Engine, string[]>;
  /** Data changes after the DDL, in the same transaction. */
  data?: (db: Kysely<Database>, engine: Engine) => Promise<void>;
}

/** The statements `migration` runs on `engine`, in order. */
export function statementsFor(migration: StoreMigration, engine: Engine): string[] {
  const { statements } = migration;
  if (!Array.isArray(statements)) return statements[engine];
  return statements.flatMap((statement) => {
    const text = typeof statement === 'string' ? statement : statement[engine];
    return text === undefined ? [] : [text];
  });
}

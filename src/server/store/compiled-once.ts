// Statements compiled once. Kysely builds and compiles a query on every call otherwise, which is
// most of its cost on a hot path (a post, a rate-limit hit, a sales notice's history). A statement
// is built once with a stand-in for each value that changes per call (a named slot), compiled, and
// from then on each call only puts its values in the slots. The same text every time also lets
// SQLite keep the statement prepared (sqlite/dialect.ts) and PostgreSQL plan it once per
// connection (postgres/kept-prepared.ts).
import { CompiledQuery, type Compilable } from 'kysely';

/** Stands in for the value named `name` while the statement is built: use it where the value goes. */
export type Slot = (name: string) => unknown;

export interface CompiledOnce<R> {
  readonly sql: string;
  /** The statement with these values in its slots. */
  bind(values: Readonly<Record<string, unknown>>): CompiledQuery<R>;
}

const standIn = (name: string) => `\u0000slot:${name}\u0000`;

/**
 * Builds and compiles a statement once; `build` marks each value that changes per call with `slot`.
 * @throws Error when a slot does not end up as a parameter of the statement (used in a literal).
 */
export function compileOnce<R>(build: (slot: Slot) => Compilable<R>): CompiledOnce<R> {
  const names = new Map<string, string>();
  const compiled = build((name) => {
    names.set(standIn(name), name);
    return standIn(name);
  }).compile();
  const slots = compiled.parameters.map((value) => (typeof value === 'string' ? names.get(value) : undefined));
  for (const name of names.values())
    if (!slots.includes(name)) throw new Error(`slot "${name}" is not a parameter of the statement`);
  return {
    sql: compiled.sql,
    bind(values) {
      const parameters = compiled.parameters.map((value, i) => {
        const name = slots[i];
        if (name === undefined) return value;
        if (!(name in values)) throw new Error(`no value for slot "${name}"`);
        return values[name];
      });
      return CompiledQuery.raw(compiled.sql, parameters) as CompiledQuery<R>;
    },
  };
}

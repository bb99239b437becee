// What a store's database holds, as one model for both engines: its tables, their columns (as the
// store's code sees them: a string or a number, nullable or not, filled in by the database or not),
// their unique keys and their indexes. Read from the database itself, and from the table types of
// src/server/store/schema.ts, so the three can be compared (migrations.test.ts).
import { readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import ts from 'typescript';

export interface ColumnModel {
  type: 'string' | 'number';
  nullable: boolean;
  /** The database fills it in when an insert leaves it out (a default, an identity, SQLite's rowid). */
  generated: boolean;
}

export interface TableModel {
  columns: Record<string, ColumnModel>;
  /** The primary key and every unique constraint, as lists of columns. */
  uniqueKeys: string[][];
  /** Indexes made by CREATE INDEX, by name. */
  indexes: Record<string, { columns: string[]; unique: boolean; where: string | null }>;
}

export type SchemaModel = Record<string, TableModel>;

/** Tables of the migrator and of the store's first release, not the store's own. */
const NOT_THE_STORES = /^(kysely_|sqlite_|schema_migrations$)/;

/** A predicate as both engines can be compared on: lower case, no parentheses, single spaces. */
function normalizePredicate(text: string | null | undefined): string | null {
  if (!text) return null;
  // PostgreSQL writes a predicate back with its parentheses and the types of its literals ('failed'::text).
  return text
    .replace(/::[a-z ]+/g, '')
    .replace(/[()]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

function sortKeys(keys: string[][]): string[][] {
  return keys.map((key) => [...key]).sort((a, b) => a.join(',').localeCompare(b.join(',')));
}

/** The model of the SQLite file at `file` (and of more files, such as the rate limits', merged in). */
export function sqliteSchema(...files: string[]): SchemaModel {
  const model: SchemaModel = {};
  for (const file of files) {
    const db = new DatabaseSync(file, { readOnly: true });
    try {
      const tables = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        .all()
        .map((row) => String(row.name))
        .filter((name) => !NOT_THE_STORES.test(name));
      for (const table of tables) {
        const info = db.prepare(`PRAGMA table_info("${table}")`).all();
        const columns: Record<string, ColumnModel> = {};
        const primaryKey: string[] = [];
        for (const column of info) {
          const type = String(column.type).toUpperCase();
          const rowid =
            type === 'INTEGER' && Number(column.pk) === 1 && info.filter((c) => Number(c.pk) > 0).length === 1;
          if (Number(column.pk) > 0) primaryKey[Number(column.pk) - 1] = String(column.name);
          columns[String(column.name)] = {
            type: type === 'INTEGER' ? 'number' : 'string',
            nullable: Number(column.notnull) === 0 && Number(column.pk) === 0,
            generated: rowid || column.dflt_value !== null,
          };
        }
        const uniqueKeys = [primaryKey];
        const indexes: TableModel['indexes'] = {};
        for (const index of db.prepare(`PRAGMA index_list("${table}")`).all()) {
          const name = String(index.name);
          const indexColumns = db
            .prepare(`PRAGMA index_info("${name}")`)
            .all()
            .map((row) => String(row.name));
          if (index.origin === 'u') uniqueKeys.push(indexColumns);
          if (index.origin !== 'c') continue;
          const definition = db.prepare('SELECT sql FROM sqlite_master WHERE name = ?').get(name);
          const where = /\bWHERE\b(.*)$/is.exec(String(definition?.sql ?? ''))?.[1];
          indexes[name] = {
            columns: indexColumns,
            unique: Number(index.unique) === 1,
            where: normalizePredicate(where),
          };
        }
        model[table] = { columns, uniqueKeys: sortKeys(uniqueKeys), indexes };
      }
    } finally {
      db.close();
    }
  }
  return model;
}

const PG_NUMBERS = new Set(['integer', 'bigint', 'smallint']);

/** The model of the PostgreSQL database at `url` (its public schema). */
export async function postgresSchema(url: string): Promise<SchemaModel> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const model: SchemaModel = {};
    const { rows: columns } = await client.query<{
      table_name: string;
      column_name: string;
      data_type: string;
      is_nullable: string;
      column_default: string | null;
      is_identity: string;
    }>(
      `SELECT c.table_name, c.column_name, c.data_type, c.is_nullable, c.column_default, c.is_identity
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
       WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
       ORDER BY c.table_name, c.ordinal_position`,
    );
    for (const column of columns) {
      if (NOT_THE_STORES.test(column.table_name)) continue;
      const table = (model[column.table_name] ??= { columns: {}, uniqueKeys: [], indexes: {} });
      table.columns[column.column_name] = {
        type: PG_NUMBERS.has(column.data_type) ? 'number' : 'string',
        nullable: column.is_nullable === 'YES',
        generated: column.is_identity === 'YES' || column.column_default !== null,
      };
    }
    const { rows: indexes } = await client.query<{
      table_name: string;
      index_name: string;
      is_unique: boolean;
      backs_constraint: boolean;
      columns: string[];
      predicate: string | null;
    }>(
      `SELECT t.relname AS table_name, i.relname AS index_name, x.indisunique AS is_unique,
              EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid) AS backs_constraint,
              ARRAY(SELECT a.attname::text FROM unnest(x.indkey) WITH ORDINALITY AS k (attnum, n)
                    JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = k.attnum ORDER BY k.n) AS columns,
              pg_get_expr(x.indpred, x.indrelid) AS predicate
       FROM pg_index x
       JOIN pg_class i ON i.oid = x.indexrelid
       JOIN pg_class t ON t.oid = x.indrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
       WHERE n.nspname = 'public'
       ORDER BY t.relname, i.relname`,
    );
    for (const index of indexes) {
      const table = model[index.table_name];
      if (!table) continue;
      if (index.backs_constraint) table.uniqueKeys.push(index.columns);
      else
        table.indexes[index.index_name] = {
          columns: index.columns,
          unique: index.is_unique,
          where: normalizePredicate(index.predicate),
        };
    }
    for (const table of Object.values(model)) table.uniqueKeys = sortKeys(table.uniqueKeys);
    return model;
  } finally {
    await client.end();
  }
}

export interface TypedColumn {
  type: 'string' | 'number';
  nullable: boolean;
  /** Declared Generated<…>: an insert may leave it out. */
  generated: boolean;
}

/** The tables as schema.ts types them: the `Database` interface's tables and each one's columns. */
export function typedSchema(file: string): Record<string, Record<string, TypedColumn>> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
  });
  const members = (declaration: ts.InterfaceDeclaration) =>
    declaration.members.filter(ts.isPropertySignature).map((member) => ({
      name: member.name.getText(source),
      type: member.type!,
    }));
  const column = (type: ts.TypeNode): TypedColumn => {
    let generated = false;
    if (ts.isTypeReferenceNode(type) && type.typeName.getText(source) === 'Generated') {
      generated = true;
      type = type.typeArguments![0]!;
    }
    const parts = ts.isUnionTypeNode(type) ? type.types : [type];
    const nullable = parts.some((part) => part.getText(source) === 'null');
    const base = parts.map((part) => part.getText(source)).filter((text) => text !== 'null');
    // Bytes (BLOB, bytea) are compared as the databases describe them: not numbers.
    if (base.length === 1 && base[0] === 'Uint8Array') return { type: 'string', nullable, generated };
    if (base.length !== 1 || (base[0] !== 'string' && base[0] !== 'number'))
      throw new Error(`schema.ts: a column typed ${type.getText(source)}, neither a string, a number nor bytes`);
    return { type: base[0], nullable, generated };
  };
  const tables: Record<string, Record<string, TypedColumn>> = {};
  for (const { name, type } of members(interfaces.get('Database')!)) {
    const declaration = interfaces.get(type.getText(source));
    if (!declaration) throw new Error(`schema.ts: no interface ${type.getText(source)} for table ${name}`);
    tables[name] = Object.fromEntries(members(declaration).map((member) => [member.name, column(member.type)]));
  }
  return tables;
}

// SubmissionStore.listLeads, once for both engines: the Leads page's list, newest first, a page at a
// time by keyset. A page starts at a cursor (a row's creation time and insertion order) and reads the
// next rows of an index from there, so the last of 2,000 pages costs what the first does; an OFFSET
// would read and throw away every row before it. The indexes are those of migration 0010.
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { StoreEngine } from '../engine.ts';
import type { Database } from '../schema.ts';
import { isSuspectedBot } from './earlier-submissions.ts';
import type { LeadFilter, LeadListRow, LeadPage, LeadPageRequest } from './types.ts';
import { ROW_COLUMNS, submissionRowOf } from './source-columns.ts';

export const MAX_LEADS_PAGE = 1000;

/** A row's place in the list: its creation time and its insertion order (ties of one millisecond). */
interface Position {
  createdAt: string;
  order: number;
}

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_(\d{1,15})$/;

function cursorOf(position: Position): string {
  return `${position.createdAt}_${position.order}`;
}

function positionOf(cursor: string): Position {
  const match = CURSOR.exec(cursor);
  if (!match) throw new RangeError('not a cursor of the leads list');
  return { createdAt: match[1]!, order: Number(match[2]) };
}

/** An instant as the store writes them (toISOString), so text and timestamp comparisons agree. */
function instant(value: string, what: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new RangeError(`${what} is not a time`);
  return new Date(time).toISOString();
}

/** `text` as a LIKE pattern matched literally: its own % and _ are not wildcards. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Whether a value the visitor entered contains the pattern: a field's value, not its name (a search
 * for "company" is not every row of a form with a company field). The payload's text is read first,
 * cheaply: only a row that has the words somewhere has its fields taken apart. A quote or backslash
 * is written escaped in that text, so a search holding one skips that first look. The payload holds
 * the lead's address too (its form's leadEmail field): no lead is looked up for the rows passed over.
 * Case-insensitive: SQLite's LIKE for ASCII letters (as its lower() is), PostgreSQL's ILIKE for all.
 */
function valueContaining(engine: StoreEngine, pattern: string, escapedInJson: boolean) {
  if (engine.name === 'postgres') {
    const inValues = sql<SqlBool>`CASE WHEN json_typeof(s.payload) = 'object'
      THEN EXISTS (SELECT 1 FROM json_each_text(s.payload) AS f WHERE f.value ILIKE ${pattern} ESCAPE '\\')
      ELSE s.payload::text ILIKE ${pattern} ESCAPE '\\' END`;
    return escapedInJson ? inValues : sql<SqlBool>`(s.payload::text ILIKE ${pattern} ESCAPE '\\' AND ${inValues})`;
  }
  const inValues = sql<SqlBool>`EXISTS (SELECT 1 FROM json_each(s.payload) AS f WHERE f.value LIKE ${pattern} ESCAPE '\\')`;
  return escapedInJson ? inValues : sql<SqlBool>`(s.payload LIKE ${pattern} ESCAPE '\\' AND ${inValues})`;
}

type Where = ExpressionBuilder<Database & { s: Database['submissions'] }, 's'>;

export function leadListing(db: Kysely<Database>, engine: StoreEngine) {
  const order = sql.ref(`s.${engine.insertionOrder}`);
  const at = (position: Position, comparison: '<' | '>') =>
    sql<SqlBool>`(s.created_at, ${order}) ${sql.raw(comparison)} (${position.createdAt}, ${position.order})`;

  function matching(filter: LeadFilter) {
    const conditions = (eb: Where): Expression<SqlBool>[] => {
      // The same expression as the partial index of bots (0010), so the bots' list reads that index.
      const bot = isSuspectedBot('s.meta');
      const list: Expression<SqlBool>[] = [filter.bots ? bot : sql<SqlBool>`NOT ${bot}`];
      if (filter.type !== undefined) list.push(eb('s.type', '=', filter.type));
      if (filter.from !== undefined) list.push(eb('s.created_at', '>=', instant(filter.from, 'from')));
      if (filter.to !== undefined) list.push(eb('s.created_at', '<', instant(filter.to, 'to')));
      const text = filter.text?.trim();
      if (text) {
        list.push(valueContaining(engine, containing(text), /["\\]/.test(text)));
      }
      return list;
    };
    return db
      .selectFrom('submissions as s')
      .leftJoin('leads as l', 'l.id', 's.lead_id')
      .where((eb) => eb.and(conditions(eb as unknown as Where)));
  }

  async function rows(filter: LeadFilter, from: Position | undefined, direction: 'older' | 'newer', limit: number) {
    let query = matching(filter).select([
      's.id',
      's.type',
      's.created_at',
      's.payload',
      's.meta',
      ...ROW_COLUMNS.map((column) => `s.${column}` as const),
      'l.email',
      sql<number | string>`${order}`.as('position'),
    ]);
    if (from) query = query.where(at(from, direction === 'older' ? '<' : '>'));
    const way = direction === 'older' ? 'desc' : 'asc';
    return query.orderBy('s.created_at', way).orderBy(order, way).limit(limit).execute();
  }

  async function anyBeyond(filter: LeadFilter, position: Position, direction: 'older' | 'newer'): Promise<boolean> {
    const row = await matching(filter)
      .select('s.id')
      .where(at(position, direction === 'older' ? '<' : '>'))
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  return async function listLeads(filter: LeadFilter, page: LeadPageRequest): Promise<LeadPage> {
    const { limit } = page;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LEADS_PAGE)
      throw new RangeError(`limit must be a whole number from 1 to ${MAX_LEADS_PAGE}`);
    if (page.after !== undefined && page.before !== undefined)
      throw new RangeError('a page starts after a cursor or before one, not both');
    const backwards = page.before !== undefined;
    const start = page.after ?? page.before;
    const found = await rows(
      filter,
      start === undefined ? undefined : positionOf(start),
      backwards ? 'newer' : 'older',
      limit + 1,
    );
    // One row more than the page tells whether there is a page beyond it, the way it goes.
    const more = found.length > limit;
    const kept = found.slice(0, limit);
    if (backwards) kept.reverse();
    const listed: (LeadListRow & Position)[] = kept.map((row) => ({
      ...submissionRowOf(row),
      email: row.email,
      order: Number(row.position),
    }));
    const first = listed[0];
    const last = listed.at(-1);
    const newer = backwards
      ? more
      : first !== undefined && start !== undefined && (await anyBeyond(filter, first, 'newer'));
    const older = backwards ? last !== undefined && (await anyBeyond(filter, last, 'older')) : more;
    return {
      rows: listed.map(({ order: _order, ...row }) => row),
      newer: newer && first ? cursorOf(first) : null,
      older: older && last ? cursorOf(last) : null,
    };
  };
}

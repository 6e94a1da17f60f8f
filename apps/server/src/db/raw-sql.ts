import { createHash } from 'node:crypto';
import { sql, type Placeholder, type Query, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#src/db/client.ts';

/** Rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** `(uuid, uuid, ...)` for `in` lists of raw queries; callers never pass an empty list. */
export function uuidList(ids: readonly string[]): SQL {
  return sql`(${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

/**
 * A PostgreSQL array literal of these texts (`{"a","b"}`), each element quoted, for one parameter cast to an array
 * type (`= any(${arrayLiteral(xs)}::text[])`, `::uuid[]`, `::date[]`): the statement's text stays the same whatever
 * the list's length.
 */
export function arrayLiteral(values: Iterable<string>): string {
  return `{${Array.from(values, (v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/** Timestamps of raw queries come back as Date objects (node-postgres) or strings; this gives a Date. */
export function asDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value : new Date(value);
}

/**
 * A page of a list and its total in one statement: `count` (one row, its column `n`) beside `page`, joined
 * laterally so the page is read once. Each row of the page carries the total; when the page is empty, one row of
 * its own does, with every column of the page null. `order` sorts the page's rows again once read, naming them
 * `page."column"`. Read the answer with `pageRowsAndTotal`.
 */
export function pageWithTotal(count: SQL, page: SQL, order: SQL): SQL {
  return sql`select total.n as total, page.* from (${count}) total left join lateral (${page}) page on true
    order by ${order}`;
}

/** The rows of a `pageWithTotal` statement (without the total's own row beside an empty page), and the total. */
export function pageRowsAndTotal<T extends { total: number; id: string | null }>(
  rows: readonly T[],
): { rows: (Omit<T, 'total' | 'id'> & { id: string })[]; total: number } {
  const page: (Omit<T, 'total' | 'id'> & { id: string })[] = [];
  for (const { total: _total, id, ...rest } of rows) if (id !== null) page.push({ ...rest, id });
  return { rows: page, total: rows[0]?.total ?? 0 };
}

const dialect = new PgDialect();
const statementNames = new Map<string, string>();

/**
 * Rows of a raw query sent as a named prepared statement: PostgreSQL parses and plans it once per connection
 * instead of on every call (planning the inbox, thread-view and service-search queries costs more than running them). The name
 * comes from the text, so each shape of query gets its own statement: use it for texts of a bounded number of
 * shapes (fixed queries, or lists of at most a page), not for ones built from arbitrary input.
 */
export async function preparedRowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return sendNamed<T>(db, dialect.sqlToQuery(query));
}

/** Sends a built statement under the name of its text, filling its placeholders from `values`. */
async function sendNamed<T>(db: DbOrTx, built: Query, values?: Record<string, unknown>): Promise<T[]> {
  let name = statementNames.get(built.sql);
  if (name === undefined) {
    name = `q_${createHash('sha1').update(built.sql).digest('hex').slice(0, 24)}`;
    statementNames.set(built.sql, name);
  }
  // What db.execute() does, with a statement name (drizzle has no public way to name a raw statement).
  const result = await db._.session.prepareQuery(built, undefined, name, false).execute(values);
  return (result as unknown as { rows: T[] }).rows;
}

/** A value, or the placeholder that stands for it in a statement built once (`preparedTemplate`). */
export type Bound<T> = { [K in keyof T]: T[K] | Placeholder };

/**
 * A raw statement whose text is built once, on its first call, and sent as preparedRowsOf sends it: `build` writes
 * `sql.placeholder(name)` wherever a value changes from one call to the next, and each call gives the values by
 * name. Building a statement's text costs the server more than sending it (drizzle's query builders, about 240 µs
 * for a reply's writes), so a statement of a fixed shape sent often is built once. A placeholder that drizzle binds
 * to a column (an insert's values) is encoded as the column encodes its values (JSON for jsonb); one written inside
 * `sql` is sent as given. Every value that differs between calls must be a placeholder: anything else `build`
 * computes (a generated id, the time) would be sent again and again.
 */
export function preparedTemplate<T>(build: (db: DbOrTx) => SQL) {
  let built: Query | undefined;
  return (db: DbOrTx, values: Record<string, unknown>): Promise<T[]> => {
    built ??= dialect.sqlToQuery(build(db));
    return sendNamed<T>(db, built, values);
  };
}

/**
 * Sends several writes as one statement (`with w0 as (…), w1 as (…) select …`), named as preparedRowsOf names it:
 * one round trip and one plan instead of one of each per write. They run on one snapshot, so none sees another's
 * rows, and none may change a row another changes (PostgreSQL would apply only one); foreign keys are checked at
 * the statement's end, so a row may refer to one inserted beside it. Any failure undoes them all. `answer` is the
 * statement's own select (default `select 1`): its rows are returned, read on the same snapshot as the writes.
 */
export async function writeTogether<T = unknown>(
  db: DbOrTx,
  writes: readonly SQLWrapper[],
  answer: SQL = sql`select 1`,
): Promise<T[]> {
  return preparedRowsOf<T>(db, togetherStatement(writes, answer));
}

/** The statement writeTogether sends, not yet sent (for a statement built once: preparedTemplate). */
export function togetherStatement(writes: readonly SQLWrapper[], answer: SQL = sql`select 1`): SQL {
  const parts = writes.map((write, i) => sql`${sql.raw(`w${i}`)} as (${write.getSQL()})`);
  return sql`with ${sql.join(parts, sql`, `)} ${answer}`;
}

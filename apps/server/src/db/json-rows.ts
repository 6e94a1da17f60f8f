import { getTableColumns, sql, type Column, type InferSelectModel, type SQL, type Table } from 'drizzle-orm';

/**
 * A table's rows carried inside another statement as JSON, so that one round trip can bring a record with every
 * list that hangs off it. `array` is `json_build_array(column, …)` over the table's columns in their declared
 * order; `read` maps such an array back to the row drizzle's own select gives, through each column's own mapping
 * (timestamps to Date, numbers, arrays), so code that took a selected row takes this one unchanged.
 */
export function jsonRowOf<T extends Table>(table: T) {
  const columns = Object.entries(getTableColumns(table)) as [string, Column][];
  return {
    array: sql<unknown[]>`json_build_array(${sql.join(
      columns.map(([, column]) => sql`${column}`),
      sql`, `,
    )})`,
    read(values: readonly unknown[]): InferSelectModel<T> {
      const row: Record<string, unknown> = {};
      for (let i = 0; i < columns.length; i += 1) {
        const [key, column] = columns[i]!;
        const value = values[i];
        row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      return row as InferSelectModel<T>;
    },
  };
}

/**
 * `(select coalesce(json_agg(<row> order by …), '[]') from … where …)`: every matching row as one JSON array
 * (empty, not null, when nothing matches). `from` is the rest of the subquery after its select list; each element
 * reads as `row` is typed (jsonRowOf's arrays, jsonObjectOf's objects).
 */
export const jsonListOf = <T>(row: SQL<T>, orderBy: SQL, from: SQL) =>
  sql<T[]>`(select coalesce(json_agg(${row} order by ${orderBy}), '[]') ${from})`;

/** Column types JSON carries as drizzle's own select gives them: a timestamp, a time or a numeric would not be. */
const SAME_IN_JSON = new Set([
  'PgUUID',
  'PgText',
  'PgInteger',
  'PgDoublePrecision',
  'PgBoolean',
  'PgArray',
  'PgDateString',
]);

/**
 * Some of a table's columns as one JSON object keyed by their property names: `json_build_object('id', id, …)`, and
 * `more` fields beside them (a list from a subquery, a joined row's id). For rows the API shows as they are,
 * JSON.parse then gives the view itself, with no row to map and copy (jsonRowOf's arrays are read into a row, then
 * presented as a third object). Only for columns whose values JSON carries as drizzle's select gives them: a column
 * of another type is refused when the statement is built.
 */
export function jsonObjectOf<
  T extends Table,
  K extends keyof InferSelectModel<T> & string,
  More extends Record<string, unknown> = Record<never, never>,
>(table: T, keys: readonly K[], more: { [F in keyof More]: SQL<More[F]> } = {} as never) {
  const columns = getTableColumns(table) as Record<string, Column>;
  const entry = (key: string, value: SQL | Column) => {
    if (!/^[A-Za-z]\w*$/.test(key)) throw new Error(`jsonObjectOf: "${key}" is not a property name`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  };
  const fields = keys.map((key) => {
    const column = columns[key]!;
    if (!SAME_IN_JSON.has(column.columnType))
      throw new Error(`jsonObjectOf: ${key} is a ${column.columnType}, which JSON does not carry unchanged`);
    return entry(key, column);
  });
  for (const [key, value] of Object.entries(more) as [string, SQL][]) fields.push(entry(key, value));
  return sql<Pick<InferSelectModel<T>, K> & More>`json_build_object(${sql.join(fields, sql`, `)})`;
}

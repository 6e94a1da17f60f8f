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
    array: sql`json_build_array(${sql.join(
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
 * (empty, not null, when nothing matches). `from` is the rest of the subquery after its select list; `T` is what
 * each element reads as (a row's column values by default).
 */
export const jsonListOf = <T = unknown[]>(row: SQL, orderBy: SQL, from: SQL) =>
  sql<T[]>`(select coalesce(json_agg(${row} order by ${orderBy}), '[]') ${from})`;

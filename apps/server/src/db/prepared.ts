import { sql, type AnyColumn } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/**
 * A statement built once per database handle and then only executed (hot paths that run on every request, such as
 * the session lookup): drizzle skips building the SQL text again and PostgreSQL reuses its parsed plan per connection.
 */
export function preparedPerHandle<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const cache = new WeakMap<DbOrTx, T>();
  return (db) => {
    let statement = cache.get(db);
    if (statement === undefined) {
      statement = build(db);
      cache.set(db, statement);
    }
    return statement;
  };
}

/**
 * Statements for a search whose filters are each optional, prepared once per combination of the filters given (a
 * filter left out is no condition at all, not a placeholder matching everything, so each combination keeps its own
 * plan), and kept per database handle. `given` must list the filters in one fixed order.
 */
export function preparedPerFilters<Name extends string, T>(
  build: (db: DbOrTx, given: readonly Name[]) => T,
): (db: DbOrTx, given: readonly Name[]) => T {
  const combinations = preparedPerHandle(() => new Map<string, T>());
  return (db, given) => {
    const kept = combinations(db);
    const key = given.join(',');
    let statements = kept.get(key);
    if (statements === undefined) {
      statements = build(db, given);
      kept.set(key, statements);
    }
    return statements;
  };
}

/**
 * `column = any($placeholder::uuid[])`: one prepared statement for a list of ids of any length, where
 * `inArray` would make a new statement (and a new plan) for each length.
 */
export const anyUuidOf = (column: AnyColumn, placeholder: string) =>
  sql`${column} = any(${sql.placeholder(placeholder)}::uuid[])`;

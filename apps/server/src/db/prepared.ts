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
 * `column = any($placeholder::uuid[])`: one prepared statement for a list of ids of any length, where
 * `inArray` would make a new statement (and a new plan) for each length.
 */
export const anyUuidOf = (column: AnyColumn, placeholder: string) =>
  sql`${column} = any(${sql.placeholder(placeholder)}::uuid[])`;

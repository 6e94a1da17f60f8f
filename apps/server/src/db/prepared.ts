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

import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrateJobQueue } from '../platform/jobs/job-queue.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The database handle every repository takes; a transaction has the same shape. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /** true when a trivial query answers. */
  ping(): Promise<boolean>;
  /**
   * Runs raw SQL outside drizzle (the job queue's own statements). Without values the text may hold several
   * statements; the rows are those of the last.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
}

/**
 * Work a request asks to run first inside each outermost transaction it opens on the root handle (the
 * idempotency-key claim), so that work commits or rolls back with the request's write.
 */
export interface TransactionGuard {
  /** Runs inside the transaction before its work; throwing rolls the transaction back. */
  begin(tx: Tx): Promise<void>;
  /** The transaction did not commit (or its commit failed); whatever begin() did is undone. */
  rolledBack(): void;
}

const transactionGuards = new AsyncLocalStorage<TransactionGuard>();

/** Runs `work` (and everything it starts) with `guard` applied to every `db.transaction` it opens. */
export function runWithTransactionGuard<T>(guard: TransactionGuard, work: () => T): T {
  return transactionGuards.run(guard, work);
}

/** Wraps `db.transaction` once per handle so a request's TransactionGuard runs inside it. */
function guardTransactions(db: Db): Db {
  const transaction = db.transaction.bind(db);
  const guarded: Db['transaction'] = (work, config) => {
    const guard = transactionGuards.getStore();
    if (!guard) return transaction(work, config);
    return transaction(async (tx) => {
      await guard.begin(tx);
      return work(tx);
    }, config).catch((error: unknown) => {
      guard.rolledBack();
      throw error;
    });
  };
  db.transaction = guarded;
  return db;
}

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
export const PGLITE_EXTENSIONS = { pg_trgm, fuzzystrmatch };

/** Opens PGlite (embedded) under `dataDir`, or an existing PGlite instance (tests). */
export function openPglite(source: { dataDir: string } | { client: PGlite }): Database {
  let client: PGlite;
  if ('client' in source) client = source.client;
  else {
    mkdirSync(source.dataDir, { recursive: true });
    client = new PGlite(source.dataDir, { extensions: PGLITE_EXTENSIONS, relaxedDurability: true });
  }
  const db = guardTransactions(drizzlePglite({ client, schema, casing: undefined }) as unknown as Db);
  const executeSql = async (text: string, values?: unknown[]) => {
    if (values && values.length > 0) return client.query<Record<string, unknown>>(text, values);
    const results = await client.exec(text);
    return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
  };
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
      await migrateJobQueue(executeSql);
    },
    executeSql,
    ping: async () => {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => client.close(),
  };
}

/** Opens a PostgreSQL pool for `url`. */
export function openPostgres(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 20,
    // While PostgreSQL is away a request waits at most this long for a connection, then answers 503.
    connectionTimeoutMillis: 1_500,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // Nor may one dropped while checked out (between two statements of a transaction): its next query fails
  // instead, and the pool discards it on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = guardTransactions(drizzlePg({ client: pool, schema }) as unknown as Db);
  const executeSql = async (text: string, values?: unknown[]) =>
    pool.query<Record<string, unknown>>(text, values);
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
      await migrateJobQueue(executeSql);
    },
    executeSql,
    ping: async () => {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}

/** PostgreSQL when `databaseUrl` is set, otherwise PGlite in DATA_DIR/db. */
export function openDatabase(config: { databaseUrl: string | undefined; dataDir: string }): Database {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite({ dataDir: path.join(config.dataDir, 'db') });
}

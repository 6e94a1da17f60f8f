import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database, Db } from './client.ts';
import * as schema from './schema/index.ts';

/** One statement a repository sent: its text and its parameters. */
export interface SentStatement {
  text: string;
  params: unknown[];
}

/**
 * The statements `run` sends through the handle it is given: a drizzle client on the same connection as `database`
 * with a logger that records each one. The bench replays them as its raw-SQL floor and checks its hand-written
 * floors against them; tests EXPLAIN them. Never used by the app itself.
 */
export async function captureStatements(
  database: Database,
  run: (db: Db) => Promise<unknown>,
): Promise<SentStatement[]> {
  const statements: SentStatement[] = [];
  const logger = { logQuery: (text: string, params: unknown[]) => void statements.push({ text, params }) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const logged = (database.kind === 'pglite'
    ? drizzlePglite({ client: client as PGlite, schema, logger })
    : drizzlePg({ client: client as pg.Pool, schema, logger })) as unknown as Db;
  await run(logged);
  return statements;
}

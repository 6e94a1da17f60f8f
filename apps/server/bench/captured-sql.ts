import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database, Db } from '#src/db/client.ts';
import * as schema from '#src/db/schema/index.ts';
import type { Execute } from './scenarios.ts';

export interface Statement {
  text: string;
  params: unknown[];
}

/**
 * The statements the repositories send for `run`, captured with a drizzle logger on the same client (the way
 * sql-drift.ts does), so the raw-SQL floor replays exactly what the request runs and cannot go stale.
 */
export async function capture(database: Database, run: (db: Db) => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  const logger = { logQuery: (text: string, params: unknown[]) => void statements.push({ text, params }) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db = (database.kind === 'pglite'
    ? drizzlePglite({ client: client as PGlite, schema, logger })
    : drizzlePg({ client: client as pg.Pool, schema, logger })) as unknown as Db;
  await run(db);
  return statements;
}

/** Rebuilds a captured statement as SQL with the same text ($1, $2, ... in order) and the same parameters. */
function replayable({ text, params }: Statement): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  for (let i = 0; i < parts.length; i += 1) {
    if (i % 2 === 0) chunks.push(sql.raw(parts[i]!));
    // sql.param: an array parameter (`= any($1::uuid[])`) stays one parameter instead of becoming a list.
    else chunks.push(sql`${sql.param(params[Number(parts[i]) - 1])}`);
  }
  return sql.join(chunks, sql.raw(''));
}

/** The raw-SQL floor of captured statements: each in turn, as the request sent them. */
export const replay = (statements: Statement[]) => async (execute: Execute) => {
  for (const statement of statements) await execute(replayable(statement));
};

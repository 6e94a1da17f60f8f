import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '#src/db/client.ts';

/** The bench's database (BENCH_DATABASE_NAME overrides it, so two benches can run on one server at once). */
export const BENCH_DATABASE_NAME = /^[a-z_][a-z0-9_]*$/.test(process.env.BENCH_DATABASE_NAME ?? '')
  ? process.env.BENCH_DATABASE_NAME!
  : 'casework_bench';

export interface BenchDatabase {
  database: Database;
  /** Where the data lives, for the report (no credentials). */
  where: string;
  /** The URL of the bench database (PostgreSQL only). */
  url: string | undefined;
  /** Closes the database; drops it (PostgreSQL) unless `keep`. */
  dispose(keep: boolean): Promise<void>;
}

async function withAdminClient(
  serverUrl: string,
  dropping: string,
  work: (client: pg.Client) => Promise<void>,
): Promise<void> {
  const url = new URL(serverUrl);
  // Never connect to the database that is about to be dropped.
  if (url.pathname.replace(/^\//, '') === dropping) url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database `name` on the server of `serverUrl` (dropped first if it exists). */
async function openFreshPostgres(serverUrl: string, name: string): Promise<BenchDatabase> {
  await withAdminClient(serverUrl, name, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // The same pool the app gets from openDatabase() in production (20 connections).
  const database = openPostgres(url.toString());
  return {
    database,
    where: `PostgreSQL ${url.host}/${name}`,
    url: url.toString(),
    async dispose(keep) {
      await database.close();
      if (!keep)
        await withAdminClient(serverUrl, name, (client) =>
          client.query(`drop database if exists ${name} with (force)`).then(() => undefined),
        );
    },
  };
}

/**
 * PostgreSQL when BENCH_DATABASE_URL (or DATABASE_URL) is set, otherwise PGlite under `workDir`. `suffix` names a
 * second database beside the first (the smaller organisation of --compare-scale, measured in the same minutes).
 */
export async function openBenchDatabase(
  env: NodeJS.ProcessEnv,
  workDir: string,
  suffix = '',
): Promise<BenchDatabase> {
  const serverUrl = env.BENCH_DATABASE_URL || env.DATABASE_URL;
  if (serverUrl) return openFreshPostgres(serverUrl, `${BENCH_DATABASE_NAME}${suffix}`);
  const dataDir = path.join(workDir, `db${suffix}`);
  const database = openPglite({ dataDir });
  return {
    database,
    where: `PGlite in ${dataDir}`,
    url: undefined,
    dispose: () => database.close(),
  };
}

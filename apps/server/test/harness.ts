import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '#src/app.ts';
import { loadConfig, type Config } from '#src/config.ts';
import { PGLITE_EXTENSIONS, openPglite, openPostgres, type Database } from '#src/db/client.ts';

let snapshot: Blob | undefined;

/** A fresh database holding the migrated demo organisation: PGlite by default, PostgreSQL with CASEWORK_TEST_DB=postgres. */
export async function openTestDatabase(): Promise<Database> {
  const template = inject('postgresTemplate');
  if (template) {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `casework_t_${process.ppid}_${randomUUID().slice(0, 8)}`.replaceAll('-', '');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const database = openPostgres(dbUrl.toString(), { max: 5 });
    return {
      ...database,
      close: async () => {
        await database.close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  snapshot ??= new Blob([readFileSync(inject('pgliteSnapshot'))]);
  const client = await PGlite.create({ loadDataDir: snapshot, extensions: PGLITE_EXTENSIONS });
  return openPglite({ client });
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'casework-data-')),
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST_DIR: path.join(tmpdir(), 'casework-no-web-build'),
    LOG_LEVEL: 'silent',
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** Builds the real app on a fresh copy of the demo database. */
export async function buildTestApp(configOverrides: Record<string, string> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = testConfig(configOverrides);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

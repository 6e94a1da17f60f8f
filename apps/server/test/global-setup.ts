import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PGLITE_EXTENSIONS, openPglite, openPostgres } from '../src/db/client.ts';
import { seedDemoOrganisation } from '../src/db/seed/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds the demo organisation once per run; every test app starts from a copy of it:
 * a PGlite data-directory snapshot, or a PostgreSQL database created from a template.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'casework-test-'));
  const usePostgres = process.env.CASEWORK_TEST_DB === 'postgres';
  let cleanup = async () => undefined as void;

  if (usePostgres) {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('CASEWORK_TEST_DB=postgres needs TEST_DATABASE_URL');
    const template = `casework_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const database = openPostgres(templateUrl.toString(), { max: 2 });
    await database.migrate();
    await seedDemoOrganisation(database.db);
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteSnapshot', '');
    cleanup = async () => {
      const leftovers = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'casework_t_${process.pid}_%' or datname = $1`,
        [template],
      );
      for (const { datname } of leftovers.rows)
        await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.end();
    };
  } else {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const database = openPglite({ client });
    await database.migrate();
    await seedDemoOrganisation(database.db);
    const snapshot = await client.dumpDataDir('none');
    const file = path.join(dir, 'snapshot.tar');
    writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
    await client.close();
    project.provide('pgliteSnapshot', file);
    project.provide('postgresTemplate', '');
  }

  return async () => {
    await cleanup();
    rmSync(dir, { recursive: true, force: true });
  };
}

import type { Database } from '#src/db/client.ts';

/**
 * Bookkeeping that background workers write on their own clock (outbox consumers' heartbeats and positions), not
 * in answer to a request: left out of the fingerprint.
 */
export const BACKGROUND_TABLES: readonly string[] = ['outbox_consumers', 'outbox_positions'];

/**
 * A digest of every row of every table in the public schema, table by table: equal fingerprints taken before and
 * after a request prove that the request changed nothing. Meant for the small demo database of the tests.
 */
export async function databaseFingerprint(database: Database): Promise<Map<string, string>> {
  const { rows: tables } = await database.executeSql(
    `select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const digest = new Map<string, string>();
  for (const { tablename } of tables) {
    if (BACKGROUND_TABLES.includes(String(tablename))) continue;
    const name = String(tablename).replaceAll('"', '""');
    const { rows } = await database.executeSql(
      `select count(*)::text as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h from "${name}" t`,
    );
    digest.set(String(tablename), `${String(rows[0]!.n)}:${String(rows[0]!.h)}`);
  }
  return digest;
}

/** The tables whose rows differ between two fingerprints (empty when nothing changed). */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}

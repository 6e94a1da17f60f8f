import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import { staffMembers } from '#src/db/schema/index.ts';

/** Rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** "First Last" of a staff member row. */
export const staffName = sql<string>`${staffMembers.firstName} || ' ' || ${staffMembers.lastName}`;

/** `(uuid, uuid, ...)` for `in` lists of raw queries; callers never pass an empty list. */
export function uuidList(ids: readonly string[]): SQL {
  return sql`(${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

/** Timestamps of raw queries come back as Date objects (node-postgres) or strings; this gives a Date. */
export function asDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value : new Date(value);
}

import type { DbOrTx } from '#src/db/client.ts';
import { AppError, badRequest } from '#src/platform/errors/app-error.ts';
import { servicesAtLocationsTable } from './directory-tables.repository.ts';
import type { TableRepositoryFactory } from './table.repository.ts';

/** Checks and look-ups of the ids one directory object names (a department's team, a schedule's location, ...). */

type Named = { id: string; name: string };

/** 400 naming the field when a body names an id that does not exist; null (none named) passes. */
export async function assertExists(
  db: DbOrTx,
  table: TableRepositoryFactory<{ id: string }, unknown>,
  id: string | null,
  reference: { field: string; kind: string },
): Promise<void> {
  if (id === null || (await table(db).find(id))) return;
  throw badRequest(
    `No ${reference.kind} has the id given in ${reference.field}. Choose an existing ${reference.kind}.`,
    [{ field: `body.${reference.field}`, message: `Unknown ${reference.kind}: ${id}` }],
  );
}

/** { id, name } of each id named (null ids give null), for views that show what a row points at. */
async function namedRefs(
  db: DbOrTx,
  table: TableRepositoryFactory<Named, unknown>,
  ids: readonly (string | null)[],
): Promise<(id: string | null) => Named | null> {
  const rows = await table(db).findMany(ids.filter((id) => id !== null));
  const byId = new Map(rows.map((row) => [row.id, { id: row.id, name: row.name }]));
  return (id) => (id === null ? null : (byId.get(id) ?? null));
}

/**
 * A resource's `present` for rows that point at a named object (a department's team, a program's department):
 * each row is shown with the { id, name } its `key` column names, read in one query.
 */
export function presentWithRef<Key extends string, Row extends Record<Key, string | null>, View>(
  table: TableRepositoryFactory<Named, unknown>,
  key: Key,
  present: (row: Row, ref: Named | null) => View,
) {
  return async (db: DbOrTx, rows: Row[]): Promise<View[]> => {
    const ids = rows.map((row) => row[key]);
    const ref = await namedRefs(db, table, ids);
    return rows.map((row) => present(row, ref(row[key])));
  };
}

/** 409 with a field error: the name is used by another object of the kind (compared ignoring case). */
export function nameTaken(code: `${string}.${string}`, kind: string, name: string): AppError {
  return new AppError(409, code, `Another ${kind} is already named "${name}". Choose another name.`, {
    errors: [{ field: 'body.name', message: `"${name}" is taken (names are compared ignoring case)` }],
  });
}

/** 400 naming the field when the service is not offered at the location (no service-at-location links them). */
export async function assertOfferedAt(
  db: DbOrTx,
  serviceId: string,
  locationId: string | null,
  what: string,
): Promise<void> {
  if (locationId === null) return;
  const links = await servicesAtLocationsTable(db).all({ equals: { serviceId, locationId } });
  if (links.length > 0) return;
  throw badRequest(
    `The ${what}'s location is not one where the service is offered. Choose one of the service's locations, ` +
      'or link the service to that location first (POST /services/services-at-locations).',
    [{ field: 'body.locationId', message: `The service is not offered at location ${locationId}` }],
  );
}

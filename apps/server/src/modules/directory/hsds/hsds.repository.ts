import { asc, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#src/db/client.ts';
import { arrayLiteral, rowsOf } from '#src/db/raw-sql.ts';
import {
  outboxEvents,
  serviceAddresses,
  serviceAreas,
  serviceCategories,
  serviceContacts,
  serviceDepartments,
  serviceEligibilities,
  serviceLocations,
  servicePhones,
  servicePrograms,
  serviceRequiredDocuments,
  serviceSchedules,
  services,
  servicesAtLocations,
} from '#src/db/schema/index.ts';

/** The directory tables an HSDS import writes, each keyed by a uuid `id`. */
export const HSDS_TABLES = {
  departments: serviceDepartments,
  programs: servicePrograms,
  categories: serviceCategories,
  locations: serviceLocations,
  addresses: serviceAddresses,
  services,
  servicesAtLocations,
  schedules: serviceSchedules,
  phones: servicePhones,
  contacts: serviceContacts,
  eligibilities: serviceEligibilities,
  requiredDocuments: serviceRequiredDocuments,
  areas: serviceAreas,
} as const;
export type HsdsTableName = keyof typeof HSDS_TABLES;
export type HsdsRow<K extends HsdsTableName> = (typeof HSDS_TABLES)[K]['$inferInsert'];
type KeyedTable = PgTable & { id: PgColumn };

/** Rows per insert statement (each statement sends its rows as one JSON parameter). */
const ROWS_PER_STATEMENT = 2_000;
/** Columns an upsert never writes: the key and the time stamps (defaults, and now() on a real change). */
const STAMPS = ['id', 'createdAt', 'updatedAt'];

/** The columns an upsert writes, as [property, column] pairs. */
function dataColumns(table: PgTable): [string, PgColumn][] {
  return Object.entries(getTableColumns(table)).filter(([key]) => !STAMPS.includes(key));
}

/** A row keyed by column names, as json_populate_recordset reads it (undefined fields become null). */
function asColumns(
  row: Record<string, unknown>,
  columns: readonly [string, PgColumn][],
): Record<string, unknown> {
  const out: Record<string, unknown> = { id: row.id };
  for (const [key, column] of columns) out[column.name] = row[key] ?? null;
  return out;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

function chunked<T>(rows: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < rows.length; i += size) chunks.push(rows.slice(i, i + size));
  return chunks;
}

/** Queries of the HSDS import and export (docs/decisions/012-service-directory-hsds.md). */
export function createHsdsRepository(db: DbOrTx) {
  return {
    /** Which of these ids a table holds. */
    async existingIds(table: HsdsTableName, ids: Iterable<string>): Promise<Set<string>> {
      const list = [...ids];
      if (list.length === 0) return new Set();
      const t = HSDS_TABLES[table] as KeyedTable;
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`select ${t.id} as id from ${t} where ${t.id} = any(${arrayLiteral(list)}::uuid[])`,
      );
      return new Set(rows.map((r) => r.id));
    },

    /** Departments with one of these names (compared in lower case). */
    departmentsNamed(lowerNames: readonly string[]): Promise<{ id: string; name: string }[]> {
      if (lowerNames.length === 0) return Promise.resolve([]);
      const names = sql.join(
        lowerNames.map((n) => sql`${n}`),
        sql`, `,
      );
      return rowsOf(db, sql`select id, name from service_departments where lower(name) in (${names})`);
    },

    categories(): Promise<{ id: string; name: string }[]> {
      return db.select({ id: serviceCategories.id, name: serviceCategories.name }).from(serviceCategories);
    },

    /**
     * Inserts rows or updates them by id. Each statement carries a few thousand rows as one JSON parameter
     * (json_populate_recordset), which PostgreSQL reads far faster than thousands of bind parameters. A row that
     * reads the same is not touched (its updated_at stays); `keep` columns (e.g. team_id, which is ours, not
     * HSDS's) are never overwritten and `untracked` ones change only along with a real change.
     */
    async upsert<K extends HsdsTableName>(
      name: K,
      rows: readonly HsdsRow<K>[],
      options: { keep?: readonly string[]; untracked?: readonly string[] } = {},
    ): Promise<void> {
      if (rows.length === 0) return;
      const table = HSDS_TABLES[name] as KeyedTable;
      const tableName = quoted(getTableName(table));
      const columns = dataColumns(table);
      const written = columns.filter(([key]) => !(options.keep ?? []).includes(key));
      const tracked = written.filter(([key]) => !(options.untracked ?? []).includes(key));
      const names = ['id', ...columns.map(([, c]) => c.name)].map(quoted).join(', ');
      const statement = (json: string) =>
        sql`insert into ${table} (${sql.raw(names)})
            select ${sql.raw(names)} from json_populate_recordset(null::${table}, ${json}::json)
            on conflict (id) do update set
              ${sql.raw(written.map(([, c]) => `${quoted(c.name)} = excluded.${quoted(c.name)}`).join(', '))},
              updated_at = now()
            where (${sql.raw(tracked.map(([, c]) => `${tableName}.${quoted(c.name)}`).join(', '))})
              is distinct from (${sql.raw(tracked.map(([, c]) => `excluded.${quoted(c.name)}`).join(', '))})`;
      for (const chunk of chunked(rows, ROWS_PER_STATEMENT))
        await db.execute(statement(JSON.stringify(chunk.map((row) => asColumns(row, columns)))));
    },

    /**
     * Deletes the rows of these owners (services or locations) whose ids are not in `keep`: the file is the truth
     * for the services and locations it names. `withoutService` limits it to rows of no service (location hours).
     */
    async deleteOthers(
      name: HsdsTableName,
      owner: 'serviceId' | 'locationId',
      ownerIds: Iterable<string>,
      keep: Iterable<string>,
      withoutService = false,
    ): Promise<number> {
      const owners = [...ownerIds];
      if (owners.length === 0) return 0;
      const table = HSDS_TABLES[name] as unknown as KeyedTable & Record<string, PgColumn>;
      const ownerColumn = table[owner]!;
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`delete from ${table} where ${ownerColumn} = any(${arrayLiteral(owners)}::uuid[])
            and not (${table.id} = any(${arrayLiteral(keep)}::uuid[]))
            ${withoutService ? sql`and ${serviceSchedules.serviceId} is null` : sql``}
            returning ${table.id} as id`,
      );
      return rows.length;
    },

    /** One `service.created` / `service.updated` outbox event per service, inserted in batches. */
    async recordServiceEvents(events: readonly (typeof outboxEvents.$inferInsert)[]): Promise<void> {
      const columns = Object.entries(getTableColumns(outboxEvents)).filter(([key]) =>
        ['type', 'aggregateType', 'aggregateId', 'actorUserId', 'payload'].includes(key),
      );
      const names = ['id', ...columns.map(([, c]) => c.name)].map(quoted).join(', ');
      for (const chunk of chunked(events, ROWS_PER_STATEMENT)) {
        const json = JSON.stringify(chunk.map((e) => asColumns(e, columns)));
        await db.execute(
          sql`insert into ${outboxEvents} (${sql.raw(names)})
              select ${sql.raw(names)} from json_populate_recordset(null::${outboxEvents}, ${json}::json)`,
        );
      }
    },

    /** Every row of the directory tables, services by name then id and the rest by id: the export's input. */
    async readDirectory() {
      const byId = <T extends KeyedTable>(table: T) =>
        db
          .select()
          .from(table as KeyedTable)
          .orderBy(asc(table.id)) as unknown as Promise<T['$inferSelect'][]>;
      return {
        // Byte order ("C"), so the file is the same whatever the database's collation.
        services: await db
          .select()
          .from(services)
          .orderBy(sql`${services.name} collate "C"`, asc(services.id)),
        departments: await byId(serviceDepartments),
        programs: await byId(servicePrograms),
        categories: await byId(serviceCategories),
        locations: await byId(serviceLocations),
        addresses: await byId(serviceAddresses),
        servicesAtLocations: await byId(servicesAtLocations),
        schedules: await byId(serviceSchedules),
        phones: await byId(servicePhones),
        contacts: await byId(serviceContacts),
        eligibilities: await byId(serviceEligibilities),
        requiredDocuments: await byId(serviceRequiredDocuments),
        areas: await byId(serviceAreas),
      };
    },
  };
}
export type HsdsRepository = ReturnType<typeof createHsdsRepository>;
export type DirectoryRows = Awaited<ReturnType<HsdsRepository['readDirectory']>>;

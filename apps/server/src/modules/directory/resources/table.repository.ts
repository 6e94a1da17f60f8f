import { and, asc, count, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#src/db/client.ts';
import { withFields } from '#src/platform/runtime/with-fields.ts';

/** A directory table: a uuid `id` primary key (and, for the ordering default, `created_at`). */
export type IdTable = PgTable & { id: AnyPgColumn };

/** Which rows of a table a read or write may reach. */
export interface RowFilter<Row> {
  /** Column = value for each key given (null means IS NULL; undefined is ignored). */
  equals?: { [K in keyof Row]?: Row[K] | undefined };
  /** Column in (values) for each key given. */
  within?: { [K in keyof Row]?: readonly NonNullable<Row[K]>[] };
  /** Participants: rows of a service that is not active are out of reach (rows of no service stay). */
  activeServicesOnly?: boolean;
  /** A further condition, built by a repository (e.g. a term search over joined rows). */
  where?: SQL;
}

export interface Page {
  take: number;
  skip: number;
}

/** Thrown by an insert or update that a unique index refused (a taken name, a pair that exists). */
export class UniqueViolationError extends Error {
  constructor(cause: unknown) {
    super('unique violation', { cause });
  }
}

/** True when PostgreSQL (or PGlite), wrapped by Drizzle or not, refused a write with unique_violation. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function guardUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new UniqueViolationError(error);
    throw error;
  }
}

export interface TableRepository<Row, New> {
  find(id: string, filter?: RowFilter<Row>, options?: { lock?: boolean }): Promise<Row | undefined>;
  findMany(ids: readonly string[]): Promise<Row[]>;
  page(filter: RowFilter<Row>, page: Page): Promise<{ rows: Row[]; total: number }>;
  all(filter: RowFilter<Row>): Promise<Row[]>;
  insert(values: New): Promise<Row>;
  update(id: string, values: Partial<New>): Promise<Row>;
  remove(ids: readonly string[]): Promise<number>;
}

export type TableRepositoryFactory<Row, New> = (db: DbOrTx) => TableRepository<Row, New>;

/**
 * The plain reads and writes every directory table shares (find, page, insert, update, delete by id), so each
 * resource states only what is its own. `orderBy` gives the list order (default: creation, then id).
 */
export function tableRepository<T extends IdTable>(
  table: T,
  orderBy?: (columns: Record<string, AnyPgColumn>) => SQL[],
): TableRepositoryFactory<T['$inferSelect'], T['$inferInsert']> {
  type Row = T['$inferSelect'];
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const order = orderBy?.(columns) ?? [asc(columns.createdAt!), asc(table.id)];

  function columnOf(key: string): AnyPgColumn {
    const column = columns[key];
    if (!column) throw new Error(`${key} is not a column of this table`);
    return column;
  }

  function whereOf(filter: RowFilter<Row>): SQL | undefined {
    const parts: SQL[] = [];
    for (const [key, value] of Object.entries(filter.equals ?? {})) {
      if (value === undefined) continue;
      const column = columnOf(key);
      parts.push(value === null ? isNull(column) : eq(column, value));
    }
    for (const [key, values] of Object.entries(filter.within ?? {})) {
      const list = values as readonly unknown[];
      parts.push(list.length === 0 ? sql`false` : inArray(columnOf(key), [...list]));
    }
    if (filter.activeServicesOnly) {
      const serviceId = columns.serviceId!;
      parts.push(
        sql`(${serviceId} is null or exists (select 1 from services s where s.id = ${serviceId} and s.status = 'active'))`,
      );
    }
    if (filter.where) parts.push(filter.where);
    return and(...parts);
  }

  return (db) => ({
    async find(id, filter = {}, options = {}) {
      const query = db
        .select()
        .from(table as PgTable)
        .where(and(eq(table.id, id), whereOf(filter)))
        .limit(1);
      const rows = options.lock ? await query.for('update') : await query;
      return rows[0] as Row | undefined;
    },

    async findMany(ids) {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(table as PgTable)
        .where(inArray(table.id, [...new Set(ids)]));
      return rows as Row[];
    },

    async page(filter, page) {
      const where = whereOf(filter);
      const rows = await db
        .select()
        .from(table as PgTable)
        .where(where)
        .orderBy(...order)
        .limit(page.take)
        .offset(page.skip);
      const [counted] = await db
        .select({ n: count() })
        .from(table as PgTable)
        .where(where);
      return { rows: rows as Row[], total: counted?.n ?? 0 };
    },

    async all(filter) {
      const rows = await db
        .select()
        .from(table as PgTable)
        .where(whereOf(filter))
        .orderBy(...order);
      return rows as Row[];
    },

    insert: (values) =>
      guardUnique(async () => {
        const [row] = await db
          .insert(table)
          .values(values as never)
          .returning();
        return row as Row;
      }),

    update: (id, values) =>
      guardUnique(async () => {
        const rows = (await db
          .update(table)
          .set(withFields(values, { updatedAt: new Date() }) as never)
          .where(eq(table.id, id))
          .returning()) as Row[];
        return rows[0]!;
      }),

    async remove(ids) {
      if (ids.length === 0) return 0;
      const rows = await db
        .delete(table)
        .where(inArray(table.id, [...ids]))
        .returning({ id: table.id });
      return rows.length;
    },
  });
}

/** True when another row (not `exceptId`) has this name, whatever its case. */
export async function nameInUse(
  db: DbOrTx,
  table: IdTable & { name: AnyPgColumn },
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(
      and(
        sql`lower(${table.name}) = lower(${name})`,
        exceptId === undefined ? undefined : sql`${table.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

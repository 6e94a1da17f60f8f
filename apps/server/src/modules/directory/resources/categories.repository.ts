import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import { OTHER_CATEGORY_ID, serviceCategories, services } from '#src/db/schema/index.ts';
import { categoriesTable } from './directory-tables.repository.ts';
import type { Page } from './table.repository.ts';

export { OTHER_CATEGORY_ID };

/** The category queries the plain table reads do not cover: service counts, "used" filter, moving services. */
export function createCategoriesRepository(db: DbOrTx) {
  const activeFilter = (activeOnly: boolean) => (activeOnly ? eq(services.status, 'active') : undefined);

  return {
    /** Categories by name; `usedOnly`: those with at least one service (`activeOnly`: one active service). */
    page(options: { usedOnly: boolean; activeOnly: boolean }, page: Page) {
      const used = sql`exists (select 1 from ${services} where ${services.categoryId} = ${serviceCategories.id}
        ${options.activeOnly ? sql`and ${services.status} = 'active'` : sql``})`;
      return categoriesTable(db).page({ where: options.usedOnly ? used : undefined }, page);
    },

    /** How many services each category has (`activeOnly`: active ones). */
    async serviceCounts(categoryIds: readonly string[], activeOnly: boolean): Promise<Map<string, number>> {
      if (categoryIds.length === 0) return new Map();
      const rows = await db
        .select({ id: services.categoryId, n: count() })
        .from(services)
        .where(and(inArray(services.categoryId, [...categoryIds]), activeFilter(activeOnly)))
        .groupBy(services.categoryId);
      return new Map(rows.map((r) => [r.id, r.n]));
    },

    /** Moves every service of one category to another; returns the ids of the services moved. */
    async moveServices(fromId: string, toId: string, actorUserId: string): Promise<string[]> {
      const rows = await db
        .update(services)
        .set({ categoryId: toId, updatedAt: new Date(), updatedByUserId: actorUserId })
        .where(eq(services.categoryId, fromId))
        .returning({ id: services.id });
      return rows.map((r) => r.id);
    },
  };
}

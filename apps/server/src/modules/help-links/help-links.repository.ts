import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import { helpLinks } from '#src/db/schema/index.ts';

export type HelpLinkRow = typeof helpLinks.$inferSelect;

export interface HelpLinkValues {
  title: string;
  url: string;
  description: string;
  sortOrder: number;
}

export function createHelpLinksRepository(db: DbOrTx) {
  return {
    /** Every link in the order participants see them: sort order, then title. */
    async list(): Promise<HelpLinkRow[]> {
      return db
        .select()
        .from(helpLinks)
        .orderBy(asc(helpLinks.sortOrder), asc(helpLinks.title), asc(helpLinks.id));
    },

    async find(id: string): Promise<HelpLinkRow | undefined> {
      const [row] = await db.select().from(helpLinks).where(eq(helpLinks.id, id)).limit(1);
      return row;
    },

    async insert(id: string, values: HelpLinkValues): Promise<HelpLinkRow> {
      const [row] = await db
        .insert(helpLinks)
        .values({ id, ...values })
        .returning();
      return row!;
    },

    async update(id: string, values: Partial<HelpLinkValues>): Promise<HelpLinkRow | undefined> {
      const [row] = await db
        .update(helpLinks)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(helpLinks.id, id))
        .returning();
      return row;
    },

    /** The deleted row, or undefined when there was none. */
    async delete(id: string): Promise<HelpLinkRow | undefined> {
      const [row] = await db.delete(helpLinks).where(eq(helpLinks.id, id)).returning();
      return row;
    },
  };
}
export type HelpLinksRepository = ReturnType<typeof createHelpLinksRepository>;

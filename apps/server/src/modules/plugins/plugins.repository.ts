import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '#src/db/client.ts';
import { plugins } from '#src/db/schema/index.ts';

export type PluginRow = typeof plugins.$inferSelect;

export interface PluginsRepository {
  list(): Promise<PluginRow[]>;
  /** Switches one area on or off; the changed row, or undefined when no plugin has this key. */
  setEnabled(key: string, enabled: boolean): Promise<PluginRow | undefined>;
  /**
   * Runs `work` in one transaction with a repository bound to it, so a change and its activity-log row commit
   * together (the service is built from a repository, not from the database handle).
   */
  transaction<T>(work: (repo: PluginsRepository, tx: Tx) => Promise<T>): Promise<T>;
}

export function createPluginsRepository(db: DbOrTx): PluginsRepository {
  return {
    list: () => db.select().from(plugins).orderBy(asc(plugins.key)),

    async setEnabled(key, enabled) {
      const [row] = await db
        .update(plugins)
        .set({ enabled, updatedAt: new Date() })
        .where(eq(plugins.key, key))
        .returning();
      return row;
    },

    transaction(work) {
      return (db as Db).transaction((tx) => work(createPluginsRepository(tx), tx));
    },
  };
}

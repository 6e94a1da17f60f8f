import { asc } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import { plugins } from '#src/db/schema/index.ts';

export function createPluginsRepository(db: DbOrTx) {
  return {
    list: () => db.select().from(plugins).orderBy(asc(plugins.key)),
  };
}
export type PluginsRepository = ReturnType<typeof createPluginsRepository>;

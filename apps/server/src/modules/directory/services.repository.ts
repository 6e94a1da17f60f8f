import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import {
  serviceCategories,
  serviceDepartments,
  servicePrograms,
  services,
  teams,
} from '#src/db/schema/index.ts';

export type ServiceInsert = typeof services.$inferInsert;

/** The services table and the existence checks of what a service names. */
export function createServicesRepository(db: DbOrTx) {
  const exists = async (query: Promise<unknown[]>) => (await query).length > 0;
  return {
    /** The fields whose id names nothing, in the order given. */
    async missingReferences(refs: {
      categoryId: string | null;
      departmentId: string | null;
      programId: string | null;
      teamId: string | null;
    }): Promise<('categoryId' | 'departmentId' | 'programId' | 'teamId')[]> {
      const checks = [
        ['categoryId', refs.categoryId, serviceCategories],
        ['departmentId', refs.departmentId, serviceDepartments],
        ['programId', refs.programId, servicePrograms],
        ['teamId', refs.teamId, teams],
      ] as const;
      const missing: ('categoryId' | 'departmentId' | 'programId' | 'teamId')[] = [];
      for (const [field, id, table] of checks)
        if (id && !(await exists(db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1))))
          missing.push(field);
      return missing;
    },
    insert: (values: ServiceInsert) => db.insert(services).values(values),
    update: (id: string, values: Partial<ServiceInsert>) =>
      db.update(services).set(values).where(eq(services.id, id)),
  };
}

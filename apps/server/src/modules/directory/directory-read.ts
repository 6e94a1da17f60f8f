import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import { services } from '#src/db/schema/index.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import { notFound } from '#src/platform/errors/app-error.ts';

export type ServiceRow = typeof services.$inferSelect;

/** Participants see active services only; staff see every status. */
export function seesEveryStatus(principal: Principal): boolean {
  return principal.kind === 'staff';
}

/**
 * Reading a service and its sub-resources: everyone signed in reads active services; only staff read the others.
 * A service the caller may not read answers 404, as if it did not exist.
 */
export function createDirectoryReader() {
  return {
    async readableService(db: DbOrTx, principal: Principal, serviceId: string): Promise<ServiceRow> {
      const [row] = await db.select().from(services).where(eq(services.id, serviceId)).limit(1);
      if (!row || (!seesEveryStatus(principal) && row.status !== 'active'))
        throw notFound('service', serviceId);
      return row;
    },
    /** For writes: the service must exist (the caller already passed the edit check). */
    async existingService(db: DbOrTx, serviceId: string): Promise<ServiceRow> {
      const [row] = await db.select().from(services).where(eq(services.id, serviceId)).limit(1);
      if (!row) throw notFound('service', serviceId);
      return row;
    },
  };
}
export type DirectoryReader = ReturnType<typeof createDirectoryReader>;

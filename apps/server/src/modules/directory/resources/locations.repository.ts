import { asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import { serviceAddresses, serviceLocations, servicesAtLocations } from '#src/db/schema/index.ts';
import { locationsTable, type LocationRow } from './directory-tables.repository.ts';
import type { Page } from './table.repository.ts';

/** `%`, `_` and `\` match themselves in a LIKE pattern built from user input. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const byName = [asc(sql`lower(${serviceLocations.name})`), asc(serviceLocations.id)];

/** The location queries the plain table reads do not cover. */
export function createLocationsRepository(db: DbOrTx) {
  return {
    /** Locations by name; `term`: the name, an address line or the city contains it (any case). */
    page(term: string | undefined, page: Page): Promise<{ rows: LocationRow[]; total: number }> {
      const pattern = `%${likeEscape((term ?? '').toLowerCase())}%`;
      const where = term
        ? sql`(lower(${serviceLocations.name}) like ${pattern} or exists (
            select 1 from ${serviceAddresses} where ${serviceAddresses.locationId} = ${serviceLocations.id}
            and (lower(${serviceAddresses.address1}) like ${pattern} or lower(coalesce(${serviceAddresses.address2}, '')) like ${pattern}
              or lower(${serviceAddresses.city}) like ${pattern})))`
        : undefined;
      return locationsTable(db).page({ where }, page);
    },

    /** The locations where a service is offered, by name, each with the id of its service-at-location. */
    async ofService(serviceId: string, page: Page) {
      const where = eq(servicesAtLocations.serviceId, serviceId);
      const rows = await db
        .select({ serviceAtLocationId: servicesAtLocations.id, location: serviceLocations })
        .from(servicesAtLocations)
        .innerJoin(serviceLocations, eq(serviceLocations.id, servicesAtLocations.locationId))
        .where(where)
        .orderBy(...byName)
        .limit(page.take)
        .offset(page.skip);
      const [counted] = await db.select({ n: count() }).from(servicesAtLocations).where(where);
      return { rows, total: counted?.n ?? 0 };
    },
  };
}

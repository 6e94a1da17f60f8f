import type { z } from 'zod';
import { WEEKDAY_CODES, type ScheduleBody, type ServiceAtLocationBody } from '@casework/contract';
import type { DbOrTx } from '#src/db/client.ts';
import { AppError } from '#src/platform/errors/app-error.ts';
import { servicesAtLocation } from '../directory-index.ts';
import { presentSchedule, presentServiceAtLocation } from '../directory-presenters.ts';
import {
  locationsTable,
  schedulesTable,
  servicesAtLocationsTable,
  servicesTable,
} from './directory-tables.repository.ts';
import { assertExists, assertOfferedAt } from './references.service.ts';
import { createResourceService, type ResourceServiceDeps } from './resource-engine.service.ts';

/** Services at locations and schedules: the rows that tie a service to a location (and its opening hours). */

type ServiceAndLocation = { serviceId: string | null; locationId: string | null };
type LinkQuery = { serviceId?: string; locationId?: string };

/** 400 naming the field when the body names a service or location that does not exist. */
async function assertServiceAndLocation(db: DbOrTx, body: ServiceAndLocation): Promise<void> {
  await assertExists(db, servicesTable, body.serviceId, { field: 'serviceId', kind: 'service' });
  await assertExists(db, locationsTable, body.locationId, { field: 'locationId', kind: 'location' });
}

const linkExists = (body: { serviceId: string; locationId: string }) =>
  new AppError(
    409,
    'service_at_location.exists',
    `The service ${body.serviceId} is already offered at location ${body.locationId}. Change that ` +
      'service-at-location instead of adding another.',
  );

const linkFilter = (query: LinkQuery) => ({ serviceId: query.serviceId, locationId: query.locationId });

/** A service offered at a location (one per pair; participants see those of active services only). */
export function createServicesAtLocationsService(deps: ResourceServiceDeps) {
  return createResourceService(deps, {
    kind: 'service at location',
    what: 'locations',
    idParam: 'serviceAtLocationId',
    table: servicesAtLocationsTable,
    values: (body: z.output<typeof ServiceAtLocationBody>) => body,
    async check(tx, body, _parent, current) {
      await assertServiceAndLocation(tx, body);
      const pair = await servicesAtLocationsTable(tx).all({ equals: linkFilter(body) });
      if (pair.some((row) => row.id !== current?.id)) throw linkExists(body);
    },
    conflict: linkExists,
    present: async (_db, rows) => rows.map(presentServiceAtLocation),
    touched: async (_db, row) => [row.serviceId],
    async label(row, db) {
      const [service] = await servicesTable(db).findMany([row.serviceId]);
      const [location] = await locationsTable(db).findMany([row.locationId]);
      return `${service?.name ?? row.serviceId}" at "${location?.name ?? row.locationId}`;
    },
    listFilter: linkFilter,
    hidesInactiveServices: true,
  });
}

const weekOrder = (days: readonly (typeof WEEKDAY_CODES)[number][]) =>
  [...days].sort((a, b) => WEEKDAY_CODES.indexOf(a) - WEEKDAY_CODES.indexOf(b));

/**
 * Opening hours of a service, of a location, or of a service at one of its locations. Days are stored Monday
 * first; a schedule of a location alone concerns every service offered there.
 */
export function createSchedulesService(deps: ResourceServiceDeps) {
  return createResourceService(deps, {
    kind: 'schedule',
    what: 'schedules',
    idParam: 'scheduleId',
    table: schedulesTable,
    values: (body: z.output<typeof ScheduleBody>) => ({ ...body, byDay: weekOrder(body.byDay) }),
    async check(tx, body) {
      await assertServiceAndLocation(tx, body);
      if (body.serviceId !== null) await assertOfferedAt(tx, body.serviceId, body.locationId, 'schedule');
    },
    present: async (_db, rows) => rows.map(presentSchedule),
    touched: async (db, row) =>
      row.serviceId !== null ? [row.serviceId] : servicesAtLocation(db, row.locationId!),
    label: (row) => presentSchedule(row).display,
    listFilter: linkFilter,
    hidesInactiveServices: true,
  });
}

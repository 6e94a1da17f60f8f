import {
  isServiceOpenAt,
  type ScheduleView,
  type ServicePhoneType,
  type ServiceDetailsView,
  type ServiceLocationSummary,
  type ServiceStatus,
  type ServiceSummaryView,
} from '@casework/contract';
import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '#src/db/client.ts';
import { jsonListOf, jsonObjectOf, jsonRowOf } from '#src/db/json-rows.ts';
import { anyUuidOf, preparedPerHandle } from '#src/db/prepared.ts';
import {
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
  teams,
} from '#src/db/schema/index.ts';
import { addressLine, presentSchedule } from './directory-presenters.ts';
import { isoString } from '#src/platform/runtime/iso-string.ts';
import { withFields } from '#src/platform/runtime/with-fields.ts';

/** Reading services with their sub-resources: one statement for any number of services. */

type Ref = { id: string; name: string };
const ref = (id: string | null, name: string | null): Ref | null =>
  id !== null && name !== null ? { id, name } : null;

const serviceTeams = alias(teams, 'service_team');
const departmentTeams = alias(teams, 'department_team');

/** A service's own row with its category, department, program and answering team (its own, else its department's). */
const coreFields = {
  service: services,
  categoryName: serviceCategories.name,
  // Typed here: the joins are added to a dynamic select (below), which does not make left-joined columns nullable.
  departmentName: sql<string | null>`${serviceDepartments.name}`,
  programName: sql<string | null>`${servicePrograms.name}`,
  teamId: sql<string | null>`coalesce(${serviceTeams.id}, ${departmentTeams.id})`,
  teamName: sql<string | null>`coalesce(${serviceTeams.name}, ${departmentTeams.name})`,
};

/** A select from services with the joins coreFields reads. */
const withCoreJoins = <T extends PgSelect>(select: T) =>
  select
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .leftJoin(serviceDepartments, eq(serviceDepartments.id, services.departmentId))
    .leftJoin(servicePrograms, eq(servicePrograms.id, services.programId))
    .leftJoin(serviceTeams, eq(serviceTeams.id, services.teamId))
    .leftJoin(departmentTeams, eq(departmentTeams.id, serviceDepartments.teamId));

// Prepared once per connection: planning these joins costs more than running them for a page of services.
const coresByIds = preparedPerHandle((db) =>
  withCoreJoins(db.select(coreFields).from(services).$dynamic())
    .where(anyUuidOf(services.id, 'ids'))
    .prepare('directory_service_cores'),
);

const scheduleRow = jsonRowOf(serviceSchedules);

// The lists the API shows as the table holds them come as the views themselves (JSON objects): nothing to map.
const addressObject = jsonObjectOf(serviceAddresses, [
  'id',
  'locationId',
  'attention',
  'address1',
  'address2',
  'city',
  'region',
  'stateProvince',
  'postalCode',
  'country',
]);
const phoneObject = jsonObjectOf(
  servicePhones,
  ['id', 'serviceId', 'locationId', 'number', 'extension', 'description', 'languages'],
  // Written only through the API, whose schema allows these kinds alone (presentPhone reads it alike).
  { type: sql<ServicePhoneType>`${servicePhones.type}` },
);
const contactObject = jsonObjectOf(serviceContacts, [
  'id',
  'serviceId',
  'name',
  'title',
  'department',
  'email',
  'phone',
]);
const eligibilityObject = jsonObjectOf(serviceEligibilities, [
  'id',
  'serviceId',
  'description',
  'minimumAge',
  'maximumAge',
]);
const documentObject = jsonObjectOf(serviceRequiredDocuments, ['id', 'serviceId', 'document', 'uri']);
const areaObject = jsonObjectOf(serviceAreas, ['id', 'serviceId', 'name', 'description']);

/** The addresses of one kind of the location on the outer row, in the order they were added. */
const addressesOfKind = (kind: 'physical' | 'postal') =>
  jsonListOf(
    addressObject,
    sql`${serviceAddresses.createdAt}, ${serviceAddresses.id}`,
    sql`from ${serviceAddresses} where ${serviceAddresses.locationId} = ${serviceLocations.id} and ${serviceAddresses.kind} = ${sql.raw(`'${kind}'`)}`,
  );

/** A location as the service shows it (its link's id, its addresses of either kind), without its schedules and phones. */
const locationObject = jsonObjectOf(
  serviceLocations,
  ['id', 'name', 'alternateName', 'description', 'transportation', 'latitude', 'longitude'],
  {
    serviceAtLocationId: sql<string>`${servicesAtLocations.id}`,
    physicalAddresses: addressesOfKind('physical'),
    postalAddresses: addressesOfKind('postal'),
  },
);

/** The locations of the service on the outer row, as an array for `= any(…)`. */
const locationIdsOfService = sql`array(select ${servicesAtLocations.locationId} from ${servicesAtLocations} where ${servicesAtLocations.serviceId} = ${services.id})`;

/** Rows of a per-service table for the service on the outer row, as a JSON list in display order. */
const listOfService = <T>(
  row: SQL<T>,
  table: PgTable & { serviceId: AnyColumn; id: AnyColumn },
  order: AnyColumn,
) =>
  jsonListOf(row, sql`${order}, ${table.id}`, sql`from ${table} where ${table.serviceId} = ${services.id}`);

/**
 * Each service's core fields with every sub-resource beside them as JSON lists, correlated to the service's row:
 * one statement and one round trip for any number of services, where a statement per table took nine.
 */
const detailsFields = {
  ...coreFields,
  locations: jsonListOf(
    locationObject,
    sql`lower(${serviceLocations.name}), ${serviceLocations.id}`,
    sql`from ${servicesAtLocations} inner join ${serviceLocations} on ${serviceLocations.id} = ${servicesAtLocations.locationId} where ${servicesAtLocations.serviceId} = ${services.id}`,
  ),
  // The schedules that apply to the service: its own, and its locations' own (their times are read in code).
  schedules: jsonListOf(
    scheduleRow.array,
    sql`${serviceSchedules.opensAt}, ${serviceSchedules.id}`,
    sql`from ${serviceSchedules} where ${serviceSchedules.serviceId} = ${services.id} or (${serviceSchedules.serviceId} is null and ${serviceSchedules.locationId} = any(${locationIdsOfService}))`,
  ),
  phones: listOfService(phoneObject, servicePhones, servicePhones.createdAt),
  contacts: listOfService(contactObject, serviceContacts, serviceContacts.name),
  eligibilities: listOfService(eligibilityObject, serviceEligibilities, serviceEligibilities.createdAt),
  documents: listOfService(documentObject, serviceRequiredDocuments, serviceRequiredDocuments.document),
  areas: listOfService(areaObject, serviceAreas, serviceAreas.name),
};

/**
 * One service by id (`services.id = $1`): PostgreSQL settles on one plan for this statement and reuses it. The list
 * form below it, given a one-element list, is planned afresh on each call (PostgreSQL costs a generic plan for an array
 * of ten, so the custom plan for one always looks cheaper), and planning costs more than running it for one service.
 */
const details = (db: DbOrTx, where: SQL, name: string) =>
  withCoreJoins(db.select(detailsFields).from(services).$dynamic()).where(where).prepare(name);
const detailsById = preparedPerHandle((db) =>
  details(db, eq(services.id, sql.placeholder('id')), 'directory_service_details'),
);
const detailsByIds = preparedPerHandle((db) =>
  details(db, anyUuidOf(services.id, 'ids'), 'directory_services_details'),
);

/** Services with their category, department, program and answering team (own team, else the department's). */
export async function loadServiceCores(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return coresByIds(db).execute({ ids: [...ids] });
}
type CoreRow = Awaited<ReturnType<typeof loadServiceCores>>[number];

export function presentCore(row: CoreRow) {
  const s = row.service;
  return {
    id: s.id,
    name: s.name,
    alternateName: s.alternateName,
    description: s.description,
    url: s.url,
    email: s.email,
    status: s.status as ServiceStatus,
    feesDescription: s.feesDescription,
    applicationProcess: s.applicationProcess,
    interpretationServices: s.interpretationServices,
    category: { id: s.categoryId, name: row.categoryName },
    department: ref(s.departmentId, row.departmentName),
    program: ref(s.programId, row.programName),
    createdAt: isoString(s.createdAt),
    updatedAt: isoString(s.updatedAt),
  };
}

/**
 * The schedules that apply to a service at a location: its own schedules for that location or for every location,
 * and the location's schedules that name no service.
 */
export function schedulesAt(
  schedules: readonly ScheduleView[],
  serviceId: string,
  locationId: string,
): ScheduleView[] {
  return schedules.filter(
    (s) =>
      (s.serviceId === serviceId && (s.locationId === null || s.locationId === locationId)) ||
      (s.serviceId === null && s.locationId === locationId),
  );
}

export interface DetailsOptions {
  now: Date;
  timeZone: string;
}

/** A service's own fields, the team that answers for it, whether it is open now, and its sub-resources. */
export interface ServiceParts {
  core: ReturnType<typeof presentCore>;
  team: Ref | null;
  openNow: boolean | null;
  subResources: NonNullable<ServiceSummaryView['details']>;
}

/**
 * Every sub-resource of these services, keyed by service id, in the order the ids were given, beside each service's
 * own fields: a search with allData builds its cards from these parts, a service's details join them.
 */
export async function loadServiceParts(
  db: DbOrTx,
  ids: readonly string[],
  { now, timeZone }: DetailsOptions,
): Promise<Map<string, ServiceParts>> {
  const result = new Map<string, ServiceParts>();
  if (ids.length === 0) return result;
  const rows =
    ids.length === 1
      ? await detailsById(db).execute({ id: ids[0] })
      : await detailsByIds(db).execute({ ids: [...ids] });
  const order = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => (order.get(a.service.id) ?? 0) - (order.get(b.service.id) ?? 0));

  for (const row of rows) {
    const id = row.service.id;
    const scheduleViews = row.schedules.map((values) => presentSchedule(scheduleRow.read(values)));
    const phones = row.phones;
    const locations = row.locations.map((location) =>
      withFields(location, {
        schedules: schedulesAt(scheduleViews, id, location.id),
        phones: phones.filter((p) => p.locationId === location.id),
      }),
    );
    // The statement brought only the schedules that apply: the service's own and its locations' own.
    result.set(id, {
      core: presentCore(row),
      team: ref(row.teamId, row.teamName),
      openNow: isServiceOpenAt(row.service, scheduleViews, now, timeZone),
      subResources: {
        locations,
        schedules: scheduleViews.filter((s) => s.serviceId === id),
        phones,
        contacts: row.contacts,
        eligibilities: row.eligibilities,
        requiredDocuments: row.documents,
        serviceAreas: row.areas,
      },
    });
  }
  return result;
}

/** Every sub-resource of these services, keyed by service id, in the order the ids were given. */
export async function loadServiceDetails(
  db: DbOrTx,
  ids: readonly string[],
  options: DetailsOptions,
): Promise<Map<string, ServiceDetailsView>> {
  const parts = await loadServiceParts(db, ids, options);
  const result = new Map<string, ServiceDetailsView>();
  for (const [id, { core, team, openNow, subResources }] of parts)
    result.set(id, withFields(core, { team, openNow, ...subResources }));
  return result;
}

/**
 * The card's location read from a service's details, as the search's own cards choose it (loadSummaries): its first
 * location and that location's first physical address; under a city filter, the first location with a physical
 * address in that city, and that address.
 */
export function summaryLocation(
  locations: ServiceDetailsView['locations'],
  city?: string,
): z.infer<typeof ServiceLocationSummary> | null {
  const wanted = city ? city.toLowerCase() : null;
  const inCity = (address: { city: string }) => address.city.toLowerCase() === wanted;
  const chosen = locations.find((l) => l.physicalAddresses.some(inCity)) ?? locations[0];
  if (!chosen) return null;
  const address = chosen.physicalAddresses.find(inCity) ?? chosen.physicalAddresses[0];
  return {
    id: chosen.id,
    name: chosen.name,
    address: address ? addressLine(address) : null,
    city: address?.city ?? null,
  };
}

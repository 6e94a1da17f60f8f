import {
  isOpenAt,
  type ScheduleView,
  type ServiceDetailsView,
  type ServiceLocationSummary,
  type ServiceStatus,
} from '@casework/contract';
import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '#src/db/client.ts';
import { jsonListOf, jsonRowOf } from '#src/db/json-rows.ts';
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
import {
  addressLine,
  presentAddress,
  presentContact,
  presentEligibility,
  presentPhone,
  presentRequiredDocument,
  presentSchedule,
  presentServiceArea,
} from './directory-presenters.ts';
import { isoString } from '#src/platform/runtime/iso-string.ts';

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

const linkRow = jsonRowOf(servicesAtLocations);
const locationRow = jsonRowOf(serviceLocations);
const addressRow = jsonRowOf(serviceAddresses);
const scheduleRow = jsonRowOf(serviceSchedules);
const phoneRow = jsonRowOf(servicePhones);
const contactRow = jsonRowOf(serviceContacts);
const eligibilityRow = jsonRowOf(serviceEligibilities);
const documentRow = jsonRowOf(serviceRequiredDocuments);
const areaRow = jsonRowOf(serviceAreas);

/** The locations of the service on the outer row, as an array for `= any(…)`. */
const locationIdsOfService = sql`array(select ${servicesAtLocations.locationId} from ${servicesAtLocations} where ${servicesAtLocations.serviceId} = ${services.id})`;

/** Rows of a per-service table for the service on the outer row, as a JSON list in display order. */
const listOfService = (
  row: SQL,
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
  links: jsonListOf<[unknown[], unknown[]]>(
    sql`json_build_array(${linkRow.array}, ${locationRow.array})`,
    sql`lower(${serviceLocations.name}), ${serviceLocations.id}`,
    sql`from ${servicesAtLocations} inner join ${serviceLocations} on ${serviceLocations.id} = ${servicesAtLocations.locationId} where ${servicesAtLocations.serviceId} = ${services.id}`,
  ),
  // A location's addresses, and the schedules that apply to the service: its own, and its locations' own.
  addresses: jsonListOf(
    addressRow.array,
    sql`${serviceAddresses.createdAt}, ${serviceAddresses.id}`,
    sql`from ${serviceAddresses} where ${serviceAddresses.locationId} = any(${locationIdsOfService})`,
  ),
  schedules: jsonListOf(
    scheduleRow.array,
    sql`${serviceSchedules.opensAt}, ${serviceSchedules.id}`,
    sql`from ${serviceSchedules} where ${serviceSchedules.serviceId} = ${services.id} or (${serviceSchedules.serviceId} is null and ${serviceSchedules.locationId} = any(${locationIdsOfService}))`,
  ),
  phones: listOfService(phoneRow.array, servicePhones, servicePhones.createdAt),
  contacts: listOfService(contactRow.array, serviceContacts, serviceContacts.name),
  eligibilities: listOfService(eligibilityRow.array, serviceEligibilities, serviceEligibilities.createdAt),
  documents: listOfService(documentRow.array, serviceRequiredDocuments, serviceRequiredDocuments.document),
  areas: listOfService(areaRow.array, serviceAreas, serviceAreas.name),
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

/** Every sub-resource of these services, keyed by service id, in the order the ids were given. */
export async function loadServiceDetails(
  db: DbOrTx,
  ids: readonly string[],
  { now, timeZone }: DetailsOptions,
): Promise<Map<string, ServiceDetailsView>> {
  const result = new Map<string, ServiceDetailsView>();
  if (ids.length === 0) return result;
  const rows =
    ids.length === 1
      ? await detailsById(db).execute({ id: ids[0] })
      : await detailsByIds(db).execute({ ids: [...ids] });
  const order = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => (order.get(a.service.id) ?? 0) - (order.get(b.service.id) ?? 0));

  for (const row of rows) {
    const id = row.service.id;
    const addresses = row.addresses.map((values) => addressRow.read(values));
    const addressesOf = groupBy(addresses.map(presentAddress), (a) => a.locationId);
    const kindOf = new Map(addresses.map((a) => [a.id, a.kind]));
    const scheduleViews = row.schedules.map((values) => presentSchedule(scheduleRow.read(values)));
    const phones = row.phones.map((values) => presentPhone(phoneRow.read(values)));
    const locations = row.links.map(([linkValues, locationValues]) => {
      const link = linkRow.read(linkValues);
      const location = locationRow.read(locationValues);
      const locationAddresses = addressesOf.get(location.id) ?? [];
      return {
        id: location.id,
        name: location.name,
        alternateName: location.alternateName,
        description: location.description,
        transportation: location.transportation,
        latitude: location.latitude,
        longitude: location.longitude,
        physicalAddresses: locationAddresses.filter((a) => kindOf.get(a.id) === 'physical'),
        postalAddresses: locationAddresses.filter((a) => kindOf.get(a.id) === 'postal'),
        serviceAtLocationId: link.id,
        schedules: schedulesAt(scheduleViews, id, location.id),
        phones: phones.filter((p) => p.locationId === location.id),
      };
    });
    // The statement brought only the schedules that apply: the service's own and its locations' own.
    result.set(id, {
      ...presentCore(row),
      team: ref(row.teamId, row.teamName),
      openNow: isOpenAt(scheduleViews, now, timeZone),
      locations,
      schedules: scheduleViews.filter((s) => s.serviceId === id),
      phones,
      contacts: row.contacts.map((values) => presentContact(contactRow.read(values))),
      eligibilities: row.eligibilities.map((values) => presentEligibility(eligibilityRow.read(values))),
      requiredDocuments: row.documents.map((values) => presentRequiredDocument(documentRow.read(values))),
      serviceAreas: row.areas.map((values) => presentServiceArea(areaRow.read(values))),
    });
  }
  return result;
}

/**
 * A service's details split into its own fields (what presentCore gives, in the same order), the team that answers
 * for it, whether it is open now, and its sub-resources: a search with allData builds its cards from these.
 */
export function splitDetails(details: ServiceDetailsView) {
  const {
    team,
    openNow,
    locations,
    schedules,
    phones,
    contacts,
    eligibilities,
    requiredDocuments,
    serviceAreas,
    ...core
  } = details;
  const own: ReturnType<typeof presentCore> = core;
  return {
    core: own,
    team,
    openNow,
    subResources: { locations, schedules, phones, contacts, eligibilities, requiredDocuments, serviceAreas },
  };
}

/**
 * The card's location read from a service's details, as the search's own cards choose it (loadSummaries): its first
 * location and that location's first physical address; under a city filter, the first location with a physical
 * address in that city, and that address.
 */
export function summaryLocation(
  details: ServiceDetailsView,
  city?: string,
): z.infer<typeof ServiceLocationSummary> | null {
  const wanted = city ? city.toLowerCase() : null;
  const inCity = (address: { city: string }) => address.city.toLowerCase() === wanted;
  const chosen = details.locations.find((l) => l.physicalAddresses.some(inCity)) ?? details.locations[0];
  if (!chosen) return null;
  const address = chosen.physicalAddresses.find(inCity) ?? chosen.physicalAddresses[0];
  return {
    id: chosen.id,
    name: chosen.name,
    address: address ? addressLine(address) : null,
    city: address?.city ?? null,
  };
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

import {
  isOpenAt,
  type ScheduleView,
  type ServiceDetailsView,
  type ServiceLocationSummary,
  type ServiceStatus,
} from '@casework/contract';
import { asc, eq, or, sql, type AnyColumn } from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '#src/db/client.ts';
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

/** Reading services with their sub-resources: one query per table for any number of services. */

type Ref = { id: string; name: string };
const ref = (id: string | null, name: string | null): Ref | null =>
  id !== null && name !== null ? { id, name } : null;

const serviceTeams = alias(teams, 'service_team');
const departmentTeams = alias(teams, 'department_team');

// Prepared once per connection: planning these joins costs more than running them for a page of services.
const coresByIds = preparedPerHandle((db) =>
  db
    .select({
      service: services,
      categoryName: serviceCategories.name,
      departmentName: serviceDepartments.name,
      programName: servicePrograms.name,
      teamId: sql<string | null>`coalesce(${serviceTeams.id}, ${departmentTeams.id})`,
      teamName: sql<string | null>`coalesce(${serviceTeams.name}, ${departmentTeams.name})`,
    })
    .from(services)
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .leftJoin(serviceDepartments, eq(serviceDepartments.id, services.departmentId))
    .leftJoin(servicePrograms, eq(servicePrograms.id, services.programId))
    .leftJoin(serviceTeams, eq(serviceTeams.id, services.teamId))
    .leftJoin(departmentTeams, eq(departmentTeams.id, serviceDepartments.teamId))
    .where(anyUuidOf(services.id, 'ids'))
    .prepare('directory_service_cores'),
);

const linksByServices = preparedPerHandle((db) =>
  db
    .select({ link: servicesAtLocations, location: serviceLocations })
    .from(servicesAtLocations)
    .innerJoin(serviceLocations, eq(serviceLocations.id, servicesAtLocations.locationId))
    .where(anyUuidOf(servicesAtLocations.serviceId, 'ids'))
    .orderBy(asc(sql`lower(${serviceLocations.name})`), asc(serviceLocations.id))
    .prepare('directory_service_locations'),
);

const addressesByLocations = preparedPerHandle((db) =>
  db
    .select()
    .from(serviceAddresses)
    .where(anyUuidOf(serviceAddresses.locationId, 'locationIds'))
    .orderBy(asc(serviceAddresses.createdAt), asc(serviceAddresses.id))
    .prepare('directory_location_addresses'),
);

const schedulesByServicesOrLocations = preparedPerHandle((db) =>
  db
    .select()
    .from(serviceSchedules)
    .where(
      or(anyUuidOf(serviceSchedules.serviceId, 'ids'), anyUuidOf(serviceSchedules.locationId, 'locationIds')),
    )
    .orderBy(asc(serviceSchedules.opensAt), asc(serviceSchedules.id))
    .prepare('directory_service_schedules'),
);

/** One prepared list per per-service table, ordered for display. */
const perService = <T extends PgTable & { serviceId: AnyColumn; id: AnyColumn }>(
  table: T,
  order: AnyColumn,
  name: string,
) =>
  preparedPerHandle((db) => {
    const statement = db
      .select()
      .from(table as PgTable)
      .where(anyUuidOf(table.serviceId, 'ids'))
      .orderBy(asc(order), asc(table.id))
      .prepare(name);
    return {
      execute: (ids: string[]) => statement.execute({ ids }) as Promise<T['$inferSelect'][]>,
    };
  });
const phonesOf = perService(servicePhones, servicePhones.createdAt, 'directory_service_phones');
const contactsOf = perService(serviceContacts, serviceContacts.name, 'directory_service_contacts');
const eligibilitiesOf = perService(
  serviceEligibilities,
  serviceEligibilities.createdAt,
  'directory_service_eligibilities',
);
const documentsOf = perService(
  serviceRequiredDocuments,
  serviceRequiredDocuments.document,
  'directory_service_documents',
);
const areasOf = perService(serviceAreas, serviceAreas.name, 'directory_service_areas');

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
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
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
  // Two round trips: everything read by service id at once, then what is read by location id (rows of ids that
  // name no service are never shown).
  const serviceIds = [...ids];
  const [cores, links, phones, contacts, eligibilities, documents, areas] = await Promise.all([
    loadServiceCores(db, serviceIds),
    linksByServices(db).execute({ ids: serviceIds }),
    phonesOf(db).execute(serviceIds),
    contactsOf(db).execute(serviceIds),
    eligibilitiesOf(db).execute(serviceIds),
    documentsOf(db).execute(serviceIds),
    areasOf(db).execute(serviceIds),
  ]);
  if (cores.length === 0) return result;
  const locationIds = [...new Set(links.map((l) => l.location.id))];
  const byService = <T extends { serviceId: string }>(rows: T[]) => groupBy(rows, (r) => r.serviceId);
  const [addresses, schedules] = await Promise.all([
    locationIds.length === 0 ? [] : addressesByLocations(db).execute({ locationIds }),
    schedulesByServicesOrLocations(db).execute({ ids: serviceIds, locationIds }),
  ]);
  const addressesOf = groupBy(addresses.map(presentAddress), (a) => a.locationId);
  const kindOf = new Map(addresses.map((a) => [a.id, a.kind]));
  const scheduleViews = schedules.map(presentSchedule);
  const phoneViews = byService(phones.map(presentPhone));
  const contactViews = byService(contacts.map(presentContact));
  const eligibilityViews = byService(eligibilities.map(presentEligibility));
  const documentViews = byService(documents.map(presentRequiredDocument));
  const areaViews = byService(areas.map(presentServiceArea));
  const linksOf = groupBy(links, (l) => l.link.serviceId);
  const order = new Map(ids.map((id, i) => [id, i]));
  cores.sort((a, b) => (order.get(a.service.id) ?? 0) - (order.get(b.service.id) ?? 0));

  for (const core of cores) {
    const id = core.service.id;
    const servicePhoneViews = phoneViews.get(id) ?? [];
    const locations = (linksOf.get(id) ?? []).map(({ link, location }) => {
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
        phones: servicePhoneViews.filter((p) => p.locationId === location.id),
      };
    });
    const applying = scheduleViews.filter(
      (s) => s.serviceId === id || (s.serviceId === null && locations.some((l) => l.id === s.locationId)),
    );
    result.set(id, {
      ...presentCore(core),
      team: ref(core.teamId, core.teamName),
      openNow: isOpenAt(applying, now, timeZone),
      locations,
      schedules: scheduleViews.filter((s) => s.serviceId === id),
      phones: servicePhoneViews,
      contacts: contactViews.get(id) ?? [],
      eligibilities: eligibilityViews.get(id) ?? [],
      requiredDocuments: documentViews.get(id) ?? [],
      serviceAreas: areaViews.get(id) ?? [],
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

/** The card's location read from a service's details: its first location and that location's first physical address. */
export function summaryLocation(details: ServiceDetailsView): z.infer<typeof ServiceLocationSummary> | null {
  const first = details.locations[0];
  if (!first) return null;
  const address = first.physicalAddresses[0];
  return {
    id: first.id,
    name: first.name,
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

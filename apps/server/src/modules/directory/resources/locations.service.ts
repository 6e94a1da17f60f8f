import type { z } from 'zod';
import type { AddressBody, LocationBody, LocationView } from '@casework/contract';
import type { DbOrTx, Tx } from '#src/db/client.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import { notFound } from '#src/platform/errors/app-error.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import { withFields } from '#src/platform/runtime/with-fields.ts';
import { servicesAtLocation } from '../directory-index.ts';
import { addressLine, presentAddress, presentPhone, presentSchedule } from '../directory-presenters.ts';
import type { DirectoryReader } from '../directory-read.ts';
import {
  addressesTable,
  locationsTable,
  phonesTable,
  schedulesTable,
  servicesAtLocationsTable,
  type AddressRow,
  type LocationRow,
  type NewAddressRow,
} from './directory-tables.repository.ts';
import { createLocationsRepository } from './locations.repository.ts';
import {
  createResourceService,
  directoryWriter,
  type Page,
  type Parent,
  type ResourceDefinition,
  type ResourceServiceDeps,
} from './resource-engine.service.ts';

type AddressKind = 'physical' | 'postal';
type LocationParams = { locationId: string } & Record<string, string>;
type ServiceParams = { serviceId: string };

/** Locations with their physical and postal addresses. */
export async function presentLocations(db: DbOrTx, rows: LocationRow[]): Promise<LocationView[]> {
  const addresses = await addressesTable(db).all({ within: { locationId: rows.map((r) => r.id) } });
  const of = (locationId: string, kind: AddressKind) =>
    addresses.filter((a) => a.locationId === locationId && a.kind === kind).map(presentAddress);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    alternateName: row.alternateName,
    description: row.description,
    transportation: row.transportation,
    latitude: row.latitude,
    longitude: row.longitude,
    physicalAddresses: of(row.id, 'physical'),
    postalAddresses: of(row.id, 'postal'),
  }));
}

/**
 * The locations of one service as ServiceLocationDetails: each location with its addresses, the id of the
 * service-at-location, the schedules that apply there (the location's own and this service's there) and the
 * service's phones at that location.
 */
export async function serviceLocationDetails(
  db: DbOrTx,
  serviceId: string,
  links: readonly { serviceAtLocationId: string; location: LocationRow }[],
) {
  const ids = links.map((l) => l.location.id);
  const [locations, schedules, phones] = await Promise.all([
    presentLocations(
      db,
      links.map((l) => l.location),
    ),
    schedulesTable(db).all({ within: { locationId: ids } }),
    phonesTable(db).all({ equals: { serviceId }, within: { locationId: ids } }),
  ]);
  return locations.map((location, i) =>
    withFields(location, {
      serviceAtLocationId: links[i]!.serviceAtLocationId,
      schedules: schedules
        .filter((s) => s.locationId === location.id && (s.serviceId === null || s.serviceId === serviceId))
        .map(presentSchedule),
      phones: phones.filter((p) => p.locationId === location.id).map(presentPhone),
    }),
  );
}

/** The location of the path (404 when there is none); its addresses of one kind hang under it. */
function locationParent(kind: AddressKind) {
  const parentOf = async (
    db: DbOrTx,
    params: LocationParams,
  ): Promise<Parent<Pick<AddressRow, 'locationId' | 'kind'>>> => {
    const location = await locationsTable(db).find(params.locationId);
    if (!location) throw notFound('location', params.locationId);
    return { owner: { locationId: location.id, kind }, name: `Location "${location.name}"` };
  };
  return {
    read: (db: DbOrTx, _principal: Principal, params: LocationParams) => parentOf(db, params),
    write: parentOf,
  };
}

/** Physical or postal addresses of a location (one table; an id of the other kind answers 404). */
function addressDefinition(
  kind: AddressKind,
): ResourceDefinition<
  AddressRow,
  NewAddressRow,
  z.output<typeof AddressBody>,
  ReturnType<typeof presentAddress>,
  LocationParams,
  unknown,
  'locationId' | 'kind'
> {
  return {
    kind: `${kind} address`,
    what: `${kind} addresses`,
    idParam: `${kind}AddressId`,
    table: addressesTable,
    parent: locationParent(kind),
    values: (body) => body,
    present: async (_db, rows) => rows.map(presentAddress),
    touched: (db, row) => servicesAtLocation(db, row.locationId),
    label: addressLine,
  };
}

/** Locations (shared by services through services-at-locations) and their addresses. */
export function createLocationsService(deps: ResourceServiceDeps & { reader: DirectoryReader }) {
  const { db, reader } = deps;
  const write = directoryWriter(deps);
  const locations = createResourceService(deps, {
    kind: 'location',
    what: 'locations',
    idParam: 'locationId',
    table: locationsTable,
    values: (body: z.output<typeof LocationBody>) => body,
    present: presentLocations,
    touched: (tx, row) => servicesAtLocation(tx, row.id),
    label: (row) => row.name,
  });

  return {
    locations: {
      ...locations,
      /** By name; term: the name, an address line or the city contains it. */
      async list(_principal: Principal, _params: unknown, query: Page & { term?: string }) {
        const { rows, total } = await createLocationsRepository(db).page(query.term || undefined, query);
        return { items: await presentLocations(db, rows), total };
      },
    },
    physicalAddresses: createResourceService(deps, addressDefinition('physical')),
    postalAddresses: createResourceService(deps, addressDefinition('postal')),

    /** GET /services/{serviceId}/locations: where the service is offered, by location name. */
    async listForService(principal: Principal, params: ServiceParams, page: Page) {
      const service = await reader.readableService(db, principal, params.serviceId);
      const { rows, total } = await createLocationsRepository(db).ofService(service.id, page);
      return { items: await serviceLocationDetails(db, service.id, rows), total };
    },

    /** POST /services/{serviceId}/locations: a new location and the service offered there, in one transaction. */
    createForService(principal: Principal, params: ServiceParams, body: z.output<typeof LocationBody>) {
      return write(principal, async (tx: Tx) => {
        const service = await reader.existingService(tx, params.serviceId);
        const location = await locationsTable(tx).insert({ id: uuidv7(), ...body });
        const link = await servicesAtLocationsTable(tx).insert({
          id: uuidv7(),
          serviceId: service.id,
          locationId: location.id,
        });
        const [details] = await serviceLocationDetails(tx, service.id, [
          { serviceAtLocationId: link.id, location },
        ]);
        return {
          result: details!,
          serviceIds: [service.id],
          what: 'locations',
          message: `Service "${service.name}": added location "${location.name}"`,
        };
      });
    },
  };
}
export type LocationsService = ReturnType<typeof createLocationsService>;

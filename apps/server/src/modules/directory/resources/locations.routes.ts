import {
  AddressBody,
  AddressView,
  ListAddressesResponse,
  ListLocationsQuery,
  ListLocationsResponse,
  ListServiceLocationsResponse,
  LocationBody,
  LocationIdParams,
  LocationView,
  PageQuery,
  ServiceIdParams,
  ServiceLocationDetails,
} from '@casework/contract';
import { READ_ACCESS, WRITE_ACCESS, registerCrudRoutes, tags, type DirectoryApp } from './crud.routes.ts';
import { readConfig, writeConfig } from '../directory-access.ts';
import type { LocationsService } from './locations.service.ts';

const LOCATION_WRITE = 'A location is shared by every service offered there: a change reindexes all of them.';

/**
 * /services/locations[/{locationId}], their physical-addresses and postal-addresses, and
 * /services/{serviceId}/locations (SPEC §7).
 */
export function locationsRoutes(app: DirectoryApp, service: LocationsService): void {
  registerCrudRoutes(app, {
    path: '/services/locations',
    noun: 'location',
    plural: 'locations',
    query: ListLocationsQuery,
    body: LocationBody,
    view: LocationView,
    listResponse: ListLocationsResponse,
    notes: {
      list: 'By name, each with its physical and postal addresses; term matches the name, an address line or the city (any case).',
      write: LOCATION_WRITE,
    },
    service: service.locations,
    deletable: false,
  });

  for (const kind of ['physical', 'postal'] as const) {
    registerCrudRoutes(app, {
      path: `/services/locations/:locationId/${kind}-addresses`,
      noun: `${kind} address`,
      plural: `${kind} addresses`,
      params: LocationIdParams,
      body: AddressBody,
      view: AddressView,
      listResponse: ListAddressesResponse,
      notes: {
        list: `The ${kind} addresses of one location, in the order they were added; an unknown location answers 404.`,
        write: `${LOCATION_WRITE} An unknown location, or an address of the other kind, answers 404.`,
      },
      service: kind === 'physical' ? service.physicalAddresses : service.postalAddresses,
      deletable: false,
    });
  }

  app.get(
    '/services/:serviceId/locations',
    {
      config: readConfig,
      schema: {
        tags,
        summary: 'List the locations of a service, with what applies there',
        description:
          `${READ_ACCESS} By location name. Each item is the location with its addresses, the id of its ` +
          'service-at-location, the schedules that apply there (the location’s own and this service’s there) and ' +
          'the service’s phones at that location. Paged with take and skip.',
        params: ServiceIdParams,
        querystring: PageQuery,
        response: { 200: ListServiceLocationsResponse },
      },
    },
    (request) => service.listForService(request.principal!, request.params, request.query),
  );

  app.post(
    '/services/:serviceId/locations',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Add a new location to a service',
        description:
          `${WRITE_ACCESS} The body is a location (as for POST /services/locations); the location is created and ` +
          'the service is offered there (a service-at-location), in one transaction. Answers 201 with the location ' +
          'as the service sees it. To offer the service at an existing location, POST ' +
          '/services/services-at-locations instead. An unknown service answers 404.',
        params: ServiceIdParams,
        body: LocationBody,
        response: { 201: ServiceLocationDetails },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createForService(request.principal!, request.params, request.body)),
  );
}

import type { z } from 'zod';
import {
  ContactBody,
  ContactView,
  DeleteRequiredDocumentsBody,
  DeletedIdsResult,
  EligibilityBody,
  EligibilityView,
  ListContactsResponse,
  ListEligibilitiesResponse,
  ListPhonesResponse,
  ListRequiredDocumentsResponse,
  ListServiceAreasResponse,
  RequiredDocumentBody,
  RequiredDocumentView,
  ServiceAreaBody,
  ServiceAreaView,
  ServiceIdParams,
  ServicePhoneBody,
  ServicePhoneView,
} from '@casework/contract';
import { WRITE_ACCESS, registerCrudRoutes, tags, type DirectoryApp } from './crud.routes.ts';
import { writeConfig } from '../directory-access.ts';
import type { PerServiceResources, ServiceParams } from './per-service.service.ts';

type Resource = Exclude<keyof PerServiceResources, 'removeRequiredDocuments'>;

/** Path segment, words and schemas of each per-service sub-resource (SPEC §7). */
const PER_SERVICE: {
  key: Resource;
  segment: string;
  noun: string;
  plural: string;
  body: z.ZodType;
  view: z.ZodType;
  listResponse: z.ZodType;
  deletable: boolean;
  write?: string;
}[] = [
  {
    key: 'serviceAreas',
    segment: 'service-areas',
    noun: 'service area',
    plural: 'service areas',
    body: ServiceAreaBody,
    view: ServiceAreaView,
    listResponse: ListServiceAreasResponse,
    deletable: false,
  },
  {
    key: 'requiredDocuments',
    segment: 'required-documents',
    noun: 'required document',
    plural: 'required documents',
    body: RequiredDocumentBody,
    view: RequiredDocumentView,
    listResponse: ListRequiredDocumentsResponse,
    deletable: true,
  },
  {
    key: 'eligibilities',
    segment: 'eligibilities',
    noun: 'eligibility',
    plural: 'eligibilities',
    body: EligibilityBody,
    view: EligibilityView,
    listResponse: ListEligibilitiesResponse,
    deletable: false,
  },
  {
    key: 'contacts',
    segment: 'contacts',
    noun: 'contact',
    plural: 'contacts',
    body: ContactBody,
    view: ContactView,
    listResponse: ListContactsResponse,
    deletable: true,
  },
  {
    key: 'phones',
    segment: 'phones',
    noun: 'phone',
    plural: 'phones',
    body: ServicePhoneBody,
    view: ServicePhoneView,
    listResponse: ListPhonesResponse,
    deletable: true,
    write: 'A locationId must be one of the locations where the service is offered (400 otherwise).',
  },
];

/** /services/{serviceId}/service-areas, required-documents, eligibilities, contacts and phones. */
export function perServiceRoutes(app: DirectoryApp, resources: PerServiceResources): void {
  for (const r of PER_SERVICE) {
    registerCrudRoutes<unknown, ServiceParams, unknown, unknown>(app, {
      path: `/services/:serviceId/${r.segment}`,
      noun: r.noun,
      plural: r.plural,
      params: ServiceIdParams,
      body: r.body,
      view: r.view,
      listResponse: r.listResponse,
      notes: {
        list: `The ${r.plural} of one service, in the order they were added; an unknown service answers 404.`,
        write: `${r.write ?? ''} An unknown service answers 404.`.trim(),
      },
      service: resources[r.key] as never,
      deletable: r.deletable,
    });
  }

  app.delete(
    '/services/:serviceId/required-documents',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Delete several required documents of a service',
        description:
          `${WRITE_ACCESS} All or none: an id that is not a required document of this service answers 404 naming ` +
          'it, and nothing is deleted. Answers the ids deleted.',
        params: ServiceIdParams,
        body: DeleteRequiredDocumentsBody,
        response: { 200: DeletedIdsResult },
      },
    },
    (request) => resources.removeRequiredDocuments(request.principal!, request.params, request.body),
  );
}

import type { z } from 'zod';
import type { DeleteRequiredDocumentsBody } from '@casework/contract';
import type { Tx } from '#src/db/client.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import { notFound } from '#src/platform/errors/app-error.ts';
import type { DirectoryReader } from '../directory-read.ts';
import {
  presentContact,
  presentEligibility,
  presentPhone,
  presentRequiredDocument,
  presentServiceArea,
} from '../directory-presenters.ts';
import {
  contactsTable,
  eligibilitiesTable,
  phonesTable,
  requiredDocumentsTable,
  serviceAreasTable,
} from './directory-tables.repository.ts';
import { assertOfferedAt } from './references.service.ts';
import {
  createResourceService,
  directoryWriter,
  type ParentResolver,
  type ResourceDefinition,
  type ResourceServiceDeps,
} from './resource-engine.service.ts';
import type { TableRepositoryFactory } from './table.repository.ts';

export type ServiceParams = { serviceId: string } & Record<string, string>;
type Owner = { serviceId: string };

/** The service of the path: readable by the caller (participants: active only) for reads, existing for writes. */
export function serviceParent(reader: DirectoryReader): ParentResolver<ServiceParams, Owner> {
  const parentOf = (service: { id: string; name: string }) => ({
    owner: { serviceId: service.id },
    name: `Service "${service.name}"`,
  });
  return {
    read: async (db, principal, params) =>
      parentOf(await reader.readableService(db, principal, params.serviceId)),
    write: async (tx, params) => parentOf(await reader.existingService(tx, params.serviceId)),
  };
}

/** What differs between the per-service sub-resources: their table, presenter, admin-log label and checks. */
interface PerServiceSpec<Row, New, View> {
  table: TableRepositoryFactory<Row, New>;
  present: (row: Row) => View;
  label: (row: Row) => string;
  check?: (tx: Tx, body: Omit<New, 'id' | 'serviceId'>, serviceId: string) => Promise<void>;
}

/** "service area" → path id "serviceAreaId", change label "service areas" ("eligibility" → "eligibilities"). */
function namesOf(kind: string) {
  return {
    kind,
    what: `${kind.replace(/y$/, 'ie')}s`,
    idParam: `${kind.replace(/ (\w)/g, (_, letter: string) => letter.toUpperCase())}Id`,
  };
}

/**
 * A sub-resource that belongs to one service (its rows carry service_id): the service comes from the path, an id
 * of another service's row answers 404, and every change touches that service alone. The body is the row's
 * fields as they are (the contract's body schema has already shaped them).
 */
function perService<Row extends { id: string; serviceId: string }, New extends Owner, View>(
  reader: DirectoryReader,
  kind: string,
  spec: PerServiceSpec<Row, New, View>,
): ResourceDefinition<Row, New, Omit<New, 'id' | 'serviceId'>, View, ServiceParams, unknown, 'serviceId'> {
  const { check } = spec;
  return {
    ...namesOf(kind),
    table: spec.table,
    label: spec.label,
    parent: serviceParent(reader),
    values: (body) => body,
    present: async (_db, rows) => rows.map(spec.present),
    touched: async (_db, row) => [row.serviceId],
    check: check && ((tx, body, parent) => check(tx, body, parent.owner.serviceId)),
  };
}

const shorten = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);

/** Service areas, required documents, eligibilities, contacts and phones of one service (SPEC §7). */
export function createPerServiceResources(deps: ResourceServiceDeps & { reader: DirectoryReader }) {
  const { reader } = deps;
  const make = <Row extends { id: string; serviceId: string }, New extends Owner, View>(
    kind: string,
    spec: PerServiceSpec<Row, New, View>,
  ) => createResourceService(deps, perService(reader, kind, spec));

  const serviceAreas = make('service area', {
    table: serviceAreasTable,
    present: presentServiceArea,
    label: (row) => row.name,
  });
  const requiredDocuments = make('required document', {
    table: requiredDocumentsTable,
    present: presentRequiredDocument,
    label: (row) => row.document,
  });
  const eligibilities = make('eligibility', {
    table: eligibilitiesTable,
    present: presentEligibility,
    label: (row) => shorten(row.description),
  });
  const contacts = make('contact', {
    table: contactsTable,
    present: presentContact,
    label: (row) => row.name,
  });
  const phones = make('phone', {
    table: phonesTable,
    present: presentPhone,
    label: (row) => row.number,
    check: (tx, body, serviceId) => assertOfferedAt(tx, serviceId, body.locationId ?? null, 'phone'),
  });

  const write = directoryWriter(deps);
  const parent = serviceParent(reader);

  /** DELETE with a body on the collection: all or none — an id that is not of this service answers 404. */
  function removeRequiredDocuments(
    principal: Principal,
    params: ServiceParams,
    body: z.output<typeof DeleteRequiredDocumentsBody>,
  ): Promise<{ deleted: string[] }> {
    return write(principal, async (tx) => {
      const service = await parent.write(tx, params);
      const ids = [...new Set(body.ids)];
      const rows = await requiredDocumentsTable(tx).all({ equals: service.owner, within: { id: ids } });
      const missing = ids.find((id) => !rows.some((row) => row.id === id));
      if (missing) throw notFound('required document', missing);
      await requiredDocumentsTable(tx).remove(ids);
      return {
        result: { deleted: ids },
        serviceIds: [params.serviceId],
        what: 'required documents',
        message: `${service.name}: removed ${ids.length} required document(s): ${rows.map((r) => r.document).join(', ')}`,
      };
    });
  }

  return {
    serviceAreas,
    requiredDocuments,
    eligibilities,
    contacts,
    phones,
    removeRequiredDocuments,
  };
}
export type PerServiceResources = ReturnType<typeof createPerServiceResources>;

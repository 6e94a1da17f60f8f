import { Readable } from 'node:stream';
import { HSDS_VERSION } from '@casework/contract';
import type { Db, DbOrTx } from '#src/db/client.ts';
import { hhmm } from '../directory-presenters.ts';
import { derivedId } from './hsds-ids.ts';
import { CASEWORK_TAXONOMY, ELIGIBILITIES_EXTENSION } from './hsds-schema.ts';
import { createHsdsRepository, type DirectoryRows } from './hsds.repository.ts';

/**
 * The directory as HSDS 3.x compiled services (docs/decisions/012-service-directory-hsds.md): each service with its
 * organization, program, category attribute, phones, schedules, locations (addresses and hours), contacts,
 * required documents, service areas and eligibility. Empty fields are left out; ids are ours, so an export
 * imports back as the same directory.
 */

type Rows = DirectoryRows;
type Row<K extends keyof Rows> = Rows[K][number];
type Json = Record<string, unknown>;

/** The object without its null and undefined fields (HSDS types are strings and numbers, not null). */
function present(object: Json): Json {
  return Object.fromEntries(Object.entries(object).filter(([, v]) => v !== null && v !== undefined));
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    if (k === null) continue;
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

function schedule(s: Row<'schedules'>, servicesAtLocationId?: string): Json {
  return present({
    id: s.id,
    service_id: s.serviceId,
    location_id: s.locationId,
    service_at_location_id: servicesAtLocationId,
    valid_from: s.validFrom,
    valid_to: s.validTo,
    freq: 'WEEKLY',
    byday: s.byDay.join(','),
    opens_at: hhmm(s.opensAt),
    closes_at: hhmm(s.closesAt),
    description: s.description,
  });
}

function phone(p: Row<'phones'>, servicesAtLocationId?: string): Json {
  return present({
    id: p.id,
    service_id: p.serviceId,
    location_id: p.locationId,
    service_at_location_id: servicesAtLocationId,
    number: p.number,
    extension: p.extension,
    type: p.type,
    description: p.description,
    languages: p.languages.map((name, i) => ({
      id: derivedId('language', p.id, String(i)),
      phone_id: p.id,
      name,
    })),
  });
}

function address(a: Row<'addresses'>): Json {
  return present({
    id: a.id,
    location_id: a.locationId,
    attention: a.attention,
    address_1: a.address1,
    address_2: a.address2,
    city: a.city,
    region: a.region,
    state_province: a.stateProvince,
    postal_code: a.postalCode,
    country: a.country,
    address_type: a.kind,
  });
}

/** HSDS's single eligibility text and age range, summarising our rows (the rows themselves go in the extension). */
function standardEligibility(rows: readonly Row<'eligibilities'>[]): Json {
  if (rows.length === 0) return {};
  const mins = rows.map((r) => r.minimumAge);
  const maxes = rows.map((r) => r.maximumAge);
  return {
    eligibility_description: rows.map((r) => r.description).join('; '),
    minimum_age: mins.every((m) => m !== null) ? Math.min(...(mins as number[])) : null,
    maximum_age: maxes.every((m) => m !== null) ? Math.max(...(maxes as number[])) : null,
  };
}

/** Builds compiled services from the directory's rows. */
function createCompiler(rows: Rows) {
  const departments = new Map(rows.departments.map((d) => [d.id, d]));
  const programs = new Map(rows.programs.map((p) => [p.id, p]));
  const categories = new Map(rows.categories.map((c) => [c.id, c]));
  const locations = new Map(rows.locations.map((l) => [l.id, l]));
  const addressesOf = groupBy(rows.addresses, (a) => a.locationId);
  const locationHours = groupBy(rows.schedules, (s) => (s.serviceId === null ? s.locationId : null));
  const schedulesOf = groupBy(rows.schedules, (s) => s.serviceId);
  const phonesOf = groupBy(rows.phones, (p) => p.serviceId);
  const placesOf = groupBy(rows.servicesAtLocations, (p) => p.serviceId);
  const contactsOf = groupBy(rows.contacts, (c) => c.serviceId);
  const eligibilitiesOf = groupBy(rows.eligibilities, (e) => e.serviceId);
  const documentsOf = groupBy(rows.requiredDocuments, (d) => d.serviceId);
  const areasOf = groupBy(rows.areas, (a) => a.serviceId);
  const locationCache = new Map<string, Json>();

  function location(id: string): Json | undefined {
    const cached = locationCache.get(id);
    if (cached) return cached;
    const l = locations.get(id);
    if (!l) return undefined;
    const addresses = addressesOf.get(id) ?? [];
    const built = present({
      id: l.id,
      location_type:
        addresses.some((a) => a.kind === 'physical') || addresses.length === 0 ? 'physical' : 'postal',
      name: l.name,
      alternate_name: l.alternateName,
      description: l.description,
      transportation: l.transportation,
      latitude: l.latitude,
      longitude: l.longitude,
      addresses: addresses.map(address),
      schedules: (locationHours.get(id) ?? []).map((s) => schedule(s)),
    });
    locationCache.set(id, built);
    return built;
  }

  function organization(id: string | null): Json | undefined {
    const d = id === null ? undefined : departments.get(id);
    return (
      d &&
      present({ id: d.id, name: d.name, description: d.description ?? '', email: d.email, website: d.url })
    );
  }

  function program(id: string | null): Json | undefined {
    const p = id === null ? undefined : programs.get(id);
    return (
      p &&
      present({ id: p.id, organization_id: p.departmentId, name: p.name, description: p.description ?? '' })
    );
  }

  function categoryAttribute(s: Row<'services'>): Json[] {
    const c = categories.get(s.categoryId);
    if (!c) return [];
    return [
      {
        id: derivedId('category-attribute', s.id),
        link_id: s.id,
        link_type: 'category',
        link_entity: 'service',
        taxonomy_term_id: c.id,
        taxonomy_term: {
          id: c.id,
          name: c.name,
          description: c.description ?? '',
          taxonomy: CASEWORK_TAXONOMY,
        },
      },
    ];
  }

  return function compile(s: Row<'services'>): Json {
    const phones = phonesOf.get(s.id) ?? [];
    const schedules = schedulesOf.get(s.id) ?? [];
    const places = placesOf.get(s.id) ?? [];
    const placed = new Set(places.map((p) => p.locationId));
    const atService = <T extends { locationId: string | null }>(r: T) =>
      r.locationId === null || !placed.has(r.locationId);
    const eligibilities = eligibilitiesOf.get(s.id) ?? [];
    return present({
      id: s.id,
      organization_id: s.departmentId,
      program_id: s.programId,
      name: s.name,
      alternate_name: s.alternateName,
      description: s.description,
      url: s.url,
      email: s.email,
      status: s.status,
      interpretation_services: s.interpretationServices,
      application_process: s.applicationProcess,
      fees_description: s.feesDescription,
      ...standardEligibility(eligibilities),
      organization: organization(s.departmentId),
      program: program(s.programId),
      phones: phones.filter(atService).map((p) => phone(p)),
      schedules: schedules.filter(atService).map((x) => schedule(x)),
      service_areas: (areasOf.get(s.id) ?? []).map((a) =>
        present({ id: a.id, service_id: a.serviceId, name: a.name, description: a.description }),
      ),
      service_at_locations: places.map((p) =>
        present({
          id: p.id,
          service_id: p.serviceId,
          location_id: p.locationId,
          description: p.description,
          phones: phones.filter((x) => x.locationId === p.locationId).map((x) => phone(x, p.id)),
          schedules: schedules.filter((x) => x.locationId === p.locationId).map((x) => schedule(x, p.id)),
          location: location(p.locationId),
        }),
      ),
      contacts: (contactsOf.get(s.id) ?? []).map((c) =>
        present({
          id: c.id,
          service_id: c.serviceId,
          name: c.name,
          title: c.title,
          department: c.department,
          email: c.email,
          phones: c.phone
            ? [{ id: derivedId('contact-phone', c.id), contact_id: c.id, number: c.phone }]
            : [],
        }),
      ),
      required_documents: (documentsOf.get(s.id) ?? []).map((d) =>
        present({ id: d.id, service_id: d.serviceId, document: d.document, uri: d.uri }),
      ),
      attributes: categoryAttribute(s),
      [ELIGIBILITIES_EXTENSION]: eligibilities.map((e) =>
        present({
          id: e.id,
          description: e.description,
          minimum_age: e.minimumAge,
          maximum_age: e.maximumAge,
        }),
      ),
    });
  };
}

/** Every service of the directory as an HSDS compiled service, ordered by name then id. */
export async function compiledServices(db: DbOrTx): Promise<{ count: number; services: Iterable<Json> }> {
  const rows = await createHsdsRepository(db).readDirectory();
  const compile = createCompiler(rows);
  function* services(): Generator<Json> {
    for (const s of rows.services) yield compile(s);
  }
  return { count: rows.services.length, services: services() };
}

const CHUNK_CHARACTERS = 64 * 1024;

/** Joins many small strings into chunks of about 64 kB, so the response is written in few large writes. */
function* chunks(parts: Iterable<string>): Generator<string> {
  let buffer = '';
  for (const part of parts) {
    buffer += part;
    if (buffer.length >= CHUNK_CHARACTERS) {
      yield buffer;
      buffer = '';
    }
  }
  if (buffer) yield buffer;
}

function* jsonParts(services: Iterable<Json>, exportedAt: string): Generator<string> {
  yield `{"hsds_version":${JSON.stringify(HSDS_VERSION)},"exported_at":${JSON.stringify(exportedAt)},"services":[`;
  let first = true;
  for (const service of services) {
    yield `${first ? '' : ','}${JSON.stringify(service)}`;
    first = false;
  }
  yield ']}';
}

function* ndjsonParts(services: Iterable<Json>): Generator<string> {
  for (const service of services) yield `${JSON.stringify(service)}\n`;
}

/**
 * GET /services/hsds: the directory as one JSON document `{ hsds_version, exported_at, services }` or as ndjson
 * (one compiled service per line). The rows are read before the answer starts, so a database failure is still
 * answered as problem details; the text is then streamed in chunks.
 */
export async function exportHsds(db: Db, format: 'json' | 'ndjson'): Promise<Readable> {
  // One snapshot of every table, so a write during the export cannot leave a sub-resource without its service.
  const { services } = await db.transaction((tx) => compiledServices(tx), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
  const parts = format === 'json' ? jsonParts(services, new Date().toISOString()) : ndjsonParts(services);
  return Readable.from(chunks(parts), { objectMode: false });
}

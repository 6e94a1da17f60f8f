import { OTHER_CATEGORY_ID } from '#src/db/schema/index.ts';
import type { HsdsProblems, HsdsRecord } from './hsds-read.ts';
import {
  CASEWORK_TAXONOMY,
  type HsdsLocation,
  type HsdsOrganization,
  type HsdsProgram,
  type HsdsService,
  type HsdsServiceAtLocation,
  type HsdsTaxonomyTerm,
} from './hsds-schema.ts';

/** A record of the file and where it first appears. */
export interface Located<T> {
  at: string;
  value: T;
}

export interface HsdsServiceEntry {
  at: string;
  service: HsdsService;
  /** The organization (department) and program ids as the file gives them. */
  organizationId: string | null;
  programId: string | null;
  /** The taxonomy term chosen as the service's category (null: "Other"). */
  categoryTermId: string | null;
  locations: { at: string; locationId: string; sal: HsdsServiceAtLocation }[];
}

/**
 * A validated data set: its services, and the records they share (organizations, programs, locations, taxonomy
 * terms) once each, by id. `references` are ids the file names without giving the record; they must already be
 * in the directory.
 */
export interface HsdsDataSet {
  services: HsdsServiceEntry[];
  organizations: Map<string, Located<HsdsOrganization>>;
  programs: Map<string, Located<HsdsProgram>>;
  locations: Map<string, Located<HsdsLocation>>;
  terms: Map<string, Located<HsdsTaxonomyTerm>>;
  references: {
    organizations: Map<string, string>;
    programs: Map<string, string>;
    locations: Map<string, string>;
  };
}

/** Ids of records that belong to one parent (a service's phone, a location's address): each id once per file. */
class OwnedIds {
  private readonly seen = new Map<string, Map<string, string>>();
  constructor(private readonly problems: HsdsProblems) {}

  claim(kind: string, records: readonly { id: string }[], at: string): void {
    let ids = this.seen.get(kind);
    if (!ids) this.seen.set(kind, (ids = new Map()));
    records.forEach((record, i) => {
      const first = ids.get(record.id);
      if (first === undefined) ids.set(record.id, `${at}[${i}]`);
      else
        this.problems.add(
          `${at}[${i}].id`,
          `This id is also the id of the ${kind} at ${first}; give each ${kind} its own id`,
        );
    });
  }
}

/** Whether `value` is the first time the file gives this shared record; a repeat must read the same. */
function share<T extends { id: string }>(
  map: Map<string, Located<T>>,
  kind: string,
  at: string,
  value: T,
  problems: HsdsProblems,
): boolean {
  const seen = map.get(value.id);
  if (!seen) {
    map.set(value.id, { at, value });
    return true;
  }
  if (JSON.stringify(seen.value) !== JSON.stringify(value))
    problems.add(
      at,
      `This ${kind} (id ${value.id}) reads differently at ${seen.at}; a record that several services share must read the same everywhere in the file`,
    );
  return false;
}

const isCaseworkTerm = (t: HsdsTaxonomyTerm) =>
  t.taxonomy === CASEWORK_TAXONOMY || t.taxonomy_detail?.name === CASEWORK_TAXONOMY;

/** The category attribute: a term of "casework-categories" first, else the first term given, else a bare term id. */
function categoryAttribute(
  service: HsdsService,
): { index: number; termId: string; term: HsdsTaxonomyTerm | null } | null {
  const attributes = service.attributes;
  let index = attributes.findIndex((a) => a.taxonomy_term !== null && isCaseworkTerm(a.taxonomy_term));
  if (index < 0) index = attributes.findIndex((a) => a.taxonomy_term !== null);
  if (index < 0) index = attributes.findIndex((a) => a.taxonomy_term_id !== null);
  const chosen = attributes[index];
  if (!chosen) return null;
  return { index, termId: chosen.taxonomy_term?.id ?? chosen.taxonomy_term_id!, term: chosen.taxonomy_term };
}

/** Builds the data set from the validated records, checking what spans records (ids, shared records, names). */
export function collectDataSet(records: readonly HsdsRecord[], problems: HsdsProblems): HsdsDataSet {
  const set: HsdsDataSet = {
    services: [],
    organizations: new Map(),
    programs: new Map(),
    locations: new Map(),
    terms: new Map(),
    references: { organizations: new Map(), programs: new Map(), locations: new Map() },
  };
  const owned = new OwnedIds(problems);
  owned.claim(
    'service',
    records.map((r) => r.service),
    'services',
  );
  for (const { at, service } of records) set.services.push(collectService(set, owned, at, service, problems));
  checkOrganizationNames(set, problems);
  checkTerms(set, problems);
  for (const [kind, map] of [
    ['organizations', set.organizations],
    ['programs', set.programs],
    ['locations', set.locations],
  ] as const)
    for (const id of map.keys()) set.references[kind].delete(id);
  return set;
}

function collectService(
  set: HsdsDataSet,
  owned: OwnedIds,
  at: string,
  s: HsdsService,
  problems: HsdsProblems,
): HsdsServiceEntry {
  const organizationId = sharedOrReference(
    set,
    'organizations',
    at,
    'organization',
    s.organization,
    s.organization_id,
    problems,
  );
  const programId = sharedOrReference(set, 'programs', at, 'program', s.program, s.program_id, problems);
  if (s.program?.organization_id && !set.organizations.has(s.program.organization_id))
    set.references.organizations.set(s.program.organization_id, `${at}.program.organization_id`);
  owned.claim('phone', s.phones, `${at}.phones`);
  owned.claim('schedule', s.schedules, `${at}.schedules`);
  owned.claim('service area', s.service_areas, `${at}.service_areas`);
  owned.claim('contact', s.contacts, `${at}.contacts`);
  owned.claim('required document', s.required_documents, `${at}.required_documents`);
  owned.claim('eligibility', s.x_casework_eligibilities ?? [], `${at}.x_casework_eligibilities`);
  owned.claim('service-at-location', s.service_at_locations, `${at}.service_at_locations`);
  const locations: HsdsServiceEntry['locations'] = [];
  s.service_at_locations.forEach((sal, i) => {
    const salAt = `${at}.service_at_locations[${i}]`;
    owned.claim('phone', sal.phones, `${salAt}.phones`);
    owned.claim('schedule', sal.schedules, `${salAt}.schedules`);
    const locationId = salLocation(set, owned, salAt, sal, problems);
    if (locationId === null) return;
    const twin = locations.find((l) => l.locationId === locationId);
    if (twin)
      problems.add(
        `${salAt}.location_id`,
        `The service is already at this location (${twin.at}); name each location once`,
      );
    else locations.push({ at: salAt, locationId, sal });
  });
  const category = categoryAttribute(s);
  if (category?.term)
    share(
      set.terms,
      'taxonomy term',
      `${at}.attributes[${category.index}].taxonomy_term`,
      category.term,
      problems,
    );
  return { at, service: s, organizationId, programId, categoryTermId: category?.termId ?? null, locations };
}

/** The id of an organization or program given whole (registered) or by id only (a reference). */
function sharedOrReference<T extends { id: string }>(
  set: HsdsDataSet,
  kind: 'organizations' | 'programs',
  at: string,
  field: 'organization' | 'program',
  record: T | null,
  id: string | null,
  problems: HsdsProblems,
): string | null {
  if (record) {
    if (id !== null && id !== record.id)
      problems.add(`${at}.${field}_id`, `Does not match ${field}.id (${record.id})`);
    share(set[kind] as unknown as Map<string, Located<T>>, field, `${at}.${field}`, record, problems);
    return record.id;
  }
  if (id !== null && !set.references[kind].has(id)) set.references[kind].set(id, `${at}.${field}_id`);
  return id;
}

/** The location of a service-at-location: given whole, or by the id of one given elsewhere or already stored. */
function salLocation(
  set: HsdsDataSet,
  owned: OwnedIds,
  at: string,
  sal: HsdsServiceAtLocation,
  problems: HsdsProblems,
): string | null {
  const location = sal.location;
  if (!location) {
    if (sal.location_id === null) {
      problems.add(`${at}.location`, 'Give the location (location), or the id of a location (location_id)');
      return null;
    }
    if (!set.references.locations.has(sal.location_id))
      set.references.locations.set(sal.location_id, `${at}.location_id`);
    return sal.location_id;
  }
  if (sal.location_id !== null && sal.location_id !== location.id)
    problems.add(`${at}.location_id`, `Does not match location.id (${location.id})`);
  if (share(set.locations, 'location', `${at}.location`, location, problems)) {
    owned.claim('address', location.addresses, `${at}.location.addresses`);
    owned.claim('schedule', location.schedules, `${at}.location.schedules`);
  }
  return location.id;
}

/** Two organizations may not share a name (departments are unique by name, whatever the case). */
function checkOrganizationNames(set: HsdsDataSet, problems: HsdsProblems): void {
  const byName = new Map<string, Located<HsdsOrganization>>();
  for (const org of set.organizations.values()) {
    const name = org.value.name.toLowerCase();
    const first = byName.get(name);
    if (!first) byName.set(name, org);
    else
      problems.add(
        `${org.at}.name`,
        `The organization at ${first.at} (id ${first.value.id}) has the same name; give each organization its own name`,
      );
  }
}

/** The category "Other" keeps its id and name. */
function checkTerms(set: HsdsDataSet, problems: HsdsProblems): void {
  for (const term of set.terms.values())
    if (term.value.id === OTHER_CATEGORY_ID && term.value.name.toLowerCase() !== 'other')
      problems.add(
        `${term.at}.id`,
        'This id belongs to the category "Other"; name the term "Other" or give it another id',
      );
}

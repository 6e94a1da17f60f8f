import type { HsdsDataSet, HsdsServiceEntry } from './hsds-data-set.ts';
import { derivedId } from './hsds-ids.ts';
import type { HsdsRow, HsdsTableName } from './hsds.repository.ts';
import type { HsdsPhone, HsdsSchedule, HsdsService } from './hsds-schema.ts';

/** How the file's records land on our rows: department ids (organizations matched by name) and categories. */
export interface RowMapping {
  /** File organization id → department id (an organization may match a department of the same name). */
  departmentOf(organizationId: string | null): string | null;
  /** The category of a service. */
  categoryOf(entry: HsdsServiceEntry): string;
  actorUserId: string | null;
}

export type HsdsRows = { [K in HsdsTableName]: HsdsRow<K>[] };

function scheduleRow(
  s: HsdsSchedule,
  serviceId: string | null,
  locationId: string | null,
): HsdsRow<'schedules'> {
  return {
    id: s.id,
    serviceId,
    locationId,
    byDay: s.byday,
    opensAt: s.opens_at,
    closesAt: s.closes_at,
    validFrom: s.valid_from,
    validTo: s.valid_to,
    description: s.description,
  };
}

function phoneRow(p: HsdsPhone, serviceId: string, locationId: string | null): HsdsRow<'phones'> {
  return {
    id: p.id,
    serviceId,
    locationId,
    number: p.number,
    extension: p.extension,
    type: p.type,
    description: p.description,
    languages: p.languages,
  };
}

/** "Ages 18 and over", "Ages up to 17", "Ages 5 to 12": the description of an eligibility given by ages only. */
function agesText(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `Ages ${min} to ${max}`;
  if (min !== null) return `Ages ${min} and over`;
  return `Ages up to ${max}`;
}

/** Our extension when present; otherwise one row from HSDS's standard eligibility fields (if any). */
function eligibilityRows(s: HsdsService): HsdsRow<'eligibilities'>[] {
  const extension = s.x_casework_eligibilities;
  if (extension)
    return extension.map((e) => ({
      id: e.id,
      serviceId: s.id,
      description: e.description,
      minimumAge: e.minimum_age,
      maximumAge: e.maximum_age,
    }));
  if (s.eligibility_description === null && s.minimum_age === null && s.maximum_age === null) return [];
  return [
    {
      id: derivedId('eligibility', s.id),
      serviceId: s.id,
      description: s.eligibility_description ?? agesText(s.minimum_age, s.maximum_age),
      minimumAge: s.minimum_age,
      maximumAge: s.maximum_age,
    },
  ];
}

function emptyRows(): HsdsRows {
  return {
    departments: [],
    programs: [],
    categories: [],
    locations: [],
    addresses: [],
    services: [],
    servicesAtLocations: [],
    schedules: [],
    phones: [],
    contacts: [],
    eligibilities: [],
    requiredDocuments: [],
    areas: [],
  };
}

/** Every row of a validated data set except categories (resolved against the directory by the importer). */
export function buildRows(set: HsdsDataSet, map: RowMapping): HsdsRows {
  const rows = emptyRows();
  for (const { value: o } of set.organizations.values()) {
    // An organization matched by name to a department of another id leaves that department as it is.
    if (map.departmentOf(o.id) !== o.id) continue;
    rows.departments.push({
      id: o.id,
      name: o.name,
      description: o.description,
      email: o.email,
      url: o.website,
    });
  }
  const programOrganization = new Map<string, string | null>();
  for (const entry of set.services)
    if (entry.programId && !programOrganization.has(entry.programId))
      programOrganization.set(entry.programId, entry.organizationId);
  for (const { value: p } of set.programs.values())
    rows.programs.push({
      id: p.id,
      name: p.name,
      description: p.description,
      departmentId: map.departmentOf(p.organization_id ?? programOrganization.get(p.id) ?? null),
    });
  for (const { value: l } of set.locations.values()) {
    rows.locations.push({
      id: l.id,
      name: l.name,
      alternateName: l.alternate_name,
      description: l.description,
      transportation: l.transportation,
      latitude: l.latitude,
      longitude: l.longitude,
    });
    for (const a of l.addresses)
      rows.addresses.push({
        id: a.id,
        locationId: l.id,
        kind: a.address_type,
        attention: a.attention,
        address1: a.address_1,
        address2: a.address_2,
        city: a.city,
        region: a.region,
        stateProvince: a.state_province,
        postalCode: a.postal_code,
        country: a.country,
      });
    for (const s of l.schedules) rows.schedules.push(scheduleRow(s, null, l.id));
  }
  for (const entry of set.services) addService(rows, entry, map);
  return rows;
}

function addService(rows: HsdsRows, entry: HsdsServiceEntry, map: RowMapping): void {
  const s = entry.service;
  rows.services.push({
    id: s.id,
    name: s.name,
    alternateName: s.alternate_name,
    description: s.description,
    url: s.url,
    email: s.email,
    status: s.status,
    feesDescription: s.fees_description,
    applicationProcess: s.application_process,
    interpretationServices: s.interpretation_services,
    categoryId: map.categoryOf(entry),
    departmentId: map.departmentOf(entry.organizationId),
    programId: entry.programId,
    createdByUserId: map.actorUserId,
    updatedByUserId: map.actorUserId,
  });
  for (const p of s.phones) rows.phones.push(phoneRow(p, s.id, null));
  for (const sch of s.schedules) rows.schedules.push(scheduleRow(sch, s.id, null));
  for (const { locationId, sal } of entry.locations) {
    rows.servicesAtLocations.push({ id: sal.id, serviceId: s.id, locationId, description: sal.description });
    for (const p of sal.phones) rows.phones.push(phoneRow(p, s.id, locationId));
    for (const sch of sal.schedules) rows.schedules.push(scheduleRow(sch, s.id, locationId));
  }
  for (const c of s.contacts)
    rows.contacts.push({
      id: c.id,
      serviceId: s.id,
      name: c.name,
      title: c.title,
      department: c.department,
      email: c.email,
      phone: c.phones,
    });
  rows.eligibilities.push(...eligibilityRows(s));
  for (const d of s.required_documents)
    rows.requiredDocuments.push({ id: d.id, serviceId: s.id, document: d.document, uri: d.uri });
  for (const a of s.service_areas)
    rows.areas.push({ id: a.id, serviceId: s.id, name: a.name, description: a.description });
}

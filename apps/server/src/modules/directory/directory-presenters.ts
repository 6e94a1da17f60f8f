import type {
  AddressView,
  ContactView,
  DepartmentView,
  EligibilityView,
  ProgramView,
  RequiredDocumentView,
  ScheduleView,
  ServiceAreaView,
  ServiceAtLocationView,
  ServicePhoneType,
  ServicePhoneView,
  WeekdayCode,
} from '@casework/contract';
import { scheduleDisplay } from '@casework/contract';
import type {
  serviceAddresses,
  serviceAreas,
  serviceContacts,
  serviceDepartments,
  serviceEligibilities,
  servicePhones,
  servicePrograms,
  serviceRequiredDocuments,
  serviceSchedules,
  servicesAtLocations,
} from '#src/db/schema/index.ts';

/** Rows of the directory tables as the API shows them (one mapping per entity, used by every route). */

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];
type NamedRef = { id: string; name: string } | null;

/** "09:00:00" (as databases return a time) → "09:00". */
export const hhmm = (time: string): string => time.slice(0, 5);

/** Displays already worded: a directory repeats a few sets of hours ("Mon-Fri - 8:00 AM to 5:00 PM") many times. */
const displays = new Map<string, string>();
const DISPLAYS_KEPT = 1000;

function displayOf(byDay: readonly string[], opensAt: string, closesAt: string): string {
  const key = `${byDay.join()} ${opensAt} ${closesAt}`;
  let display = displays.get(key);
  if (display === undefined) {
    display = scheduleDisplay({ byDay, opensAt, closesAt });
    if (displays.size >= DISPLAYS_KEPT) displays.clear();
    displays.set(key, display);
  }
  return display;
}

export function presentSchedule(row: Row<typeof serviceSchedules>): ScheduleView {
  const opensAt = hhmm(row.opensAt);
  const closesAt = hhmm(row.closesAt);
  return {
    id: row.id,
    serviceId: row.serviceId,
    locationId: row.locationId,
    byDay: row.byDay as WeekdayCode[],
    opensAt,
    closesAt,
    validFrom: row.validFrom,
    validTo: row.validTo,
    description: row.description,
    display: displayOf(row.byDay, opensAt, closesAt),
  };
}

export function presentAddress(row: Row<typeof serviceAddresses>): AddressView {
  return {
    id: row.id,
    locationId: row.locationId,
    attention: row.attention,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    region: row.region,
    stateProvince: row.stateProvince,
    postalCode: row.postalCode,
    country: row.country,
  };
}

/** One line for cards and map searches: "3600 San Jeronimo Dr, Anchorage, AK 99508". */
export function addressLine(a: {
  address1: string;
  address2?: string | null;
  city: string;
  stateProvince: string;
  postalCode: string;
}): string {
  return [a.address1, a.address2, a.city, `${a.stateProvince} ${a.postalCode}`].filter(Boolean).join(', ');
}

export function presentPhone(row: Row<typeof servicePhones>): ServicePhoneView {
  return {
    id: row.id,
    serviceId: row.serviceId,
    locationId: row.locationId,
    number: row.number,
    extension: row.extension,
    type: row.type as ServicePhoneType,
    description: row.description,
    languages: row.languages,
  };
}

export function presentContact(row: Row<typeof serviceContacts>): ContactView {
  return {
    id: row.id,
    serviceId: row.serviceId,
    name: row.name,
    title: row.title,
    department: row.department,
    email: row.email,
    phone: row.phone,
  };
}

export function presentEligibility(row: Row<typeof serviceEligibilities>): EligibilityView {
  return {
    id: row.id,
    serviceId: row.serviceId,
    description: row.description,
    minimumAge: row.minimumAge,
    maximumAge: row.maximumAge,
  };
}

export function presentRequiredDocument(row: Row<typeof serviceRequiredDocuments>): RequiredDocumentView {
  return { id: row.id, serviceId: row.serviceId, document: row.document, uri: row.uri };
}

export function presentServiceArea(row: Row<typeof serviceAreas>): ServiceAreaView {
  return { id: row.id, serviceId: row.serviceId, name: row.name, description: row.description };
}

export function presentServiceAtLocation(row: Row<typeof servicesAtLocations>): ServiceAtLocationView {
  return {
    id: row.id,
    serviceId: row.serviceId,
    locationId: row.locationId,
    description: row.description,
  };
}

export function presentDepartment(row: Row<typeof serviceDepartments>, team: NamedRef): DepartmentView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    email: row.email,
    url: row.url,
    team,
  };
}

export function presentProgram(row: Row<typeof servicePrograms>, department: NamedRef): ProgramView {
  return { id: row.id, name: row.name, description: row.description, department };
}

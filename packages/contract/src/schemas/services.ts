import { z } from 'zod';
import { EMAIL_MESSAGE, isValidEmail } from '../rules/email.ts';
import { phoneDigits } from '../rules/phone.ts';
import { US_STATE_MESSAGE, isUsStateCode } from '../rules/us-states.ts';
import { PageQuery, QueryBoolean, Uuid, pageOf, trimmedText } from './common.ts';
import { ParticipantIdCode } from './participants.ts';

/**
 * The service directory (issue 7), modelled on Open Referral HSDS 3.x: service, location, service-at-location,
 * phone, physical/postal address, schedule, service area, required document, program, contact and taxonomy terms
 * (our categories), plus SPEC's department (HSDS organization) and eligibility extensions.
 */

export const SERVICE_STATUSES = ['active', 'inactive', 'defunct', 'temporarily closed'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];
export const SERVICE_STATUS_LABELS: Record<ServiceStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  defunct: 'Defunct',
  'temporarily closed': 'Temporarily closed',
};

/** HSDS 3 phone types. */
export const SERVICE_PHONE_TYPES = ['voice', 'text', 'fax', 'cell', 'video', 'pager', 'textphone'] as const;
export type ServicePhoneType = (typeof SERVICE_PHONE_TYPES)[number];

/** iCalendar BYDAY codes, Monday first (HSDS schedules use RFC 5545 recurrence). */
export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

/** Page size for the service finder when `take` is not given. */
export const SERVICE_PAGE_SIZE = 20;
/** Most documents one DELETE of required documents may name. */
export const REQUIRED_DOCUMENT_IDS_MAX = 100;

const NAME_MAX = 200;
/** Longest free text of a directory field (descriptions, processes, schedule notes). */
export const DIRECTORY_TEXT_MAX = 4000;
const TEXT_MAX = DIRECTORY_TEXT_MAX;
const SHORT_MAX = 200;

/** A value that may be left out or null; both read as null. */
export const orNull = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? null);

/** Trimmed text that may be left out, null or empty; all three read as null. */
const blankAsNull = (text: z.ZodString) =>
  text.nullish().transform((v) => (v == null || v === '' ? null : v));

/** Optional free text: trimmed, empty becomes null. */
export const optionalText = (max: number) =>
  blankAsNull(z.string().trim().max(max, `Must be at most ${max} characters`));

/** Optional web address (http or https): trimmed, empty becomes null. */
export const optionalUrl = blankAsNull(z.string().trim().max(2000)).refine(
  (v) => v === null || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v),
  { message: 'Give a web address starting with http:// or https://' },
);

/**
 * Optional e-mail address of a request body: trimmed, empty becomes null, otherwise SPEC §5's e-mail rule (the one
 * participant and staff addresses follow). Views keep plain strings, so rows stored before the rule still read.
 */
export const optionalEmail = blankAsNull(z.string().trim().max(320)).refine(
  (v) => v === null || isValidEmail(v),
  { message: EMAIL_MESSAGE },
);

const OptionalUuid = orNull(Uuid);
const Age = orNull(z.number().int().min(0).max(130));

/** "HH:MM" on a 24-hour clock. */
export const TimeOfDay = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Give a time as HH:MM on a 24-hour clock, e.g. 09:00 or 17:30');

const IsoDate = z.iso
  .date('Give a date as YYYY-MM-DD')
  .refine((v) => v >= '1900-01-01' && v <= '2199-12-31', { message: 'Give a date between 1900 and 2199' });

const Ref = z.object({ id: Uuid, name: z.string() });

// ---------------------------------------------------------------- categories (HSDS taxonomy terms)

export const ServiceCategoryView = z
  .object({
    id: Uuid,
    name: z.string(),
    description: z.string().nullable(),
    isOther: z.boolean().describe('The category "Other", which always exists and cannot be deleted'),
    serviceCount: z.number().int().min(0),
  })
  .meta({ id: 'ServiceCategory' });
export type ServiceCategoryView = z.infer<typeof ServiceCategoryView>;
export const ServiceCategoryBody = z.strictObject({
  name: trimmedText(80, "Enter the category's name"),
  description: optionalText(TEXT_MAX),
});
export type ServiceCategoryBody = z.input<typeof ServiceCategoryBody>;
export const ListServiceCategoriesQuery = z.object({
  isFromServices: QueryBoolean.optional().describe('true: only categories that at least one service uses'),
});
export const ListServiceCategoriesResponse = pageOf(ServiceCategoryView);
export const DeletedServiceCategoryResult = z.object({
  id: Uuid,
  movedToOther: z.number().int().min(0).describe('Services moved to the category "Other"'),
});

// ---------------------------------------------------------------- departments (HSDS organizations) and programs

export const DepartmentView = z
  .object({
    id: Uuid,
    name: z.string(),
    description: z.string().nullable(),
    email: z.string().nullable(),
    url: z.string().nullable(),
    team: Ref.nullable().describe('The team that answers messages about this department’s services'),
  })
  .meta({ id: 'ServiceDepartment' });
export type DepartmentView = z.infer<typeof DepartmentView>;
export const DepartmentBody = z.strictObject({
  name: trimmedText(NAME_MAX, "Enter the department's name"),
  description: optionalText(TEXT_MAX),
  email: optionalEmail,
  url: optionalUrl,
  teamId: OptionalUuid,
});
export type DepartmentBody = z.input<typeof DepartmentBody>;

export const ProgramView = z
  .object({
    id: Uuid,
    name: z.string(),
    description: z.string().nullable(),
    department: Ref.nullable(),
  })
  .meta({ id: 'ServiceProgram' });
export type ProgramView = z.infer<typeof ProgramView>;
export const ProgramBody = z.strictObject({
  name: trimmedText(NAME_MAX, "Enter the program's name"),
  description: optionalText(TEXT_MAX),
  departmentId: OptionalUuid,
});
export type ProgramBody = z.input<typeof ProgramBody>;

// ---------------------------------------------------------------- locations and addresses

export const AddressView = z
  .object({
    id: Uuid,
    locationId: Uuid,
    attention: z.string().nullable(),
    address1: z.string(),
    address2: z.string().nullable(),
    city: z.string(),
    region: z.string().nullable(),
    stateProvince: z.string(),
    postalCode: z.string(),
    country: z.string().describe('ISO 3166-1 alpha-2, e.g. US'),
  })
  .meta({ id: 'ServiceAddress' });
export type AddressView = z.infer<typeof AddressView>;
/** Countries and territories whose post uses US ZIP codes (USPS). */
export const ZIP_CODE_COUNTRIES: readonly string[] = ['US', 'PR', 'VI', 'GU', 'AS', 'MP'];
const ZIP_CODE = /^\d{5}(-\d{4})?$/;
const POSTAL_CODE = /^[A-Za-z0-9 -]{3,10}$/;
export const ZIP_CODE_MESSAGE = 'Give a ZIP code of 5 digits, such as 99501, or ZIP+4, such as 99501-1234';
export const POSTAL_CODE_MESSAGE = 'Give a postal code of 3 to 10 letters, digits, spaces or dashes';

/**
 * What is wrong with a postal code for an address in `country` (ISO 3166-1 alpha-2), or null: a US address needs a
 * ZIP code ("99501" or "99501-1234"); elsewhere any 3 to 10 letters, digits, spaces or dashes will do.
 */
export function postalCodeProblem(postalCode: string, country: string): string | null {
  if (ZIP_CODE_COUNTRIES.includes(country.trim().toUpperCase()))
    return ZIP_CODE.test(postalCode) ? null : ZIP_CODE_MESSAGE;
  return POSTAL_CODE.test(postalCode) ? null : POSTAL_CODE_MESSAGE;
}

/**
 * What is wrong with the state of an address in `country`, or null: where the post uses ZIP codes (the US and its
 * territories) it is the two-letter code of a US state or territory, such as AK ("Alaska" or "AKAlaska" is refused);
 * elsewhere any province or region will do. An empty state is refused at the field itself.
 */
export function usStateProblem(stateProvince: string, country: string): string | null {
  if (stateProvince.trim() === '' || !ZIP_CODE_COUNTRIES.includes(country.trim().toUpperCase())) return null;
  return isUsStateCode(stateProvince.trim()) ? null : US_STATE_MESSAGE;
}

export const AddressBody = z
  .strictObject({
    attention: optionalText(SHORT_MAX),
    address1: trimmedText(SHORT_MAX, 'Enter the street address'),
    address2: optionalText(SHORT_MAX),
    city: trimmedText(100, 'Enter the city or village'),
    region: optionalText(100),
    stateProvince: trimmedText(100, 'Enter the state').describe(
      'A US address: the two-letter code of the state or territory, e.g. AK; elsewhere the province or region',
    ),
    postalCode: z
      .string()
      .trim()
      .describe(
        'A US address: a ZIP code, 5 digits or ZIP+4 "12345-6789"; elsewhere 3 to 10 letters or digits',
      ),
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'Give a two-letter country code such as US')
      .default('US')
      .transform((v) => v.toUpperCase()),
  })
  // The formats depend on the country, so they are checked once all are read; each message names its field.
  .superRefine((address, ctx) => {
    const problem = postalCodeProblem(address.postalCode, address.country);
    if (problem) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: problem });
    const state = usStateProblem(address.stateProvince, address.country);
    if (state) ctx.addIssue({ code: 'custom', path: ['stateProvince'], message: state });
  });
export type AddressBody = z.input<typeof AddressBody>;

const LocationFields = {
  name: trimmedText(NAME_MAX, "Enter the location's name"),
  alternateName: optionalText(NAME_MAX),
  description: optionalText(TEXT_MAX),
  transportation: optionalText(TEXT_MAX),
  latitude: orNull(z.number().min(-90).max(90)),
  longitude: orNull(z.number().min(-180).max(180)),
};
export const LocationBody = z.strictObject(LocationFields);
export type LocationBody = z.input<typeof LocationBody>;

export const LocationView = z
  .object({
    id: Uuid,
    name: z.string(),
    alternateName: z.string().nullable(),
    description: z.string().nullable(),
    transportation: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    physicalAddresses: z.array(AddressView),
    postalAddresses: z.array(AddressView),
  })
  .meta({ id: 'ServiceLocation' });
export type LocationView = z.infer<typeof LocationView>;
export const ListLocationsQuery = PageQuery.extend({
  term: z.string().trim().max(200).optional().describe('Matches the name, address or city'),
});

// ---------------------------------------------------------------- services at locations

export const ServiceAtLocationView = z
  .object({
    id: Uuid,
    serviceId: Uuid,
    locationId: Uuid,
    description: z.string().nullable(),
  })
  .meta({ id: 'ServiceAtLocation' });
export type ServiceAtLocationView = z.infer<typeof ServiceAtLocationView>;
export const ServiceAtLocationBody = z.strictObject({
  serviceId: Uuid,
  locationId: Uuid,
  description: optionalText(TEXT_MAX),
});
export type ServiceAtLocationBody = z.input<typeof ServiceAtLocationBody>;
export const ListServicesAtLocationsQuery = PageQuery.extend({
  serviceId: Uuid.optional(),
  locationId: Uuid.optional(),
});

// ---------------------------------------------------------------- schedules

export const ScheduleView = z
  .object({
    id: Uuid,
    serviceId: Uuid.nullable(),
    locationId: Uuid.nullable(),
    byDay: z.array(z.enum(WEEKDAY_CODES)).describe('RFC 5545 BYDAY codes, Monday first'),
    opensAt: z.string().describe('HH:MM, organisation time zone'),
    closesAt: z
      .string()
      .describe(
        'HH:MM, organisation time zone; at or before opensAt it is on the next day (overnight hours)',
      ),
    validFrom: z.string().nullable(),
    validTo: z.string().nullable(),
    description: z.string().nullable(),
    display: z
      .string()
      .describe(
        'SPEC §3: "[byDay] - [opensAt] to [closesAt]", e.g. "Mon-Fri - 9:00 AM to 5:00 PM", ' +
          '"Fri, Sat - 8:00 PM to 2:00 AM (next day)" or "Every day - Open 24 hours"',
      ),
  })
  .meta({ id: 'ServiceSchedule' });
export type ScheduleView = z.infer<typeof ScheduleView>;
export const ScheduleBody = z
  .strictObject({
    serviceId: OptionalUuid,
    locationId: OptionalUuid,
    byDay: z
      .array(z.enum(WEEKDAY_CODES))
      .min(1, 'Choose at least one day')
      .refine((days) => new Set(days).size === days.length, { message: 'Name each day once' }),
    opensAt: TimeOfDay,
    closesAt: TimeOfDay.describe(
      'At or before opensAt: closes on the next day (20:00 to 02:00 is 8 PM to 2 AM; the same time twice is 24 hours)',
    ),
    validFrom: orNull(IsoDate),
    validTo: orNull(IsoDate),
    description: optionalText(TEXT_MAX),
  })
  .refine((s) => s.serviceId !== null || s.locationId !== null, {
    message: 'Give the service, the location, or both, that this schedule is for',
    path: ['serviceId'],
  })
  .refine((s) => s.validFrom === null || s.validTo === null || s.validFrom <= s.validTo, {
    message: 'The end date must not be before the start date',
    path: ['validTo'],
  });
export type ScheduleBody = z.input<typeof ScheduleBody>;
export const ListSchedulesQuery = PageQuery.extend({
  locationId: Uuid.optional(),
  serviceId: Uuid.optional(),
});

// ---------------------------------------------------------------- per-service sub-resources

export const ServiceAreaView = z
  .object({ id: Uuid, serviceId: Uuid, name: z.string(), description: z.string().nullable() })
  .meta({ id: 'ServiceArea' });
export type ServiceAreaView = z.infer<typeof ServiceAreaView>;
export const ServiceAreaBody = z.strictObject({
  name: trimmedText(NAME_MAX, 'Enter the area served'),
  description: optionalText(TEXT_MAX),
});
export type ServiceAreaBody = z.input<typeof ServiceAreaBody>;

export const RequiredDocumentView = z
  .object({ id: Uuid, serviceId: Uuid, document: z.string(), uri: z.string().nullable() })
  .meta({ id: 'RequiredDocument' });
export type RequiredDocumentView = z.infer<typeof RequiredDocumentView>;
export const RequiredDocumentBody = z.strictObject({
  document: trimmedText(NAME_MAX, 'Enter the name of the document'),
  uri: optionalUrl,
});
export type RequiredDocumentBody = z.input<typeof RequiredDocumentBody>;
/** DELETE /services/{serviceId}/required-documents */
export const DeleteRequiredDocumentsBody = z.strictObject({
  ids: z
    .array(Uuid)
    .min(1, 'Name at least one document')
    .max(REQUIRED_DOCUMENT_IDS_MAX, `Name at most ${REQUIRED_DOCUMENT_IDS_MAX} documents`),
});
export const DeletedIdsResult = z.object({ deleted: z.array(Uuid) });

export const EligibilityView = z
  .object({
    id: Uuid,
    serviceId: Uuid,
    description: z.string(),
    minimumAge: z.number().int().nullable(),
    maximumAge: z.number().int().nullable(),
  })
  .meta({ id: 'ServiceEligibility' });
export type EligibilityView = z.infer<typeof EligibilityView>;
export const EligibilityBody = z
  .strictObject({
    description: trimmedText(TEXT_MAX, 'Describe who is eligible'),
    minimumAge: Age,
    maximumAge: Age,
  })
  .refine((e) => e.minimumAge === null || e.maximumAge === null || e.minimumAge <= e.maximumAge, {
    message: 'The maximum age must not be below the minimum age',
    path: ['maximumAge'],
  });
export type EligibilityBody = z.input<typeof EligibilityBody>;

export const ContactView = z
  .object({
    id: Uuid,
    serviceId: Uuid,
    name: z.string(),
    title: z.string().nullable(),
    department: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  })
  .meta({ id: 'ServiceContact' });
export type ContactView = z.infer<typeof ContactView>;

/** What a phone number of the directory may hold: digits, +, brackets, dots, dashes and spaces. */
const PHONE_NUMBER_PATTERN = /^[0-9+().\- ]{3,30}$/;
/**
 * The 3-digit numbers a community service is reached on in North America: 211 to 911 (N11: community
 * information, non-emergency, relay, emergency) and 988 (suicide and crisis lifeline).
 */
const SERVICE_CODE = /^(?:[2-9]11|988)$/;
export const SERVICE_PHONE_MESSAGE =
  'Enter a 10-digit phone number, like (907) 555-0123, a 3-digit service number such as 211, or a number abroad starting with +';

/** A whole number a person can be called on: 10 digits (11 with a leading 1), or a number abroad starting with +. */
function isPersonalNumber(number: string): boolean {
  if (!PHONE_NUMBER_PATTERN.test(number)) return false;
  const digits = phoneDigits(number);
  if (number.startsWith('+')) return digits.length >= 7 && digits.length <= 15;
  return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
}

/**
 * A service's phone (SPEC §5: 10 or 11 digits, shown as (###) ###-####), a number abroad starting with +, or a
 * 3-digit service number such as 211, 911 or 988 written as its digits. Any other length ("90755512") is a typo.
 */
export function isServicePhoneNumber(number: string): boolean {
  return SERVICE_CODE.test(number) || isPersonalNumber(number);
}

/**
 * A contact's phone: written like a service's phone, and whole, since it is shown as a link that calls it ("555-12"
 * would call nobody). Empty is no phone.
 */
const ContactPhone = blankAsNull(z.string().trim().max(40, 'Must be at most 40 characters')).refine(
  (v) => v === null || isPersonalNumber(v),
  {
    message:
      'Give the whole number with its area code, such as (907) 555-0100, or a number abroad starting with +',
  },
);

export const ContactBody = z.strictObject({
  name: trimmedText(NAME_MAX, "Enter the contact's name"),
  title: optionalText(SHORT_MAX),
  department: optionalText(SHORT_MAX),
  email: optionalEmail,
  phone: ContactPhone,
});
export type ContactBody = z.input<typeof ContactBody>;

export const ServicePhoneView = z
  .object({
    id: Uuid,
    serviceId: Uuid,
    locationId: Uuid.nullable(),
    number: z.string(),
    extension: z.string().nullable(),
    type: z.enum(SERVICE_PHONE_TYPES),
    description: z.string().nullable(),
    languages: z.array(z.string()),
  })
  .meta({ id: 'ServicePhone' });
export type ServicePhoneView = z.infer<typeof ServicePhoneView>;
export const ServicePhoneBody = z.strictObject({
  locationId: OptionalUuid,
  number: z
    .string()
    .trim()
    .refine(isServicePhoneNumber, { message: SERVICE_PHONE_MESSAGE })
    .describe(
      '10 digits (11 with a leading 1), a number abroad starting with +, or 211, 311, ..., 911 or 988',
    ),
  extension: optionalText(10),
  type: z.enum(SERVICE_PHONE_TYPES).default('voice'),
  description: optionalText(SHORT_MAX),
  languages: z.array(trimmedText(40, 'Enter the language, or remove the empty one')).max(20).default([]),
});
export type ServicePhoneBody = z.input<typeof ServicePhoneBody>;

// ---------------------------------------------------------------- services

export const ServiceIdParams = z.object({ serviceId: Uuid });

export const ServiceBody = z.strictObject({
  name: trimmedText(NAME_MAX, "Enter the service's name"),
  alternateName: optionalText(NAME_MAX),
  description: trimmedText(TEXT_MAX, 'Describe the service'),
  url: optionalUrl,
  email: optionalEmail,
  status: z.enum(SERVICE_STATUSES).default('active'),
  feesDescription: optionalText(TEXT_MAX),
  applicationProcess: optionalText(TEXT_MAX),
  interpretationServices: optionalText(SHORT_MAX),
  categoryId: OptionalUuid.describe('Omit for the category "Other"'),
  departmentId: OptionalUuid,
  programId: OptionalUuid,
  teamId: OptionalUuid.describe(
    'The team that answers messages about the service (default: the department’s team)',
  ),
});
export type ServiceBody = z.input<typeof ServiceBody>;

/** A service's own fields, without its sub-resources. */
export const ServiceCoreView = z.object({
  id: Uuid,
  name: z.string(),
  alternateName: z.string().nullable(),
  description: z.string(),
  url: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(SERVICE_STATUSES),
  feesDescription: z.string().nullable(),
  applicationProcess: z.string().nullable(),
  interpretationServices: z.string().nullable(),
  category: Ref,
  department: Ref.nullable(),
  program: Ref.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const ServiceLocationSummary = z.object({
  id: Uuid,
  name: z.string(),
  address: z
    .string()
    .nullable()
    .describe('One line: the first physical address (with a city filter, the first in that city)'),
  city: z.string().nullable(),
});

/** A located service: the location with its addresses and the schedules that apply there. */
export const ServiceLocationDetails = LocationView.extend({
  serviceAtLocationId: Uuid,
  schedules: z.array(ScheduleView),
  phones: z.array(ServicePhoneView),
});

export const ServiceDetailsFields = {
  locations: z.array(ServiceLocationDetails),
  schedules: z.array(ScheduleView).describe('Schedules of the service itself, at every location'),
  phones: z.array(ServicePhoneView),
  contacts: z.array(ContactView),
  eligibilities: z.array(EligibilityView),
  requiredDocuments: z.array(RequiredDocumentView),
  serviceAreas: z.array(ServiceAreaView),
};

export const ServiceSummaryView = ServiceCoreView.extend({
  primaryLocation: ServiceLocationSummary.nullable(),
  locationCount: z.number().int().min(0),
  primaryPhone: z.string().nullable(),
  openNow: z
    .boolean()
    .nullable()
    .describe('null: the service has no schedule, or is not active (its status says why)'),
  team: Ref.nullable().optional().describe('With includeTeam: the team that answers messages about it'),
  details: z.object(ServiceDetailsFields).optional().describe('With allData: every sub-resource'),
}).meta({ id: 'ServiceSummary' });
export type ServiceSummaryView = z.infer<typeof ServiceSummaryView>;

export const ServiceDetailsView = ServiceCoreView.extend({
  ...ServiceDetailsFields,
  team: Ref.nullable().describe('The team that answers messages about the service'),
  openNow: ServiceSummaryView.shape.openNow,
}).meta({ id: 'ServiceDetails' });
export type ServiceDetailsView = z.infer<typeof ServiceDetailsView>;

export const ServicesQuery = PageQuery.extend({
  take: PageQuery.shape.take.default(SERVICE_PAGE_SIZE),
  term: z.string().trim().max(200).optional().describe('Words to search for; typos are tolerated'),
  allData: QueryBoolean.optional().describe('Include every sub-resource of each service'),
  includeTeam: QueryBoolean.optional().describe('Include the team that answers messages about each service'),
  activeServices: QueryBoolean.optional().describe('true: only active services (always so for participants)'),
  categoryId: Uuid.optional(),
  departmentId: Uuid.optional(),
  city: z.string().trim().max(100).optional(),
  openNow: QueryBoolean.optional().describe('Only active services open now (organisation time zone)'),
});
export type ServicesQuery = z.input<typeof ServicesQuery>;

const FacetCount = z.object({ id: Uuid, name: z.string(), count: z.number().int() });
export const ServiceSearchFacets = z.object({
  categories: z.array(FacetCount),
  departments: z.array(FacetCount),
  cities: z.array(z.object({ name: z.string(), count: z.number().int() })),
});
export const ServiceSearchResponse = z
  .object({
    items: z.array(ServiceSummaryView),
    total: z.number().int().min(0),
    facets: ServiceSearchFacets,
    correctedTerm: z
      .string()
      .nullable()
      .describe('When a word was not in the directory, the term as searched after spelling correction'),
  })
  .meta({ id: 'ServiceSearchResult' });
export type ServiceSearchResponse = z.infer<typeof ServiceSearchResponse>;

export const RebuildServiceIndexResult = z.object({
  indexed: z.number().int().min(0).describe('Services in the index after the rebuild'),
  removed: z.number().int().min(0).describe('Stale index entries removed'),
  durationMs: z.number().min(0),
});

// ---------------------------------------------------------------- recommendations

export const ServiceRecommendationBody = z.strictObject({
  serviceId: Uuid,
  participantId: trimmedText(40, 'Give the participant id, e.g. P7K3-M9QX'),
  note: optionalText(2000),
});
export type ServiceRecommendationBody = z.input<typeof ServiceRecommendationBody>;

export const ServiceRecommendationView = z
  .object({
    id: Uuid,
    service: Ref.extend({ team: Ref.nullable() }),
    participant: z.object({ participantId: z.string(), name: z.string() }),
    recommendedBy: Ref.nullable().describe('The staff member (user id) who recommended it'),
    note: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ServiceRecommendation' });
export type ServiceRecommendationView = z.infer<typeof ServiceRecommendationView>;

export const ServiceRecommendationsQuery = PageQuery.extend({
  start: IsoDate.optional().describe(
    "First day (organisation time zone); by default 30 days ago, or from the first for one participant's",
  ),
  end: IsoDate.optional().describe('Last day, inclusive (default today)'),
  participantId: ParticipantIdCode.optional().describe('Staff only: one participant’s recommendations'),
}).refine((q) => q.start === undefined || q.end === undefined || q.start <= q.end, {
  message: 'Must be on or after start',
  path: ['end'],
});
export const ServiceRecommendationsReport = z
  .object({
    start: z.string().nullable().describe("null: from the first recommendation (one participant's list)"),
    end: z.string(),
    total: z.number().int().min(0),
    items: z.array(ServiceRecommendationView).describe('Newest first, paged by take/skip'),
    byService: z.array(z.object({ id: Uuid, name: z.string(), count: z.number().int() })),
    byStaff: z.array(z.object({ id: Uuid, name: z.string(), count: z.number().int() })),
  })
  .meta({ id: 'ServiceRecommendationsReport' });
export type ServiceRecommendationsReport = z.infer<typeof ServiceRecommendationsReport>;

// ---------------------------------------------------------------- HSDS interchange

export const HSDS_VERSION = '3.1.1';
export const HsdsExportQuery = z.object({
  format: z.enum(['json', 'ndjson']).default('json'),
});
export const HsdsImportResult = z.object({
  imported: z.object({
    services: z.number().int(),
    locations: z.number().int(),
    organizations: z.number().int(),
    categories: z.number().int(),
  }),
});

// ---------------------------------------------------------------- params

export const ServiceSubParams = <K extends string>(key: K) =>
  z.object({ serviceId: Uuid, [key]: Uuid } as { serviceId: typeof Uuid } & Record<K, typeof Uuid>);
export const LocationIdParams = z.object({ locationId: Uuid });
export const LocationAddressParams = z.object({ locationId: Uuid, addressId: Uuid });

export const ListCategoriesResponse = ListServiceCategoriesResponse;
export const ListDepartmentsResponse = pageOf(DepartmentView);
export const ListProgramsResponse = pageOf(ProgramView);
export const ListLocationsResponse = pageOf(LocationView);
export const ListServicesAtLocationsResponse = pageOf(ServiceAtLocationView);
export const ListSchedulesResponse = pageOf(ScheduleView);
export const ListServiceAreasResponse = pageOf(ServiceAreaView);
export const ListRequiredDocumentsResponse = pageOf(RequiredDocumentView);
export const ListEligibilitiesResponse = pageOf(EligibilityView);
export const ListContactsResponse = pageOf(ContactView);
export const ListPhonesResponse = pageOf(ServicePhoneView);
export const ListAddressesResponse = pageOf(AddressView);
export const ListServiceLocationsResponse = pageOf(ServiceLocationDetails);

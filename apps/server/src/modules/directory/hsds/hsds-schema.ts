import { z } from 'zod';
import {
  AddressBody,
  ContactBody,
  DIRECTORY_TEXT_MAX,
  DepartmentBody,
  EligibilityBody,
  LocationBody,
  ProgramBody,
  RequiredDocumentBody,
  SERVICE_PHONE_TYPES,
  SERVICE_STATUSES,
  ScheduleBody,
  ServiceAreaBody,
  ServiceAtLocationBody,
  ServiceBody,
  ServiceCategoryBody,
  ServicePhoneBody,
  TimeOfDay,
  WEEKDAY_CODES,
  optionalText,
  orNull,
  postalCodeProblem,
} from '@casework/contract';

/**
 * The HSDS 3.x compiled service as the importer accepts it (docs/decisions/012-service-directory-hsds.md).
 * Field names are HSDS's (snake_case); field rules are the directory API's own (reused from the contract), so a
 * record that imports is a record our forms accept. Fields HSDS has and Casework does not keep (funding,
 * cost_options, languages of a service, metadata, ...) are accepted and ignored.
 */

/** The taxonomy whose terms are Casework's service categories. */
export const CASEWORK_TAXONOMY = 'casework-categories';
/** Our extension: every eligibility row of a service (HSDS has one description and one age range). */
export const ELIGIBILITIES_EXTENSION = 'x_casework_eligibilities';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A value that must be present (not missing, null or empty) before `schema` reads it. */
function required<T extends z.ZodType>(what: string, schema: T) {
  return z
    .any()
    .refine((v) => v !== undefined && v !== null && v !== '', { message: `Give ${what}`, abort: true })
    .pipe(schema);
}

const uuidText = z
  .string()
  .trim()
  .regex(UUID_PATTERN, 'Give a UUID such as 3f7b145d-84af-42d7-8fae-eaca714b02b2 (HSDS 3 ids are UUIDs)')
  .transform((v) => v.toLowerCase());
/** The record's own id: required, a UUID, kept as given (lower case) so export → import round-trips. */
const recordId = (what: string) => required(`${what} an id (a UUID)`, uuidText);
const optionalId = orNull(uuidText);
const age = orNull(
  z
    .number()
    .int('Give a whole number of years')
    .min(0, 'An age is at least 0')
    .max(130, 'An age is at most 130'),
);
const hsdsDate = orNull(z.iso.date('Give a date as YYYY-MM-DD'));
/** An optional list: missing or null reads as empty. */
const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((v) => v ?? []);

/** "09:00" or "09:00:00" (seconds must be zero); the organisation's local time, no zone suffix. */
const timeOfDay = (what: string) =>
  required(
    what,
    z
      .string()
      .trim()
      .transform((v) => (/^\d\d:\d\d:00$/.test(v) ? v.slice(0, 5) : v))
      .pipe(TimeOfDay),
  );

export const HsdsLanguage = z
  .union([z.string(), z.object({ name: z.string().nullish(), code: z.string().nullish() })], {
    error: 'Give a language as text ("Yupik") or as an object with a name or code',
  })
  .transform((v) => (typeof v === 'string' ? v : (v.name ?? v.code ?? '')).trim())
  .pipe(z.string().max(40, 'Must be at most 40 characters'));

export const HsdsPhone = z.object({
  id: recordId('the phone'),
  number: required('the phone number', ServicePhoneBody.shape.number),
  extension: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v == null ? null : String(v).trim() || null))
    .pipe(z.string().max(10, 'Must be at most 10 characters').nullable()),
  type: z
    .enum(SERVICE_PHONE_TYPES)
    .nullish()
    .transform((v) => v ?? 'voice'),
  description: ServicePhoneBody.shape.description,
  languages: list(HsdsLanguage)
    .transform((v) => v.filter((name) => name !== ''))
    .pipe(z.array(z.string()).max(20, 'Give at most 20 languages')),
});
export type HsdsPhone = z.output<typeof HsdsPhone>;

export const HsdsSchedule = z
  .object({
    id: recordId('the schedule'),
    freq: z
      .string()
      .nullish()
      .refine((v) => v == null || v.toUpperCase() === 'WEEKLY', {
        message: 'Casework schedules repeat every week: use freq "WEEKLY" (or leave it out)',
      }),
    interval: z
      .number()
      .nullish()
      .refine((v) => v == null || v === 1, {
        message: 'Casework schedules repeat every week: use interval 1',
      }),
    byday: required(
      'the days it is open (byday), e.g. "MO,TU,WE,TH,FR"',
      z
        .string()
        .transform((v) => v.split(',').map((d) => d.trim().toUpperCase()))
        .pipe(
          z
            .array(
              z.enum(WEEKDAY_CODES, {
                error: `Give days as ${WEEKDAY_CODES.join(', ')}, separated by commas`,
              }),
            )
            .refine((days) => new Set(days).size === days.length, { message: 'Name each day once' }),
        ),
    ),
    opens_at: timeOfDay('the opening time (opens_at), e.g. 09:00'),
    closes_at: timeOfDay('the closing time (closes_at), e.g. 17:00'),
    valid_from: hsdsDate,
    valid_to: hsdsDate,
    description: ScheduleBody.shape.description,
  })
  // A closes_at at or before opens_at is on the next day (overnight hours), as in the directory's own schedules.
  .superRefine((s, ctx) => {
    if (s.valid_from && s.valid_to && s.valid_from > s.valid_to)
      ctx.addIssue({
        code: 'custom',
        path: ['valid_to'],
        message: 'The end date must not be before the start date',
      });
  });
export type HsdsSchedule = z.output<typeof HsdsSchedule>;

export const HsdsAddress = z
  .object({
    id: recordId('the address'),
    address_type: required(
      'the address type (address_type): "physical" or "postal"',
      z.enum(['physical', 'postal'], {
        error: 'Use "physical" or "postal"; Casework keeps no virtual addresses',
      }),
    ),
    attention: AddressBody.shape.attention,
    address_1: required('the street address (address_1)', AddressBody.shape.address1),
    address_2: AddressBody.shape.address2,
    city: required('the city', AddressBody.shape.city),
    region: AddressBody.shape.region,
    state_province: required('the state (state_province), e.g. AK', AddressBody.shape.stateProvince),
    postal_code: required('the postal code, e.g. 99501', AddressBody.shape.postalCode),
    country: AddressBody.shape.country,
  })
  .superRefine((a, ctx) => {
    // Checked against the country as the directory's address form checks it: a US address needs a ZIP code.
    // A missing postal code or a country of another type is already refused at its own field.
    const { postal_code: code, country } = a as { postal_code: unknown; country: unknown };
    const problem =
      typeof code === 'string' && typeof country === 'string' ? postalCodeProblem(code, country) : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['postal_code'], message: problem });
  });
export type HsdsAddress = z.output<typeof HsdsAddress>;

export const HsdsLocation = z.object({
  id: recordId('the location'),
  name: required('the location a name', LocationBody.shape.name),
  alternate_name: LocationBody.shape.alternateName,
  description: LocationBody.shape.description,
  transportation: LocationBody.shape.transportation,
  latitude: LocationBody.shape.latitude,
  longitude: LocationBody.shape.longitude,
  addresses: list(HsdsAddress),
  /** Hours of the location itself, whatever the service. */
  schedules: list(HsdsSchedule),
});
export type HsdsLocation = z.output<typeof HsdsLocation>;

export const HsdsServiceAtLocation = z.object({
  id: recordId('the service-at-location'),
  location_id: optionalId,
  description: ServiceAtLocationBody.shape.description,
  location: orNull(HsdsLocation),
  /** Phones and hours of the service at this location. */
  phones: list(HsdsPhone),
  schedules: list(HsdsSchedule),
});
export type HsdsServiceAtLocation = z.output<typeof HsdsServiceAtLocation>;

export const HsdsOrganization = z.object({
  id: recordId('the organization'),
  name: required('the organization a name', DepartmentBody.shape.name),
  description: DepartmentBody.shape.description,
  email: DepartmentBody.shape.email,
  website: DepartmentBody.shape.url,
});
export type HsdsOrganization = z.output<typeof HsdsOrganization>;

export const HsdsProgram = z.object({
  id: recordId('the program'),
  organization_id: optionalId,
  name: required('the program a name', ProgramBody.shape.name),
  description: ProgramBody.shape.description,
});
export type HsdsProgram = z.output<typeof HsdsProgram>;

export const HsdsTaxonomyTerm = z.object({
  id: recordId('the taxonomy term'),
  name: required('the taxonomy term a name', ServiceCategoryBody.shape.name),
  description: ServiceCategoryBody.shape.description,
  taxonomy: z.string().nullish(),
  taxonomy_detail: z.object({ name: z.string().nullish() }).nullish(),
});
export type HsdsTaxonomyTerm = z.output<typeof HsdsTaxonomyTerm>;

export const HsdsAttribute = z.object({
  taxonomy_term_id: optionalId,
  taxonomy_term: orNull(HsdsTaxonomyTerm),
});

export const HsdsContact = z.object({
  id: recordId('the contact'),
  name: required('the contact a name', ContactBody.shape.name),
  title: ContactBody.shape.title,
  department: ContactBody.shape.department,
  email: ContactBody.shape.email,
  /** Casework keeps one number per contact: the first. */
  phones: list(z.object({ number: z.string().nullish() }))
    .transform((phones) => phones.find((p) => p.number?.trim())?.number?.trim() ?? null)
    .pipe(z.string().max(40, 'Must be at most 40 characters').nullable()),
});
export type HsdsContact = z.output<typeof HsdsContact>;

export const HsdsEligibility = z
  .object({
    id: recordId('the eligibility'),
    description: required('the eligibility a description', EligibilityBody.shape.description),
    minimum_age: age,
    maximum_age: age,
  })
  .refine((e) => e.minimum_age === null || e.maximum_age === null || e.minimum_age <= e.maximum_age, {
    message: 'The maximum age must not be below the minimum age',
    path: ['maximum_age'],
  });
export type HsdsEligibility = z.output<typeof HsdsEligibility>;

export const HsdsService = z
  .object({
    id: recordId('the service'),
    name: required('the service a name', ServiceBody.shape.name),
    alternate_name: ServiceBody.shape.alternateName,
    // HSDS does not require a description; Casework keeps an empty one.
    description: optionalText(DIRECTORY_TEXT_MAX).transform((v) => v ?? ''),
    url: ServiceBody.shape.url,
    email: ServiceBody.shape.email,
    status: required(
      `the status (${SERVICE_STATUSES.join(', ')})`,
      z.enum(SERVICE_STATUSES, { error: `Use one of: ${SERVICE_STATUSES.join(', ')}` }),
    ),
    interpretation_services: ServiceBody.shape.interpretationServices,
    application_process: ServiceBody.shape.applicationProcess,
    fees_description: ServiceBody.shape.feesDescription,
    eligibility_description: optionalText(DIRECTORY_TEXT_MAX),
    minimum_age: age,
    maximum_age: age,
    organization_id: optionalId,
    organization: orNull(HsdsOrganization),
    program_id: optionalId,
    program: orNull(HsdsProgram),
    phones: list(HsdsPhone),
    schedules: list(HsdsSchedule),
    service_areas: list(
      z.object({
        id: recordId('the service area'),
        name: required('the service area a name', ServiceAreaBody.shape.name),
        description: ServiceAreaBody.shape.description,
      }),
    ),
    service_at_locations: list(HsdsServiceAtLocation),
    contacts: list(HsdsContact),
    required_documents: list(
      z.object({
        id: recordId('the required document'),
        document: required('the document', RequiredDocumentBody.shape.document),
        uri: RequiredDocumentBody.shape.uri,
      }),
    ),
    attributes: list(HsdsAttribute),
    [ELIGIBILITIES_EXTENSION]: orNull(z.array(HsdsEligibility)),
  })
  .refine((s) => s.minimum_age === null || s.maximum_age === null || s.minimum_age <= s.maximum_age, {
    message: 'The maximum age must not be below the minimum age',
    path: ['maximum_age'],
  });
export type HsdsService = z.output<typeof HsdsService>;

/** The envelope of a JSON data set: the export's shape. */
export const HsdsEnvelope = z.object({
  hsds_version: z
    .string()
    .nullish()
    .refine((v) => v == null || /^3(\.|$)/.test(v), {
      message: 'This importer reads HSDS 3.x data sets (hsds_version "3.1.1", for example)',
    }),
  services: z.array(z.unknown(), { error: 'Give the services as a list: { "services": [ ... ] }' }),
});

/** Messages for what the schemas above do not word themselves (per-parse error map). */
export function hsdsIssueMessage(issue: {
  code?: string;
  input?: unknown;
  expected?: string;
}): string | undefined {
  if (issue.code !== 'invalid_type') return undefined;
  if (issue.input === undefined || issue.input === null) return 'Required';
  const kinds: Record<string, string> = {
    string: 'text',
    number: 'a number',
    int: 'a whole number',
    array: 'a list',
    object: 'an object',
    boolean: 'true or false',
  };
  return `Must be ${kinds[issue.expected ?? ''] ?? issue.expected}`;
}

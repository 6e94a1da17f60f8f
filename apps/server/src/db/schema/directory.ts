import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  doublePrecision,
  date,
  index,
  integer,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { teams } from './organisation.ts';
import { participants } from './participants.ts';
import { users } from './users.ts';

/**
 * The service directory (issue 7), after Open Referral HSDS 3.x. Departments are HSDS organizations; categories
 * are HSDS taxonomy terms (one per service; "Other" always exists); eligibility is SPEC's extension.
 */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The category every service falls back to; created by the migration, never deleted. */
export const OTHER_CATEGORY_ID = '00000000-0000-7000-8000-000000000001';

const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const serviceCategories = pgTable(
  'service_categories',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    ...stamps,
  },
  (t) => [uniqueIndex('service_categories_name_key').on(sql`lower(${t.name})`)],
);

export const serviceDepartments = pgTable(
  'service_departments',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    email: text('email'),
    url: text('url'),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    ...stamps,
  },
  (t) => [uniqueIndex('service_departments_name_key').on(sql`lower(${t.name})`)],
);

export const servicePrograms = pgTable(
  'service_programs',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    departmentId: uuid('department_id').references(() => serviceDepartments.id, { onDelete: 'set null' }),
    ...stamps,
  },
  (t) => [index('service_programs_department_idx').on(t.departmentId)],
);

export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    alternateName: text('alternate_name'),
    description: text('description').notNull(),
    url: text('url'),
    email: text('email'),
    status: text('status').notNull().default('active'),
    feesDescription: text('fees_description'),
    applicationProcess: text('application_process'),
    interpretationServices: text('interpretation_services'),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => serviceCategories.id, { onDelete: 'restrict' }),
    departmentId: uuid('department_id').references(() => serviceDepartments.id, { onDelete: 'set null' }),
    programId: uuid('program_id').references(() => servicePrograms.id, { onDelete: 'set null' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...stamps,
  },
  (t) => [
    check(
      'services_status_check',
      sql`${t.status} in ('active', 'inactive', 'defunct', 'temporarily closed')`,
    ),
    index('services_category_idx').on(t.categoryId),
    index('services_department_idx').on(t.departmentId),
    index('services_program_idx').on(t.programId),
  ],
);

export const serviceLocations = pgTable(
  'service_locations',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    alternateName: text('alternate_name'),
    description: text('description'),
    transportation: text('transportation'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    ...stamps,
  },
  (t) => [index('service_locations_name_idx').on(sql`lower(${t.name})`)],
);

/** Physical and postal addresses of a location share one shape; `kind` tells them apart. */
export const serviceAddresses = pgTable(
  'service_addresses',
  {
    id: uuid('id').primaryKey(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => serviceLocations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    attention: text('attention'),
    address1: text('address_1').notNull(),
    address2: text('address_2'),
    city: text('city').notNull(),
    region: text('region'),
    stateProvince: text('state_province').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull().default('US'),
    ...stamps,
  },
  (t) => [
    check('service_addresses_kind_check', sql`${t.kind} in ('physical', 'postal')`),
    index('service_addresses_location_idx').on(t.locationId, t.kind),
  ],
);

export const servicesAtLocations = pgTable(
  'services_at_locations',
  {
    id: uuid('id').primaryKey(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => serviceLocations.id, { onDelete: 'cascade' }),
    description: text('description'),
    ...stamps,
  },
  (t) => [
    uniqueIndex('services_at_locations_pair_key').on(t.serviceId, t.locationId),
    index('services_at_locations_location_idx').on(t.locationId),
  ],
);

export const serviceSchedules = pgTable(
  'service_schedules',
  {
    id: uuid('id').primaryKey(),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id').references(() => serviceLocations.id, { onDelete: 'cascade' }),
    /** RFC 5545 BYDAY codes, e.g. {MO,TU,WE,TH,FR}. */
    byDay: text('by_day').array().notNull(),
    opensAt: time('opens_at').notNull(),
    /** At or before opens_at: the closing time on the next day (overnight hours; the same time is 24 hours). */
    closesAt: time('closes_at').notNull(),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    description: text('description'),
    ...stamps,
  },
  (t) => [
    check('service_schedules_owner_check', sql`${t.serviceId} is not null or ${t.locationId} is not null`),
    index('service_schedules_service_idx').on(t.serviceId),
    index('service_schedules_location_idx').on(t.locationId),
  ],
);

export const servicePhones = pgTable(
  'service_phones',
  {
    id: uuid('id').primaryKey(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id').references(() => serviceLocations.id, { onDelete: 'set null' }),
    number: text('number').notNull(),
    extension: text('extension'),
    type: text('type').notNull().default('voice'),
    description: text('description'),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...stamps,
  },
  (t) => [index('service_phones_service_idx').on(t.serviceId)],
);

export const serviceContacts = pgTable(
  'service_contacts',
  {
    id: uuid('id').primaryKey(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title'),
    department: text('department'),
    email: text('email'),
    phone: text('phone'),
    ...stamps,
  },
  (t) => [index('service_contacts_service_idx').on(t.serviceId)],
);

export const serviceEligibilities = pgTable(
  'service_eligibilities',
  {
    id: uuid('id').primaryKey(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    minimumAge: integer('minimum_age'),
    maximumAge: integer('maximum_age'),
    ...stamps,
  },
  (t) => [index('service_eligibilities_service_idx').on(t.serviceId)],
);

export const serviceRequiredDocuments = pgTable(
  'service_required_documents',
  {
    id: uuid('id').primaryKey(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    document: text('document').notNull(),
    uri: text('uri'),
    ...stamps,
  },
  (t) => [index('service_required_documents_service_idx').on(t.serviceId)],
);

export const serviceAreas = pgTable(
  'service_areas',
  {
    id: uuid('id').primaryKey(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    ...stamps,
  },
  (t) => [index('service_areas_service_idx').on(t.serviceId)],
);

/**
 * The search index: one row per service, rebuilt from the tables by POST /services/indexes and kept current on
 * every write. `document` is the weighted full-text vector; the filter columns let a search and its facets read
 * this table alone (narrow rows: a search rechecks few heap pages).
 */
export const serviceSearchDocuments = pgTable(
  'service_search_documents',
  {
    serviceId: uuid('service_id')
      .primaryKey()
      .references(() => services.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The name lower-cased, kept with the row: a search compares and orders every match by it. */
    nameKey: text('name_key')
      .notNull()
      .generatedAlwaysAs(sql`lower(name)`),
    status: text('status').notNull(),
    categoryId: uuid('category_id').notNull(),
    departmentId: uuid('department_id'),
    cities: text('cities').array().notNull(),
    document: tsvector('document').notNull(),
    indexedAt: timestamp('indexed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // No pending list (fastupdate off): with it, every search scanned the list of recent inserts whole, and its
    // size made the planner prefer reading every document (decision 020).
    index('service_search_documents_document_idx').using('gin', t.document).with({ fastupdate: false }),
    index('service_search_documents_name_idx').on(sql`lower(${t.name})`),
    index('service_search_documents_category_idx').on(t.categoryId),
  ],
);

export const serviceRecommendations = pgTable(
  'service_recommendations',
  {
    id: uuid('id').primaryKey(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    participantId: text('participant_id')
      .notNull()
      .references(() => participants.participantId, { onDelete: 'cascade' }),
    recommendedByUserId: uuid('recommended_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('service_recommendations_participant_idx').on(t.participantId, t.createdAt),
    index('service_recommendations_created_idx').on(t.createdAt),
  ],
);

/** The lexicon of indexed words that spelling correction reads ("fod" → "food"); ndoc: services using it. */
export const serviceSearchWords = pgTable(
  'service_search_words',
  {
    word: text('word').primaryKey(),
    ndoc: integer('ndoc').notNull().default(1),
  },
  // GiST, not GIN: spelling correction's `word % $1` walks it in about 0.06 ms a word, where the planner read the whole
  // lexicon past a GIN index (0.65 ms a word at 655 words; migration 0019).
  (t) => [index('service_search_words_trgm_idx').using('gist', sql`${t.word} gist_trgm_ops`)],
);

import { sql } from 'drizzle-orm';
import { HSDS_VERSION } from '@casework/contract';
import type { Db } from '#src/db/client.ts';
import { rowsOf } from '#src/db/raw-sql.ts';
import { OTHER_CATEGORY_ID } from '#src/db/schema/index.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import { CASEWORK_TAXONOMY } from './hsds-schema.ts';

/** Test data for the HSDS interchange: a small but complete data set, and row counts of the directory tables. */

export type HsdsServiceJson = Record<string, unknown> & { id: string; name: string };
/** A record of a data set as a test reads and changes it, at any depth. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test data is reached into freely
export type LooseRecord = Record<string, any>;
export interface HsdsDataSetJson {
  hsds_version: string;
  services: HsdsServiceJson[];
}

// Ids from a clock that ticks once per id, so their order (the order of an export) is the order they were made.
let clock = Date.now();
const id = () => uuidv7((clock += 1));

const weekdays = (opens = '08:00', closes = '17:00') => ({
  id: id(),
  freq: 'WEEKLY',
  byday: 'MO,TU,WE,TH,FR',
  opens_at: opens,
  closes_at: closes,
});

/** An organization, program and two locations shared by the services of `sampleDataSet`. */
function sharedRecords(tag: string) {
  const organization = {
    id: id(),
    name: `Kuskokwim Partners ${tag}`,
    description: 'Community partners of the Kuskokwim delta',
    email: 'partners@example.org',
    website: 'https://partners.example.org',
  };
  const program = {
    id: id(),
    organization_id: organization.id,
    name: `Winter Help ${tag}`,
    description: 'Winter programs',
  };
  const hall = {
    id: id(),
    location_type: 'physical',
    name: `Bethel Community Hall ${tag}`,
    description: 'Next to the post office',
    transportation: 'Bethel Transit route 2',
    latitude: 60.7922,
    longitude: -161.7558,
    addresses: [
      {
        id: id(),
        address_type: 'physical',
        address_1: '401 Ridgecrest Dr',
        city: 'Bethel',
        region: 'Yukon-Kuskokwim Delta',
        state_province: 'AK',
        postal_code: '99559',
        country: 'US',
      },
      {
        id: id(),
        address_type: 'postal',
        attention: 'Front desk',
        address_1: 'PO Box 1207',
        city: 'Bethel',
        state_province: 'AK',
        postal_code: '99559',
        country: 'US',
      },
    ],
    schedules: [
      { id: id(), byday: 'SA', opens_at: '10:00', closes_at: '14:00', description: 'Hall open Saturdays' },
    ],
  };
  const clinic = {
    id: id(),
    name: `Napaskiak Clinic ${tag}`,
    addresses: [
      {
        id: id(),
        address_type: 'physical',
        address_1: '1 Main St',
        city: 'Napaskiak',
        state_province: 'AK',
        postal_code: '99559',
      },
    ],
  };
  return { organization, program, hall, clinic };
}

/**
 * Three services: "Heating Help" (everything: two locations, phones with languages, schedules at every level,
 * contacts, eligibility rows in the extension, documents, areas, a new category), "Snow Shoveling for Elders"
 * (standard eligibility fields only, the category "food" in another case) and "Old Fuel Program" (inactive, no
 * category). `tag` keeps names apart between tests.
 */
export function sampleDataSet(tag = 'A'): HsdsDataSetJson {
  const { organization, program, hall, clinic } = sharedRecords(tag);
  const term = {
    id: id(),
    name: `Winter Safety ${tag}`,
    description: 'Keeping warm and safe',
    taxonomy: CASEWORK_TAXONOMY,
  };
  const heating: HsdsServiceJson = {
    id: id(),
    name: `Heating Help ${tag}`,
    alternate_name: 'LIHEAP',
    description: 'Help paying for heating fuel and electricity in winter.',
    url: 'https://heating.example.org',
    email: 'heat@example.org',
    status: 'active',
    interpretation_services: 'Yup’ik interpreters on request',
    application_process: 'Call or visit with your last heating bill.',
    fees_description: 'Free',
    organization_id: organization.id,
    organization,
    program_id: program.id,
    program,
    attributes: [{ id: id(), link_entity: 'service', taxonomy_term_id: term.id, taxonomy_term: term }],
    phones: [
      {
        id: id(),
        number: '907-555-0140',
        type: 'voice',
        description: 'Main line',
        languages: [{ name: 'English' }, { name: 'Yup’ik' }],
      },
      { id: id(), number: '907-555-0141', extension: '12', type: 'fax' },
    ],
    schedules: [weekdays()],
    service_at_locations: [
      {
        id: id(),
        description: 'Walk-in applications',
        location_id: hall.id,
        location: hall,
        phones: [{ id: id(), number: '907-555-0142', type: 'text', languages: ['Yup’ik'] }],
        schedules: [
          {
            id: id(),
            byday: 'TU,TH',
            opens_at: '18:00',
            closes_at: '20:30',
            valid_from: '2025-10-01',
            valid_to: '2026-04-30',
          },
        ],
      },
      { id: id(), location: clinic },
    ],
    contacts: [
      {
        id: id(),
        name: 'Mary Active',
        title: 'Energy coordinator',
        department: 'Energy',
        email: 'mary@example.org',
        phones: [{ number: '907-555-0143' }],
      },
    ],
    required_documents: [
      { id: id(), document: 'Photo ID' },
      { id: id(), document: 'Last heating bill', uri: 'https://heating.example.org/bill' },
    ],
    service_areas: [{ id: id(), name: 'Yukon-Kuskokwim Delta', description: 'All 56 villages' }],
    x_casework_eligibilities: [
      { id: id(), description: 'Households with low income', minimum_age: 18 },
      { id: id(), description: 'Elders get priority', minimum_age: 60, maximum_age: 120 },
    ],
  };
  const shoveling: HsdsServiceJson = {
    id: id(),
    name: `Snow Shoveling for Elders ${tag}`,
    description: 'Volunteers clear paths and steps for elders.',
    status: 'temporarily closed',
    organization_id: organization.id,
    organization,
    program,
    eligibility_description: 'Elders living alone',
    minimum_age: 60,
    attributes: [
      {
        id: id(),
        taxonomy_term: { id: id(), name: 'fOOD', description: 'Meals', taxonomy: 'other-taxonomy' },
      },
    ],
    phones: [{ id: id(), number: '907-555-0144' }],
    service_at_locations: [{ id: id(), location_id: hall.id, location: hall }],
  };
  const oldFuel: HsdsServiceJson = {
    id: id(),
    name: `Old Fuel Program ${tag}`,
    description: 'Replaced by Heating Help.',
    status: 'inactive',
  };
  // A deep copy: a test may change a record in one place without changing it in another.
  return JSON.parse(
    JSON.stringify({ hsds_version: HSDS_VERSION, services: [heating, shoveling, oldFuel] }),
  ) as HsdsDataSetJson;
}

/** Row counts of every directory table, to show that a refused import wrote nothing. */
export async function directoryCounts(db: Db): Promise<Record<string, number>> {
  const tables = [
    'services',
    'service_categories',
    'service_departments',
    'service_programs',
    'service_locations',
    'service_addresses',
    'services_at_locations',
    'service_schedules',
    'service_phones',
    'service_contacts',
    'service_eligibilities',
    'service_required_documents',
    'service_areas',
    'service_search_documents',
    'activity_logs',
    'outbox_events',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

/** Empties the directory (the category "Other" stays), as on a new installation. */
export async function emptyDirectory(db: Db): Promise<void> {
  await db.execute(sql`delete from services`);
  await db.execute(sql`delete from service_schedules`);
  await db.execute(sql`delete from service_locations`);
  await db.execute(sql`delete from service_programs`);
  await db.execute(sql`delete from service_departments`);
  await db.execute(sql`delete from service_categories where id <> ${OTHER_CATEGORY_ID}`);
  await db.execute(sql`delete from service_search_words`);
}

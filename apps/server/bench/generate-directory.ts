import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { OTHER_CATEGORY_ID } from '#src/db/schema/index.ts';
import { rebuildServiceIndex } from '#src/modules/directory/directory-index.ts';
import { insertRows } from './generate-threads.ts';
import type { Random } from '#src/platform/seeded-random.ts';

/** A large service directory for the bench (issue 7): 10,000 services at 20,000 locations by default. */

export interface DirectorySize {
  services: number;
  locations: number;
}

export interface DirectorySummary extends DirectorySize {
  schedules: number;
  phones: number;
  /** Building the search index of every service from the tables. */
  indexMs: number;
  fillMs: number;
}

// prettier-ignore
const CATEGORIES = [
  'Food', 'Housing', 'Energy Assistance', 'Health Care', 'Behavioral Health', 'Elders', 'Youth and Family',
  'Education', 'Employment', 'Legal Aid', 'Transportation', 'Tribal Enrollment', 'Culture and Language',
  'Disability Services', 'Veterans', 'Child Care', 'Substance Use', 'Domestic Violence', 'Financial Help', 'Dental',
] as const;
// prettier-ignore
const KINDS = [
  'Food Pantry', 'Meal Program', 'Rental Assistance', 'Heating Assistance', 'Weatherization', 'Clinic',
  'Counseling', 'Support Group', 'Home Visits', 'Parenting Classes', 'GED Classes', 'Job Training',
  'Legal Clinic', 'Ride Program', 'Enrollment Desk', 'Language Nest', 'Crisis Line', 'Shelter', 'Tax Help',
  'Dental Van', 'Wellness Checks', 'Chore Services', 'Scholarships', 'Youth Camp', 'Recovery Program',
] as const;
// prettier-ignore
const CITIES = [
  'Anchorage', 'Fairbanks', 'Juneau', 'Bethel', 'Nome', 'Kotzebue', 'Dillingham', 'Utqiagvik', 'Wasilla', 'Kenai',
  'Sitka', 'Ketchikan', 'Kodiak', 'Palmer', 'Homer', 'Valdez', 'Unalaska', 'Galena', 'Tok', 'Aniak',
] as const;
// prettier-ignore
const QUALIFIERS = [
  'Community', 'Tribal', 'Regional', 'Village', 'Family', 'Elders', 'Youth', 'Northern', 'River', 'Coastal',
] as const;
// prettier-ignore
const SENTENCES = [
  'Free help for families and individuals who live in the region.',
  'Call ahead to make an appointment; walk-ins are welcome on Fridays.',
  'Staff speak Yup’ik, Iñupiaq and English.',
  'Bring a photo ID and proof of address to your first visit.',
  'Services are free for tribal members and low-cost for others.',
  'Transportation can be arranged for elders and people with disabilities.',
  'We work with your case worker to plan next steps.',
  'Applications are accepted all year; help with forms is available.',
  'Emergency help is available the same day when funds allow.',
  'Programs run in the village and by video for remote communities.',
] as const;
const DAY_SETS = [
  ['MO', 'TU', 'WE', 'TH', 'FR'],
  ['MO', 'WE', 'FR'],
  ['SA', 'SU'],
  ['TU', 'TH'],
] as const;
const HOURS = [
  ['08:00', '17:00'],
  ['09:00', '16:30'],
  ['10:00', '14:00'],
  ['17:00', '21:00'],
] as const;

type Row = Record<string, string | number | null>;

/** Fills the directory tables with COPY-sized batches, then builds the search index once (timed). */
export async function generateDirectory(
  db: Db,
  random: Random,
  size: DirectorySize,
): Promise<DirectorySummary> {
  const started = performance.now();
  const now = new Date().toISOString();
  const stamp = { created_at: now, updated_at: now };
  const existing = (
    (await db.execute(sql`select id, lower(name) as name from service_categories`)) as unknown as {
      rows: { id: string; name: string }[];
    }
  ).rows;
  const categoryIds: string[] = [];
  const categories: Row[] = [];
  for (const name of CATEGORIES) {
    const found = existing.find((c) => c.name === name.toLowerCase());
    if (found) categoryIds.push(found.id);
    else {
      const id = random.uuidv7(Date.now());
      categoryIds.push(id);
      categories.push({ id, name, description: null, ...stamp });
    }
  }
  categoryIds.push(OTHER_CATEGORY_ID);
  const departments: Row[] = Array.from({ length: 40 }, (_, i) => ({
    id: random.uuidv7(Date.now()),
    name: `${random.pick(QUALIFIERS)} ${random.pick(CATEGORIES)} Department ${i + 1}`,
    description: random.pick(SENTENCES),
    email: null,
    url: null,
    team_id: null,
    ...stamp,
  }));
  const locations: Row[] = [];
  const addresses: Row[] = [];
  for (let i = 0; i < size.locations; i += 1) {
    const id = random.uuidv7(Date.now());
    const city = random.pickSkewed(CITIES);
    locations.push({
      id,
      name: `${city} ${random.pick(QUALIFIERS)} Center ${i + 1}`,
      description: null,
      ...stamp,
    });
    addresses.push({
      id: random.uuidv7(Date.now()),
      location_id: id,
      kind: 'physical',
      address_1: `${100 + random.int(9000)} ${random.pick(['Main St', 'Front St', 'Tundra Ave', 'River Rd', 'Airport Way'])}`,
      city,
      state_province: 'AK',
      postal_code: `99${String(500 + random.int(450)).padStart(3, '0')}`,
      country: 'US',
      ...stamp,
    });
  }
  const services: Row[] = [];
  const links: Row[] = [];
  const schedules: Row[] = [];
  const phones: Row[] = [];
  const eligibilities: Row[] = [];
  for (let i = 0; i < size.services; i += 1) {
    const id = random.uuidv7(Date.now());
    const kind = random.pick(KINDS);
    const city = random.pickSkewed(CITIES);
    services.push({
      id,
      name: `${city} ${random.pick(QUALIFIERS)} ${kind} ${i + 1}`,
      description: `${kind}. ${random.pick(SENTENCES)} ${random.pick(SENTENCES)}`,
      status: random.chance(0.95) ? 'active' : 'inactive',
      category_id: random.pick(categoryIds),
      department_id: random.chance(0.8) ? random.pick(departments).id! : null,
      ...stamp,
    });
    const first = random.int(size.locations);
    const count = 1 + random.int(3);
    for (let j = 0; j < count; j += 1) {
      const locationId = locations[(first + j * 7919) % size.locations]!.id!;
      links.push({ id: random.uuidv7(Date.now()), service_id: id, location_id: locationId, ...stamp });
      const [opens, closes] = random.pick(HOURS);
      schedules.push({
        id: random.uuidv7(Date.now()),
        service_id: id,
        location_id: locationId,
        by_day: `{${random.pick(DAY_SETS).join(',')}}`,
        opens_at: opens,
        closes_at: closes,
        ...stamp,
      });
    }
    phones.push({
      id: random.uuidv7(Date.now()),
      service_id: id,
      number: `907-555-${String(random.int(10000)).padStart(4, '0')}`,
      type: 'voice',
      languages: '{}',
      ...stamp,
    });
    if (random.chance(0.5))
      eligibilities.push({
        id: random.uuidv7(Date.now()),
        service_id: id,
        description: random.pick([
          'Tribal members',
          'Elders 60 and over',
          'Families with children',
          'Low income',
        ]),
        ...stamp,
      });
  }
  await insertRows(db, 'service_categories', categories);
  await insertRows(db, 'service_departments', departments);
  await insertRows(db, 'service_locations', locations);
  await insertRows(db, 'service_addresses', addresses);
  await insertRows(db, 'services', services);
  await insertRows(db, 'services_at_locations', links);
  await insertRows(db, 'service_schedules', schedules);
  await insertRows(db, 'service_phones', phones);
  await insertRows(db, 'service_eligibilities', eligibilities);
  const indexStarted = performance.now();
  await db.transaction((tx) => rebuildServiceIndex(tx));
  const indexMs = performance.now() - indexStarted;
  await db.execute(sql`analyze`);
  return {
    ...size,
    schedules: schedules.length,
    phones: phones.length,
    indexMs,
    fillMs: performance.now() - started,
  };
}

import { HSDS_VERSION } from '@casework/contract';
import { sql } from 'drizzle-orm';
import { applyHsdsDataSet, validateHsdsDataSet } from '#src/modules/directory/hsds/hsds-import.ts';
import { CASEWORK_TAXONOMY } from '#src/modules/directory/hsds/hsds-schema.ts';
import type { Db } from '../client.ts';
import { arrayLiteral, rowsOf } from '../raw-sql.ts';
import {
  DEMO_DIRECTORY_CATEGORIES,
  DEMO_DIRECTORY_DEPARTMENTS,
  DEMO_DIRECTORY_LOCATIONS,
  DEMO_DIRECTORY_PROGRAMS,
  DEMO_HOURS,
  DEMO_SERVICES,
  type DemoCategory,
  type DemoDepartment,
  type DemoLocationKey,
  type DemoProgram,
  type DemoService,
} from './demo-directory-data.ts';
import { demoId } from './demo-ids.ts';
import { DEMO_TEAMS } from './demo-organisation.ts';

/**
 * The demo service directory, loaded the way an organisation would load its own: as an HSDS 3 data set through
 * the importer. Deterministic ids (demoId), so a second run finds every service and changes nothing.
 */

const idOf = (kind: string, key: string, index = 0) => demoId(`directory:${kind}:${key}`, index);
const slug = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function organization(key: DemoDepartment) {
  const d: { name: string; description: string; email?: string; url?: string } =
    DEMO_DIRECTORY_DEPARTMENTS[key];
  return {
    id: idOf('organization', key),
    name: d.name,
    description: d.description,
    email: d.email,
    website: d.url,
  };
}

function program(key: DemoProgram) {
  const p = DEMO_DIRECTORY_PROGRAMS[key];
  return {
    id: idOf('program', key),
    organization_id: idOf('organization', p.department),
    name: p.name,
    description: p.description,
  };
}

function categoryAttribute(serviceKey: string, key: DemoCategory) {
  const c = DEMO_DIRECTORY_CATEGORIES[key];
  const term = {
    id: idOf('category', key),
    name: c.name,
    description: c.description,
    taxonomy: CASEWORK_TAXONOMY,
  };
  return {
    id: idOf('attribute', serviceKey),
    link_entity: 'service',
    link_type: 'category',
    taxonomy_term: term,
  };
}

function location(key: DemoLocationKey) {
  const l: (typeof DEMO_DIRECTORY_LOCATIONS)[DemoLocationKey] & { poBox?: string; transportation?: string } =
    DEMO_DIRECTORY_LOCATIONS[key];
  const address = {
    city: l.city,
    region: l.region,
    state_province: 'AK',
    postal_code: l.postalCode,
    country: 'US',
  };
  return {
    id: idOf('location', key),
    location_type: 'physical',
    name: l.name,
    transportation: l.transportation,
    latitude: l.latitude,
    longitude: l.longitude,
    addresses: [
      { id: idOf('address', key, 0), address_type: 'physical', address_1: l.address1, ...address },
      ...(l.poBox
        ? [
            {
              id: idOf('address', key, 1),
              address_type: 'postal',
              attention: l.name,
              address_1: l.poBox,
              ...address,
            },
          ]
        : []),
    ],
  };
}

const language = (key: DemoLocationKey): string | undefined =>
  (DEMO_DIRECTORY_LOCATIONS[key] as { language?: string }).language;

function phones(key: string, spec: DemoService) {
  const number = `907-555-01${spec.phone}`;
  const languages = ['English', ...new Set(spec.locations.flatMap((l) => language(l) ?? []))];
  const main = {
    id: idOf('service-phone', key, 0),
    number,
    type: 'voice',
    description: 'Main line',
    languages,
  };
  // Crisis and shelter lines answer texts too.
  if (!spec.hours.includes('allDay') && !spec.hours.includes('overnight')) return [main];
  return [
    main,
    {
      id: idOf('service-phone', key, 1),
      number,
      type: 'text',
      description: 'Text line',
      languages: ['English'],
    },
  ];
}

function contact(key: string, spec: DemoService) {
  if (!spec.contact) return [];
  const [first = '', ...rest] = spec.contact.name.replace(/^Dr\. /, '').split(' ');
  const email = `${first[0]?.toLowerCase() ?? ''}.${rest.join('').toLowerCase()}@example.org`;
  const department = DEMO_DIRECTORY_DEPARTMENTS[spec.department].name;
  return [
    {
      id: idOf('service-contact', key),
      ...spec.contact,
      department,
      email,
      phones: [{ number: `907-555-01${spec.phone}` }],
    },
  ];
}

/**
 * A department named like a demo team has that team answer its services' messages (linkDepartmentsToTeams), so only
 * its services offer "message us here"; the others have no Ask button to point to.
 */
function answeredHere(department: DemoService['department']): boolean {
  const name = DEMO_DIRECTORY_DEPARTMENTS[department].name.toLowerCase();
  return DEMO_TEAMS.some((team) => team.name.toLowerCase() === name);
}

function service(spec: DemoService) {
  const key = slug(spec.name);
  const sub = (kind: string) => (index: number) => idOf(`service-${kind}`, key, index);
  const regions = spec.locations.map((l) => DEMO_DIRECTORY_LOCATIONS[l].region);
  return {
    id: idOf('service', key),
    name: spec.name,
    description: spec.description,
    status: spec.status ?? 'active',
    email: (DEMO_DIRECTORY_DEPARTMENTS[spec.department] as { email?: string }).email,
    fees_description: spec.fees,
    application_process:
      spec.applicationProcess ??
      (answeredHere(spec.department)
        ? 'Call, message us here, or walk in during opening hours.'
        : 'Call, or walk in during opening hours.'),
    interpretation_services: spec.locations.some((l) => language(l))
      ? 'Interpreters for Alaska Native languages on request'
      : undefined,
    organization: organization(spec.department),
    program: spec.program ? program(spec.program) : undefined,
    attributes: [categoryAttribute(key, spec.category)],
    phones: phones(key, spec),
    schedules: spec.hours.map((h, i) => ({ id: sub('schedule')(i), freq: 'WEEKLY', ...DEMO_HOURS[h] })),
    service_at_locations: spec.locations.map((l, i) => ({ id: sub('place')(i), location: location(l) })),
    contacts: contact(key, spec),
    required_documents: (spec.documents ?? []).map((document, i) => ({ id: sub('document')(i), document })),
    service_areas: [...new Set(spec.areas ?? regions)].map((name, i) => ({ id: sub('area')(i), name })),
    x_casework_eligibilities: (spec.eligibility ?? []).map(([description, min, max], i) => ({
      id: sub('eligibility')(i),
      description,
      minimum_age: min,
      maximum_age: max,
    })),
  };
}

/** The demo directory as an HSDS 3 data set (the export's shape). */
export function demoDirectoryDataSet() {
  return { hsds_version: HSDS_VERSION, services: DEMO_SERVICES.map(service) };
}

/** Each department named like a demo team answers for it: its team id is that team's. */
async function linkDepartmentsToTeams(db: Db): Promise<void> {
  const ids = Object.keys(DEMO_DIRECTORY_DEPARTMENTS).map((key) => idOf('organization', key));
  await db.execute(sql`
    update service_departments d set team_id = t.id, updated_at = now()
    from teams t
    where d.id = any(${arrayLiteral(ids)}::uuid[]) and lower(t.name) = lower(d.name)
      and d.team_id is distinct from t.id`);
}

/** Seeds the demo directory (idempotent). Answers how many services it created. */
export async function seedDemoDirectory(db: Db): Promise<{ created: number }> {
  const dataSet = demoDirectoryDataSet();
  const ids = dataSet.services.map((s) => s.id);
  const [present] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from services where id = any(${arrayLiteral(ids)}::uuid[])`,
  );
  let created = 0;
  if (Number(present?.n ?? 0) < ids.length) {
    const set = validateHsdsDataSet(dataSet, 'json');
    created = await db.transaction(
      async (tx) => (await applyHsdsDataSet(tx, set, null)).createdServiceIds.length,
    );
  }
  await linkDepartmentsToTeams(db);
  return { created };
}

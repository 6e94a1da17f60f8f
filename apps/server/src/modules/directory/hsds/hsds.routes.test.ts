import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HSDS_VERSION, POSTAL_CODE_MESSAGE, ZIP_CODE_MESSAGE } from '@casework/contract';
import { rowsOf } from '#src/db/raw-sql.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { bearer, signInAs } from '#test/auth-helpers.ts';
import { directoryTokens, type DirectoryIdentity } from '../directory.test-support.ts';
import {
  directoryCounts,
  emptyDirectory,
  sampleDataSet,
  type HsdsDataSetJson,
  type HsdsServiceJson,
  type LooseRecord,
} from './hsds.test-support.ts';

let t: TestApp;
let tokens: Record<DirectoryIdentity, string>;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await directoryTokens(t);
});
afterAll(() => t.close());

type Problem = { status: number; detail: string; errors: { field: string; message: string }[] };

function importFile(app: TestApp, body: unknown, token = tokens.staff, contentType = 'application/json') {
  return app.app.inject({
    method: 'POST',
    url: '/api/v1/services/hsds',
    headers: { ...bearer(token), 'content-type': contentType },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function importOk(app: TestApp, body: unknown, token = tokens.staff) {
  const response = await importFile(app, body, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ imported: Record<string, number> }>();
}

async function exportJson(
  app: TestApp,
  token = tokens.staff,
): Promise<HsdsDataSetJson & { exported_at: string }> {
  const response = await app.app.inject({ url: '/api/v1/services/hsds?format=json', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const byName = (set: { services: HsdsServiceJson[] }, name: string) =>
  set.services.find((s) => s.name === name)!;

describe('HSDS export', () => {
  it('answers the directory as an HSDS 3 JSON download, ordered by name then id, with every sub-resource', async () => {
    const sample = sampleDataSet('Export');
    await importOk(t, sample);
    const response = await t.app.inject({ url: '/api/v1/services/hsds', headers: bearer(tokens.supervisor) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toContain(
      'attachment; filename="casework-directory.json"',
    );
    const file = response.json<HsdsDataSetJson & { exported_at: string }>();
    expect(file.hsds_version).toBe(HSDS_VERSION);
    expect(Date.parse(file.exported_at)).not.toBeNaN();
    const keys = file.services.map((s) => [s.name, s.id]);
    expect(keys).toEqual(
      [...keys].sort((a, b) => (a[0]! < b[0]! ? -1 : a[0]! > b[0]! ? 1 : a[1]! < b[1]! ? -1 : 1)),
    );

    const heating = byName(file, 'Heating Help Export') as LooseRecord;
    const given = sample.services[0] as LooseRecord;
    expect(heating).toMatchObject({
      id: given.id,
      status: 'active',
      organization_id: given.organization.id,
      organization: { name: 'Kuskokwim Partners Export', website: 'https://partners.example.org' },
      program: { id: given.program.id, organization_id: given.organization.id },
      eligibility_description: 'Households with low income; Elders get priority',
      minimum_age: 18,
      attributes: [
        {
          link_id: given.id,
          taxonomy_term: { name: 'Winter Safety Export', taxonomy: 'casework-categories' },
        },
      ],
      x_casework_eligibilities: [
        { description: 'Households with low income', minimum_age: 18 },
        { description: 'Elders get priority', minimum_age: 60, maximum_age: 120 },
      ],
      schedules: [{ freq: 'WEEKLY', byday: 'MO,TU,WE,TH,FR', opens_at: '08:00', closes_at: '17:00' }],
    });
    expect(heating.maximum_age).toBeUndefined();
    // Sub-resources are ordered by id.
    const phones = heating.phones.sort((a: { number: string }, b: { number: string }) =>
      a.number.localeCompare(b.number),
    );
    expect(phones.map((p: { number: string }) => p.number)).toEqual(['907-555-0140', '907-555-0141']);
    expect(phones[0].languages.map((l: { name: string }) => l.name)).toEqual(['English', 'Yup’ik']);
    const hall = heating.service_at_locations.find(
      (p: { location_id: string }) => p.location_id === given.service_at_locations[0].location.id,
    );
    expect(hall).toMatchObject({
      phones: [{ number: '907-555-0142', type: 'text', service_at_location_id: hall.id }],
      schedules: [{ byday: 'TU,TH', opens_at: '18:00', closes_at: '20:30', valid_from: '2025-10-01' }],
      location: {
        name: 'Bethel Community Hall Export',
        location_type: 'physical',
        schedules: [{ byday: 'SA', opens_at: '10:00' }],
      },
    });
    expect(hall.location.addresses.map((a: { address_type: string }) => a.address_type).sort()).toEqual([
      'physical',
      'postal',
    ]);
    expect(heating.contacts[0]).toMatchObject({ name: 'Mary Active', phones: [{ number: '907-555-0143' }] });
    expect(heating.required_documents).toHaveLength(2);
    expect(heating.service_areas).toEqual([expect.objectContaining({ name: 'Yukon-Kuskokwim Delta' })]);
  });

  it('answers ndjson: one compiled service per line, as an attachment', async () => {
    const json = await exportJson(t);
    const response = await t.app.inject({
      url: '/api/v1/services/hsds?format=ndjson',
      headers: bearer(tokens.staff),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/x-ndjson/);
    expect(response.headers['content-disposition']).toContain('filename="casework-directory.ndjson"');
    const lines = response.body.trimEnd().split('\n');
    expect(lines.map((l) => JSON.parse(l))).toEqual(json.services);
  });

  it('is for staff only', async () => {
    const participant = await t.app.inject({
      url: '/api/v1/services/hsds',
      headers: bearer(tokens.participant),
    });
    expect(participant.statusCode).toBe(403);
  });
});

describe('HSDS import', () => {
  it('round-trips: an export imported into an empty directory exports the same', async () => {
    const source = await exportJson(t);
    const target = await buildTestApp();
    try {
      const staff = (await signInAs(target.app, 'staff')).token;
      await emptyDirectory(target.database.db);
      const result = await importOk(target, source, staff);
      expect(result.imported.services).toBe(source.services.length);
      const copy = await exportJson(target, staff);
      expect(copy.services).toEqual(source.services);
      // Importing the same file again changes no row.
      const stamps = sql`select max(updated_at)::text as at, count(*)::int as n from services`;
      const [before] = await rowsOf<{ at: string }>(target.database.db, stamps);
      await importOk(target, copy, staff);
      const [after] = await rowsOf<{ at: string }>(target.database.db, stamps);
      expect(after).toEqual(before);
      expect((await exportJson(target, staff)).services).toEqual(source.services);
    } finally {
      await target.close();
    }
  }, 60_000);

  it('refuses a file with bad records whole, naming each field by its path, and writes nothing', async () => {
    const file = sampleDataSet('Bad');
    const [heating, shoveling, oldFuel] = file.services as LooseRecord[];
    heating!.service_at_locations[0].location.addresses[1].postal_code = 'not a zip!';
    shoveling!.status = 'paused';
    delete oldFuel!.name;
    const before = await directoryCounts(t.database.db);
    const response = await importFile(t, file);
    expect(response.statusCode).toBe(400);
    const problem = response.json<Problem>();
    expect(problem.detail).toContain('nothing was imported');
    expect(problem.errors).toEqual([
      {
        field: 'services[0].service_at_locations[0].location.addresses[1].postal_code',
        message: ZIP_CODE_MESSAGE,
      },
      { field: 'services[1].status', message: 'Use one of: active, inactive, defunct, temporarily closed' },
      { field: 'services[2].name', message: 'Give the service a name' },
    ]);
    expect(await directoryCounts(t.database.db)).toEqual(before);
  });

  it('imports hours past midnight and postal codes of other countries, and checks US ZIP codes', async () => {
    const file = sampleDataSet('Night');
    const [heating, shoveling] = file.services as LooseRecord[];
    const hall = heating!.service_at_locations[0];
    hall.schedules = [{ id: hall.schedules[0].id, byday: 'FR,SA', opens_at: '20:00', closes_at: '02:00' }];
    // The hall is written out under both services; both copies must read the same.
    const addresses = (postal: string[]) =>
      [hall, shoveling!.service_at_locations[0]].forEach((place: LooseRecord) => {
        place.location.addresses[0].postal_code = postal[0];
        Object.assign(place.location.addresses[1], {
          country: 'ca',
          state_province: 'ON',
          postal_code: postal[1],
        });
      });
    addresses(['99559-1207', 'K1A 0B1']);
    await importOk(t, file);
    const exported = byName(await exportJson(t), 'Heating Help Night') as LooseRecord;
    const place = exported.service_at_locations.find((p: LooseRecord) => p.location_id === hall.location.id);
    expect(place.schedules).toMatchObject([{ byday: 'FR,SA', opens_at: '20:00', closes_at: '02:00' }]);
    expect(place.location.addresses.map((a: LooseRecord) => [a.country, a.postal_code]).sort()).toEqual([
      ['CA', 'K1A 0B1'],
      ['US', '99559-1207'],
    ]);

    addresses(['9955', '!']);
    const refused = await importFile(t, file);
    expect(refused.statusCode).toBe(400);
    const at = (service: number, address: number) =>
      `services[${service}].service_at_locations[0].location.addresses[${address}].postal_code`;
    expect(refused.json<Problem>().errors).toEqual([
      { field: at(0, 0), message: ZIP_CODE_MESSAGE },
      { field: at(0, 1), message: POSTAL_CODE_MESSAGE },
      { field: at(1, 0), message: ZIP_CODE_MESSAGE },
      { field: at(1, 1), message: POSTAL_CODE_MESSAGE },
    ]);
  });

  it('names the line of a bad ndjson record', async () => {
    const [heating, shoveling] = sampleDataSet('Lines').services;
    const body = [
      JSON.stringify(heating),
      '{"id": "oops"',
      '',
      JSON.stringify({ ...shoveling, status: 'open' }),
    ].join('\n');
    const before = await directoryCounts(t.database.db);
    const response = await importFile(t, body, tokens.staff, 'application/x-ndjson');
    expect(response.statusCode).toBe(400);
    expect(response.json<Problem>().errors).toEqual([
      { field: 'line[2]', message: 'Line 2 is not valid JSON; each line must hold one whole service' },
      { field: 'line[4].status', message: 'Use one of: active, inactive, defunct, temporarily closed' },
    ]);
    expect(await directoryCounts(t.database.db)).toEqual(before);
  });

  it('imports ndjson and a bare array of services', async () => {
    const ndjson = sampleDataSet('Ndjson')
      .services.map((s) => JSON.stringify(s))
      .join('\n');
    const response = await importFile(t, `${ndjson}\n`, tokens.admin, 'application/x-ndjson');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      imported: { services: 3, locations: 2, organizations: 1, categories: 3 },
    });
    expect((await importOk(t, sampleDataSet('Array').services, tokens.admin)).imported.services).toBe(3);
  });

  it('lists at most 50 problems and says how many there are', async () => {
    const services = Array.from({ length: 60 }, (_, i) => ({
      id: `not-a-uuid-${i}`,
      name: `Broken ${i}`,
      status: 'active',
    }));
    const response = await importFile(t, services);
    expect(response.statusCode).toBe(400);
    const problem = response.json<Problem>();
    expect(problem.errors).toHaveLength(50);
    expect(problem.errors[0]).toEqual({
      field: 'services[0].id',
      message: 'Give a UUID such as 3f7b145d-84af-42d7-8fae-eaca714b02b2 (HSDS 3 ids are UUIDs)',
    });
    expect(problem.detail).toContain('60 problems (the first 50 are listed)');
  });

  it('matches taxonomy terms to categories by name ignoring case, and new organizations to departments by name', async () => {
    const file = sampleDataSet('Match');
    const shoveling = file.services[1] as LooseRecord;
    const newId = file.services[2]!.id.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    shoveling.organization = {
      id: newId,
      name: 'family services',
      description: 'Same department, another id',
    };
    shoveling.organization_id = newId;
    delete shoveling.program;
    await importOk(t, file);
    const [row] = await rowsOf<{ category: string; department: string }>(
      t.database.db,
      sql`select c.name as category, d.name as department from services s
          join service_categories c on c.id = s.category_id
          join service_departments d on d.id = s.department_id where s.id = ${shoveling.id}`,
    );
    // "fOOD" is the demo category "Food"; "family services" is the demo department "Family Services".
    expect(row).toEqual({ category: 'Food', department: 'Family Services' });
    const [count] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from service_departments where lower(name) = 'family services'`,
    );
    expect(count!.n).toBe(1);
  });

  it('refuses ids repeated across records and records that read differently in two places', async () => {
    const file = sampleDataSet('Twice');
    const [heating, shoveling] = file.services as LooseRecord[];
    shoveling!.phones[0].id = heating!.phones[0].id;
    shoveling!.organization = { ...heating!.organization, name: 'Renamed halfway' };
    const response = await importFile(t, file);
    expect(response.statusCode).toBe(400);
    const { errors } = response.json<Problem>();
    expect(errors).toHaveLength(2);
    expect(errors).toEqual(
      expect.arrayContaining([
        {
          field: 'services[1].phones[0].id',
          message: expect.stringContaining('also the id of the phone at services[0].phones[0]'),
        },
        {
          field: 'services[1].organization',
          message: expect.stringContaining('reads differently at services[0].organization'),
        },
      ]),
    );
  });

  it('makes the file the truth for its services: sub-resources it leaves out are removed, team ids stay', async () => {
    const file = sampleDataSet('Truth');
    await importOk(t, file);
    const heating = file.services[0] as LooseRecord;
    const [team] = await rowsOf<{ id: string }>(
      t.database.db,
      sql`select id from teams where name = 'Family Services'`,
    );
    await t.database.db.execute(sql`update services set team_id = ${team!.id} where id = ${heating.id}`);
    await t.database.db.execute(
      sql`update service_departments set team_id = ${team!.id} where id = ${heating.organization.id}`,
    );
    heating.phones = heating.phones.slice(0, 1);
    heating.service_at_locations = heating.service_at_locations.slice(0, 1);
    heating.x_casework_eligibilities = undefined;
    heating.eligibility_description = 'Anyone in the delta';
    heating.description = 'Now also for small businesses.';
    await importOk(t, { services: [heating] });

    const exported = byName(await exportJson(t), 'Heating Help Truth') as LooseRecord;
    expect(exported.description).toBe('Now also for small businesses.');
    expect(exported.phones).toHaveLength(1);
    expect(exported.service_at_locations).toHaveLength(1);
    expect(exported.x_casework_eligibilities).toEqual([
      { id: expect.any(String), description: 'Anyone in the delta' },
    ]);
    // The other services of the first file are left alone.
    expect(byName(await exportJson(t), 'Snow Shoveling for Elders Truth')).toBeDefined();
    const [teams] = await rowsOf<{ service: string; department: string }>(
      t.database.db,
      sql`select s.team_id as service, d.team_id as department from services s
          join service_departments d on d.id = s.department_id where s.id = ${heating.id}`,
    );
    expect(teams).toEqual({ service: team!.id, department: team!.id });
  });

  it('records one activity row and one event per service, and search finds the services at once', async () => {
    // Letters only: a word the search lexicon keeps.
    const word = `hsds${[...randomBytes(8)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;
    const file = sampleDataSet(word);
    await importOk(t, file);
    const ids = file.services.map((s) => s.id);
    const idArray = `{${ids.join(',')}}`;
    const events = await rowsOf<{ type: string }>(
      t.database.db,
      sql`select type from outbox_events where aggregate_type = 'service' and aggregate_id = any(${idArray}::text[])`,
    );
    expect(events.map((e) => e.type)).toEqual(['service.created', 'service.created', 'service.created']);
    const [activity] = await rowsOf<{ message: string }>(
      t.database.db,
      sql`select message from activity_logs where kind = 'service-directory-imported' order by created_at desc limit 1`,
    );
    expect(activity!.message).toContain('Imported 3 services from an HSDS file (3 new, 0 updated)');
    const search = await t.app.inject({
      url: `/api/v1/services?term=${encodeURIComponent(`heating ${word}`)}`,
      headers: bearer(tokens.participant),
    });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json<{ items: { id: string }[] }>().items.map((i) => i.id)).toContain(ids[0]);

    await importOk(t, file);
    const again = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from outbox_events where type = 'service.updated' and aggregate_id = any(${idArray}::text[])`,
    );
    expect(again[0]!.n).toBe(3);
  });

  it('is refused to staff without Directory.Edit (the supervisor) and to participants', async () => {
    expect((await importFile(t, sampleDataSet('Denied'), tokens.supervisor)).statusCode).toBe(403);
    expect((await importFile(t, sampleDataSet('Denied'), tokens.participant)).statusCode).toBe(403);
  });
});

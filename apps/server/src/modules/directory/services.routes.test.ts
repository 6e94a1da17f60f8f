import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  DEFAULT_TIME_ZONE,
  localMoment,
  type ServiceDetailsView,
  type ServiceRecommendationView,
  type ServiceRecommendationsReport,
  type ServiceSearchResponse,
} from '@casework/contract';
import { rowsOf } from '#src/db/raw-sql.ts';
import {
  OTHER_CATEGORY_ID,
  serviceAddresses,
  serviceCategories,
  serviceLocations,
  servicePhones,
  serviceSchedules,
  servicesAtLocations,
} from '#src/db/schema/index.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import { reindexServices } from './directory-index.ts';
import { directoryTestApp } from './directory.test-support.ts';

const { api, tokens, db } = directoryTestApp();
let participantId = '';
let kayakCategoryId = '';

beforeAll(async () => {
  const me = (await api('GET', '/auth/me', tokens.participant)).json<{ participantId: string }>();
  participantId = me.participantId;
  kayakCategoryId = uuidv7();
  await db().insert(serviceCategories).values({ id: kayakCategoryId, name: 'Boats and water safety' });
});

async function createService(
  body: Record<string, unknown>,
  token = tokens.staff,
): Promise<ServiceDetailsView> {
  const response = await api('POST', '/services', token, {
    description: 'Helps people in the community.',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ServiceDetailsView>();
}

/** A location in a city with a physical address, linked to the service, and a schedule there. */
async function locate(
  serviceId: string,
  city: string,
  schedule?: { byDay: string[]; opensAt: string; closesAt: string; validTo?: string },
) {
  const locationId = uuidv7();
  await db()
    .insert(serviceLocations)
    .values({ id: locationId, name: `${city} office` });
  await db().insert(serviceAddresses).values({
    id: uuidv7(),
    locationId,
    kind: 'physical',
    address1: '100 Harbor Way',
    city,
    stateProvince: 'AK',
    postalCode: '99501',
  });
  await db().insert(servicesAtLocations).values({ id: uuidv7(), serviceId, locationId });
  if (schedule)
    await db()
      .insert(serviceSchedules)
      .values({
        id: uuidv7(),
        serviceId,
        locationId,
        byDay: schedule.byDay,
        opensAt: schedule.opensAt,
        closesAt: schedule.closesAt,
        validTo: schedule.validTo ?? null,
      });
  await reindexServices(db(), [serviceId]);
  return locationId;
}

const search = async (query: string, token = tokens.staff) => {
  const response = await api('GET', `/services?${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ServiceSearchResponse>();
};
const names = (result: ServiceSearchResponse) => result.items.map((i) => i.name);

describe('creating and changing services', () => {
  it('adds a service in "Other" by default that the search finds at once', async () => {
    const created = await createService({ name: 'Qayaq Repair Workshop' });
    expect(created.category.id).toBe(OTHER_CATEGORY_ID);
    expect(created.status).toBe('active');
    expect(names(await search('term=qayaq'))).toEqual(['Qayaq Repair Workshop']);
  });

  it('refuses ids that do not exist, naming each field, and writes nothing', async () => {
    const response = await api('POST', '/services', tokens.staff, {
      name: 'Zebulonville Service',
      description: 'x',
      categoryId: uuidv7(),
      teamId: uuidv7(),
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ errors: { field: string }[] }>().errors.map((e) => e.field);
    expect(fields).toEqual(['body.categoryId', 'body.teamId']);
    expect((await search('term=zebulonville')).total).toBe(0);
  });

  it('refuses a bad body with the field that is wrong', async () => {
    const response = await api('POST', '/services', tokens.staff, {
      name: '',
      description: 'x',
      url: 'ftp://x',
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ errors: { field: string }[] }>().errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['body.name', 'body.url']));
  });

  it('refuses an e-mail address with a doubled dot (SPEC §5), naming the field, and writes nothing', async () => {
    const response = await api('POST', '/services', tokens.staff, {
      name: 'Doubled Dot Desk',
      description: 'x',
      email: 'a..b@example.org',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'body.email', message: 'Enter an e-mail address like name@example.org' },
    ]);
    expect((await search('term=doubled')).total).toBe(0);
  });

  it('lets only directory editors and administrators write', async () => {
    const supervisor = await api('POST', '/services', tokens.supervisor, { name: 'S', description: 'x' });
    expect(supervisor.statusCode).toBe(403);
    expect(supervisor.json<{ detail: string }>().detail).toContain('Directory.Edit');
    expect(
      (await api('POST', '/services', tokens.participant, { name: 'P', description: 'x' })).statusCode,
    ).toBe(403);
    await createService({ name: 'Admin Added Service' }, tokens.admin);
  });

  it('hides a service from participants once it is no longer active, and the index follows the change', async () => {
    const created = await createService({ name: 'Umiak Boat Safety Class', categoryId: kayakCategoryId });
    expect((await api('GET', `/services/${created.id}`, tokens.participant)).statusCode).toBe(200);
    const put = await api('PUT', `/services/${created.id}`, tokens.staff, {
      name: 'Umiak Boat Safety Course',
      description: created.description,
      categoryId: kayakCategoryId,
      status: 'temporarily closed',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<ServiceDetailsView>().name).toBe('Umiak Boat Safety Course');
    expect((await api('GET', `/services/${created.id}`, tokens.participant)).statusCode).toBe(404);
    expect(names(await search('term=umiak', tokens.participant))).toEqual([]);
    expect(names(await search('term=umiak'))).toEqual(['Umiak Boat Safety Course']);
    expect(names(await search('term=umiak&activeServices=true'))).toEqual([]);
    const events = await rowsOf<{ type: string }>(
      db(),
      sql`select type from outbox_events where aggregate_id = ${created.id} order by id`,
    );
    expect(events.map((e) => e.type)).toEqual(['service.created', 'service.updated']);
  });

  it('answers 404 for a service that does not exist', async () => {
    expect((await api('GET', `/services/${uuidv7()}`, tokens.staff)).statusCode).toBe(404);
    const put = await api('PUT', `/services/${uuidv7()}`, tokens.staff, { name: 'x', description: 'y' });
    expect(put.statusCode).toBe(404);
  });
});

describe('searching services', () => {
  let anchorageId = '';
  beforeAll(async () => {
    const food = await createService({
      name: 'Tiqilluk Smoked Salmon Pantry',
      description: 'Free groceries and smoked fish for families.',
      categoryId: kayakCategoryId,
    });
    anchorageId = food.id;
    await locate(food.id, 'Bethel', {
      byDay: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'],
      opensAt: '00:00',
      closesAt: '23:59',
    });
    const closed = await createService({
      name: 'Tiqilluk Salmon Smokehouse Tours',
      description: 'Seasonal tours.',
    });
    await locate(closed.id, 'Anchorage', {
      byDay: ['MO'],
      opensAt: '09:00',
      closesAt: '10:00',
      validTo: '2001-01-01',
    });
  });

  it('tolerates typos and says how it read the term', async () => {
    const result = await search('term=tiqiluk%20salmn%20pantyr');
    expect(names(result)).toEqual(['Tiqilluk Smoked Salmon Pantry']);
    expect(result.correctedTerm).toBe('tiqilluk salmon pantry');
  });

  it('corrects a short word one letter off, which has too few letters for trigram similarity', async () => {
    // "fsh" shares 2 of 7 trigrams with "fish" (0.29, under pg_trgm's 0.3): one edit away, same first letter.
    const result = await search('term=smoked%20fsh');
    expect(result.correctedTerm).toBe('smoked fish');
    expect(names(result)).toEqual(['Tiqilluk Smoked Salmon Pantry']);
    // A word the directory holds is left as typed.
    expect((await search('term=smoked%20fish')).correctedTerm).toBeNull();
  });

  it('ranks name matches first and finds words in descriptions and cities', async () => {
    expect(names(await search('term=tiqilluk'))).toEqual([
      'Tiqilluk Salmon Smokehouse Tours',
      'Tiqilluk Smoked Salmon Pantry',
    ]);
    expect(names(await search('term=tiqilluk%20groceries%20bethel'))).toEqual([
      'Tiqilluk Smoked Salmon Pantry',
    ]);
    expect(names(await search('term=tiqil'))).toHaveLength(2);
  });

  it('counts facets over the matches and filters by category and city', async () => {
    const result = await search('term=tiqilluk');
    expect(result.facets.categories).toEqual(
      expect.arrayContaining([
        { id: kayakCategoryId, name: 'Boats and water safety', count: 1 },
        { id: OTHER_CATEGORY_ID, name: 'Other', count: 1 },
      ]),
    );
    expect(result.facets.cities).toEqual(
      expect.arrayContaining([
        { name: 'Bethel', count: 1 },
        { name: 'Anchorage', count: 1 },
      ]),
    );
    const byCategory = await search(`term=tiqilluk&categoryId=${kayakCategoryId}`);
    expect(names(byCategory)).toEqual(['Tiqilluk Smoked Salmon Pantry']);
    // The category facet still counts the other category under the chosen one.
    expect(byCategory.facets.categories).toHaveLength(2);
    expect(names(await search('term=tiqilluk&city=anchorage'))).toEqual(['Tiqilluk Salmon Smokehouse Tours']);
  });

  it('filters on open now in the organisation time zone and marks each card', async () => {
    const lastMinute = localMoment(new Date(), DEFAULT_TIME_ZONE).time === '23:59';
    const all = await search('term=tiqilluk');
    const pantry = all.items.find((i) => i.id === anchorageId)!;
    expect(pantry.primaryLocation).toMatchObject({
      city: 'Bethel',
      address: '100 Harbor Way, Bethel, AK 99501',
    });
    expect(pantry.locationCount).toBe(1);
    if (lastMinute) return;
    expect(pantry.openNow).toBe(true);
    expect(all.items.find((i) => i.id !== anchorageId)?.openNow).toBe(false);
    expect(names(await search('term=tiqilluk&openNow=true'))).toEqual(['Tiqilluk Smoked Salmon Pantry']);
  });

  it('never calls a service that is not active open now, whatever its hours: its status says why', async () => {
    const always = { byDay: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'], opensAt: '00:00', closesAt: '23:59' };
    const open = await createService({ name: 'Qayaq Net Repair Shop', description: 'Nets mended.' });
    const closed = await createService({
      name: 'Qayaq Net Repair Workshop',
      description: 'Nets mended; closed for the winter.',
      status: 'temporarily closed',
    });
    const draft = await createService({
      name: 'Qayaq Net Repair Class',
      description: 'Not yet published.',
      status: 'inactive',
    });
    for (const service of [open, closed, draft]) await locate(service.id, 'Bethel', always);
    if (localMoment(new Date(), DEFAULT_TIME_ZONE).time === '23:59') return;

    const cards = await search('term=qayaq%20net');
    const openNowOf = (id: string) => cards.items.find((i) => i.id === id)?.openNow;
    expect([openNowOf(open.id), openNowOf(closed.id), openNowOf(draft.id)]).toEqual([true, null, null]);
    const withDetails = await search('term=qayaq%20net&allData=true');
    expect(withDetails.items.map((i) => [i.name, i.openNow])).toEqual(
      expect.arrayContaining([
        ['Qayaq Net Repair Shop', true],
        ['Qayaq Net Repair Workshop', null],
      ]),
    );
    const details = await api('GET', `/services/${closed.id}`, tokens.staff);
    expect(details.json<ServiceDetailsView>()).toMatchObject({ status: 'temporarily closed', openNow: null });
    expect(names(await search('term=qayaq%20net&openNow=true'))).toEqual(['Qayaq Net Repair Shop']);
  });

  it('pages with take and skip and gives the total', async () => {
    const first = await search('term=tiqilluk&take=1');
    const second = await search('term=tiqilluk&take=1&skip=1');
    expect(first.total).toBe(2);
    expect(first.items).toHaveLength(1);
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
  });

  it('includes the sub-resources with allData and the answering team with includeTeam', async () => {
    const plain = await search('term=tiqilluk%20groceries');
    expect(plain.items[0]?.details).toBeUndefined();
    expect(plain.items[0]?.team).toBeUndefined();
    const full = await search('term=tiqilluk%20groceries&allData=true&includeTeam=true');
    expect(full.items[0]?.details?.locations[0]?.schedules[0]?.display).toBe(
      'Every day - 12:00 AM to 11:59 PM',
    );
    expect(full.items[0]?.team).toBeNull();
  });

  it('gives the same cards with allData as without, read from the details', async () => {
    const word = `qayaq${uuidv7().slice(-6)}`;
    const many = await createService({ name: `${word} many places` });
    const bare = await createService({ name: `${word} nowhere` });
    // Locations whose names sort differently by case, a postal address before the physical ones, two physical
    // addresses, two phones, and a schedule of the location that names no service (it applies to the service).
    const late = uuidv7();
    const early = uuidv7();
    await db()
      .insert(serviceLocations)
      .values([
        { id: late, name: 'b office' },
        { id: early, name: 'B Office' },
      ]);
    // Nome's office (99762) and Kotzebue's (99752), Alaska.
    const address = (
      locationId: string,
      kind: 'postal' | 'physical',
      address1: string,
      town: 'Nome' | 'Kotzebue',
    ) => ({
      id: uuidv7(),
      locationId,
      kind,
      address1,
      city: town,
      stateProvince: 'AK',
      postalCode: town === 'Nome' ? '99762' : '99752',
    });
    await db()
      .insert(serviceAddresses)
      .values([
        address(early, 'postal', 'PO Box 1', 'Nome'),
        address(early, 'physical', '2 Front St', 'Nome'),
        address(early, 'physical', '3 Front St', 'Nome'),
        address(late, 'physical', '4 Bay Rd', 'Kotzebue'),
      ]);
    await db()
      .insert(servicesAtLocations)
      .values([
        { id: uuidv7(), serviceId: many.id, locationId: late },
        { id: uuidv7(), serviceId: many.id, locationId: early },
      ]);
    await db()
      .insert(servicePhones)
      .values([
        { id: uuidv7(), serviceId: many.id, number: '907-555-0001' },
        { id: uuidv7(), serviceId: many.id, locationId: late, number: '907-555-0002' },
      ]);
    await db()
      .insert(serviceSchedules)
      .values({
        id: uuidv7(),
        serviceId: null,
        locationId: late,
        byDay: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'],
        opensAt: '00:00',
        closesAt: '23:59',
      });
    await reindexServices(db(), [many.id, bare.id]);
    const plain = await search(`term=${word}&includeTeam=true`);
    const full = await search(`term=${word}&includeTeam=true&allData=true`);
    expect(plain.items.map((i) => i.id).sort()).toEqual([many.id, bare.id].sort());
    expect(full.items.map(({ details, ...card }) => (details ? card : null))).toEqual(plain.items);
    const card = plain.items.find((i) => i.id === many.id);
    expect(card?.locationCount).toBe(2);
    expect(card?.primaryLocation?.address).toMatch(/Front St|Bay Rd/);
    expect(card?.primaryPhone).toMatch(/^907-555-000[12]$/);
  });

  it('shows on each card, and links to, a location in the city searched for', async () => {
    const word = `liheap${uuidv7().slice(-6)}`;
    const service = await createService({ name: `${word} energy assistance` });
    const bethel = uuidv7();
    const anchorage = uuidv7();
    // The Bethel office sorts first by name; the Anchorage one has a Bethel address added before its own.
    await db()
      .insert(serviceLocations)
      .values([
        { id: bethel, name: 'A Bethel office' },
        { id: anchorage, name: 'Z Anchorage office' },
      ]);
    const street = (locationId: string, address1: string, city: string, postalCode: string) => ({
      id: uuidv7(),
      locationId,
      kind: 'physical' as const,
      address1,
      city,
      stateProvince: 'AK',
      postalCode,
    });
    await db()
      .insert(serviceAddresses)
      .values([
        street(bethel, '401 Chief Eddie Hoffman Hwy', 'Bethel', '99559'),
        street(anchorage, '1 Ridgecrest Dr', 'Bethel', '99559'),
        street(anchorage, '3600 San Jeronimo Dr', 'Anchorage', '99508'),
      ]);
    await db()
      .insert(servicesAtLocations)
      .values([
        { id: uuidv7(), serviceId: service.id, locationId: bethel },
        { id: uuidv7(), serviceId: service.id, locationId: anchorage },
      ]);
    await reindexServices(db(), [service.id]);

    expect((await search(`term=${word}`)).items[0]?.primaryLocation).toMatchObject({
      id: bethel,
      city: 'Bethel',
    });
    for (const city of ['Anchorage', 'anchorage']) {
      const plain = await search(`term=${word}&city=${city}`);
      expect(plain.items[0]?.primaryLocation).toEqual({
        id: anchorage,
        name: 'Z Anchorage office',
        address: '3600 San Jeronimo Dr, Anchorage, AK 99508',
        city: 'Anchorage',
      });
      expect(plain.items[0]?.locationCount).toBe(2);
      const full = await search(`term=${word}&city=${city}&allData=true`);
      expect(full.items[0]?.primaryLocation).toEqual(plain.items[0]?.primaryLocation);
    }
  });

  it('rebuilds the index while searches run, idempotently', async () => {
    const before = await search('term=tiqilluk');
    const [rebuilt, ...during] = await Promise.all([
      api('POST', '/services/indexes', tokens.admin),
      ...Array.from({ length: 6 }, () => api('GET', '/services?term=tiqilluk', tokens.staff)),
    ]);
    expect(rebuilt!.statusCode, rebuilt!.body).toBe(200);
    for (const response of during) expect(response.json<ServiceSearchResponse>().total).toBe(2);
    const again = await api('POST', '/services/indexes', tokens.staff);
    expect(again.json<{ indexed: number; removed: number }>()).toMatchObject({
      indexed: rebuilt!.json<{ indexed: number }>().indexed,
      removed: 0,
    });
    expect(await search('term=tiqilluk')).toEqual(before);
    expect((await api('POST', '/services/indexes', tokens.supervisor)).statusCode).toBe(403);
  });
});

describe('service recommendations', () => {
  let serviceId = '';
  beforeAll(async () => {
    serviceId = (await createService({ name: 'Elders Snow Shoveling Crew' })).id;
  });

  it('lets staff recommend a service that the participant alone then sees', async () => {
    const response = await api('POST', '/service-recommendations', tokens.staff, {
      serviceId,
      participantId,
      note: 'They clear driveways on Saturdays.',
    });
    expect(response.statusCode, response.body).toBe(201);
    const made = response.json<ServiceRecommendationView>();
    expect(made).toMatchObject({
      service: { id: serviceId },
      participant: { participantId },
      note: 'They clear driveways on Saturdays.',
    });
    expect(made.recommendedBy?.name).toBe('Daniel Kasayulie');

    const own = (
      await api('GET', '/service-recommendations', tokens.participant)
    ).json<ServiceRecommendationsReport>();
    expect(own.items.map((i) => i.id)).toContain(made.id);
    expect(own.start).toBeNull();
    const other = (
      await api('GET', '/service-recommendations', tokens.participant2)
    ).json<ServiceRecommendationsReport>();
    expect(other.items.map((i) => i.id)).not.toContain(made.id);
    const activity = await rowsOf<{ kind: string }>(
      db(),
      sql`select kind from activity_logs where detail->>'recommendationId' = ${made.id}`,
    );
    expect(activity).toEqual([{ kind: 'service-recommended' }]);
  });

  it('reports by service and by staff member within the date range', async () => {
    const today = localMoment(new Date(), DEFAULT_TIME_ZONE).date;
    const report = (
      await api('GET', `/service-recommendations?start=${today}&end=${today}`, tokens.supervisor)
    ).json<ServiceRecommendationsReport>();
    expect(report.byService).toContainEqual({ id: serviceId, name: 'Elders Snow Shoveling Crew', count: 1 });
    expect(report.byStaff.find((s) => s.name === 'Daniel Kasayulie')?.count).toBeGreaterThanOrEqual(1);
    const past = (
      await api('GET', '/service-recommendations?start=2001-01-01&end=2001-01-31', tokens.supervisor)
    ).json<ServiceRecommendationsReport>();
    expect(past.total).toBe(0);
    const reversed = await api(
      'GET',
      '/service-recommendations?start=2026-12-05&end=2026-01-01',
      tokens.supervisor,
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual([
      { field: 'querystring.end', message: 'Must be on or after start' },
    ]);
    const one = (
      await api('GET', `/service-recommendations?participantId=${participantId}`, tokens.staff)
    ).json<ServiceRecommendationsReport>();
    expect(one.items.every((i) => i.participant.participantId === participantId)).toBe(true);
  });

  it('shows a participant a service recommended twice once, with its newest note; staff keep both', async () => {
    const twice = (await createService({ name: 'Winter Boot Exchange' })).id;
    const first = await api('POST', '/service-recommendations', tokens.staff, {
      serviceId: twice,
      participantId,
    });
    const again = await api('POST', '/service-recommendations', tokens.supervisor, {
      serviceId: twice,
      participantId,
      note: 'Sizes for the kids came in.',
    });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);

    const own = (
      await api('GET', '/service-recommendations', tokens.participant)
    ).json<ServiceRecommendationsReport>();
    const shown = own.items.filter((i) => i.service.id === twice);
    expect(shown.map((i) => i.id)).toEqual([again.json<ServiceRecommendationView>().id]);
    expect(shown[0]?.note).toBe('Sizes for the kids came in.');
    expect(own.total).toBe(new Set(own.items.map((i) => i.service.id)).size);

    const staffView = (
      await api('GET', `/service-recommendations?participantId=${participantId}`, tokens.staff)
    ).json<ServiceRecommendationsReport>();
    expect(staffView.items.filter((i) => i.service.id === twice)).toHaveLength(2);
  });

  it("gives staff one participant's recommendations from the first, as the record lists them", async () => {
    const [old] = await rowsOf<{ id: string }>(
      db(),
      sql`update service_recommendations set created_at = now() - interval '400 days'
        where id = (select id from service_recommendations where participant_id = ${participantId}
          order by created_at limit 1) returning id`,
    );
    const one = (
      await api('GET', `/service-recommendations?participantId=${participantId}`, tokens.staff)
    ).json<ServiceRecommendationsReport>();
    expect(one.start).toBeNull();
    expect(one.items.map((i) => i.id)).toContain(old?.id);
    // The id as it is typed or read out finds the same list; what is no id is refused, saying so.
    const typed = participantId.replace('-', '').toLowerCase();
    const same = await api('GET', `/service-recommendations?participantId=${typed}`, tokens.staff);
    expect(same.json<ServiceRecommendationsReport>().total).toBe(one.total);
    const bad = await api('GET', '/service-recommendations?participantId=nobody', tokens.staff);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('querystring.participantId');
    // The organisation-wide report still starts 30 days back.
    const all = (
      await api('GET', '/service-recommendations', tokens.staff)
    ).json<ServiceRecommendationsReport>();
    expect(all.start).not.toBeNull();
    expect(all.items.map((i) => i.id)).not.toContain(old?.id);
  });

  it('refuses inactive services, unknown participants and participants recommending', async () => {
    const closed = await createService({ name: 'Closed Ferry Desk', status: 'inactive' });
    const inactive = await api('POST', '/service-recommendations', tokens.staff, {
      serviceId: closed.id,
      participantId,
    });
    expect(inactive.statusCode).toBe(409);
    const nobody = await api('POST', '/service-recommendations', tokens.staff, {
      serviceId,
      participantId: 'ZZZZ-ZZZZ',
    });
    expect(nobody.statusCode).toBe(404);
    const self = await api('POST', '/service-recommendations', tokens.participant, {
      serviceId,
      participantId,
    });
    expect(self.statusCode).toBe(403);
  });
});

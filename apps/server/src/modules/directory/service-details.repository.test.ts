import { DEFAULT_TIME_ZONE } from '@casework/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#src/db/client.ts';
import {
  serviceAddresses,
  serviceAreas,
  serviceContacts,
  serviceDepartments,
  serviceEligibilities,
  serviceLocations,
  servicePhones,
  serviceRequiredDocuments,
  serviceSchedules,
  servicesAtLocations,
} from '#src/db/schema/index.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import { buildTeam } from '#test/factories.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { rolledBack as rolledBackOn } from '#test/rolled-back.ts';
import { buildService } from './directory.test-support.ts';
import { loadServiceDetails } from './service-details.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const rolledBack = (work: (tx: Db) => Promise<void>) => rolledBackOn(t.database.db, work);

// A Wednesday, 10:00 in Anchorage.
const now = new Date('2026-11-25T19:00:00Z');
const read = (tx: Db, ids: string[]) => loadServiceDetails(tx, ids, { now, timeZone: DEFAULT_TIME_ZONE });
const ids = (rows: readonly { id: string }[]) => rows.map((r) => r.id);
const weekdays = ['MO', 'TU', 'WE', 'TH', 'FR'];

/**
 * Two services sharing a location. `ours` is at two locations whose names sort alike ("b office", "B Office"), with
 * addresses of both kinds, a phone at one location and one for all, its own schedules (for every location and for
 * one), schedules of its locations that name no service, and every per-service list with two rows where order
 * shows. `theirs` also works at the shared location, with schedules of its own there that must not reach `ours`.
 */
async function twoServices(tx: Db) {
  const team = await buildTeam(tx);
  const department = uuidv7();
  await tx.insert(serviceDepartments).values({ id: department, name: `Dept ${department}`, teamId: team.id });
  const ours = await buildService(tx, { departmentId: department });
  const theirs = await buildService(tx);
  const [first, second] = [uuidv7(), uuidv7()].sort() as [string, string];
  await tx.insert(serviceLocations).values([
    { id: second, name: 'b office', latitude: 64.5011, longitude: -165.4064 },
    { id: first, name: 'B Office' },
  ]);
  const links = {
    oursFirst: uuidv7(),
    oursSecond: uuidv7(),
    theirsFirst: uuidv7(),
  };
  await tx.insert(servicesAtLocations).values([
    { id: links.oursSecond, serviceId: ours.id, locationId: second },
    { id: links.oursFirst, serviceId: ours.id, locationId: first },
    { id: links.theirsFirst, serviceId: theirs.id, locationId: first },
  ]);
  // Rows made in one transaction share its now(): creation times are set, so the lists' order is what is tested.
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 9, minute));
  const address = (locationId: string, kind: 'physical' | 'postal', address1: string, minute: number) => ({
    id: uuidv7(),
    createdAt: at(minute),
    locationId,
    kind,
    address1,
    city: 'Nome',
    stateProvince: 'AK',
    postalCode: '99762',
  });
  const addresses = [
    address(first, 'postal', 'PO Box 1', 1),
    address(first, 'physical', '3 Front St', 3),
    address(first, 'physical', '2 Front St', 2),
    address(second, 'physical', '4 Bay Rd', 4),
  ];
  for (const a of addresses) await tx.insert(serviceAddresses).values(a);
  const schedule = (
    serviceId: string | null,
    locationId: string | null,
    opensAt: string,
    byDay = weekdays,
  ) => ({ id: uuidv7(), serviceId, locationId, byDay, opensAt, closesAt: '17:00' });
  const schedules = {
    oursEverywhere: schedule(ours.id, null, '09:00'),
    oursAtSecond: schedule(ours.id, second, '08:00'),
    firstBuilding: schedule(null, first, '07:00', ['SA']),
    theirsAtFirst: schedule(theirs.id, first, '06:00'),
    theirsEverywhere: schedule(theirs.id, null, '05:00'),
  };
  await tx.insert(serviceSchedules).values(Object.values(schedules));
  const phones = {
    atSecond: {
      id: uuidv7(),
      serviceId: ours.id,
      locationId: second,
      number: '907-555-0002',
      createdAt: at(2),
    },
    everywhere: { id: uuidv7(), serviceId: ours.id, number: '907-555-0001', createdAt: at(1) },
  };
  for (const p of Object.values(phones)) await tx.insert(servicePhones).values(p);
  const contacts = [
    { id: uuidv7(), serviceId: ours.id, name: 'Zoe Active', title: 'Intake' },
    { id: uuidv7(), serviceId: ours.id, name: 'Ana Kaleak', email: 'ana@example.org' },
  ];
  await tx.insert(serviceContacts).values(contacts);
  const eligibility = { id: uuidv7(), serviceId: ours.id, description: 'Elders', minimumAge: 55 };
  await tx.insert(serviceEligibilities).values(eligibility);
  const documents = [
    { id: uuidv7(), serviceId: ours.id, document: 'Tribal ID' },
    { id: uuidv7(), serviceId: ours.id, document: 'Proof of address', uri: 'https://example.org/p' },
  ];
  await tx.insert(serviceRequiredDocuments).values(documents);
  const areas = [
    { id: uuidv7(), serviceId: ours.id, name: 'Nome' },
    { id: uuidv7(), serviceId: ours.id, name: 'Bering Strait' },
  ];
  await tx.insert(serviceAreas).values(areas);
  return {
    team,
    department,
    ours,
    theirs,
    first,
    second,
    links,
    addresses,
    schedules,
    phones,
    contacts,
    documents,
    areas,
    eligibility,
  };
}

describe('a service read with every sub-resource', () => {
  it('brings each list in display order, with what applies at each location and nothing of another service', async () => {
    await rolledBack(async (tx) => {
      const s = await twoServices(tx);
      const details = (await read(tx, [s.ours.id])).get(s.ours.id)!;
      expect(details).toMatchObject({
        id: s.ours.id,
        name: s.ours.name,
        department: { id: s.department },
        team: { id: s.team.id, name: s.team.name },
        createdAt: s.ours.createdAt.toISOString(),
        openNow: true,
      });
      // Both locations are "b office" in lower case: the id decides.
      expect(ids(details.locations)).toEqual([s.first, s.second]);
      const [first, second] = details.locations;
      expect(first!.serviceAtLocationId).toBe(s.links.oursFirst);
      expect(ids(first!.postalAddresses)).toEqual([s.addresses[0]!.id]);
      expect(ids(first!.physicalAddresses)).toEqual([s.addresses[2]!.id, s.addresses[1]!.id]);
      expect(ids(second!.physicalAddresses)).toEqual([s.addresses[3]!.id]);
      expect(second).toMatchObject({ latitude: 64.5011, longitude: -165.4064, postalAddresses: [] });
      // At the first location: the building's hours and ours for every location, never theirs.
      expect(ids(first!.schedules)).toEqual([s.schedules.firstBuilding.id, s.schedules.oursEverywhere.id]);
      expect(ids(second!.schedules)).toEqual([s.schedules.oursAtSecond.id, s.schedules.oursEverywhere.id]);
      expect(first!.schedules[1]).toMatchObject({ byDay: weekdays, opensAt: '09:00', closesAt: '17:00' });
      expect(ids(details.schedules)).toEqual([s.schedules.oursAtSecond.id, s.schedules.oursEverywhere.id]);
      expect(ids(first!.phones)).toEqual([]);
      expect(ids(second!.phones)).toEqual([s.phones.atSecond.id]);
      expect(ids(details.phones)).toEqual([s.phones.everywhere.id, s.phones.atSecond.id]);
      expect(ids(details.contacts)).toEqual([s.contacts[1]!.id, s.contacts[0]!.id]);
      expect(details.eligibilities).toMatchObject([
        { id: s.eligibility.id, minimumAge: 55, maximumAge: null },
      ]);
      expect(ids(details.requiredDocuments)).toEqual([s.documents[1]!.id, s.documents[0]!.id]);
      expect(ids(details.serviceAreas)).toEqual([s.areas[1]!.id, s.areas[0]!.id]);

      const theirs = (await read(tx, [s.theirs.id])).get(s.theirs.id)!;
      expect(ids(theirs.locations)).toEqual([s.first]);
      expect(ids(theirs.locations[0]!.schedules)).toEqual([
        s.schedules.theirsEverywhere.id,
        s.schedules.theirsAtFirst.id,
        s.schedules.firstBuilding.id,
      ]);
      expect(ids(theirs.schedules)).toEqual([s.schedules.theirsEverywhere.id, s.schedules.theirsAtFirst.id]);
      expect(theirs).toMatchObject({ phones: [], contacts: [], eligibilities: [], team: null });
    });
  });

  it('reads many services at once as it reads each alone, in the order asked', async () => {
    await rolledBack(async (tx) => {
      const s = await twoServices(tx);
      const bare = await buildService(tx);
      const together = await read(tx, [s.theirs.id, bare.id, s.ours.id]);
      expect([...together.keys()]).toEqual([s.theirs.id, bare.id, s.ours.id]);
      for (const id of [s.theirs.id, bare.id, s.ours.id])
        expect(together.get(id)).toEqual((await read(tx, [id])).get(id));
      expect(together.get(bare.id)).toMatchObject({
        locations: [],
        schedules: [],
        phones: [],
        serviceAreas: [],
        openNow: null,
      });
    });
  });

  it('gives nothing for a service that does not exist', async () => {
    expect((await read(t.database.db, [uuidv7()])).size).toBe(0);
    expect((await read(t.database.db, [uuidv7(), uuidv7()])).size).toBe(0);
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '#src/platform/ids.ts';
import { openTestDatabase } from '#test/harness.ts';
import type { Database } from './client.ts';
import { jsonObjectOf } from './json-rows.ts';
import { serviceLocations, serviceSchedules } from './schema/index.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const LOCATION_KEYS = ['id', 'name', 'alternateName', 'description', 'latitude', 'longitude'] as const;

describe('jsonObjectOf', () => {
  it('gives each column as drizzle’s own select does: texts with quotes and accents, nulls, doubles, arrays, dates', async () => {
    const locations = [
      {
        id: uuidv7(),
        name: 'Mary\'s "Place", Nuiqsut — Iñupiat',
        alternateName: null,
        description: 'back\\slash {braces} [brackets]\nnew line',
        latitude: 0.1 + 0.2,
        longitude: -149.8221,
      },
      {
        id: uuidv7(),
        name: 'Kotzebue',
        alternateName: '',
        description: null,
        latitude: null,
        longitude: 1e-7,
      },
    ];
    await database.db.insert(serviceLocations).values(locations);
    await database.db.insert(serviceSchedules).values({
      id: uuidv7(),
      locationId: locations[0]!.id,
      byDay: ['MO', 'TU'],
      opensAt: '08:00',
      closesAt: '17:00',
      validFrom: '2026-12-01',
    });

    for (const location of locations) {
      const [viaJson] = await database.db
        .select({ value: jsonObjectOf(serviceLocations, LOCATION_KEYS) })
        .from(serviceLocations)
        .where(eq(serviceLocations.id, location.id));
      const [selected] = await database.db
        .select({
          id: serviceLocations.id,
          name: serviceLocations.name,
          alternateName: serviceLocations.alternateName,
          description: serviceLocations.description,
          latitude: serviceLocations.latitude,
          longitude: serviceLocations.longitude,
        })
        .from(serviceLocations)
        .where(eq(serviceLocations.id, location.id));
      expect(viaJson!.value).toStrictEqual(selected);
      expect(viaJson!.value).toStrictEqual(location);
    }

    const [schedule] = await database.db
      .select({
        value: jsonObjectOf(serviceSchedules, ['byDay', 'validFrom', 'validTo'], {
          named: sql<string>`${serviceLocations.name}`,
        }),
      })
      .from(serviceSchedules)
      .innerJoin(serviceLocations, eq(serviceLocations.id, serviceSchedules.locationId));
    expect(schedule!.value).toStrictEqual({
      byDay: ['MO', 'TU'],
      validFrom: '2026-12-01',
      validTo: null,
      named: locations[0]!.name,
    });
  });

  it('refuses, when the statement is built, a column JSON would carry differently (timestamps, times)', () => {
    expect(() => jsonObjectOf(serviceLocations, ['id', 'createdAt'])).toThrow(/createdAt is a PgTimestamp/);
    expect(() => jsonObjectOf(serviceSchedules, ['opensAt'])).toThrow(/opensAt is a PgTime/);
  });
});

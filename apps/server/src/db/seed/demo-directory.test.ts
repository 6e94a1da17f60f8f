import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledServices } from '#src/modules/directory/hsds/hsds-export.ts';
import { directoryCounts } from '#src/modules/directory/hsds/hsds.test-support.ts';
import { openTestDatabase } from '#test/harness.ts';
import type { Database } from '../client.ts';
import { rowsOf } from '../raw-sql.ts';
import { demoDirectoryDataSet, seedDemoDirectory } from './demo-directory.ts';

let database: Database;
beforeAll(async () => {
  // The test database holds the demo seed, this directory included.
  database = await openTestDatabase();
});
afterAll(() => database.close());

const demoIds = () =>
  `{${demoDirectoryDataSet()
    .services.map((s) => s.id)
    .join(',')}}`;

describe('the demo service directory', () => {
  it('holds at least 60 services in at least 10 categories around Alaska', async () => {
    const [row] = await rowsOf<{ services: number; categories: number; cities: number }>(
      database.db,
      sql`select count(distinct s.id)::int as services, count(distinct s.category_id)::int as categories,
            count(distinct a.city)::int as cities
          from services s
          join services_at_locations sal on sal.service_id = s.id
          join service_addresses a on a.location_id = sal.location_id
          where s.id = any(${demoIds()}::uuid[])`,
    );
    expect(row!.services).toBeGreaterThanOrEqual(60);
    expect(row!.categories).toBeGreaterThanOrEqual(10);
    expect(row!.cities).toBeGreaterThanOrEqual(10);
  });

  it('gives every active service a located physical address, a phone and a schedule', async () => {
    const incomplete = await rowsOf<{ name: string }>(
      database.db,
      sql`select s.name from services s
          where s.id = any(${demoIds()}::uuid[]) and s.status = 'active' and (
            not exists (select 1 from services_at_locations sal
                        join service_addresses a on a.location_id = sal.location_id and a.kind = 'physical'
                        where sal.service_id = s.id)
            or not exists (select 1 from service_phones p where p.service_id = s.id)
            or not exists (select 1 from service_schedules sc where sc.service_id = s.id))`,
    );
    expect(incomplete).toEqual([]);
  });

  it('keeps a few services inactive or temporarily closed, and ages on eligibility rows', async () => {
    const [row] = await rowsOf<{ closed: number; aged: number }>(
      database.db,
      sql`select (select count(*)::int from services where id = any(${demoIds()}::uuid[]) and status <> 'active') as closed,
                 (select count(*)::int from service_eligibilities where minimum_age is not null or maximum_age is not null) as aged`,
    );
    expect(row!.closed).toBeGreaterThanOrEqual(2);
    expect(row!.aged).toBeGreaterThanOrEqual(20);
  });

  it('lets the demo teams answer for the departments named after them', async () => {
    const linked = await rowsOf<{ department: string; team: string | null }>(
      database.db,
      sql`select d.name as department, t.name as team from service_departments d
          left join teams t on t.id = d.team_id order by d.name`,
    );
    const teamNames = [
      'Behavioral Health',
      'Elders Program',
      'Family Services',
      'Housing & Energy Assistance',
      'Tribal Enrollment',
    ];
    for (const name of teamNames) expect(linked).toContainEqual({ department: name, team: name });
    expect(linked).toContainEqual({ department: 'Alaska Legal Services', team: null });
  });

  it('says "message us here" only on services whose department a team answers', async () => {
    const offers = await rowsOf<{ name: string; answered: boolean }>(
      database.db,
      sql`select s.name, (d.team_id is not null) as answered from services s
          join service_departments d on d.id = s.department_id
          where s.id = any(${demoIds()}::uuid[]) and s.application_process ilike '%message us here%'`,
    );
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.filter((o) => !o.answered)).toEqual([]);
  });

  it('runs again without changing anything', async () => {
    const before = {
      counts: await directoryCounts(database.db),
      services: [...(await compiledServices(database.db)).services],
    };
    const stamps = sql`select max(updated_at)::text as services, (select max(updated_at)::text from service_departments) as departments from services`;
    const [stampsBefore] = await rowsOf(database.db, stamps);
    expect(await seedDemoDirectory(database.db)).toEqual({ created: 0 });
    expect(await directoryCounts(database.db)).toEqual(before.counts);
    expect([...(await compiledServices(database.db)).services]).toEqual(before.services);
    expect((await rowsOf(database.db, stamps))[0]).toEqual(stampsBefore);
  });

  it('restores a deleted demo service on the next run and leaves the others untouched', async () => {
    const before = [...(await compiledServices(database.db)).services];
    const stamp = sql`select max(updated_at)::text as at from services`;
    const [stampBefore] = await rowsOf<{ at: string }>(database.db, stamp);
    const [victim] = demoDirectoryDataSet().services;
    await database.db.execute(sql`delete from services where id = ${victim!.id}`);
    expect(await seedDemoDirectory(database.db)).toEqual({ created: 1 });
    expect([...(await compiledServices(database.db)).services]).toEqual(before);
    const others = await rowsOf<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from services where id <> ${victim!.id} and updated_at > ${stampBefore!.at}::timestamptz`,
    );
    expect(others[0]!.n).toBe(0);
  });
});

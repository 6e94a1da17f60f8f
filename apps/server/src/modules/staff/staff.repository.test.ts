import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#src/db/schema/index.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { rowsReadFrom, statementsSent } from '#test/query-plans.ts';
import { buildStaffMember, buildTeam } from '#test/factories.ts';
import { createStaffRepository, type StaffFilter, type StaffRepository } from './staff.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the staff search', () => {
  // Participants sign in too: at 100,000 participants the accounts outnumber the staff thirty to one. Joined before
  // the page was chosen, PostgreSQL hashed every account for a page of staff, so the search grew with participants.
  it('reads only the accounts of its page, however many accounts the organisation has', async () => {
    const accounts = Array.from({ length: 3000 }, (_, i) => ({
      id: uuidv7(),
      email: `qz-account-${i}@example.org`,
      kind: 'participant' as const,
      role: 'Participant' as const,
    }));
    await t.database.db.insert(users).values(accounts);
    await t.database.db.execute(sql`analyze users`);
    try {
      const filters: StaffFilter[] = [
        { take: 3, skip: 0 },
        { lastName: 'k', take: 2, skip: 0 },
        { role: 'Staff', take: 3, skip: 1 },
      ];
      for (const filter of filters) {
        const sent = await statementsSent(t.database, async (db) => {
          const { rows, total } = await createStaffRepository(db).list(filter);
          expect(rows.length).toBeGreaterThan(0);
          expect(total).toBeGreaterThanOrEqual(rows.length);
        });
        expect(sent).toHaveLength(2);
        const [page, count] = sent;
        // The page's accounts, and for the role filter each candidate's own account looked up by key.
        const staff = Number(
          (await t.database.executeSql('select count(*) as n from staff_members')).rows[0]!.n,
        );
        expect(await rowsReadFrom(t.database, 'users', page!), JSON.stringify(filter)).toBeLessThanOrEqual(
          filter.role ? staff + filter.take : filter.take,
        );
        expect(await rowsReadFrom(t.database, 'users', count!), JSON.stringify(filter)).toBeLessThanOrEqual(
          filter.role ? staff : 0,
        );
      }
    } finally {
      await t.database.db.delete(users).where(sql`${users.email} like 'qz-account-%'`);
    }
  });

  it('brings each staff member of a page, or of a lookup, with their teams by name, in the same statement', async () => {
    const stamp = Date.now();
    const [a, b, c] = [
      await buildStaffMember(t.database.db, { lastName: `Qxteams${stamp}a` }),
      await buildStaffMember(t.database.db, { lastName: `Qxteams${stamp}b` }),
      await buildStaffMember(t.database.db, { lastName: `Qxteams${stamp}c` }),
    ];
    const zeta = await buildTeam(t.database.db, {
      name: `Zz Staff Teams ${stamp}`,
      members: [{ staffMemberId: a.id }, { staffMemberId: b.id }],
    });
    const alpha = await buildTeam(t.database.db, {
      name: `Aa Staff Teams ${stamp}`,
      members: [{ staffMemberId: b.id }],
    });
    const team = (x: { id: string; name: string }) => ({ id: x.id, name: x.name });

    let page: Awaited<ReturnType<StaffRepository['list']>> | undefined;
    const sent = await statementsSent(t.database, async (db) => {
      page = await createStaffRepository(db).list({ lastName: `Qxteams${stamp}`, take: 25, skip: 0 });
    });
    // The page with its teams, and the count beside it.
    expect(sent).toHaveLength(2);
    expect(page!.total).toBe(3);
    expect(page!.rows.map((r) => [r.id, r.teams])).toEqual([
      [a.id, [team(zeta)]],
      [b.id, [team(alpha), team(zeta)]],
      [c.id, []],
    ]);
    const found = await statementsSent(t.database, async (db) => {
      expect((await createStaffRepository(db).findById(b.id))?.teams).toEqual([team(alpha), team(zeta)]);
    });
    expect(found).toHaveLength(1);
  });
});

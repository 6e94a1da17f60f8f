import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#src/db/schema/index.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { rowsReadFrom, statementsSent } from '#test/query-plans.ts';
import { createStaffRepository, type StaffFilter } from './staff.repository.ts';

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
});

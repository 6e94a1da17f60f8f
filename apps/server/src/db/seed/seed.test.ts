import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  participants,
  plugins,
  staffMembers,
  teamMemberRoles,
  teamMembers,
  teamRoles,
  teams,
  users,
} from '../schema/index.ts';
import { openTestDatabase } from '#test/harness.ts';
import type { Database } from '../client.ts';
import { seedDemoOrganisation } from './seed.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function counts() {
  const tables = {
    users,
    staffMembers,
    teams,
    teamRoles,
    teamMembers,
    teamMemberRoles,
    participants,
    plugins,
  };
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await database.db.select({ n: count() }).from(table);
    result[name] = row!.n;
  }
  return result;
}

describe('the demo seed', () => {
  it('holds the five demo accounts, five teams and a team role granting TeamInbox.Access', async () => {
    expect(await counts()).toMatchObject({
      users: 12,
      teams: 5,
      teamRoles: 4,
      staffMembers: 10,
      participants: 16,
      plugins: 7,
    });
  });

  it('runs again without duplicating anything', async () => {
    const before = await counts();
    const { created } = await seedDemoOrganisation(database.db);
    expect(created).toBe(false);
    expect(await counts()).toEqual(before);
  });
});

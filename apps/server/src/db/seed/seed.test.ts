import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  messageFiles,
  messageTemplateFiles,
  participantFiles,
  participantVerifications,
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
import { filesUnder } from '#src/modules/participant-files/participant-files.test-support.ts';
import { createLocalDiskStorage } from '#src/platform/files/local-disk-storage.ts';
import type { Database } from '../client.ts';
import { DEMO_VERIFICATIONS } from './demo-verifications.ts';
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
    participantVerifications,
    participantFiles,
    messageFiles,
    messageTemplateFiles,
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

  it('holds the demo verifications, and no demo file when seeded without a file store', async () => {
    expect(await counts()).toMatchObject({
      participantVerifications: DEMO_VERIFICATIONS.length,
      participantFiles: 0,
      messageFiles: 0,
      messageTemplateFiles: 0,
    });
  });

  it('adds the demo files given a file store, then runs again without duplicating a row or a byte', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'casework-seed-files-'));
    const files = createLocalDiskStorage({ root });
    await seedDemoOrganisation(database.db, { files });
    const before = await counts();
    expect(before.participantFiles).toBeGreaterThanOrEqual(10);
    expect(before.messageFiles).toBeGreaterThanOrEqual(4);
    expect(before.messageTemplateFiles).toBeGreaterThanOrEqual(2);
    const stored = filesUnder(root).sort();
    expect(stored).toHaveLength(
      before.participantFiles! + before.messageFiles! + before.messageTemplateFiles!,
    );

    const { created } = await seedDemoOrganisation(database.db, { files });
    expect(created).toBe(false);
    expect(await counts()).toEqual(before);
    expect(filesUnder(root).sort()).toEqual(stored);
  });
});

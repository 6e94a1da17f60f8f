import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#src/db/client.ts';
import { captureStatements } from '#src/db/statement-capture.ts';
import { buildStaffMember } from '#test/factories.ts';
import { openTestDatabase } from '#test/harness.ts';
import { createAuthRepository } from './auth.repository.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('what the account lookups read', () => {
  it('reads the password hash for the sign-in only, never in the session check of an API call', async () => {
    const staff = await buildStaffMember(database.db, { password: 'Correct-horse-9' });
    let sessionId = '';
    const sent = await captureStatements(database, async (db) => {
      const repo = createAuthRepository(db);
      const signIn = await repo.findUserByEmail((await repo.findUserById(staff.userId))!.email);
      expect(signIn?.passwordHash).toMatch(/^\$argon2/);
      sessionId = await repo.createSession(staff.userId, new Date(Date.now() + 3_600_000));
      for (const withTeams of [false, true]) {
        const checked = await repo.findSessionWithUser(sessionId, { withTeams });
        expect(checked?.user.id).toBe(staff.userId);
        expect(checked?.user).not.toHaveProperty('passwordHash');
      }
      expect(await repo.findUserById(staff.userId)).not.toHaveProperty('passwordHash');
    });
    const reading = sent.filter((s) => s.text.includes('password_hash')).map((s) => s.text);
    // The e-mail lookup of the sign-in, and nothing else.
    expect(reading).toHaveLength(1);
    expect(reading[0]).toMatch(/lower\("users"."email"\)/);
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#src/db/client.ts';
import { activityLogs, userActionLogs } from '#src/db/schema/index.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import { openTestDatabase } from '#test/harness.ts';
import { buildParticipant } from '#test/factories.ts';
import { createLogsRepository } from './logs.repository.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The database's own message, wherever the driver wrapped it. */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const messages: string[] = [];
    for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause)
      messages.push(String((e as Error).message));
    return messages.join(' | ');
  }
  throw new Error('the statement was not refused');
}

async function userActionRow() {
  const id = uuidv7();
  await database.db
    .insert(userActionLogs)
    .values({ id, userId: uuidv7(), category: 'USERNAV', action: '/kept' });
  return id;
}

async function activityRow(participantId: string) {
  const id = uuidv7();
  await database.db
    .insert(activityLogs)
    .values({ id, kind: 'sensitive-info-access', participantId, message: 'Viewed passphrase. Reason: kept' });
  return id;
}

describe('log rows are append-only in the database itself', () => {
  it('refuses UPDATE and DELETE of user actions, even as one SQL statement from outside the app', async () => {
    const id = await userActionRow();
    expect(
      await refusal(
        database.db.update(userActionLogs).set({ action: '/rewritten' }).where(eq(userActionLogs.id, id)),
      ),
    ).toMatch(/user_action_logs is append-only: rows cannot be changed/);
    expect(await refusal(database.db.delete(userActionLogs).where(eq(userActionLogs.id, id)))).toMatch(
      /user_action_logs is append-only: rows cannot be deleted/,
    );
    expect(await refusal(database.db.execute(sql`delete from user_action_logs`))).toMatch(/append-only/);
    const [row] = await database.db.select().from(userActionLogs).where(eq(userActionLogs.id, id));
    expect(row!.action).toBe('/kept');
  });

  it('refuses UPDATE and DELETE of activity rows, but lets a merge re-point participant_id', async () => {
    const source = await buildParticipant(database.db);
    const target = await buildParticipant(database.db);
    const id = await activityRow(source.participantId);
    expect(
      await refusal(
        database.db.update(activityLogs).set({ message: 'Nothing to see' }).where(eq(activityLogs.id, id)),
      ),
    ).toMatch(/activity_logs is append-only: rows cannot be changed/);
    expect(
      await refusal(
        database.db
          .update(activityLogs)
          .set({ participantId: target.participantId, kind: 'message-created' })
          .where(eq(activityLogs.id, id)),
      ),
    ).toMatch(/rows cannot be changed/);
    expect(await refusal(database.db.delete(activityLogs).where(eq(activityLogs.id, id)))).toMatch(
      /activity_logs is append-only: rows cannot be deleted/,
    );

    await database.db
      .update(activityLogs)
      .set({ participantId: target.participantId })
      .where(eq(activityLogs.id, id));
    const [row] = await database.db.select().from(activityLogs).where(eq(activityLogs.id, id));
    expect(row).toMatchObject({
      participantId: target.participantId,
      kind: 'sensitive-info-access',
      message: 'Viewed passphrase. Reason: kept',
    });
  });

  it('the logs repository offers no way to change or remove a row', () => {
    const operations = Object.keys(createLogsRepository(database.db));
    expect(
      operations.filter((name) => /update|delete|remove|edit|change|purge|truncate|set/i.test(name)),
    ).toEqual([]);
    expect(operations).toContain('insertUserAction');
  });
});

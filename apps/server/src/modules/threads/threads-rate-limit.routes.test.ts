import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, threads } from '#src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { messageLimitSentence } from './threads.routes.ts';
import { apiOf, startThread, threadsCast, type ThreadsCast } from './threads.test-support.ts';

/** A small limit, so the test reaches it in a few messages; the default (120) is the same code with a larger max. */
const LIMIT = 3;

let t: TestApp;
let cast: ThreadsCast;
let api: ReturnType<typeof apiOf>;
beforeAll(async () => {
  t = await buildTestApp({ MESSAGES_PER_MINUTE: String(LIMIT) });
  api = apiOf(t);
  cast = await threadsCast(t);
});
afterAll(() => t.close());

const messageCount = async (threadId: string) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(eq(messages.threadId, threadId))
  )[0]!.n;

describe('MESSAGES_PER_MINUTE', () => {
  it('says how many messages were sent, in words that fit a limit of one', () => {
    expect(messageLimitSentence(120, 'in 57 seconds')).toBe(
      'You have sent 120 messages in the last minute, the most one person may send. Send this one again in 57 seconds.',
    );
    expect(messageLimitSentence(1, 'in 1 second')).toBe(
      'You have sent 1 message in the last minute, the most one person may send. Send this one again in 1 second.',
    );
  });

  it('refuses one person’s message past the limit with 429 and Retry-After, and stores nothing of it', async () => {
    // The new thread is the first message of the minute; replies and new threads count together.
    const thread = await startThread(t, cast.participant.token, { teamId: cast.teams.family });
    for (let i = 1; i < LIMIT; i += 1) {
      const reply = await api('POST', `/threads/${thread.id}/replies`, cast.participant.token, {
        body: `<p>Reply ${i}</p>`,
      });
      expect(reply.statusCode, reply.body).toBe(201);
    }
    const threadsBefore = (await t.database.db.select({ id: threads.id }).from(threads)).length;

    const refusedReply = await api('POST', `/threads/${thread.id}/replies`, cast.participant.token, {
      body: '<p>One too many</p>',
    });
    expect(refusedReply.statusCode).toBe(429);
    expect(refusedReply.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refusedReply.json()).toMatchObject({ status: 429, code: 'request.rate_limited' });
    const retryAfter = Number(refusedReply.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // What to do, in words the composer can show as they are.
    expect(refusedReply.json().detail).toBe(
      messageLimitSentence(LIMIT, `in ${retryAfter} second${retryAfter === 1 ? '' : 's'}`),
    );
    const refusedThread = await api('POST', '/threads', cast.participant.token, {
      teamId: cast.teams.family,
      body: '<p>A new thread is a message too</p>',
    });
    expect(refusedThread.statusCode).toBe(429);

    expect(await messageCount(thread.id)).toBe(LIMIT);
    expect((await t.database.db.select({ id: threads.id }).from(threads)).length).toBe(threadsBefore);
  });

  it('counts each person on their own: another person in the same thread still sends', async () => {
    const thread = await startThread(t, cast.participant2.token, { teamId: cast.teams.family });
    for (let i = 1; i < LIMIT; i += 1)
      await api('POST', `/threads/${thread.id}/replies`, cast.participant2.token, { body: `<p>${i}</p>` });
    const limited = await api('POST', `/threads/${thread.id}/replies`, cast.participant2.token, {
      body: '<p>Over</p>',
    });
    expect(limited.statusCode).toBe(429);

    const staffReply = await api('POST', `/threads/${thread.id}/replies`, cast.staff.token, {
      body: '<p>We have your message.</p>',
    });
    expect(staffReply.statusCode, staffReply.body).toBe(201);
    expect(await messageCount(thread.id)).toBe(LIMIT + 1);
  });
});

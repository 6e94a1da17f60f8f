import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEventsCatchUp, ThreadCountsView, ThreadReadState, ThreadView } from '@casework/contract';
import { outboxEvents } from '#src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import {
  apiOf,
  countsOf,
  freshInboxTeam,
  freshParticipant,
  freshStaff,
  replyTo,
  startThread,
  type Person,
} from './threads.test-support.ts';

let t: TestApp;
let api: ReturnType<typeof apiOf>;
let team: string;
let worker: Person;
let outsider: Person;
let participant: Person;
let stranger: Person;
beforeAll(async () => {
  t = await buildTestApp();
  api = apiOf(t);
  ({ teamId: team, worker } = await freshInboxTeam(t, { firstName: 'Wes' }));
  ({ worker: outsider } = await freshInboxTeam(t));
  participant = await freshParticipant(t);
  stranger = await freshParticipant(t);
});
afterAll(() => t.close());

const reply = (threadId: string, who: Person, text: string) => replyTo(t, threadId, who, text);
const markUnread = (threadId: string, who: Person) =>
  api('POST', `/threads/${threadId}/markasunread`, who.token);
const counts = async (who: Person) => (await countsOf(t, who)).json<ThreadCountsView>();
const detail = async (threadId: string, who: Person) =>
  (await api('GET', `/threads/${threadId}`, who.token)).json<ThreadView>();
const unreadEvents = async (threadId: string) =>
  (
    await t.database.db
      .select()
      .from(outboxEvents)
      .where(and(eq(outboxEvents.aggregateId, threadId), eq(outboxEvents.type, 'thread.unread')))
  ).map((e) => e.payload);

describe('mark as unread: POST /threads/{threadId}/markasunread', () => {
  it('moves the marker back to before the newest message of someone else; the counts show it unread', async () => {
    // Participant: one, two; the worker: three (their own, so it stays read).
    const thread = await startThread(t, participant.token, { teamId: team, body: '<p>one</p>' });
    const [one] = thread.messages;
    const two = await reply(thread.id, participant, 'two');
    const three = await reply(thread.id, worker, 'three');
    expect(
      (
        await api('POST', `/threads/${thread.id}/users`, worker.token, {
          staffMemberIds: [worker.staffMemberId],
        })
      ).statusCode,
    ).toBe(200);
    await api('POST', `/threads/${thread.id}/markasread/${three.id}`, worker.token);
    const before = await counts(worker);

    const answer = await markUnread(thread.id, worker);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<ThreadReadState>()).toMatchObject({
      threadId: thread.id,
      lastReadMessageId: one!.id,
      unread: true,
    });
    expect(await detail(thread.id, worker)).toMatchObject({ unread: true, lastReadMessageId: one!.id });
    expect(await counts(worker)).toEqual({ ...before, unread: before.unread + 1 });
    expect(await unreadEvents(thread.id)).toEqual([
      { threadId: thread.id, userId: worker.userId, messageId: two.id },
    ]);

    // Already unread: nothing moves (not even forward), and no second event.
    const again = await markUnread(thread.id, worker);
    expect(again.json<ThreadReadState>()).toMatchObject({ lastReadMessageId: one!.id, unread: true });
    expect(await unreadEvents(thread.id)).toHaveLength(1);

    // Reading it again moves the marker forward as before.
    const read = await api('POST', `/threads/${thread.id}/markasread/${three.id}`, worker.token);
    expect(read.json<ThreadReadState>()).toMatchObject({ lastReadMessageId: three.id, unread: false });
    expect(await counts(worker)).toEqual(before);
  });

  it("for a participant, the staff reply is unread again; the participant's own message before it stays read", async () => {
    const thread = await startThread(t, participant.token, { teamId: team, body: '<p>question</p>' });
    const answer = await reply(thread.id, worker, 'answer');
    await api('POST', `/threads/${thread.id}/markasread/${answer.id}`, participant.token);
    const before = await counts(participant);

    const marked = await markUnread(thread.id, participant);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json<ThreadReadState>()).toMatchObject({
      lastReadMessageId: thread.messages[0]!.id,
      unread: true,
    });
    expect(await counts(participant)).toEqual({ ...before, unread: before.unread + 1 });
  });

  it('the first message unread makes the whole thread unread, as if never read', async () => {
    const thread = await startThread(t, participant.token, { teamId: team, body: '<p>only</p>' });
    await api('POST', `/threads/${thread.id}/markasread/${thread.messages[0]!.id}`, worker.token);
    const marked = await markUnread(thread.id, worker);
    expect(marked.json<ThreadReadState>()).toEqual({
      threadId: thread.id,
      lastReadMessageId: null,
      lastReadAt: null,
      unread: true,
    });
  });

  it("reaches the caller's other tabs as a live event, and nobody else", async () => {
    const colleague = await freshStaff(t, { teams: [{ teamId: team, roleName: 'Case Worker' }] });
    const cursor = async (who: Person) =>
      (await api('GET', '/events', who.token)).json<LiveEventsCatchUp>().lastEventId;
    const since = async (who: Person, lastEventId: string | null) =>
      (await api('GET', `/events?lastEventId=${lastEventId}`, who.token)).json<LiveEventsCatchUp>().items;
    const thread = await startThread(t, participant.token, { teamId: team });
    await api('POST', `/threads/${thread.id}/markasread/${thread.messages[0]!.id}`, worker.token);
    const [mine, theirs] = [await cursor(worker), await cursor(colleague)];

    expect((await markUnread(thread.id, worker)).statusCode).toBe(200);
    expect((await since(worker, mine)).filter((e) => e.threadId === thread.id)).toMatchObject([
      { type: 'thread.unread', messageId: thread.messages[0]!.id, byMe: true },
    ]);
    expect((await since(colleague, theirs)).filter((e) => e.threadId === thread.id)).toEqual([]);
  });

  it('is not found for whoever cannot see the thread, and for a thread that does not exist', async () => {
    const thread = await startThread(t, participant.token, { teamId: team });
    await reply(thread.id, worker, 'answer');
    for (const who of [outsider, stranger]) {
      const response = await markUnread(thread.id, who);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    }
    expect((await markUnread('0190a5b4-0000-7000-8000-0000000009ff', worker)).statusCode).toBe(404);
    expect(await unreadEvents(thread.id)).toEqual([]);
  });

  it('refuses (409) when every message is the caller’s own, and changes nothing', async () => {
    const thread = await startThread(t, participant.token, { teamId: team, body: '<p>one</p>' });
    const second = await reply(thread.id, participant, 'two');
    await api('POST', `/threads/${thread.id}/markasread/${second.id}`, participant.token);
    const response = await markUnread(thread.id, participant);
    expect(response.statusCode).toBe(409);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(response.json()).toMatchObject({
      status: 409,
      code: 'thread.nothing_unread',
      detail: 'There is nothing to mark unread: every message here is yours.',
    });
    expect(await detail(thread.id, participant)).toMatchObject({
      unread: false,
      lastReadMessageId: second.id,
    });
    expect(await unreadEvents(thread.id)).toEqual([]);
  });
});

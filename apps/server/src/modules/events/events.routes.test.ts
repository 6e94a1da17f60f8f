import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { liveConnections } from '#src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { signInAs, signOut } from '#test/auth-helpers.ts';
import {
  apiOf,
  freshStaff,
  startThread,
  threadsCast,
  type ThreadsCast,
} from '../threads/threads.test-support.ts';
import { SseClient, listen, secondProcess } from './events.test-support.ts';

/**
 * Live updates across two server processes on one database (two apps with their own pools and LISTEN
 * connections on PostgreSQL; two apps on one in-process PGlite by default).
 */
let t: TestApp;
let other: Awaited<ReturnType<typeof secondProcess>>;
let urlA: string;
let urlB: string;
let cast: ThreadsCast;
let api: ReturnType<typeof apiOf>;
const clients: SseClient[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  other = await secondProcess(t);
  urlA = await listen(t.app);
  urlB = await listen(other.app);
  api = apiOf(t);
  cast = await threadsCast(t);
});
afterEach(() => {
  clients.splice(0).forEach((c) => c.close());
});
afterAll(async () => {
  await other.close();
  await t.close();
});

async function open(url: string, token: string, lastEventId?: string | null) {
  const client = await SseClient.open(url, token, lastEventId);
  clients.push(client);
  expect(client.status).toBe(200);
  await client.waitFor((m) => m.event === 'ready');
  return client;
}

const reply = async (threadId: string, token: string, text = 'A reply') => {
  const response = await api('POST', `/threads/${threadId}/replies`, token, { body: `<p>${text}</p>` });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
};

describe('live updates across processes', () => {
  it('a message created through one process reaches an SSE client of the other within a second', async () => {
    const staffOnB = await open(urlB, cast.staff.token);
    expect(staffOnB.contentType).toMatch(/^text\/event-stream/);

    const thread = await startThread(t, cast.participant.token, {
      teamId: cast.teams.family,
      subject: 'Heating',
    });
    // Committed by the time the answer arrived; the other process's client has it within a second (often before).
    const committedAt = Date.now();
    const created = await staffOnB.waitFor(
      (m) => m.event === 'message.created' && m.data.threadId === thread.id,
      1_000,
    );
    expect(created.receivedAt - committedAt).toBeLessThan(1_000);
    expect(created.data).toMatchObject({
      type: 'message.created',
      threadId: thread.id,
      messageId: thread.messages[0]!.id,
      teamId: cast.teams.family,
      byMe: false,
    });
    expect(created.id).toBe(created.data.id);
    // Ids only: no subject, body or names travel on the stream.
    expect(JSON.stringify(staffOnB.messages)).not.toMatch(/Heating|Hello, I need some help/);
    await staffOnB.waitFor((m) => m.event === 'counts');

    // And the other way round: a staff reply through B reaches the participant connected to A.
    const participantOnA = await open(urlA, cast.participant.token);
    const replyId = await apiOf({ ...t, app: other.app })(
      'POST',
      `/threads/${thread.id}/replies`,
      cast.staff.token,
      {
        body: '<p>On it.</p>',
      },
    );
    const messageId = replyId.json<{ id: string }>().id;
    await participantOnA.waitFor(
      (m) => m.event === 'message.created' && m.data.messageId === messageId,
      1_000,
    );
  });

  it('a reconnect with Last-Event-ID gets exactly the events it missed, in order, then continues live', async () => {
    const thread = await startThread(t, cast.participant.token, {
      teamId: cast.teams.family,
      subject: 'Rent',
    });
    const first = await open(urlA, cast.participant.token);
    const seen = await reply(thread.id, cast.staff.token, 'first');
    const last = await first.waitFor((m) => m.data.messageId === seen);
    first.close();

    // While the client is away: three events it may see, and some it may not.
    const missed = [
      await reply(thread.id, cast.staff.token, 'second'),
      await reply(thread.id, cast.participant.token, 'third'),
    ];
    await startThread(t, cast.participant2.token, { teamId: cast.teams.family, subject: 'Not yours' });
    missed.push(await reply(thread.id, cast.staff.token, 'fourth'));

    // Reconnect to the other process: replay first, then live (what this process had not read yet may come
    // just after `ready`; the client cannot tell the difference, and gets each event once).
    const again = await SseClient.open(urlB, cast.participant.token, last.id);
    clients.push(again);
    const ready = await again.waitFor((m) => m.event === 'ready');
    expect(ready.data.reset).toBe(false);
    await again.waitFor((m) => m.data.messageId === missed.at(-1));

    const live = await reply(thread.id, cast.staff.token, 'fifth');
    await again.waitFor((m) => m.data.messageId === live);
    const received = again.threadEvents();
    expect(received.map((m) => m.data.messageId)).toEqual([...missed, live]);
    expect(received.every((m) => m.event === 'message.created' && m.data.threadId === thread.id)).toBe(true);
    expect(new Set(received.map((m) => m.id)).size).toBe(received.length);
  });

  it('a reconnect with an unknown Last-Event-ID is told to reload (reset) and continues live', async () => {
    const client = await SseClient.open(urlA, cast.participant.token, '01900000-0000-7000-8000-000000000001');
    clients.push(client);
    const ready = await client.waitFor((m) => m.event === 'ready');
    expect(ready.data.reset).toBe(true);
  });

  it('a participant never receives events of another participant', async () => {
    const intruder = await open(urlB, cast.participant2.token);
    const thread = await startThread(t, cast.participant.token, {
      teamId: cast.teams.family,
      subject: 'Private',
    });
    await reply(thread.id, cast.staff.token);
    await api('PUT', '/threads/archive', cast.participant.token, { threadIds: [thread.id] });
    // Something of participant2's own, to know the stream has caught up with everything before it.
    const mine = await startThread(t, cast.participant2.token, {
      teamId: cast.teams.family,
      subject: 'Mine',
    });
    await intruder.waitFor((m) => m.event === 'message.created' && m.data.threadId === mine.id);
    expect(intruder.threadEvents().every((m) => m.data.threadId === mine.id)).toBe(true);
  });

  it('staff outside the team see nothing of its threads; the team sees them', async () => {
    const outsider = await open(urlA, cast.outsider.token);
    const teamMember = await open(urlB, cast.supervisor.token);
    const thread = await startThread(t, cast.participant.token, {
      teamId: cast.teams.family,
      subject: 'Team only',
    });
    await teamMember.waitFor((m) => m.data.threadId === thread.id && m.event === 'thread.created');
    const housing = await startThread(t, cast.participant.token, {
      teamId: cast.teams.housing,
      subject: 'Housing',
    });
    await outsider.waitFor((m) => m.data.threadId === housing.id);
    expect(outsider.threadEvents().some((m) => m.data.threadId === thread.id)).toBe(false);
  });
});

describe('stream lifetime', () => {
  it('ends the streams of a session when it signs out, in every process', async () => {
    const session = await signInAs(t.app, 'participant2');
    const onA = await open(urlA, session.token);
    const onB = await open(urlB, session.token);
    const response = await signOut(t.app, session.jar);
    expect(response.statusCode).toBeLessThan(400);
    for (const client of [onA, onB]) {
      const end = await client.waitFor((m) => m.event === 'end', 2_000);
      expect(end.data).toEqual({ reason: 'session-ended' });
      await client.waitForEnd();
    }
    // And the token no longer opens one.
    const refused = await SseClient.open(urlA, session.token);
    expect(refused.status).toBe(401);
  });

  it('ends the streams of a staff member the moment an administrator deactivates the account', async () => {
    const member = await freshStaff(t, { teams: [{ teamId: cast.teams.family, roleName: 'Case Worker' }] });
    const client = await open(urlB, member.token);
    const response = await api('PUT', `/staffMembers/${member.staffMemberId}/status`, cast.admin.token, {
      isActive: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    const end = await client.waitFor((m) => m.event === 'end', 2_000);
    expect(end.data).toEqual({ reason: 'session-ended' });
  });

  it('keeps a presence row while a stream is open and removes it when the client goes away', async () => {
    const rows = () =>
      t.database.db
        .select()
        .from(liveConnections)
        .where(eq(liveConnections.userId, cast.participant2.userId));
    const client = await open(urlA, cast.participant2.token);
    expect(await rows()).toHaveLength(1);
    client.close();
    await expect.poll(rows, { timeout: 2_000 }).toHaveLength(0);
  });

  it('refuses a stream without a valid token (401) and a malformed Last-Event-ID (400)', async () => {
    const anonymous = await t.app.inject({ url: '/api/v1/events', headers: { accept: 'text/event-stream' } });
    expect(anonymous.statusCode).toBe(401);
    const bad = await t.app.inject({
      url: '/api/v1/events',
      headers: {
        accept: 'text/event-stream',
        authorization: `Bearer ${cast.staff.token}`,
        'last-event-id': 'x',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toMatch(/last-event-id/);
  });

  it('ends open streams when the server closes, so it can close', async () => {
    const extra = await secondProcess(t);
    const client = await open(await listen(extra.app), cast.staff.token);
    await extra.close();
    const end = await client.waitFor((m) => m.event === 'end');
    expect(end.data).toEqual({ reason: 'server-closing' });
  });
});

describe('catch-up without a stream (JSON)', () => {
  const catchUp = (app: FastifyInstance, token: string, lastEventId?: string) =>
    app.inject({
      url: `/api/v1/events${lastEventId ? `?lastEventId=${lastEventId}` : ''}`,
      headers: { authorization: `Bearer ${token}` },
    });

  it('answers the current cursor, then only the events after it that the caller may see', async () => {
    const start = await catchUp(t.app, cast.participant.token);
    expect(start.statusCode).toBe(200);
    expect(start.headers['content-type']).toMatch(/application\/json/);
    const cursor = start.json<{ lastEventId: string; items: unknown[] }>();
    expect(cursor.items).toEqual([]);

    const thread = await startThread(t, cast.participant.token, {
      teamId: cast.teams.family,
      subject: 'Poll',
    });
    await startThread(t, cast.participant2.token, { teamId: cast.teams.family, subject: 'Not mine' });
    const messageId = await reply(thread.id, cast.staff.token);

    const page = (await catchUp(other.app, cast.participant.token, cursor.lastEventId)).json<{
      items: { type: string; threadId: string; messageId: string | null }[];
      more: boolean;
      reset: boolean;
    }>();
    expect(page.reset).toBe(false);
    expect(page.more).toBe(false);
    expect(page.items.every((i) => i.threadId === thread.id)).toBe(true);
    expect(page.items.map((i) => i.type)).toEqual(['thread.created', 'message.created', 'message.created']);
    expect(page.items.at(-1)!.messageId).toBe(messageId);
  });
});

describe('API reference', () => {
  it('documents the live-update route and the thread files routes', async () => {
    const document = (await t.app.inject({ url: '/api/v1/openapi.json' })).json<{
      paths: Record<string, Record<string, { summary?: string }>>;
    }>();
    expect(document.paths['/api/v1/events']?.get?.summary).toMatch(/Server-Sent Events/);
    expect(
      Object.keys(document.paths['/api/v1/threads/{threadId}/{messageId}/files/{fileName}'] ?? {}),
    ).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
  });
});

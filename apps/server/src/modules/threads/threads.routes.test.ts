import path from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountStatus,
  THREAD_VIEW_MESSAGE_LIMIT,
  type MessageView,
  type ThreadView,
} from '@casework/contract';
import {
  activityLogs,
  applications,
  messageFiles,
  messages,
  outboxEvents,
  threadUserStates,
  threads,
} from '#src/db/schema/index.ts';
import { captureStatements } from '#src/db/statement-capture.ts';
import { createLocalDiskStorage } from '#src/platform/files/local-disk-storage.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { buildParticipant } from '#test/factories.ts';
import { cleanMessageBody, postMessage } from './post-message.ts';
import type { ThreadViewer } from './threads-access.ts';
import { createThreadsRepository } from './threads.repository.ts';
import { createThreadsService } from './threads.service.ts';
import { apiOf, startThread, threadsCast, type ThreadsCast } from './threads.test-support.ts';

let t: TestApp;
let cast: ThreadsCast;
let api: ReturnType<typeof apiOf>;
beforeAll(async () => {
  t = await buildTestApp();
  api = apiOf(t);
  cast = await threadsCast(t);
});
afterAll(() => t.close());

/** The threads service of the cast's participant, on a database handle of the test's choosing. */
function participantThreads(db: TestApp['database']['db']) {
  const viewer: ThreadViewer = {
    userId: cast.participant.userId,
    kind: 'participant',
    role: 'Participant',
    participantId: cast.participant.participantId,
    staffMemberId: null,
    inboxTeamIds: new Set(),
    supervisedStaffIds: new Set(),
  };
  const service = createThreadsService({
    db,
    viewerOf: () => Promise.resolve(viewer),
    storage: { delete: () => Promise.resolve() },
    log: { warn: () => undefined },
  });
  return { service, principal: { ...viewer, sessionId: null, email: 'lena@example.org' } };
}

async function eventsOf(threadId: string) {
  return t.database.db
    .select()
    .from(outboxEvents)
    .where(and(eq(outboxEvents.aggregateType, 'thread'), eq(outboxEvents.aggregateId, threadId)))
    .orderBy(outboxEvents.seq);
}

describe('POST /threads', () => {
  it('a participant writes to a team: the thread, its first message, the activity entry and the events', async () => {
    const response = await api('POST', '/threads', cast.participant.token, {
      teamId: cast.teams.family,
      body: '<p>My heating bill is <strong>overdue</strong>.</p><p>Can someone call me?</p>',
    });
    expect(response.statusCode, response.body).toBe(201);
    const view = response.json<ThreadView>();
    expect(view).toMatchObject({
      kind: 'team',
      subject: 'My heating bill is overdue.',
      participant: { participantId: cast.participant.participantId, name: 'Lena Andrews' },
      team: { id: cast.teams.family, name: 'Family Services' },
      teams: [{ id: cast.teams.family, name: 'Family Services' }],
      participants: [{ participantId: cast.participant.participantId, name: 'Lena Andrews' }],
      owner: null,
      assignees: [],
      staffMembers: [],
      referredToTeam: null,
      messageCount: 1,
      hasEarlierMessages: false,
      unread: false,
      archived: false,
      teamArchived: false,
      closedAt: null,
    });
    expect(view.waitingSince).toBe(view.createdAt);
    expect(view.messages).toHaveLength(1);
    expect(view.messages[0]).toMatchObject({
      author: { userId: cast.participant.userId, kind: 'participant', name: 'Lena Andrews' },
      bodyHtml: '<p>My heating bill is <strong>overdue</strong>.</p><p>Can someone call me?</p>',
      bodyText: 'My heating bill is overdue.\nCan someone call me?',
      files: [],
    });

    const events = await eventsOf(view.id);
    expect(events.map((e) => e.type)).toEqual(['thread.created', 'message.created']);
    expect(events[1]!.payload).toMatchObject({
      threadId: view.id,
      participantId: cast.participant.participantId,
      teamId: cast.teams.family,
      messageId: view.messages[0]!.id,
      authorKind: 'participant',
    });
    // Events carry ids only: no subject, no body.
    expect(JSON.stringify(events.map((e) => e.payload))).not.toMatch(/heating|overdue/);
    const [activity] = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.kind, 'message-created'))
      .orderBy(desc(activityLogs.createdAt))
      .limit(1);
    expect(activity).toMatchObject({
      actorUserId: cast.participant.userId,
      participantId: cast.participant.participantId,
      detail: { threadId: view.id, messageId: view.messages[0]!.id, authorKind: 'participant' },
    });
    expect(activity!.message).not.toContain('Can someone call me');
  });

  it('stores the sanitised body: scripts, handlers and unsafe links never reach the database', async () => {
    const view = await startThread(t, cast.participant.token, {
      teamId: cast.teams.family,
      subject: '  Documents  ',
      body:
        '<p onclick="alert(1)">See <a href="javascript:alert(1)">this</a><script>alert(2)</script>' +
        '<img src=x onerror=alert(3)> and <a href="https://example.org">that</a></p>',
    });
    expect(view.subject).toBe('Documents');
    const [stored] = await t.database.db.select().from(messages).where(eq(messages.threadId, view.id));
    expect(stored!.bodyHtml).toBe(
      '<p>See this and <a href="https://example.org/" rel="noopener noreferrer nofollow" target="_blank">that</a></p>',
    );
    expect(stored!.bodyText).toBe('See this and that');
  });

  it('refuses a body without text (400), also when its only text sits in markup the allow-list drops', async () => {
    for (const body of ['', '<p>   </p>', '<p>&nbsp;</p><br>', '<script>alert(1)</script>']) {
      const response = await api('POST', '/threads', cast.participant.token, {
        teamId: cast.teams.family,
        body,
      });
      expect(response.statusCode, body).toBe(400);
      expect(response.json().errors).toContainEqual(expect.objectContaining({ field: 'body.body' }));
    }
    const framed = await api('POST', '/threads', cast.participant.token, {
      teamId: cast.teams.family,
      body: '<iframe>only in a frame</iframe>',
    });
    expect(framed.statusCode).toBe(400);
    expect(framed.json()).toMatchObject({ code: 'message.empty', errors: [{ field: 'body.body' }] });
  });

  it('refuses a staff message that still holds an unfilled quick-message variable; a participant writes braces freely', async () => {
    const before = await t.database.db.select().from(messages);
    const started = await api('POST', '/threads', cast.staff.token, {
      participantId: cast.participant2.participantId,
      body: '<p>Thank you for reaching out to {<strong>team</strong>.name}. Call me on {today}.</p>',
    });
    expect(started.statusCode).toBe(400);
    expect(started.json()).toMatchObject({
      code: 'message.unfilled_variable',
      detail: expect.stringMatching(
        /^Replace \{team\.name\} and \{today\} with the words you mean.*Nothing was sent\.$/,
      ),
      errors: [
        { field: 'body.body', message: expect.stringContaining('the participant would see the braces') },
      ],
    });
    const thread = await startThread(t, cast.participant.token, {
      teamId: cast.teams.family,
      body: '<p>My code is {today} and {team.name}, as the letter says.</p>',
    });
    const reply = await api('POST', `/threads/${thread.id}/replies`, cast.staff.token, {
      body: '<p>Hello {participant.firstName}</p>',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().code).toBe('message.unfilled_variable');
    const plain = await api('POST', `/threads/${thread.id}/replies`, cast.staff.token, {
      body: '<p>Hello, see {note} and {x.y}: not variables.</p>',
    });
    expect(plain.statusCode).toBe(201);
    expect((await t.database.db.select().from(messages)).length).toBe(before.length + 2);
  });

  it('a participant cannot write to a private team or an inactive application (404), nor as someone else', async () => {
    const privateTeam = await api('POST', '/threads', cast.participant.token, {
      teamId: cast.teams.behavioral,
      body: '<p>Hi</p>',
    });
    expect(privateTeam.statusCode).toBe(404);
    const inactive = uuidv7();
    await t.database.db.insert(applications).values({
      id: inactive,
      name: `Closed program ${inactive.slice(-6)}`,
      teamId: cast.teams.housing,
      isActive: false,
    });
    const viaInactive = await api('POST', '/threads', cast.participant.token, {
      applicationId: inactive,
      body: '<p>Hi</p>',
    });
    expect(viaInactive.statusCode).toBe(404);
    const asOther = await api('POST', '/threads', cast.participant.token, {
      teamId: cast.teams.family,
      participantId: cast.participant2.participantId,
      body: '<p>Hi</p>',
    });
    expect(asOther.statusCode).toBe(404);
    const nowhere = await api('POST', '/threads', cast.participant.token, { body: '<p>Hi</p>' });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().errors).toEqual([{ field: 'body.teamId', message: expect.any(String) }]);
    const twoTargets = await api('POST', '/threads', cast.participant.token, {
      teamId: cast.teams.family,
      serviceTeamId: cast.teams.housing,
      body: '<p>Hi</p>',
    });
    expect(twoTargets.statusCode).toBe(400);
  });

  it('an active application sends the thread to its team; the service finder passes the service team', async () => {
    const applicationId = uuidv7();
    await t.database.db.insert(applications).values({
      id: applicationId,
      name: `LIHEAP heating ${applicationId.slice(-6)}`,
      teamId: cast.teams.housing,
      isActive: true,
    });
    const viaApplication = await startThread(t, cast.participant2.token, { applicationId });
    expect(viaApplication).toMatchObject({
      team: { id: cast.teams.housing, name: 'Housing & Energy Assistance' },
      application: { id: applicationId },
    });
    const viaService = await startThread(t, cast.participant2.token, {
      serviceTeamId: cast.teams.elders,
      serviceId: 'svc-meals-on-wheels',
      subject: 'Meals on wheels',
    });
    expect(viaService).toMatchObject({
      team: { id: cast.teams.elders },
      serviceId: 'svc-meals-on-wheels',
      subject: 'Meals on wheels',
    });
  });

  it('staff write to a participant for a team they work (and take the thread), or in a personal thread', async () => {
    const team = await startThread(t, cast.staff.token, {
      participantId: cast.participant.participantId.toLowerCase(),
      teamId: cast.teams.family,
      subject: 'Your appointment',
      body: '<p>Your appointment is on Tuesday.</p>',
    });
    expect(team).toMatchObject({
      kind: 'team',
      participant: { participantId: cast.participant.participantId },
      assignees: [{ id: cast.staff.staffMemberId, name: 'Daniel Kasayulie' }],
      waitingSince: null,
      messages: [{ author: { kind: 'staff', name: 'Daniel Kasayulie' } }],
    });
    const personal = await startThread(t, cast.staff.token, {
      participantId: cast.participant2.participantId,
    });
    expect(personal).toMatchObject({
      kind: 'personal',
      team: null,
      teams: [],
      owner: { id: cast.staff.staffMemberId, name: 'Daniel Kasayulie' },
      staffMembers: [{ id: cast.staff.staffMemberId, isOwner: true, isAssignee: false }],
      subject: 'Hello, I need some help.',
    });
  });

  it('staff cannot start a thread for a team whose inbox they do not work (403), nor without a participant', async () => {
    const observer = await api('POST', '/threads', cast.staff.token, {
      participantId: cast.participant.participantId,
      teamId: cast.teams.enrollment,
      body: '<p>Hi</p>',
    });
    expect(observer.statusCode).toBe(403);
    const noParticipant = await api('POST', '/threads', cast.staff.token, {
      teamId: cast.teams.family,
      body: '<p>Hi</p>',
    });
    expect(noParticipant.statusCode).toBe(400);
    expect(noParticipant.json().errors).toEqual([
      { field: 'body.participantId', message: expect.any(String) },
    ]);
    const unknown = await api('POST', '/threads', cast.staff.token, {
      participantId: 'ZZZZ-ZZZZ',
      body: '<p>Hi</p>',
    });
    expect(unknown.statusCode).toBe(404);
    const merged = await buildParticipant(t.database.db, { status: AccountStatus.PermanentlyDisabled });
    const disabled = await api('POST', '/threads', cast.staff.token, {
      participantId: merged.participantId,
      body: '<p>Hi</p>',
    });
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json()).toMatchObject({ code: 'participant.permanently_disabled' });
  });

  it('staff cannot start a thread with a merged-away record: 409 participant.merged names the record to write to', async () => {
    const target = await buildParticipant(t.database.db);
    const source = await buildParticipant(t.database.db, {
      status: AccountStatus.PermanentlyDisabled,
      mergedInto: target.participantId,
    });
    const before = await t.database.db.$count(threads);
    for (const destination of [{}, { teamId: cast.teams.family }]) {
      const refused = await api('POST', '/threads', cast.staff.token, {
        participantId: source.participantId,
        ...destination,
        body: '<p>Hi</p>',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'participant.merged',
        detail: expect.stringContaining(`Write to ${target.participantId} instead.`),
        errors: [{ field: 'body.participantId', message: expect.stringContaining(target.participantId) }],
      });
    }
    expect(await t.database.db.$count(threads)).toBe(before);
  });

  // PGlite runs one transaction at a time, so the race needs PostgreSQL (CASEWORK_TEST_DB=postgres).
  it.runIf(process.env.CASEWORK_TEST_DB === 'postgres')(
    'a merge that commits while a thread is being started wins: 409 participant.merged, no thread on the old record',
    async () => {
      const target = await buildParticipant(t.database.db);
      const source = await buildParticipant(t.database.db);
      let commitMerge!: () => void;
      const mergeMayCommit = new Promise<void>((resolve) => (commitMerge = resolve));
      let lockHeld!: () => void;
      const locked = new Promise<void>((resolve) => (lockHeld = resolve));
      // A merge as the merge service runs it: the pair locked FOR UPDATE, then the source marked merged away.
      const merging = t.database.db.transaction(async (tx) => {
        await tx.execute(
          sql`select 1 from participants where participant_id in (${source.participantId}, ${target.participantId}) for update`,
        );
        lockHeld();
        await mergeMayCommit;
        await tx.execute(
          sql`update participants set merged_into = ${target.participantId}, status = -1 where participant_id = ${source.participantId}`,
        );
      });
      await locked;
      const starting = api('POST', '/threads', cast.staff.token, {
        participantId: source.participantId,
        body: '<p>Hi</p>',
      });
      // Once the request waits on the merge's lock, the merge commits.
      await expect
        .poll(
          async () =>
            (
              (await t.database.db.execute(
                sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
              )) as unknown as { rows: { n: number }[] }
            ).rows[0]!.n,
          { timeout: 5_000 },
        )
        .toBe(1);
      commitMerge();
      await merging;
      const answer = await starting;
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'participant.merged' });
      expect(await t.database.db.$count(threads, eq(threads.participantId, source.participantId))).toBe(0);
    },
  );
});

describe('GET /threads/{threadId}: who sees a thread', () => {
  let teamThread: ThreadView;
  let personalThread: ThreadView;
  beforeAll(async () => {
    teamThread = await startThread(t, cast.participant.token, { teamId: cast.teams.family });
    personalThread = await startThread(t, cast.staff.token, {
      participantId: cast.participant2.participantId,
    });
  });

  it.each([
    ['participant', 200],
    ['participant2', 404],
    ['staff', 200],
    ['supervisor', 200],
    ['outsider', 404],
    ['admin', 404],
  ] as const)('a Family Services thread of the participant, as %s: %i', async (who, status) => {
    const response = await api('GET', `/threads/${teamThread.id}`, cast[who].token);
    expect(response.statusCode).toBe(status);
    if (status === 404) expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it.each([
    ['participant', 404],
    ['participant2', 200],
    ['staff', 200],
    // The supervisor supervises the owner (a member of Family Services).
    ['supervisor', 200],
    ['outsider', 404],
    ['admin', 404],
  ] as const)("a staff member's personal thread with participant2, as %s: %i", async (who, status) => {
    expect((await api('GET', `/threads/${personalThread.id}`, cast[who].token)).statusCode).toBe(status);
  });

  it('participants do not see who is assigned; staff do', async () => {
    await api('POST', `/threads/${teamThread.id}/users`, cast.staff.token, {
      staffMemberIds: [cast.staff.staffMemberId],
    });
    const asParticipant = (
      await api('GET', `/threads/${teamThread.id}`, cast.participant.token)
    ).json<ThreadView>();
    expect(asParticipant.assignees).toEqual([]);
    const asStaff = (await api('GET', `/threads/${teamThread.id}`, cast.staff.token)).json<ThreadView>();
    expect(asStaff.assignees).toEqual([{ id: cast.staff.staffMemberId, name: 'Daniel Kasayulie' }]);
    expect(asStaff.unread).toBe(true);
  });

  it('answers 404 for an unknown thread and 400 for an id that is not one', async () => {
    expect((await api('GET', `/threads/${uuidv7()}`, cast.staff.token)).statusCode).toBe(404);
    const bad = await api('GET', '/threads/not-a-thread', cast.staff.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('params.threadId');
  });
});

describe('replies and GET /messages/{threadId}', () => {
  it('a reply moves the thread: preview, counts, waiting time, first staff reply and unread for the other side', async () => {
    const thread = await startThread(t, cast.participant.token, {
      teamId: cast.teams.family,
      body: '<p>First</p>',
    });
    const reply = await api('POST', `/threads/${thread.id}/replies`, cast.staff.token, {
      body: '<p>We have <em>received</em> your message.</p>',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json<MessageView>()).toMatchObject({
      threadId: thread.id,
      author: { userId: cast.staff.userId, kind: 'staff', name: 'Daniel Kasayulie' },
      bodyHtml: '<p>We have <em>received</em> your message.</p>',
      files: [],
    });
    const [row] = await t.database.db.select().from(threads).where(eq(threads.id, thread.id));
    expect(row).toMatchObject({
      messageCount: 2,
      lastMessagePreview: 'We have received your message.',
      lastMessageFrom: 'staff',
      awaitingReplySince: null,
    });
    expect(row!.firstStaffReplyAt).not.toBeNull();
    const forParticipant = (
      await api('GET', `/threads/${thread.id}`, cast.participant.token)
    ).json<ThreadView>();
    expect(forParticipant).toMatchObject({ unread: true, waitingSince: null, messageCount: 2 });
    expect(forParticipant.staffMembers).toEqual([
      { id: cast.staff.staffMemberId, name: 'Daniel Kasayulie', isAssignee: false, isOwner: false },
    ]);
    const forStaff = (await api('GET', `/threads/${thread.id}`, cast.staff.token)).json<ThreadView>();
    expect(forStaff.unread).toBe(false);

    const again = await api('POST', `/threads/${thread.id}/replies`, cast.participant.token, {
      body: '<p>Thanks!</p>',
    });
    expect(again.statusCode).toBe(201);
    const [after] = await t.database.db.select().from(threads).where(eq(threads.id, thread.id));
    expect(after!.firstStaffReplyAt).toEqual(row!.firstStaffReplyAt);
    expect(after!.awaitingReplySince).toEqual(new Date(again.json<MessageView>().createdAt));
    expect((await eventsOf(thread.id)).filter((e) => e.type === 'message.created')).toHaveLength(3);
  });

  it('a message is one statement: its row, the thread, both sides back in their inboxes, the log row and the event', async () => {
    const thread = await startThread(t, cast.participant.token, {
      teamId: cast.teams.family,
      body: '<p>First</p>',
    });
    const { db } = t.database;
    const archivedAt = new Date(Date.now() - 60_000);
    for (const userId of [cast.participant.userId, cast.staff.userId])
      await db
        .insert(threadUserStates)
        .values({ threadId: thread.id, userId, archivedAt })
        .onConflictDoUpdate({
          target: [threadUserStates.threadId, threadUserStates.userId],
          set: { archivedAt },
        });
    const found = await createThreadsRepository(db).find(thread.id);

    const sent = await captureStatements(t.database, (logged) =>
      postMessage(
        logged,
        found!,
        { userId: cast.staff.userId, kind: 'staff' },
        cleanMessageBody('<p>Back to you</p>', 'staff'),
      ),
    );
    expect(sent.map((s) => s.text.slice(0, 20))).toEqual(['with w0 as (insert i']);

    const [message] = await db
      .select()
      .from(messages)
      .where(eq(messages.threadId, thread.id))
      .orderBy(desc(messages.createdAt))
      .limit(1);
    expect(message).toMatchObject({ authorUserId: cast.staff.userId, bodyText: 'Back to you' });
    const [row] = await db.select().from(threads).where(eq(threads.id, thread.id));
    expect(row).toMatchObject({
      messageCount: 2,
      lastMessageFrom: 'staff',
      lastMessagePreview: 'Back to you',
    });
    // Participant-started: the first staff reply is this one; the thread no longer waits for staff.
    expect(row!.firstStaffReplyAt).toEqual(message!.createdAt);
    expect(row!.awaitingReplySince).toBeNull();
    const states = await db.select().from(threadUserStates).where(eq(threadUserStates.threadId, thread.id));
    expect(states.map((s) => s.archivedAt)).toEqual([null, null]);
    expect(states.find((s) => s.userId === cast.staff.userId)?.lastReadMessageId).toBe(message!.id);
    const [logged] = await db
      .select()
      .from(activityLogs)
      .where(sql`${activityLogs.detail}->>'messageId' = ${message!.id}`);
    expect(logged).toMatchObject({ kind: 'message-created', actorUserId: cast.staff.userId });
    const created = (await eventsOf(thread.id)).filter((e) => e.type === 'message.created');
    expect(created.at(-1)?.payload).toMatchObject({ messageId: message!.id, authorKind: 'staff' });
  });

  it('a message statement built once carries each message its own ids, time, texts, log row and event', async () => {
    const first = await startThread(t, cast.participant.token, {
      teamId: cast.teams.family,
      subject: 'Heating bill',
      body: '<p>First</p>',
    });
    const second = await startThread(t, cast.participant.token, {
      teamId: cast.teams.family,
      subject: 'Ride to the clinic',
      body: '<p>First</p>',
    });
    const { db } = t.database;
    const repo = createThreadsRepository(db);
    const staff = { userId: cast.staff.userId, kind: 'staff' as const };
    const participant = { userId: cast.participant.userId, kind: 'participant' as const };
    // Each later than the last, and than the threads' first messages, so each becomes its thread's latest.
    const later = (minutes: number, ms: number) =>
      new Date(Math.floor(Date.now() / 1000) * 1000 + minutes * 60_000 + ms);
    const sends = [
      { thread: first, author: staff, text: 'One', at: later(1, 123) },
      { thread: second, author: staff, text: 'Two', at: later(2, 456) },
      { thread: first, author: participant, text: 'Three', at: later(3, 789) },
      { thread: second, author: participant, text: 'Four', at: later(4, 0) },
    ];
    const posted = [];
    const texts: string[] = [];
    for (const send of sends) {
      const found = await repo.find(send.thread.id);
      const sent = await captureStatements(t.database, (logged) =>
        postMessage(
          logged,
          found!,
          send.author,
          cleanMessageBody(`<p>${send.text}</p>`, send.author.kind),
          send.at,
        ),
      );
      texts.push(...sent.map((statement) => statement.text));
      posted.push(await postedOf(send, found!.participantId, sent));
    }
    // One text for each author kind, whatever the thread, the message or the time.
    expect(new Set(texts).size).toBe(2);
    expect(texts[0]).toBe(texts[1]);
    expect(texts[2]).toBe(texts[3]);
    expect(new Set(posted.map((p) => p.message.id)).size).toBe(4);
    expect(new Set(posted.map((p) => p.logged.id)).size).toBe(4);
    expect(new Set(posted.map((p) => p.event.id)).size).toBe(4);

    async function postedOf(send: (typeof sends)[number], participantId: string, sent: unknown[]) {
      expect(sent).toHaveLength(1);
      const [message] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.threadId, send.thread.id), eq(messages.bodyText, send.text)));
      expect(message).toMatchObject({
        authorUserId: send.author.userId,
        authorKind: send.author.kind,
        bodyHtml: `<p>${send.text}</p>`,
        createdAt: send.at,
      });
      const [row] = await db.select().from(threads).where(eq(threads.id, send.thread.id));
      expect(row).toMatchObject({ lastMessagePreview: send.text, lastMessageFrom: send.author.kind });
      const [marker] = await db
        .select()
        .from(threadUserStates)
        .where(
          and(eq(threadUserStates.threadId, send.thread.id), eq(threadUserStates.userId, send.author.userId)),
        );
      expect(marker).toMatchObject({ lastReadMessageId: message!.id, lastReadAt: send.at });
      const [logged] = await db
        .select()
        .from(activityLogs)
        .where(sql`${activityLogs.detail}->>'messageId' = ${message!.id}`);
      const by = send.author.kind === 'staff' ? 'staff' : 'the participant';
      expect(logged).toMatchObject({
        kind: 'message-created',
        actorUserId: send.author.userId,
        participantId,
        message: `Message created in thread "${send.thread.subject}" by ${by}.`,
        detail: { threadId: send.thread.id, messageId: message!.id, authorKind: send.author.kind },
      });
      const event = (await eventsOf(send.thread.id)).find(
        (e) => (e.payload as { messageId?: string }).messageId === message!.id,
      );
      expect(event).toMatchObject({
        type: 'message.created',
        actorUserId: send.author.userId,
        payload: { threadId: send.thread.id, authorKind: send.author.kind },
      });
      return { message: message!, logged: logged!, event: event! };
    }
  });

  it('a reply sends two statements, the access check and the writes, with no transaction around them', async () => {
    const thread = await startThread(t, cast.participant.token, {
      teamId: cast.teams.family,
      body: '<p>First</p>',
    });
    const sent = await captureStatements(t.database, (logged) => {
      const { service, principal } = participantThreads(logged);
      return service.reply(principal, thread.id, { body: '<p>Still waiting</p>' });
    });
    // A transaction would show as "begin" and "commit" on PostgreSQL (the CI run); PGlite's driver sends its own
    // unlogged ones, so there this holds the two statements only.
    expect(sent.map((s) => s.text.split(' ', 2).join(' '))).toEqual(['select "id",', 'with w0']);
    const listed = await api('GET', `/messages/${thread.id}`, cast.participant.token);
    expect(listed.json<{ items: MessageView[] }>().items.at(-1)).toMatchObject({ bodyText: 'Still waiting' });
  });

  it('a reply is answered as GET /messages/{threadId} shows the message, for staff and participants alike', async () => {
    const thread = await startThread(t, cast.staff.token, {
      participantId: cast.participant.participantId,
      teamId: cast.teams.family,
    });
    const answers: MessageView[] = [];
    for (const token of [cast.participant.token, cast.staff.token]) {
      const reply = await api('POST', `/threads/${thread.id}/replies`, token, {
        body: '<p>Noted <b>here</b></p>',
      });
      expect(reply.statusCode, reply.body).toBe(201);
      answers.push(reply.json<MessageView>());
    }
    const listed = await api('GET', `/messages/${thread.id}`, cast.staff.token);
    expect(listed.json<{ items: MessageView[] }>().items.slice(-2)).toEqual(answers);
    expect(answers[0]!.author).toMatchObject({ kind: 'participant', name: expect.stringMatching(/\S/) });
    expect(answers[1]!.author).toMatchObject({ kind: 'staff', name: 'Daniel Kasayulie' });
  });

  it('a staff-started thread has no first-response time', async () => {
    const thread = await startThread(t, cast.staff.token, {
      participantId: cast.participant.participantId,
      teamId: cast.teams.family,
    });
    await api('POST', `/threads/${thread.id}/replies`, cast.participant.token, { body: '<p>ok</p>' });
    await api('POST', `/threads/${thread.id}/replies`, cast.staff.token, { body: '<p>good</p>' });
    const [row] = await t.database.db.select().from(threads).where(eq(threads.id, thread.id));
    expect(row!.firstStaffReplyAt).toBeNull();
  });

  it('only those who see the thread may reply; an empty reply is refused', async () => {
    const thread = await startThread(t, cast.participant.token, { teamId: cast.teams.family });
    for (const who of ['participant2', 'outsider', 'admin'] as const) {
      const response = await api('POST', `/threads/${thread.id}/replies`, cast[who].token, {
        body: '<p>x</p>',
      });
      expect(response.statusCode, who).toBe(404);
    }
    const empty = await api('POST', `/threads/${thread.id}/replies`, cast.participant.token, {
      body: '<p> </p>',
    });
    expect(empty.statusCode).toBe(400);
    expect((await t.database.db.select().from(messages).where(eq(messages.threadId, thread.id))).length).toBe(
      1,
    );
  });

  it('opening a thread sends two statements: the thread with its names, then its newest messages with their files', async () => {
    const thread = await startThread(t, cast.participant.token, {
      teamId: cast.teams.family,
      body: '<p>First</p>',
    });
    await api('POST', `/threads/${thread.id}/replies`, cast.staff.token, { body: '<p>On it</p>' });
    let view: ThreadView | undefined;
    const sent = await captureStatements(t.database, async (logged) => {
      const { service, principal } = participantThreads(logged);
      view = await service.get(principal, thread.id);
    });
    expect(sent.map((s) => s.text.split(' ', 2).join(' '))).toEqual([
      'select "threads"."id",',
      'select m.id,',
    ]);
    // The staff member who wrote is named from the thread's own statement.
    expect(view).toMatchObject({
      messageCount: 2,
      hasEarlierMessages: false,
      staffMembers: [
        { id: cast.staff.staffMemberId, name: 'Daniel Kasayulie', isAssignee: false, isOwner: false },
      ],
      messages: [
        { bodyText: 'First', files: [] },
        { bodyText: 'On it', files: [] },
      ],
    });
  });

  it('the thread view holds the newest 100 messages and says that there are earlier ones', async () => {
    const thread = await startThread(t, cast.participant.token, {
      teamId: cast.teams.family,
      body: '<p>m0</p>',
    });
    const { db } = t.database;
    const found = await createThreadsRepository(db).find(thread.id);
    for (let i = 1; i <= THREAD_VIEW_MESSAGE_LIMIT; i += 1)
      await postMessage(
        db,
        found!,
        { userId: cast.participant.userId, kind: 'participant' },
        cleanMessageBody(`<p>m${i}</p>`, 'participant'),
        new Date(Date.parse(thread.createdAt) + i * 1000),
      );
    const view = (await api('GET', `/threads/${thread.id}`, cast.participant.token)).json<ThreadView>();
    expect(view).toMatchObject({ messageCount: THREAD_VIEW_MESSAGE_LIMIT + 1, hasEarlierMessages: true });
    expect(view.messages.map((m) => m.bodyText)).toEqual(
      Array.from({ length: THREAD_VIEW_MESSAGE_LIMIT }, (_, i) => `m${i + 1}`),
    );
  });

  it('pages messages oldest first, with the total; the thread view holds the newest ones', async () => {
    const thread = await startThread(t, cast.participant.token, {
      teamId: cast.teams.family,
      body: '<p>m0</p>',
    });
    for (let i = 1; i <= 4; i += 1)
      await api('POST', `/threads/${thread.id}/replies`, i % 2 ? cast.staff.token : cast.participant.token, {
        body: `<p>m${i}</p>`,
      });
    const page = await api('GET', `/messages/${thread.id}?take=2&skip=1`, cast.participant.token);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ total: 5, items: [{ bodyText: 'm1' }, { bodyText: 'm2' }] });
    const view = (await api('GET', `/threads/${thread.id}`, cast.staff.token)).json<ThreadView>();
    expect(view.messages.map((m) => m.bodyText)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
    expect((await api('GET', `/messages/${thread.id}`, cast.participant2.token)).statusCode).toBe(404);
  });
});

describe('DELETE /threads/{threadId}', () => {
  it('administrators delete a thread with its messages and files; the stored bytes go too', async () => {
    const thread = await startThread(t, cast.participant.token, { teamId: cast.teams.family });
    const storage = createLocalDiskStorage({ root: path.join(t.config.dataDir, 'files') });
    const key = `threads/${thread.id}/${uuidv7()}`;
    await storage.put(key, Buffer.from('lease text'));
    await t.database.db.insert(messageFiles).values({
      id: uuidv7(),
      threadId: thread.id,
      messageId: thread.messages[0]!.id,
      name: 'lease.txt',
      size: 10,
      contentType: 'text/plain',
      storageKey: key,
    });

    for (const who of ['staff', 'supervisor', 'participant'] as const)
      expect((await api('DELETE', `/threads/${thread.id}`, cast[who].token)).statusCode).toBe(403);
    const response = await api('DELETE', `/threads/${thread.id}`, cast.admin.token);
    expect(response.statusCode).toBe(204);
    expect((await api('GET', `/threads/${thread.id}`, cast.participant.token)).statusCode).toBe(404);
    expect(await t.database.db.select().from(messages).where(eq(messages.threadId, thread.id))).toEqual([]);
    expect(await storage.exists(key)).toBe(false);
    expect((await eventsOf(thread.id)).at(-1)).toMatchObject({
      type: 'thread.deleted',
      actorUserId: cast.admin.userId,
    });
    const [entry] = await t.database.db
      .select()
      .from(activityLogs)
      .where(
        and(eq(activityLogs.kind, 'thread-deleted'), sql`${activityLogs.detail}->>'threadId' = ${thread.id}`),
      );
    expect(entry).toMatchObject({ actorUserId: cast.admin.userId, detail: { messages: 1, files: 1 } });
    expect(entry!.message).not.toContain(thread.subject);
    expect((await api('DELETE', `/threads/${thread.id}`, cast.admin.token)).statusCode).toBe(404);
  });
});

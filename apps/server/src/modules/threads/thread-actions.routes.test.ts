import path from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferralResult, ThreadView } from '@casework/contract';
import { activityLogs, messageFiles, outboxEvents, threads, users } from '#src/db/schema/index.ts';
import { createLocalDiskStorage } from '#src/platform/files/local-disk-storage.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { PDF_BYTES, multipartBody } from '#src/modules/participant-files/participant-files.test-support.ts';
import { threadsTeamDataContributor } from './threads.module.ts';
import {
  apiOf,
  freshParticipant,
  freshStaff,
  freshTeam,
  startThread,
  threadsCast,
  type Person,
  type ThreadsCast,
} from './threads.test-support.ts';

let t: TestApp;
let cast: ThreadsCast;
let api: ReturnType<typeof apiOf>;
beforeAll(async () => {
  t = await buildTestApp();
  api = apiOf(t);
  cast = await threadsCast(t);
});
afterAll(() => t.close());

const threadRow = async (id: string) =>
  (await t.database.db.select().from(threads).where(eq(threads.id, id)))[0]!;
const lastActivity = async (kind: 'thread-assigned' | 'thread-referred') =>
  (
    await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.kind, kind))
      .orderBy(desc(activityLogs.createdAt))
      .limit(1)
  )[0]!;
const eventTypes = async (threadId: string) =>
  (
    await t.database.db
      .select()
      .from(outboxEvents)
      .where(and(eq(outboxEvents.aggregateType, 'thread'), eq(outboxEvents.aggregateId, threadId)))
      .orderBy(outboxEvents.seq)
  ).map((e) => e.type);

describe('assigning: POST and PUT /threads/{threadId}/users', () => {
  let team: string;
  let lead: Person;
  let worker: Person;
  let observer: Person;
  beforeAll(async () => {
    team = await freshTeam(t);
    lead = await freshStaff(t, { firstName: 'Lea', teams: [{ teamId: team, roleName: 'Team Lead' }] });
    worker = await freshStaff(t, { firstName: 'Wes', teams: [{ teamId: team, roleName: 'Case Worker' }] });
    observer = await freshStaff(t, { teams: [{ teamId: team, roleName: 'Observer' }] });
  });

  it('POST adds assignees, PUT replaces them; both write "thread assigned" and an event', async () => {
    const thread = await startThread(t, cast.participant.token, { teamId: team });
    const added = await api('POST', `/threads/${thread.id}/users`, lead.token, {
      staffMemberIds: [worker.staffMemberId],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({
      threadId: thread.id,
      assignees: [{ id: worker.staffMemberId, name: expect.stringMatching(/^Wes /) }],
    });
    expect(await lastActivity('thread-assigned')).toMatchObject({
      actorUserId: lead.userId,
      participantId: cast.participant.participantId,
      detail: { threadId: thread.id, added: [worker.staffMemberId], removed: [] },
    });
    expect((await lastActivity('thread-assigned')).message).toMatch(/^Assigned thread ".+" to Wes /);

    const both = await api('POST', `/threads/${thread.id}/users`, lead.token, {
      staffMemberIds: [lead.staffMemberId, worker.staffMemberId],
    });
    expect(both.json().assignees.map((a: { id: string }) => a.id)).toEqual([
      worker.staffMemberId,
      lead.staffMemberId,
    ]);
    expect((await threadRow(thread.id)).assigneeCount).toBe(2);

    const replaced = await api('PUT', `/threads/${thread.id}/users`, lead.token, {
      staffMemberIds: [lead.staffMemberId],
    });
    expect(replaced.json().assignees).toEqual([{ id: lead.staffMemberId, name: expect.any(String) }]);
    expect((await lastActivity('thread-assigned')).detail).toMatchObject({
      added: [],
      removed: [worker.staffMemberId],
    });
    const cleared = await api('PUT', `/threads/${thread.id}/users`, lead.token, { staffMemberIds: [] });
    expect(cleared.json().assignees).toEqual([]);
    expect((await threadRow(thread.id)).assigneeCount).toBe(0);
    expect((await eventTypes(thread.id)).filter((type) => type === 'thread.assigned')).toHaveLength(4);
  });

  it('refuses people who do not work the team inbox, unknown ids and an empty POST (400, nothing changes)', async () => {
    const thread = await startThread(t, cast.participant.token, { teamId: team });
    const response = await api('POST', `/threads/${thread.id}/users`, lead.token, {
      staffMemberIds: [worker.staffMemberId, observer.staffMemberId, uuidv7(), cast.staff.staffMemberId],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'body.staffMemberIds.1',
      'body.staffMemberIds.2',
      'body.staffMemberIds.3',
    ]);
    expect((await threadRow(thread.id)).assigneeCount).toBe(0);
    expect(
      (await api('POST', `/threads/${thread.id}/users`, lead.token, { staffMemberIds: [] })).statusCode,
    ).toBe(400);
    const twice = await api('POST', `/threads/${thread.id}/users`, lead.token, {
      staffMemberIds: [lead.staffMemberId, lead.staffMemberId],
    });
    expect(twice.statusCode).toBe(400);
  });

  it('only staff who see the thread assign (404), participants not at all (403)', async () => {
    const thread = await startThread(t, cast.participant.token, { teamId: team });
    const body = { staffMemberIds: [worker.staffMemberId] };
    expect((await api('POST', `/threads/${thread.id}/users`, observer.token, body)).statusCode).toBe(404);
    expect((await api('POST', `/threads/${thread.id}/users`, cast.outsider.token, body)).statusCode).toBe(
      404,
    );
    expect((await api('PUT', `/threads/${thread.id}/users`, cast.participant.token, body)).statusCode).toBe(
      403,
    );
  });

  it('anyone active can be assigned to a personal thread; an assignee sees it in their inbox', async () => {
    const thread = await startThread(t, cast.staff.token, { participantId: cast.participant.participantId });
    const response = await api('POST', `/threads/${thread.id}/users`, cast.staff.token, {
      staffMemberIds: [observer.staffMemberId],
    });
    expect(response.statusCode).toBe(200);
    expect((await api('GET', `/threads/${thread.id}`, observer.token)).statusCode).toBe(200);
    await t.database.db.update(users).set({ status: 0 }).where(eq(users.id, worker.userId));
    const inactive = await api('POST', `/threads/${thread.id}/users`, cast.staff.token, {
      staffMemberIds: [worker.staffMemberId],
    });
    expect(inactive.statusCode).toBe(400);
    await t.database.db.update(users).set({ status: 1 }).where(eq(users.id, worker.userId));
  });
});

describe('referring: POST /threads/{threadId}/referrals', () => {
  it('moves the thread to the other team, open and unassigned, flagged, with "thread referred" logged', async () => {
    const thread = await startThread(t, cast.participant.token, {
      teamId: cast.teams.family,
      subject: 'Needs housing',
    });
    await api('POST', `/threads/${thread.id}/users`, cast.staff.token, {
      staffMemberIds: [cast.staff.staffMemberId],
    });
    await api('PUT', '/threads/archive', cast.staff.token, {
      threadIds: [thread.id],
      scope: 'team',
      teamId: cast.teams.family,
    });
    const response = await api('POST', `/threads/${thread.id}/referrals`, cast.staff.token, {
      teamId: cast.teams.housing,
      reason: '  Rental assistance is handled there  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ReferralResult>()).toEqual({
      threadId: thread.id,
      fromTeam: { id: cast.teams.family, name: 'Family Services' },
      referredToTeam: { id: cast.teams.housing, name: 'Housing & Energy Assistance' },
      stillVisible: false,
    });
    expect(await threadRow(thread.id)).toMatchObject({
      teamId: cast.teams.housing,
      referredToTeamId: cast.teams.housing,
      assigneeCount: 0,
      teamArchivedAt: null,
      closedAt: null,
    });
    expect(await lastActivity('thread-referred')).toMatchObject({
      actorUserId: cast.staff.userId,
      participantId: cast.participant.participantId,
      message:
        'Referred thread "Needs housing" from Family Services to Housing & Energy Assistance. Reason: Rental assistance is handled there',
      detail: {
        fromTeam: 'Family Services',
        toTeam: 'Housing & Energy Assistance',
        reason: 'Rental assistance is handled there',
      },
    });
    expect(await eventTypes(thread.id)).toContain('thread.referred');
    // The receiving team now has it; the referring case worker no longer does.
    const asOutsider = (await api('GET', `/threads/${thread.id}`, cast.outsider.token)).json<ThreadView>();
    expect(asOutsider.referredToTeam).toEqual({
      id: cast.teams.housing,
      name: 'Housing & Energy Assistance',
    });
    expect((await api('GET', `/threads/${thread.id}`, cast.staff.token)).statusCode).toBe(404);
    expect((await api('GET', `/threads/${thread.id}`, cast.participant.token)).statusCode).toBe(200);
  });

  it('a personal thread can be referred (its owner keeps it); the same team, no reason or an unknown team are refused', async () => {
    const thread = await startThread(t, cast.staff.token, { participantId: cast.participant.participantId });
    const referred = await api('POST', `/threads/${thread.id}/referrals`, cast.staff.token, {
      teamId: cast.teams.elders,
      reason: 'Elder services',
    });
    expect(referred.json()).toMatchObject({ fromTeam: null, stillVisible: true });
    expect((await lastActivity('thread-referred')).message).toContain(
      'from a personal inbox to Elders Program',
    );
    const same = await api('POST', `/threads/${thread.id}/referrals`, cast.staff.token, {
      teamId: cast.teams.elders,
      reason: 'again',
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual([{ field: 'body.teamId', message: expect.any(String) }]);
    expect(
      (
        await api('POST', `/threads/${thread.id}/referrals`, cast.staff.token, {
          teamId: cast.teams.family,
          reason: '   ',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await api('POST', `/threads/${thread.id}/referrals`, cast.staff.token, {
          teamId: uuidv7(),
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await api('POST', `/threads/${thread.id}/referrals`, cast.participant.token, {
          teamId: cast.teams.family,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await api('POST', `/threads/${thread.id}/referrals`, cast.outsider.token, {
          teamId: cast.teams.family,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('reading: POST /threads/{threadId}/markasread/{messageId}', () => {
  it('moves the caller’s marker forward only; a message of another thread is not found', async () => {
    const thread = await startThread(t, cast.participant.token, {
      teamId: cast.teams.family,
      body: '<p>one</p>',
    });
    const first = thread.messages[0]!;
    const second = (
      await api('POST', `/threads/${thread.id}/replies`, cast.participant.token, { body: '<p>two</p>' })
    ).json();
    const read = await api('POST', `/threads/${thread.id}/markasread/${first.id}`, cast.staff.token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      threadId: thread.id,
      lastReadMessageId: first.id,
      lastReadAt: first.createdAt,
      unread: true,
    });
    const all = await api('POST', `/threads/${thread.id}/markasread/${second.id}`, cast.staff.token);
    expect(all.json()).toMatchObject({ lastReadMessageId: second.id, unread: false });
    const back = await api('POST', `/threads/${thread.id}/markasread/${first.id}`, cast.staff.token);
    expect(back.json()).toMatchObject({ lastReadMessageId: second.id, unread: false });
    expect(await eventTypes(thread.id)).toContain('thread.read');
    const other = await startThread(t, cast.participant.token, { teamId: cast.teams.family });
    expect(
      (await api('POST', `/threads/${thread.id}/markasread/${other.messages[0]!.id}`, cast.staff.token))
        .statusCode,
    ).toBe(404);
    expect(
      (await api('POST', `/threads/${thread.id}/markasread/${first.id}`, cast.participant2.token)).statusCode,
    ).toBe(404);
  });

  it('reads a message stored to the microsecond as read (a millisecond marker would sit just before it)', async () => {
    const thread = await startThread(t, cast.participant.token, { teamId: cast.teams.family });
    const message = thread.messages[0]!;
    // Stored by SQL's now() (an import, the bench fill): 456 µs past the millisecond a JS Date keeps.
    await t.database.db.execute(
      sql`update messages set created_at = created_at + interval '456 microseconds' where id = ${message.id}::uuid`,
    );
    await t.database.db
      .update(threads)
      .set({ lastMessageAt: sql`last_message_at + interval '456 microseconds'` })
      .where(eq(threads.id, thread.id));
    const read = await api('POST', `/threads/${thread.id}/markasread/${message.id}`, cast.staff.token);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ lastReadMessageId: message.id, unread: false });
    const listed = await api('GET', `/threads/teams/${cast.teams.family}?limit=100`, cast.staff.token);
    const row = listed
      .json<{ items: { id: string; unread: boolean }[] }>()
      .items.find((i) => i.id === thread.id);
    expect(row?.unread).toBe(false);
  });
});

describe('archiving', () => {
  it('a new message brings an archived thread back for everyone, and reopens it for its team', async () => {
    const thread = await startThread(t, cast.participant.token, { teamId: cast.teams.family });
    await api('PUT', '/threads/archive', cast.participant.token, { threadIds: [thread.id] });
    const archived = await api('PUT', '/threads/archive', cast.staff.token, {
      threadIds: [thread.id],
      scope: 'team',
      teamId: cast.teams.family,
    });
    expect(archived.json()).toEqual({ changed: 1, threadIds: [thread.id] });
    expect((await threadRow(thread.id)).closedAt).not.toBeNull();
    const again = await api('PUT', '/threads/archive', cast.staff.token, {
      threadIds: [thread.id],
      scope: 'team',
      teamId: cast.teams.family,
    });
    expect(again.json()).toEqual({ changed: 0, threadIds: [] });
    await api('POST', `/threads/${thread.id}/replies`, cast.participant.token, {
      body: '<p>One more thing</p>',
    });
    const view = (await api('GET', `/threads/${thread.id}`, cast.participant.token)).json<ThreadView>();
    expect(view).toMatchObject({ archived: false, teamArchived: false, closedAt: null });
    expect(await eventTypes(thread.id)).toEqual(expect.arrayContaining(['thread.archived']));
  });

  it('unarchive reverses both scopes; team scope needs the team inbox and threads of that team', async () => {
    const thread = await startThread(t, cast.participant.token, { teamId: cast.teams.family });
    const other = await startThread(t, cast.participant.token, { teamId: cast.teams.elders });
    await api('PUT', '/threads/archive', cast.staff.token, {
      threadIds: [thread.id],
      scope: 'team',
      teamId: cast.teams.family,
    });
    const back = await api('PUT', '/threads/unarchive', cast.staff.token, {
      threadIds: [thread.id],
      scope: 'team',
      teamId: cast.teams.family,
    });
    expect(back.json()).toEqual({ changed: 1, threadIds: [thread.id] });
    expect((await threadRow(thread.id)).closedAt).toBeNull();
    expect(await eventTypes(thread.id)).toContain('thread.unarchived');

    // The supervisor works both inboxes; a thread of another team in a team-scoped call is refused as a whole.
    const mixed = await api('PUT', '/threads/archive', cast.supervisor.token, {
      threadIds: [thread.id, other.id],
      scope: 'team',
      teamId: cast.teams.family,
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().errors).toEqual([{ field: 'body.threadIds.1', message: expect.any(String) }]);
    expect((await threadRow(thread.id)).teamArchivedAt).toBeNull();
    const notWorked = await api('PUT', '/threads/archive', cast.staff.token, {
      threadIds: [other.id],
      scope: 'team',
      teamId: cast.teams.elders,
    });
    expect(notWorked.statusCode).toBe(404);
    const asParticipant = await api('PUT', '/threads/archive', cast.participant.token, {
      threadIds: [thread.id],
      scope: 'team',
      teamId: cast.teams.family,
    });
    expect(asParticipant.statusCode).toBe(403);
    const notVisible = await api('PUT', '/threads/archive', cast.participant2.token, {
      threadIds: [thread.id],
    });
    expect(notVisible.statusCode).toBe(404);
    const noTeam = await api('PUT', '/threads/archive', cast.staff.token, {
      threadIds: [thread.id],
      scope: 'team',
    });
    expect(noTeam.statusCode).toBe(400);
  });

  it('the owner archiving a personal thread closes it; PUT /threads/users/{userId}/archive archives the whole inbox', async () => {
    const owner = await freshStaff(t, { teams: [{ teamId: cast.teams.family, roleName: 'Case Worker' }] });
    const p = await freshParticipant(t);
    const one = await startThread(t, owner.token, { participantId: p.participantId });
    const two = await startThread(t, owner.token, { participantId: p.participantId });
    await api('PUT', '/threads/archive', owner.token, { threadIds: [one.id] });
    expect((await threadRow(one.id)).closedAt).not.toBeNull();
    await api('PUT', '/threads/unarchive', owner.token, { threadIds: [one.id] });
    expect((await threadRow(one.id)).closedAt).toBeNull();

    for (const who of ['staff', 'outsider', 'participant'] as const)
      expect(
        (await api('PUT', `/threads/users/${owner.userId}/archive`, cast[who].token)).statusCode,
        who,
      ).toBe(404);
    // A client that meant one thread is refused, and the inbox stays as it was.
    const meantOne = await api('PUT', `/threads/users/${owner.userId}/archive`, owner.token, {
      threadIds: [two.id],
    });
    expect(meantOne.statusCode).toBe(400);
    expect(meantOne.json().errors).toEqual([
      { field: 'body', message: expect.stringContaining('use PUT /threads/archive with threadIds') },
    ]);
    expect((await threadRow(one.id)).closedAt).toBeNull();
    expect((await threadRow(two.id)).closedAt).toBeNull();
    // The supervisor tidies a team member's inbox.
    const all = await api('PUT', `/threads/users/${owner.userId}/archive`, cast.supervisor.token);
    expect(all.statusCode).toBe(200);
    expect(all.json().threadIds.sort()).toEqual([one.id, two.id].sort());
    const counts = (await api('GET', `/threads/users/${owner.userId}/counts`, owner.token)).json();
    expect(counts).toMatchObject({ open: 0, archived: 2 });
    // The participant's inbox is untouched; then they archive theirs.
    expect((await api('PUT', `/threads/users/${p.userId}/archive`, p.token)).json()).toMatchObject({
      changed: 2,
    });
    expect((await api('PUT', `/threads/users/${p.userId}/archive`, p.token)).json()).toEqual({
      changed: 0,
      threadIds: [],
    });
  });
});

describe('PUT /threads/swap-users (administrators)', () => {
  it('moves every assignment and personal thread of one staff member to another', async () => {
    const team = await freshTeam(t);
    const leaver = await freshStaff(t, { teams: [{ teamId: team, roleName: 'Case Worker' }] });
    const taker = await freshStaff(t, { teams: [{ teamId: team, roleName: 'Case Worker' }] });
    const p = await freshParticipant(t);
    const assigned = await startThread(t, p.token, { teamId: team });
    const shared = await startThread(t, p.token, { teamId: team });
    const personal = await startThread(t, leaver.token, { participantId: p.participantId });
    await api('POST', `/threads/${assigned.id}/users`, leaver.token, {
      staffMemberIds: [leaver.staffMemberId],
    });
    await api('POST', `/threads/${shared.id}/users`, leaver.token, {
      staffMemberIds: [leaver.staffMemberId, taker.staffMemberId],
    });

    const body = { fromStaffMemberId: leaver.staffMemberId, toStaffMemberId: taker.staffMemberId };
    for (const who of ['staff', 'supervisor', 'participant'] as const)
      expect((await api('PUT', '/threads/swap-users', cast[who].token, body)).statusCode).toBe(403);
    const response = await api('PUT', '/threads/swap-users', cast.admin.token, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      assignmentsMoved: 2,
      personalThreadsMoved: 1,
      threadIds: [assigned.id, shared.id, personal.id].sort(),
    });
    const takerInbox = (await api('GET', `/threads/users/${taker.userId}`, taker.token)).json();
    expect(takerInbox.total).toBe(3);
    expect((await api('GET', `/threads/users/${leaver.userId}`, leaver.token)).json().total).toBe(0);
    expect((await threadRow(shared.id)).assigneeCount).toBe(1);
    expect((await threadRow(personal.id)).ownerStaffMemberId).toBe(taker.staffMemberId);
    expect((await lastActivity('thread-assigned')).message).toMatch(
      /^Moved 2 thread assignments and 1 personal threads from/,
    );

    const again = await api('PUT', '/threads/swap-users', cast.admin.token, body);
    expect(again.json()).toEqual({ assignmentsMoved: 0, personalThreadsMoved: 0, threadIds: [] });
    const same = await api('PUT', '/threads/swap-users', cast.admin.token, {
      fromStaffMemberId: taker.staffMemberId,
      toStaffMemberId: taker.staffMemberId,
    });
    expect(same.statusCode).toBe(400);
    expect(
      (await api('PUT', '/threads/swap-users', cast.admin.token, { ...body, toStaffMemberId: uuidv7() }))
        .statusCode,
    ).toBe(404);
  });
});

describe('participant merge and team swap', () => {
  it('a merge moves the source participant’s threads to the target (and the preview counts them)', async () => {
    const source = await freshParticipant(t);
    const target = await freshParticipant(t);
    const thread = await startThread(t, source.token, { teamId: cast.teams.family });
    const url = `/participants/${target.participantId}/merge/${source.participantId}`;
    const preview = await api('PUT', `${url}?dryRun=true`, cast.staff.token, {});
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().moved.threads).toBe(1);
    const merged = await api('PUT', url, cast.staff.token, {});
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().moved.threads).toBe(1);
    expect((await threadRow(thread.id)).participantId).toBe(target.participantId);
    expect(
      (await api('GET', `/threads/${thread.id}`, target.token)).json<ThreadView>().participant.participantId,
    ).toBe(target.participantId);
  });

  it('deleting a team with a swap moves its threads and the referral flags naming it', async () => {
    const doomed = await freshTeam(t);
    const receiving = await freshTeam(t);
    const p = await freshParticipant(t);
    const inTeam = await startThread(t, p.token, { teamId: doomed });
    const referred = await startThread(t, p.token, { teamId: cast.teams.family });
    await api('POST', `/threads/${referred.id}/referrals`, cast.staff.token, {
      teamId: doomed,
      reason: 'test',
    });
    expect(await threadsTeamDataContributor.count(t.database.db, doomed)).toBe(2);
    const moved = await t.database.db.transaction((tx) =>
      threadsTeamDataContributor.move(tx, doomed, receiving),
    );
    expect(moved).toBe(2);
    expect(await threadRow(inTeam.id)).toMatchObject({ teamId: receiving });
    expect(await threadRow(referred.id)).toMatchObject({ teamId: receiving, referredToTeamId: receiving });
    expect(await threadsTeamDataContributor.count(t.database.db, doomed)).toBe(0);
  });
});

describe('POST /threads/{threadId}/mergedfiles', () => {
  it("copies the thread's message files into the participant's files once, renaming on a clash", async () => {
    const p = await freshParticipant(t);
    const thread = await startThread(t, p.token, { teamId: cast.teams.family });
    const empty = await api('POST', `/threads/${thread.id}/mergedfiles`, cast.staff.token);
    expect(empty.json()).toEqual({
      participantId: p.participantId,
      category: 'mergedparticipantmessagefiles',
      copied: [],
      skipped: [],
      missing: [],
    });

    const storage = createLocalDiskStorage({ root: path.join(t.config.dataDir, 'files') });
    const attach = async (name: string, bytes: Buffer | null) => {
      const key = `threads/${thread.id}/${uuidv7()}`;
      if (bytes) await storage.put(key, bytes);
      await t.database.db.insert(messageFiles).values({
        id: uuidv7(),
        threadId: thread.id,
        messageId: thread.messages[0]!.id,
        name,
        size: bytes?.length ?? 10,
        contentType: 'application/pdf',
        storageKey: key,
      });
    };
    await attach('lease.pdf', PDF_BYTES);
    await attach('gone.pdf', null);
    // A different file already has the name in the category.
    const other = Buffer.concat([PDF_BYTES, Buffer.from('% another\n')]);
    const upload = multipartBody([{ name: 'lease.pdf', content: other }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/participants/${p.participantId}/files/mergedparticipantmessagefiles`,
      headers: { ...upload.headers, authorization: `Bearer ${cast.staff.token}` },
      payload: upload.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);

    for (const who of ['participant', 'outsider'] as const) {
      const refused = await api('POST', `/threads/${thread.id}/mergedfiles`, cast[who].token);
      expect(refused.statusCode, who).toBe(who === 'participant' ? 403 : 404);
    }
    const first = await api('POST', `/threads/${thread.id}/mergedfiles`, cast.staff.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ copied: ['lease (2).pdf'], skipped: [], missing: ['gone.pdf'] });
    const files = await api(
      'GET',
      `/participants/${p.participantId}/files?fileCategory=mergedparticipantmessagefiles`,
      cast.staff.token,
    );
    expect(
      files
        .json()
        .items.map((f: { name: string }) => f.name)
        .sort(),
    ).toEqual(['lease (2).pdf', 'lease.pdf']);
    const second = await api('POST', `/threads/${thread.id}/mergedfiles`, cast.admin.token);
    expect(second.json()).toMatchObject({ copied: [], skipped: ['lease.pdf'], missing: ['gone.pdf'] });
  });
});

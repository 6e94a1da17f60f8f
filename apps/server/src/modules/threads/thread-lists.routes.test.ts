import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListThreadsResponse, TeamThreadCountsView, ThreadCountsView } from '@casework/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { participants, staffMembers } from '#src/db/schema/index.ts';
import { captureStatements } from '#src/db/statement-capture.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { createThreadListsService } from './thread-lists.service.ts';
import type { ThreadViewer } from './threads-access.ts';
import {
  apiOf,
  countsOf,
  freshInboxTeam,
  freshParticipant,
  freshStaff,
  freshTeam,
  replyTo,
  startThread,
  teamCountsOf,
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

const list = async (url: string, token: string) => {
  const response = await api('GET', url, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListThreadsResponse>();
};
const subjects = (page: ListThreadsResponse) => page.items.map((i) => i.subject);

describe('personal inboxes: GET /threads/users/{userId}', () => {
  let p: Person & { participantId: string };
  let team: string;
  let worker: Person;
  beforeAll(async () => {
    p = await freshParticipant(t);
    team = await freshTeam(t);
    worker = await freshStaff(t, {
      teams: [
        { teamId: team, roleName: 'Case Worker' },
        { teamId: cast.teams.family, roleName: 'Case Worker' },
      ],
    });
    await startThread(t, p.token, {
      teamId: team,
      subject: 'Rent arrears',
      body: '<p>I am behind on rent.</p>',
    });
    await startThread(t, p.token, { teamId: team, subject: 'Heating', body: '<p>Heater 50%_off broken</p>' });
    await startThread(t, worker.token, {
      participantId: p.participantId,
      subject: 'Check-in',
      body: '<p>How are you doing?</p>',
    });
  });

  it("a participant's inbox: their threads, newest activity first, with previews and unread flags", async () => {
    const page = await list(`/threads/users/${p.userId}`, p.token);
    expect(page.total).toBe(3);
    expect(subjects(page)).toEqual(['Check-in', 'Heating', 'Rent arrears']);
    expect(page.items[0]).toMatchObject({
      kind: 'personal',
      unread: true,
      archived: false,
      lastMessageFrom: 'staff',
      lastMessagePreview: 'How are you doing?',
      owner: { id: worker.staffMemberId },
      assignees: [],
      participant: { participantId: p.participantId },
      messageCount: 1,
      waitingSince: null,
    });
    expect(page.items[1]).toMatchObject({
      kind: 'team',
      unread: false,
      lastMessageFrom: 'participant',
      team: { id: team },
    });
    expect(page.items[1]!.waitingSince).not.toBeNull();
  });

  it('pages and searches subjects and message text (pattern characters match literally)', async () => {
    const first = await list(`/threads/users/${p.userId}?take=1&skip=1`, p.token);
    expect(first).toMatchObject({ total: 3, items: [{ subject: 'Heating' }] });
    // A page past the end is empty and still says how many there are.
    expect(await list(`/threads/users/${p.userId}?take=2&skip=3`, p.token)).toEqual({ total: 3, items: [] });
    expect(subjects(await list(`/threads/users/${p.userId}?take=2&skip=2`, p.token))).toEqual([
      'Rent arrears',
    ]);
    expect(subjects(await list(`/threads/users/${p.userId}?q=RENT`, p.token))).toEqual(['Rent arrears']);
    expect(subjects(await list(`/threads/users/${p.userId}?q=doing`, p.token))).toEqual(['Check-in']);
    expect(
      subjects(await list(`/threads/users/${p.userId}?q=${encodeURIComponent('50%_off')}`, p.token)),
    ).toEqual(['Heating']);
    expect((await list(`/threads/users/${p.userId}?q=${encodeURIComponent('%')}`, p.token)).total).toBe(1);
    expect(await list(`/threads/users/${p.userId}?q=nothing-like-this`, p.token)).toEqual({
      total: 0,
      items: [],
    });
  });

  it("staff also find a thread by its participant's name or id (with or without its hyphen); a participant's own name is no search of theirs", async () => {
    const [row] = await t.database.db
      .select({ firstName: participants.firstName, lastName: participants.lastName })
      .from(participants)
      .where(eq(participants.participantId, p.participantId));
    const { firstName, lastName } = row!;
    const names = [
      `${firstName} ${lastName.slice(0, 3)}`.toUpperCase(),
      `${lastName}, ${firstName.slice(0, 1)}`,
      p.participantId,
      // As it is read out or copied from a letter: without the hyphen, in lower case, or only its second half.
      p.participantId.replace('-', '').toLowerCase(),
      ` ${p.participantId.slice(5)} `,
    ];
    for (const q of names) {
      const page = await list(`/threads/teams/${team}?q=${encodeURIComponent(q)}`, worker.token);
      expect(subjects(page).sort(), q).toEqual(['Heating', 'Rent arrears']);
    }
    expect((await list(`/threads/users/${p.userId}?q=${encodeURIComponent(lastName)}`, p.token)).total).toBe(
      0,
    );
  });

  it('archived=true lists the archive; archiving moves a thread there for its owner only', async () => {
    const open = await list(`/threads/users/${p.userId}`, p.token);
    const rent = open.items.find((i) => i.subject === 'Rent arrears')!;
    const archived = await api('PUT', '/threads/archive', p.token, { threadIds: [rent.id] });
    expect(archived.json()).toEqual({ changed: 1, threadIds: [rent.id] });
    expect(subjects(await list(`/threads/users/${p.userId}`, p.token))).toEqual(['Check-in', 'Heating']);
    const archive = await list(`/threads/users/${p.userId}?archived=true`, p.token);
    expect(archive.items).toMatchObject([{ subject: 'Rent arrears', archived: true }]);
    // The team still has it open.
    expect(subjects(await list(`/threads/teams/${team}`, worker.token))).toContain('Rent arrears');
    await api('PUT', '/threads/unarchive', p.token, { threadIds: [rent.id] });
  });

  it('a staff inbox holds the threads assigned to them and the personal threads they own, by user or staff id', async () => {
    const teamPage = await list(`/threads/teams/${team}`, worker.token);
    const heating = teamPage.items.find((i) => i.subject === 'Heating')!;
    await api('POST', `/threads/${heating.id}/users`, worker.token, {
      staffMemberIds: [worker.staffMemberId],
    });
    const inbox = await list(`/threads/users/${worker.userId}`, worker.token);
    expect(subjects(inbox)).toEqual(['Check-in', 'Heating']);
    expect(inbox.items[1]).toMatchObject({ assignees: [{ id: worker.staffMemberId }], unread: true });
    expect(subjects(await list(`/threads/users/${worker.staffMemberId}`, worker.token))).toEqual([
      'Check-in',
      'Heating',
    ]);
  });

  it("a staff member's own inbox and its counts need no lookup of whose inbox it is; the page brings its assignees", async () => {
    const viewer: ThreadViewer = {
      userId: worker.userId,
      kind: 'staff',
      role: 'Staff',
      participantId: null,
      staffMemberId: worker.staffMemberId,
      inboxTeamIds: new Set([team, cast.teams.family]),
      supervisedStaffIds: new Set(),
    };
    const principal = { ...viewer, sessionId: null, email: 'worker@example.org' };
    const [named] = await t.database.db
      .select({ first: staffMembers.firstName, last: staffMembers.lastName })
      .from(staffMembers)
      .where(eq(staffMembers.id, worker.staffMemberId!));
    const workerName = `${named!.first} ${named!.last}`;
    const service = (db: Db) =>
      createThreadListsService({
        db,
        viewerOf: () => Promise.resolve(viewer),
        memberships: () => Promise.reject(new Error('not asked for the caller')),
      });
    for (const id of [worker.userId, worker.staffMemberId!]) {
      let inbox: ListThreadsResponse | undefined;
      let counts: ThreadCountsView | undefined;
      // The page with its total; the counts of the inbox, then the unassigned threads of its teams.
      expect(
        await captureStatements(t.database, async (logged) => {
          inbox = await service(logged).forUser(principal, id, { take: 25, skip: 0 });
        }),
      ).toHaveLength(1);
      expect(
        await captureStatements(t.database, async (logged) => {
          counts = await service(logged).counts(principal, id);
        }),
      ).toHaveLength(2);
      expect(subjects(inbox!)).toEqual(['Check-in', 'Heating']);
      expect(inbox!.items[1]!.assignees).toEqual([{ id: worker.staffMemberId, name: workerName }]);
      expect(counts).toMatchObject({ open: 2 });
    }
  });

  it('only the owner, or a supervisor of a team the owner belongs to, opens an inbox (404 for anyone else)', async () => {
    // The worker is in Family Services, which the demo supervisor leads.
    const asSupervisor = await list(`/threads/users/${worker.userId}`, cast.supervisor.token);
    expect(subjects(asSupervisor)).toEqual(['Check-in', 'Heating']);
    // Unread is the inbox owner's: the worker has not read "Heating".
    expect(asSupervisor.items[1]!.unread).toBe(true);
    const checkIn = asSupervisor.items[0]!;
    expect((await api('GET', `/threads/${checkIn.id}`, cast.supervisor.token)).statusCode).toBe(200);
    for (const who of ['staff', 'admin', 'outsider', 'participant', 'participant2'] as const) {
      expect((await api('GET', `/threads/users/${worker.userId}`, cast[who].token)).statusCode, who).toBe(
        404,
      );
    }
    expect((await api('GET', `/threads/users/${p.userId}`, cast.supervisor.token)).statusCode).toBe(404);
    expect((await api('GET', `/threads/users/${p.userId}`, cast.participant.token)).statusCode).toBe(404);
  });
});

describe('team inboxes, unassigned and unresponded', () => {
  let team: string;
  let worker: Person;
  let observer: Person;
  let p: Person & { participantId: string };
  beforeAll(async () => {
    team = await freshTeam(t);
    worker = await freshStaff(t, { teams: [{ teamId: team, roleName: 'Team Lead' }] });
    observer = await freshStaff(t, { teams: [{ teamId: team, roleName: 'Observer' }] });
    p = await freshParticipant(t);
  });

  it('GET /threads/teams/{teamId} needs the team inbox (TeamInbox.Access, or a supervisor member)', async () => {
    await startThread(t, p.token, { teamId: team, subject: 'Team question' });
    expect(subjects(await list(`/threads/teams/${team}`, worker.token))).toEqual(['Team question']);
    expect((await api('GET', `/threads/teams/${team}`, observer.token)).statusCode).toBe(404);
    expect((await api('GET', `/threads/teams/${team}`, cast.staff.token)).statusCode).toBe(404);
    expect((await api('GET', `/threads/teams/${team}`, cast.admin.token)).statusCode).toBe(404);
    expect((await api('GET', `/threads/teams/${team}`, cast.participant.token)).statusCode).toBe(403);
    const supervisorMember = await freshStaff(t, {
      role: 'Supervisor',
      teams: [{ teamId: team, roleName: 'Observer' }],
    });
    expect(subjects(await list(`/threads/teams/${team}`, supervisorMember.token))).toEqual(['Team question']);
  });

  it('the team archive is per team: archived threads leave the open list and appear with archived=true', async () => {
    const thread = await startThread(t, p.token, { teamId: team, subject: 'To archive' });
    const response = await api('PUT', '/threads/archive', worker.token, {
      threadIds: [thread.id],
      scope: 'team',
      teamId: team,
    });
    expect(response.json()).toEqual({ changed: 1, threadIds: [thread.id] });
    expect(subjects(await list(`/threads/teams/${team}`, worker.token))).not.toContain('To archive');
    expect((await list(`/threads/teams/${team}?archived=true`, worker.token)).items).toMatchObject([
      { subject: 'To archive', archived: true },
    ]);
    // The participant's own inbox is not the team's: it stays open there.
    expect(subjects(await list(`/threads/users/${p.userId}`, p.token))).toContain('To archive');
  });

  it("a thread archived for its team stays open in its assignee's own inbox, and its row says it is archived for the team", async () => {
    const done = await startThread(t, p.token, { teamId: team, subject: 'Done for the team' });
    const still = await startThread(t, p.token, { teamId: team, subject: 'Still open for the team' });
    for (const thread of [done, still])
      await api('POST', `/threads/${thread.id}/users`, worker.token, {
        staffMemberIds: [worker.staffMemberId],
      });
    await api('PUT', '/threads/archive', worker.token, { threadIds: [done.id], scope: 'team', teamId: team });

    const mine = await list(`/threads/users/${worker.userId}`, worker.token);
    const row = (id: string) => mine.items.find((i) => i.id === id);
    expect(row(done.id)).toMatchObject({ archived: false, teamArchived: true, team: { id: team } });
    expect(row(still.id)).toMatchObject({ archived: false, teamArchived: false });
    // The team's own archive lists it archived, both ways.
    expect((await list(`/threads/teams/${team}?archived=true`, worker.token)).items).toContainEqual(
      expect.objectContaining({ id: done.id, archived: true, teamArchived: true }),
    );
    // Archived in the assignee's inbox as well: it leaves their open list and is in their archive.
    await api('PUT', '/threads/archive', worker.token, { threadIds: [done.id] });
    expect(
      (await list(`/threads/users/${worker.userId}`, worker.token)).items.map((i) => i.id),
    ).not.toContain(done.id);
    expect((await list(`/threads/users/${worker.userId}?archived=true`, worker.token)).items).toContainEqual(
      expect.objectContaining({ id: done.id, archived: true, teamArchived: true }),
    );
  });

  it('POST /threads/unassigned: open threads nobody is assigned to, in the teams asked for or all the caller works', async () => {
    const a = await startThread(t, p.token, { teamId: team, subject: 'Unassigned one' });
    const b = await startThread(t, p.token, { teamId: team, subject: 'Assigned one' });
    await api('POST', `/threads/${b.id}/users`, worker.token, { staffMemberIds: [worker.staffMemberId] });
    const response = await api('POST', '/threads/unassigned', worker.token, { teamIds: [team] });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<ListThreadsResponse>();
    expect(subjects(page)).toContain('Unassigned one');
    expect(subjects(page)).not.toContain('Assigned one');
    expect(page.items.every((i) => i.assignees.length === 0 && i.team?.id === team)).toBe(true);
    const byDefault = (
      await api('POST', '/threads/unassigned', worker.token, {})
    ).json<ListThreadsResponse>();
    expect(byDefault.items.map((i) => i.id)).toContain(a.id);
    const later = new Date(Date.parse(a.lastMessageAt) + 1).toISOString();
    const ranged = await api('POST', '/threads/unassigned', worker.token, { teamIds: [team], from: later });
    expect(ranged.json<ListThreadsResponse>().items.map((i) => i.id)).not.toContain(a.id);
    expect(
      (await api('POST', '/threads/unassigned', worker.token, { teamIds: [cast.teams.family] })).statusCode,
    ).toBe(404);
    expect(
      (await api('POST', '/threads/unassigned', worker.token, { from: later, to: a.lastMessageAt }))
        .statusCode,
    ).toBe(400);
    expect((await api('POST', '/threads/unassigned', cast.participant.token, {})).statusCode).toBe(403);
  });

  it('unresponded: the participant wrote last, longest waiting first, with the time waited since', async () => {
    const unrespondedTeam = await freshTeam(t);
    const lead = await freshStaff(t, { teams: [{ teamId: unrespondedTeam, roleName: 'Case Worker' }] });
    const older = await startThread(t, p.token, { teamId: unrespondedTeam, subject: 'Older' });
    const newer = await startThread(t, p.token, { teamId: unrespondedTeam, subject: 'Newer' });
    const staffStarted = await startThread(t, lead.token, {
      participantId: p.participantId,
      teamId: unrespondedTeam,
      subject: 'Ours',
    });
    const url = `/threads/teams/${unrespondedTeam}/unresponded`;
    let page = await list(url, lead.token);
    expect(subjects(page)).toEqual(['Older', 'Newer']);
    expect(page.items[0]!.waitingSince).toBe(older.createdAt);

    await api('POST', `/threads/${older.id}/replies`, lead.token, { body: '<p>On it</p>' });
    expect(subjects(await list(url, lead.token))).toEqual(['Newer']);
    // A second participant message keeps the first unanswered time.
    await api('POST', `/threads/${newer.id}/replies`, p.token, { body: '<p>Any news?</p>' });
    page = await list(url, lead.token);
    expect(page.items[0]!.waitingSince).toBe(newer.createdAt);
    // A participant reply to a staff-started thread makes it wait too.
    const answer = await api('POST', `/threads/${staffStarted.id}/replies`, p.token, {
      body: '<p>Thanks</p>',
    });
    expect(subjects(await list(url, lead.token))).toEqual(['Newer', 'Ours']);
    expect((await list(url, lead.token)).items[1]!.waitingSince).toBe(answer.json().createdAt);
    expect((await api('GET', url, cast.staff.token)).statusCode).toBe(404);
  });
});

describe('GET /threads/users/{userId}/counts', () => {
  it('counts unread, open and archived threads of the inbox, and open unassigned threads of its teams', async () => {
    const { teamId: team, worker } = await freshInboxTeam(t);
    const p = await freshParticipant(t);
    const zero = { unread: 0, open: 0, archived: 0, unassigned: 0 };
    expect((await countsOf(t, worker)).json()).toEqual(zero);

    const a = await startThread(t, p.token, { teamId: team });
    const b = await startThread(t, p.token, { teamId: team });
    await startThread(t, p.token, { teamId: team });
    await api('POST', `/threads/${a.id}/users`, worker.token, { staffMemberIds: [worker.staffMemberId] });
    await api('POST', `/threads/${b.id}/users`, worker.token, { staffMemberIds: [worker.staffMemberId] });
    await api('POST', `/threads/${b.id}/markasread/${b.messages[0]!.id}`, worker.token);
    const personal = await startThread(t, worker.token, { participantId: p.participantId });
    await api('PUT', '/threads/archive', worker.token, { threadIds: [personal.id] });

    expect((await countsOf(t, worker)).json<ThreadCountsView>()).toEqual({
      unread: 1,
      open: 2,
      archived: 1,
      unassigned: 1,
    });
    expect((await countsOf(t, p)).json<ThreadCountsView>()).toEqual({
      unread: 1,
      open: 4,
      archived: 0,
      unassigned: 0,
    });
    expect((await countsOf(t, worker, cast.participant)).statusCode).toBe(404);
    expect((await countsOf(t, p, cast.staff)).statusCode).toBe(404);
  });

  it("a supervisor reads a team member's counts, with that member's teams", async () => {
    const member = await freshStaff(t, { teams: [{ teamId: cast.teams.family, roleName: 'Observer' }] });
    const counts = await countsOf(t, member, cast.supervisor);
    expect(counts.statusCode).toBe(200);
    // An Observer works no inbox, so no unassigned threads count for them.
    expect(counts.json<ThreadCountsView>().unassigned).toBe(0);
  });
});

describe('GET /threads/teams/{teamId}/counts', () => {
  const counts = async (teamId: string, who: Person) => {
    const response = await teamCountsOf(t, teamId, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TeamThreadCountsView>();
  };

  it('counts what the team inbox lists: open, archived for the team, unassigned, and what the caller has not read', async () => {
    const { teamId: team, worker } = await freshInboxTeam(t);
    const colleague = await freshStaff(t, { teams: [{ teamId: team, roleName: 'Case Worker' }] });
    const p = await freshParticipant(t);
    expect(await counts(team, worker)).toEqual({ unread: 0, open: 0, archived: 0, unassigned: 0 });

    const a = await startThread(t, p.token, { teamId: team, subject: 'Read by the worker' });
    const b = await startThread(t, p.token, { teamId: team, subject: 'Assigned' });
    const c = await startThread(t, p.token, { teamId: team, subject: 'Nobody on it' });
    const d = await startThread(t, p.token, { teamId: team, subject: 'Dealt with' });
    // Another team's thread counts in that team only.
    await startThread(t, p.token, { teamId: await freshTeam(t), subject: 'Elsewhere' });
    await api('POST', `/threads/${b.id}/users`, worker.token, { staffMemberIds: [worker.staffMemberId] });
    await api('PUT', '/threads/archive', worker.token, { threadIds: [d.id], scope: 'team', teamId: team });
    await api('POST', `/threads/${a.id}/markasread/${a.messages[0]!.id}`, worker.token);

    const mine = await counts(team, worker);
    expect(mine).toEqual({ unread: 2, open: 3, archived: 1, unassigned: 2 });
    // The same threads as the team inbox lists, and the same unread flags.
    const open = await list(`/threads/teams/${team}`, worker.token);
    expect(mine.open).toBe(open.total);
    expect(mine.unread).toBe(open.items.filter((i) => i.unread).length);
    expect(mine.archived).toBe((await list(`/threads/teams/${team}?archived=true`, worker.token)).total);
    // Unread is the caller's: the colleague has read nothing.
    expect(await counts(team, colleague)).toMatchObject({ unread: 3, open: 3 });

    await api('POST', `/threads/${c.id}/markasread/${c.messages[0]!.id}`, worker.token);
    expect((await counts(team, worker)).unread).toBe(1);
    expect((await counts(team, colleague)).unread).toBe(3);
    // A new message makes a read thread unread again.
    await replyTo(t, a.id, p, 'One more thing');
    expect((await counts(team, worker)).unread).toBe(2);
  });

  it('asks the database once', async () => {
    const { teamId: team, worker } = await freshInboxTeam(t);
    const viewer: ThreadViewer = {
      userId: worker.userId,
      kind: 'staff',
      role: 'Staff',
      participantId: null,
      staffMemberId: worker.staffMemberId,
      inboxTeamIds: new Set([team]),
      supervisedStaffIds: new Set(),
    };
    const principal = { ...viewer, sessionId: null, email: 'worker@example.org' };
    const statements = await captureStatements(t.database, async (logged) => {
      await createThreadListsService({
        db: logged,
        viewerOf: () => Promise.resolve(viewer),
        memberships: () => Promise.reject(new Error('not asked for a team')),
      }).teamCounts(principal, team);
    });
    expect(statements).toHaveLength(1);
  });

  it('answers as the team inbox does: 404 to staff who do not work it, 403 to participants', async () => {
    const team = await freshTeam(t);
    const observer = await freshStaff(t, { teams: [{ teamId: team, roleName: 'Observer' }] });
    const supervisorMember = await freshStaff(t, {
      role: 'Supervisor',
      teams: [{ teamId: team, roleName: 'Observer' }],
    });
    for (const [who, person] of [
      ['observer', observer],
      ['staff', cast.staff],
      ['admin', cast.admin],
      ['outsider', cast.outsider],
      ['participant', cast.participant],
      ['supervisor member', supervisorMember],
    ] as const) {
      const inbox = await api('GET', `/threads/teams/${team}`, person.token);
      const teamCounts = await teamCountsOf(t, team, person);
      expect(teamCounts.statusCode, who).toBe(inbox.statusCode);
    }
    expect((await teamCountsOf(t, team, observer)).statusCode).toBe(404);
    expect((await teamCountsOf(t, team, cast.participant)).statusCode).toBe(403);
    expect((await teamCountsOf(t, team, supervisorMember)).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListParticipantThreadsResponse } from '@casework/contract';
import { threadAssignees } from '#src/db/schema/index.ts';
import { buildParticipant } from '#test/factories.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import {
  apiOf,
  freshParticipant,
  freshStaff,
  freshTeam,
  startThread,
  type Person,
} from './threads.test-support.ts';

let t: TestApp;
let api: ReturnType<typeof apiOf>;

/** The participant whose record is read, the teams, and who wrote what to them. */
let p: Person & { participantId: string };
let other: Person & { participantId: string };
let teamA: string;
let privateTeam: string;
let teamC: string;
let caller: Person;
let colleague: Person;
let privateWorker: Person;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  api = apiOf(t);
  p = await freshParticipant(t);
  other = await freshParticipant(t);
  teamA = await freshTeam(t);
  privateTeam = await freshTeam(t, { isPrivate: true });
  teamC = await freshTeam(t);
  caller = await freshStaff(t, { teams: [{ teamId: teamA, roleName: 'Case Worker' }] });
  colleague = await freshStaff(t, { teams: [{ teamId: teamA }] });
  privateWorker = await freshStaff(t, { teams: [{ teamId: privateTeam, roleName: 'Case Worker' }] });

  // Oldest first: each later thread has newer activity.
  ids.teamA = (await startThread(t, p.token, { teamId: teamA, subject: 'Rent help' })).id;
  ids.private = (
    await startThread(t, privateWorker.token, {
      participantId: p.participantId,
      teamId: privateTeam,
      subject: 'Private team matter',
    })
  ).id;
  ids.mine = (
    await startThread(t, caller.token, { participantId: p.participantId, subject: 'My check-in' })
  ).id;
  ids.colleagues = (
    await startThread(t, colleague.token, { participantId: p.participantId, subject: "Colleague's note" })
  ).id;
  ids.assigned = (await startThread(t, p.token, { teamId: teamC, subject: 'Assigned elsewhere' })).id;
  // Assigned to a thread of a team whose inbox the caller does not work (their role there may have ended).
  await t.database.db
    .insert(threadAssignees)
    .values({ threadId: ids.assigned, staffMemberId: caller.staffMemberId! });
  ids.otherParticipant = (
    await startThread(t, other.token, { teamId: teamA, subject: 'Not this person' })
  ).id;
});
afterAll(() => t.close());

async function threadsOf(participantId: string, who: Person, query = '') {
  const response = await api('GET', `/participants/${participantId}/threads${query}`, who.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListParticipantThreadsResponse>();
}
const subjectsOf = (page: ListParticipantThreadsResponse) => page.items.map((i) => i.subject);

describe('GET /participants/{participantId}/threads: the conversations of a record', () => {
  it('lists only what the caller may open, newest activity first: their team inboxes, owned and assigned threads', async () => {
    const page = await threadsOf(p.participantId, caller);
    // Never the private team's thread, a colleague's personal thread, nor another participant's threads.
    expect(subjectsOf(page)).toEqual(['Assigned elsewhere', 'My check-in', 'Rent help']);
    expect(page.total).toBe(3);
    expect(page.items[0]).toMatchObject({
      id: ids.assigned,
      kind: 'team',
      team: { id: teamC },
      openIn: { kind: 'personal' },
      assignees: [{ id: caller.staffMemberId }],
    });
    expect(page.items[1]).toMatchObject({
      id: ids.mine,
      kind: 'personal',
      team: null,
      owner: { id: caller.staffMemberId },
      unread: false,
      waitingSince: null,
      lastMessageFrom: 'staff',
      openIn: { kind: 'personal' },
      archived: false,
    });
    expect(page.items[2]).toMatchObject({
      id: ids.teamA,
      kind: 'team',
      team: { id: teamA },
      unread: true,
      lastMessageFrom: 'participant',
      lastMessagePreview: 'Hello, I need some help.',
      openIn: { kind: 'team', teamId: teamA },
      participant: { participantId: p.participantId },
    });
    expect(page.items[2]!.waitingSince).not.toBeNull();
  });

  it('newest activity first: a reply brings an older thread to the top', async () => {
    const reply = await api('POST', `/threads/${ids.teamA}/replies`, p.token, { body: '<p>Any news?</p>' });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(subjectsOf(await threadsOf(p.participantId, caller))).toEqual([
      'Rent help',
      'Assigned elsewhere',
      'My check-in',
    ]);
  });

  it('pages with take and skip, always with the total', async () => {
    expect(await threadsOf(p.participantId, caller, '?take=1&skip=1')).toMatchObject({
      total: 3,
      items: [{ subject: 'Assigned elsewhere' }],
    });
    expect(subjectsOf(await threadsOf(p.participantId, caller, '?take=2&skip=2'))).toEqual(['My check-in']);
    expect(await threadsOf(p.participantId, caller, '?take=2&skip=3')).toEqual({ total: 3, items: [] });
    const bad = await api('GET', `/participants/${p.participantId}/threads?take=0`, caller.token);
    expect(bad.statusCode).toBe(400);
  });

  it("another team's private threads only for those who work that team", async () => {
    expect(subjectsOf(await threadsOf(p.participantId, privateWorker))).toEqual(['Private team matter']);
    expect(subjectsOf(await threadsOf(p.participantId, colleague))).toEqual(["Colleague's note"]);
  });

  it('a supervisor also sees the threads of the members of their teams, opening in that member inbox', async () => {
    const team = await freshTeam(t);
    const supervisor = await freshStaff(t, { role: 'Supervisor', teams: [{ teamId: team }] });
    const member = await freshStaff(t, { teams: [{ teamId: team }] });
    const thread = await startThread(t, member.token, {
      participantId: p.participantId,
      subject: 'Member note',
    });
    const page = await threadsOf(p.participantId, supervisor);
    expect(page.items).toMatchObject([
      { id: thread.id, openIn: { kind: 'team-member', staffMemberId: member.staffMemberId } },
    ]);
    // A plain Staff member of the same team is nobody's supervisor.
    expect((await threadsOf(p.participantId, await freshStaff(t, { teams: [{ teamId: team }] }))).total).toBe(
      0,
    );
  });

  it('administrators by the same rule: nothing of teams they are not in; the threads of a team they belong to', async () => {
    const outsider = await freshStaff(t, { role: 'Administrator' });
    expect(await threadsOf(p.participantId, outsider)).toEqual({ total: 0, items: [] });
    const member = await freshStaff(t, { role: 'Administrator', teams: [{ teamId: teamA }] });
    expect(subjectsOf(await threadsOf(p.participantId, member))).toEqual(['Rent help']);
  });

  it('says whether the thread is archived where it opens', async () => {
    const archived = await api('PUT', '/threads/archive', caller.token, {
      threadIds: [ids.teamA],
      scope: 'team',
      teamId: teamA,
    });
    expect(archived.statusCode, archived.body).toBe(200);
    const page = await threadsOf(p.participantId, caller);
    expect(page.items.find((i) => i.id === ids.teamA)).toMatchObject({ archived: true });
    await api('PUT', '/threads/unarchive', caller.token, {
      threadIds: [ids.teamA],
      scope: 'team',
      teamId: teamA,
    });
  });

  it('a participant id that does not exist answers 404; one that is not an id, 400; participants, 403', async () => {
    const unknown = await api('GET', '/participants/ZZZZ-ZZZZ/threads', caller.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'resource.not_found' });
    expect((await api('GET', '/participants/not-an-id/threads', caller.token)).statusCode).toBe(400);
    expect((await api('GET', `/participants/${p.participantId}/threads`, p.token)).statusCode).toBe(403);
  });

  it('a record with no conversation the caller may see answers an empty page', async () => {
    const lone = await buildParticipant(t.database.db);
    expect(await threadsOf(lone.participantId, caller)).toEqual({ total: 0, items: [] });
  });
});

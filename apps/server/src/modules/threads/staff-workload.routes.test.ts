import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffWorkloadView } from '@casework/contract';
import { uuidv7 } from '#src/platform/ids.ts';
import { OPENAPI_PATH } from '#src/platform/http/openapi.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import {
  apiOf,
  freshInboxTeam,
  freshParticipant,
  freshStaff,
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

const workloadOf = (staffMemberId: string, asker: Person = cast.admin) =>
  api('GET', `/staffMembers/${staffMemberId}/workload`, asker.token);

async function expectWorkload(member: Person, counts: Omit<StaffWorkloadView, 'staffMemberId'>) {
  const response = await workloadOf(member.staffMemberId!);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ staffMemberId: member.staffMemberId, ...counts });
}

async function assign(threadId: string, by: Person, to: Person) {
  const response = await api('POST', `/threads/${threadId}/users`, by.token, {
    staffMemberIds: [to.staffMemberId],
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function archive(threadIds: string[], by: Person, teamId?: string) {
  const response = await api('PUT', '/threads/archive', by.token, {
    threadIds,
    ...(teamId ? { scope: 'team', teamId } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('GET /staffMembers/{id}/workload (administrators)', () => {
  let teamId: string;
  let member: Person;
  let colleague: Person;
  let participant: Person & { participantId: string };
  beforeAll(async () => {
    ({ teamId, worker: member } = await freshInboxTeam(t));
    colleague = await freshStaff(t, { teams: [{ teamId, roleName: 'Case Worker' }] });
    participant = await freshParticipant(t);
  });

  it('counts the open team threads assigned to the member and their open personal threads, nothing else', async () => {
    const mine = [];
    for (let i = 0; i < 3; i++) mine.push(await startThread(t, participant.token, { teamId }));
    for (const thread of mine) await assign(thread.id, member, member);
    // Archived by the member only for themselves: still open for the team, still theirs.
    await archive([mine[2]!.id], member);
    const closedForTeam = await startThread(t, participant.token, { teamId });
    await assign(closedForTeam.id, member, member);
    await archive([closedForTeam.id], member, teamId);
    const colleagues = await startThread(t, participant.token, { teamId });
    await assign(colleagues.id, colleague, colleague);
    await startThread(t, participant.token, { teamId }); // nobody's
    const personal = await startThread(t, member.token, { participantId: participant.participantId });
    const closedPersonal = await startThread(t, member.token, { participantId: participant.participantId });
    await archive([closedPersonal.id], member);

    await expectWorkload(member, { openTeamThreads: 3, openPersonalThreads: 1 });
    await expectWorkload(colleague, { openTeamThreads: 1, openPersonalThreads: 0 });
    expect(personal.kind).toBe('personal');
  });

  it('answers zeros for a member with no threads', async () => {
    await expectWorkload(await freshStaff(t), { openTeamThreads: 0, openPersonalThreads: 0 });
  });

  it('still counts them once the member is deactivated, as deactivating moves none; a hand-over moves them all', async () => {
    const { teamId: team, worker: leaver } = await freshInboxTeam(t);
    const taker = await freshStaff(t, { teams: [{ teamId: team, roleName: 'Case Worker' }] });
    const thread = await startThread(t, participant.token, { teamId: team });
    await assign(thread.id, leaver, leaver);
    await startThread(t, leaver.token, { participantId: participant.participantId });

    const deactivated = await api('PUT', `/staffMembers/${leaver.staffMemberId}/status`, cast.admin.token, {
      isActive: false,
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    await expectWorkload(leaver, { openTeamThreads: 1, openPersonalThreads: 1 });

    const swapped = await api('PUT', '/threads/swap-users', cast.admin.token, {
      fromStaffMemberId: leaver.staffMemberId,
      toStaffMemberId: taker.staffMemberId,
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    await expectWorkload(leaver, { openTeamThreads: 0, openPersonalThreads: 0 });
    await expectWorkload(taker, { openTeamThreads: 1, openPersonalThreads: 1 });
  });

  it('is refused to everyone but administrators, the staff member themselves included', async () => {
    // The demo staff member asks about themselves among the others.
    for (const who of ['supervisor', 'staff', 'participant'] as const)
      expect((await workloadOf(cast.staff.staffMemberId!, cast[who])).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      url: `/api/v1/staffMembers/${cast.staff.staffMemberId!}/workload`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for an unknown staff member, and for a user id that is not a staff member id', async () => {
    const unknown = await workloadOf(uuidv7());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 404 });
    expect((await workloadOf(participant.userId)).statusCode).toBe(404);
    expect((await workloadOf('not-an-id')).statusCode).toBe(400);
  });

  it('is in the OpenAPI document with its answer', async () => {
    const doc = (await t.app.inject({ url: OPENAPI_PATH })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    const operation = doc.paths['/api/v1/staffMembers/{id}/workload']?.get;
    expect(JSON.stringify(operation?.responses['200'])).toContain('StaffWorkload');
  });
});

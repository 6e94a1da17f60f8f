import { describe, expect, it } from 'vitest';
import {
  canReadInboxOf,
  canSeeThread,
  canWorkTeamInbox,
  inboxTeamsOf,
  type ThreadFacts,
  type ThreadViewer,
} from './threads-access.ts';

const TEAM_A = 'team-a';
const TEAM_B = 'team-b';

function viewer(overrides: Partial<ThreadViewer>): ThreadViewer {
  return {
    userId: 'u-x',
    kind: 'staff',
    role: 'Staff',
    participantId: null,
    staffMemberId: 's-x',
    inboxTeamIds: new Set(),
    supervisedStaffIds: new Set(),
    ...overrides,
  };
}

const VIEWERS = {
  participant: viewer({
    userId: 'u-p1',
    kind: 'participant',
    role: 'Participant',
    participantId: 'P1',
    staffMemberId: null,
  }),
  otherParticipant: viewer({
    userId: 'u-p2',
    kind: 'participant',
    role: 'Participant',
    participantId: 'P2',
    staffMemberId: null,
  }),
  caseWorkerA: viewer({ userId: 'u-cw', staffMemberId: 's-cw', inboxTeamIds: new Set([TEAM_A]) }),
  observerA: viewer({ userId: 'u-ob', staffMemberId: 's-ob' }),
  outsider: viewer({ userId: 'u-out', staffMemberId: 's-out', inboxTeamIds: new Set([TEAM_B]) }),
  supervisorA: viewer({
    userId: 'u-sup',
    role: 'Supervisor',
    staffMemberId: 's-sup',
    inboxTeamIds: new Set([TEAM_A]),
    supervisedStaffIds: new Set(['s-cw', 's-ob', 's-sup']),
  }),
  // A Staff-role member with the same supervised set must not gain the supervisor's reach.
  staffWithSupervisedSet: viewer({
    userId: 'u-st',
    staffMemberId: 's-st',
    supervisedStaffIds: new Set(['s-ob']),
  }),
  admin: viewer({ userId: 'u-adm', role: 'Administrator', staffMemberId: 's-adm' }),
} satisfies Record<string, ThreadViewer>;
type Who = keyof typeof VIEWERS;

const THREADS: Record<string, ThreadFacts> = {
  teamAUnassigned: {
    participantId: 'P1',
    teamId: TEAM_A,
    ownerStaffMemberId: null,
    assigneeStaffMemberIds: [],
  },
  teamAAssignedToObserver: {
    participantId: 'P1',
    teamId: TEAM_A,
    ownerStaffMemberId: null,
    assigneeStaffMemberIds: ['s-ob'],
  },
  teamBAssignedToObserver: {
    participantId: 'P1',
    teamId: TEAM_B,
    ownerStaffMemberId: null,
    assigneeStaffMemberIds: ['s-ob'],
  },
  personalOfObserver: {
    participantId: 'P2',
    teamId: null,
    ownerStaffMemberId: 's-ob',
    assigneeStaffMemberIds: [],
  },
  personalOfOutsider: {
    participantId: 'P2',
    teamId: null,
    ownerStaffMemberId: 's-out',
    assigneeStaffMemberIds: [],
  },
  teamBWithOutsider: {
    participantId: 'P2',
    teamId: TEAM_B,
    ownerStaffMemberId: null,
    assigneeStaffMemberIds: ['s-out'],
  },
};
type ThreadName = keyof typeof THREADS;

// Who sees which thread: every other pair must be refused (404).
const VISIBLE: Record<ThreadName, Who[]> = {
  teamAUnassigned: ['participant', 'caseWorkerA', 'supervisorA'],
  teamAAssignedToObserver: ['participant', 'caseWorkerA', 'observerA', 'supervisorA'],
  teamBAssignedToObserver: ['participant', 'observerA', 'outsider', 'supervisorA'],
  personalOfObserver: ['otherParticipant', 'observerA', 'supervisorA'],
  personalOfOutsider: ['otherParticipant', 'outsider'],
  teamBWithOutsider: ['otherParticipant', 'outsider'],
};

describe('canSeeThread', () => {
  const rows = Object.entries(VISIBLE).flatMap(([thread, seers]) =>
    (Object.keys(VIEWERS) as Who[]).map((who) => ({
      thread: thread as ThreadName,
      who,
      expected: seers.includes(who),
    })),
  );
  it.each(rows)('$thread as $who: $expected', ({ thread, who, expected }) => {
    expect(canSeeThread(VIEWERS[who], THREADS[thread]!)).toBe(expected);
  });

  it('a participant without a participant record sees nothing', () => {
    const broken = viewer({
      kind: 'participant',
      role: 'Participant',
      participantId: null,
      staffMemberId: null,
    });
    expect(canSeeThread(broken, { ...THREADS.teamAUnassigned!, participantId: '' })).toBe(false);
  });
});

describe('canWorkTeamInbox', () => {
  it.each([
    ['caseWorkerA', TEAM_A, true],
    ['caseWorkerA', TEAM_B, false],
    ['observerA', TEAM_A, false],
    ['supervisorA', TEAM_A, true],
    ['admin', TEAM_A, false],
    ['participant', TEAM_A, false],
  ] as const)('%s in %s: %s', (who, team, expected) => {
    expect(canWorkTeamInbox(VIEWERS[who], team)).toBe(expected);
  });

  it('a participant never works a team inbox, whatever the set says', () => {
    const odd = viewer({ kind: 'participant', role: 'Participant', inboxTeamIds: new Set([TEAM_A]) });
    expect(canWorkTeamInbox(odd, TEAM_A)).toBe(false);
  });
});

describe('canReadInboxOf', () => {
  it.each([
    ['caseWorkerA', { userId: 'u-cw', staffMemberId: 's-cw' }, true],
    ['caseWorkerA', { userId: 'u-ob', staffMemberId: 's-ob' }, false],
    ['supervisorA', { userId: 'u-ob', staffMemberId: 's-ob' }, true],
    ['supervisorA', { userId: 'u-out', staffMemberId: 's-out' }, false],
    ['supervisorA', { userId: 'u-p1', staffMemberId: null }, false],
    ['staffWithSupervisedSet', { userId: 'u-ob', staffMemberId: 's-ob' }, false],
    ['admin', { userId: 'u-cw', staffMemberId: 's-cw' }, false],
    ['participant', { userId: 'u-p1', staffMemberId: null }, true],
    ['participant', { userId: 'u-p2', staffMemberId: null }, false],
  ] as const)('%s reading %o: %s', (who, owner, expected) => {
    expect(canReadInboxOf(VIEWERS[who], owner)).toBe(expected);
  });
});

describe('inboxTeamsOf', () => {
  const memberships = [
    { id: TEAM_A, permissions: ['TeamInbox.Access'] },
    { id: TEAM_B, permissions: [] },
  ];
  it.each([
    ['Staff', [TEAM_A]],
    ['Supervisor', [TEAM_A, TEAM_B]],
    ['Administrator', [TEAM_A, TEAM_B]],
  ] as const)('%s works %o', (role, teams) => {
    expect([...inboxTeamsOf(role, memberships)].sort()).toEqual([...teams].sort());
  });
});

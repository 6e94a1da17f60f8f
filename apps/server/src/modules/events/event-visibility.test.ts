import { describe, expect, it } from 'vitest';
import type { LoggedEvent } from '#src/platform/events/outbox-log.repository.ts';
import type { ThreadViewer } from '../threads/threads-access.ts';
import { liveEventFor } from './event-visibility.ts';

const TEAM = '01900000-0000-7000-8000-0000000000a1';
const OTHER_TEAM = '01900000-0000-7000-8000-0000000000a2';
const THREAD = '01900000-0000-7000-8000-0000000000b1';
const MESSAGE = '01900000-0000-7000-8000-0000000000c1';

const viewer = (overrides: Partial<ThreadViewer>): ThreadViewer => ({
  userId: 'user-x',
  kind: 'staff',
  role: 'Staff',
  participantId: null,
  staffMemberId: 'staff-x',
  inboxTeamIds: new Set(),
  supervisedStaffIds: new Set(),
  ...overrides,
});

const VIEWERS = {
  participant: viewer({
    userId: 'user-p',
    kind: 'participant',
    role: 'Participant',
    participantId: 'P-1',
    staffMemberId: null,
  }),
  otherParticipant: viewer({
    userId: 'user-q',
    kind: 'participant',
    role: 'Participant',
    participantId: 'P-2',
    staffMemberId: null,
  }),
  teamWorker: viewer({ userId: 'user-t', staffMemberId: 'staff-t', inboxTeamIds: new Set([TEAM]) }),
  otherTeamWorker: viewer({
    userId: 'user-o',
    staffMemberId: 'staff-o',
    inboxTeamIds: new Set([OTHER_TEAM]),
  }),
  assignee: viewer({ userId: 'user-a', staffMemberId: 'staff-a' }),
  supervisorOfAssignee: viewer({
    userId: 'user-s',
    role: 'Supervisor',
    staffMemberId: 'staff-s',
    supervisedStaffIds: new Set(['staff-a']),
  }),
  administrator: viewer({ userId: 'user-admin', role: 'Administrator', staffMemberId: 'staff-admin' }),
};
type Who = keyof typeof VIEWERS;

const facts = {
  threadId: THREAD,
  participantId: 'P-1',
  teamId: TEAM,
  ownerStaffMemberId: null,
  assigneeStaffMemberIds: ['staff-a'],
};

function event(
  type: string,
  payload: Record<string, unknown>,
  overrides: Partial<LoggedEvent> = {},
): LoggedEvent {
  return {
    position: 1,
    id: '01900000-0000-7000-8000-0000000000e1',
    type,
    aggregateType: 'thread',
    aggregateId: THREAD,
    actorUserId: 'user-t',
    payload,
    createdAt: new Date('2025-01-02T03:04:05Z'),
    ...overrides,
  };
}

const who = (e: LoggedEvent) =>
  (Object.keys(VIEWERS) as Who[]).filter((name) => liveEventFor(VIEWERS[name], e) !== null).sort();

describe('who receives which live event', () => {
  it.each([
    [
      'a new message',
      event('message.created', { ...facts, messageId: MESSAGE, authorKind: 'staff' }),
      ['assignee', 'participant', 'supervisorOfAssignee', 'teamWorker'],
    ],
    [
      'a new thread',
      event('thread.created', facts),
      ['assignee', 'participant', 'supervisorOfAssignee', 'teamWorker'],
    ],
    [
      'files changed',
      event('message.files_changed', { ...facts, messageId: MESSAGE }),
      ['assignee', 'participant', 'supervisorOfAssignee', 'teamWorker'],
    ],
    [
      'an assignment (never to participants); the removed assignee hears it too',
      event('thread.assigned', { ...facts, assigneeStaffMemberIds: [], added: [], removed: ['staff-a'] }),
      ['assignee', 'supervisorOfAssignee', 'teamWorker'],
    ],
    [
      'a referral reaches the team it left and the one it joined',
      event('thread.referred', {
        ...facts,
        teamId: OTHER_TEAM,
        assigneeStaffMemberIds: [],
        fromTeamId: TEAM,
        toTeamId: OTHER_TEAM,
      }),
      ['otherTeamWorker', 'participant', 'teamWorker'],
    ],
    [
      "one user's read marker only to that user",
      event('thread.read', { threadId: THREAD, userId: 'user-t', messageId: MESSAGE }),
      ['teamWorker'],
    ],
    [
      "one user's marker moved back (mark as unread) only to that user",
      event('thread.unread', { threadId: THREAD, userId: 'user-p', messageId: MESSAGE }),
      ['participant'],
    ],
    [
      "one user's archive only to that user",
      event('thread.archived', { ...facts, scope: 'me', userId: 'user-p' }),
      ['participant'],
    ],
    [
      'a team archive to everyone on the thread',
      event('thread.archived', { ...facts, scope: 'team' }),
      ['assignee', 'participant', 'supervisorOfAssignee', 'teamWorker'],
    ],
    [
      'a personal thread to its owner and participant',
      event('message.created', {
        ...facts,
        teamId: null,
        ownerStaffMemberId: 'staff-o',
        assigneeStaffMemberIds: [],
      }),
      ['otherTeamWorker', 'participant'],
    ],
  ])('%s', (_label, e, expected) => {
    expect(who(e)).toEqual(expected);
  });

  it('ignores events of other aggregates, unknown types and payloads without the thread ids', () => {
    expect(who(event('participant.updated', facts, { aggregateType: 'participant' }))).toEqual([]);
    expect(who(event('thread.somethingNew', facts))).toEqual([]);
    expect(who(event('message.created', { threadId: THREAD }))).toEqual([]);
  });

  it('carries ids only, and says whether the viewer caused it', () => {
    const e = event('message.created', {
      ...facts,
      messageId: MESSAGE,
      authorKind: 'staff',
      subject: 'secret',
    });
    expect(liveEventFor(VIEWERS.teamWorker, e)).toEqual({
      id: e.id,
      type: 'message.created',
      threadId: THREAD,
      messageId: MESSAGE,
      teamId: TEAM,
      byMe: true,
      at: '2025-01-02T03:04:05.000Z',
    });
    expect(liveEventFor(VIEWERS.participant, e)?.byMe).toBe(false);
  });
});

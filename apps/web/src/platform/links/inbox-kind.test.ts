import { describe, expect, it } from 'vitest';
import { classifyInbox, readInboxMarkers } from './inbox-kind.ts';

describe('classifyInbox', () => {
  it.each([
    ['/participant/inbox', 'participant-inbox'],
    ['/participant/inbox/u1/new-message', 'participant-inbox'],
    ['/staff/inbox', 'staff-inbox'],
    ['/staff/inbox/u1/new-message?subject=Hi', 'staff-inbox'],
    ['/staff/team-inbox', 'team-inbox'],
    ['/staff/team-inbox/t1/unresponded-messages', 'team-inbox'],
    ['/staff/team-inbox/t1/team-member-inbox/u2', 'team-member-inbox'],
    ['/staff/inbox?team-member-inbox=u2', 'team-member-inbox'],
    ['/staff/team-inbox?team-member-inbox', 'team-member-inbox'],
  ] as const)('classifies %s as %s', (path, kind) => {
    expect(classifyInbox(path)).toBe(kind);
  });

  it.each([
    '/',
    '/staff/dashboard',
    '/participant/dashboard',
    '/team-management',
    '/staff/inboxes',
    '/inbox',
  ])('gives null for %s, which is not an inbox', (path) => {
    expect(classifyInbox(path)).toBeNull();
  });
});

describe('readInboxMarkers', () => {
  it('reads archive and thread as path markers', () => {
    expect(readInboxMarkers('/staff/inbox/archive/thread/th%201')).toEqual({
      kind: 'staff-inbox',
      archive: true,
      threadId: 'th 1',
    });
  });

  it('reads archive and thread as query markers', () => {
    expect(readInboxMarkers('/participant/inbox?archived=true&thread=th2')).toEqual({
      kind: 'participant-inbox',
      archive: true,
      threadId: 'th2',
    });
  });

  it('has no markers on a plain inbox path', () => {
    expect(readInboxMarkers('/staff/team-inbox')).toEqual({
      kind: 'team-inbox',
      archive: false,
      threadId: null,
    });
  });
});

describe('the inbox screens of issue 5', () => {
  it.each([
    ['/staff/inbox', 'staff-inbox', false, null],
    ['/staff/inbox?thread=th1&q=archive&page=2', 'staff-inbox', false, 'th1'],
    ['/staff/inbox/archive', 'staff-inbox', true, null],
    ['/staff/inbox/archive?thread=th1', 'staff-inbox', true, 'th1'],
    ['/staff/inbox?thread=th1&threadReferSuccess=true&referredToTeam=Housing', 'staff-inbox', false, 'th1'],
    ['/staff/inbox/team-member-inbox/u2', 'team-member-inbox', false, null],
    ['/staff/inbox/team-member-inbox/u2?thread=th3', 'team-member-inbox', false, 'th3'],
    ['/staff/inbox/team-member-inbox/u2/archive', 'team-member-inbox', true, null],
    ['/staff/team-inbox?team=t1', 'team-inbox', false, null],
    ['/staff/team-inbox?team=t1&unassigned=true&thread=th4', 'team-inbox', false, 'th4'],
    ['/staff/team-inbox/archive?team=t1', 'team-inbox', true, null],
    ['/staff/team-inbox/archive?team=t1&thread=th5', 'team-inbox', true, 'th5'],
    ['/staff/team-inbox/t1/unresponded-messages', 'team-inbox', false, null],
    ['/staff/team-inbox/t1/unresponded-messages?page=2', 'team-inbox', false, null],
    ['/participant/inbox', 'participant-inbox', false, null],
    ['/participant/inbox?thread=th6', 'participant-inbox', false, 'th6'],
    ['/participant/inbox/archive', 'participant-inbox', true, null],
    ['/participant/inbox/archive?thread=th7&page=3', 'participant-inbox', true, 'th7'],
  ] as const)('reads %s as %s (archive %s, thread %s)', (path, kind, archive, threadId) => {
    expect(readInboxMarkers(path)).toEqual({ kind, archive, threadId });
  });
});

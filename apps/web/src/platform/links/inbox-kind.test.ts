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

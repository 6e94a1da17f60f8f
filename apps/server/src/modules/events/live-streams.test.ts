import { describe, expect, it } from 'vitest';
import type { Principal } from '#src/platform/authz/policy.ts';
import type { FeedListener } from '#src/platform/events/outbox-feed.ts';
import type { LoggedEvent } from '#src/platform/events/outbox-log.repository.ts';
import type { ThreadViewer } from '../threads/threads-access.ts';
import { createLiveStreams, type StreamSink } from './live-streams.ts';

const TEAM = '01900000-0000-7000-8000-0000000000a1';

const principal = (userId: string, sessionId: string | null): Principal => ({
  userId,
  sessionId,
  kind: 'staff',
  role: 'Staff',
  email: `${userId}@example.org`,
  staffMemberId: `staff-${userId}`,
  participantId: null,
});

function sink() {
  const chunks: string[] = [];
  let ended = false;
  let pending = 0;
  const s: StreamSink & { chunks: string[]; ended: () => boolean; setPending(n: number): void } = {
    chunks,
    write: (chunk) => void chunks.push(chunk),
    end: () => void (ended = true),
    get pending() {
      return pending;
    },
    ended: () => ended,
    setPending: (n) => void (pending = n),
  };
  return s;
}

const messageEvent = (position: number, teamId = TEAM): LoggedEvent => ({
  position,
  id: `01900000-0000-7000-8000-${String(position).padStart(12, '0')}`,
  type: 'message.created',
  aggregateType: 'thread',
  aggregateId: 'thread-1',
  actorUserId: 'someone',
  payload: {
    threadId: 'thread-1',
    participantId: 'P-1',
    teamId,
    ownerStaffMemberId: null,
    assigneeStaffMemberIds: [],
  },
  createdAt: new Date(),
});

/** A hub over fakes: `emit` plays the feed, `sessions` are the open ones, `teams` what each user works. */
function hub() {
  const listeners = new Set<FeedListener>();
  const openSessions = new Set<string>();
  const teams = new Map<string, string[]>();
  const presence = new Set<string>();
  const streams = createLiveStreams({
    outbox: {
      after: async () => [],
      positionOf: async () => undefined,
      idAt: async () => null,
    },
    feed: {
      subscribe: (listener) => {
        listeners.add(listener);
        return { from: 0, unsubscribe: () => void listeners.delete(listener) };
      },
    },
    repo: {
      addConnection: async (row) => void presence.add(row.id),
      removeConnections: async (ids) => ids.forEach((id) => presence.delete(id)),
      refreshConnections: async () => undefined,
      openSessions: async (ids) => new Set(ids.filter((id) => openSessions.has(id))),
      activeUsers: async (ids) => new Set(ids),
    },
    viewerOf: async (p): Promise<ThreadViewer> => ({
      userId: p.userId,
      kind: 'staff',
      role: 'Staff',
      participantId: null,
      staffMemberId: p.staffMemberId,
      inboxTeamIds: new Set(teams.get(p.userId) ?? []),
      supervisedStaffIds: new Set(),
    }),
    idleMs: 60_000,
    log: { warn: () => undefined },
  });
  const emit = (events: LoggedEvent[]) => listeners.forEach((l) => l(events));
  return { streams, emit, openSessions, teams, presence };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
const events = (s: { chunks: string[] }) => s.chunks.filter((c) => c.startsWith('id: '));

describe('live streams', () => {
  it('sends heartbeats, ends streams whose session is no longer open, and keeps the others', async () => {
    const { streams, openSessions, presence } = hub();
    openSessions.add('s-open');
    const keep = sink();
    const drop = sink();
    await streams.open(principal('u1', 's-open'), keep, undefined);
    await streams.open(principal('u2', 's-ended'), drop, undefined);
    await settle();
    expect(presence.size).toBe(2);

    await streams.heartbeat();
    expect(keep.chunks.at(-1)).toBe(': heartbeat\n\n');
    expect(keep.ended()).toBe(false);
    expect(drop.ended()).toBe(true);
    expect(drop.chunks.at(-1)).toBe('event: end\ndata: {"reason":"session-ended"}\n\n');
    expect(streams.size).toBe(1);
    await settle();
    expect(presence.size).toBe(1);
  });

  it('sees with the user’s current team memberships after a heartbeat', async () => {
    const { streams, emit, openSessions, teams } = hub();
    openSessions.add('s');
    const out = sink();
    await streams.open(principal('u1', 's'), out, undefined);
    await settle();
    emit([messageEvent(1)]);
    expect(events(out)).toHaveLength(0);

    teams.set('u1', [TEAM]);
    await streams.heartbeat();
    emit([messageEvent(2)]);
    expect(events(out)).toHaveLength(1);
    expect(out.chunks.at(-1)).toBe('event: counts\ndata: {}\n\n');

    teams.set('u1', []);
    await streams.heartbeat();
    emit([messageEvent(3)]);
    expect(events(out)).toHaveLength(1);
  });

  it('drops a client that does not read (it reconnects and replays), and refuses an eleventh stream', async () => {
    const { streams, emit, openSessions, teams } = hub();
    openSessions.add('s');
    teams.set('u1', [TEAM]);
    const slow = sink();
    await streams.open(principal('u1', 's'), slow, undefined);
    await settle();
    slow.setPending(2_000_000);
    emit([messageEvent(1)]);
    expect(slow.ended()).toBe(true);
    expect(slow.chunks.at(-1)).toBe('event: end\ndata: {"reason":"too-slow"}\n\n');

    for (let i = 0; i < 10; i += 1) await streams.open(principal('u1', 's'), sink(), undefined);
    await expect(streams.open(principal('u1', 's'), sink(), undefined)).rejects.toMatchObject({
      status: 429,
    });
    await streams.open(principal('u2', 's'), sink(), undefined);
  });

  it('ends the streams of one session on request, and every stream when the server stops', async () => {
    const { streams } = hub();
    const a = sink();
    const b = sink();
    const c = sink();
    await streams.open(principal('u1', 's1'), a, undefined);
    await streams.open(principal('u1', 's1'), b, undefined);
    await streams.open(principal('u2', 's2'), c, undefined);
    streams.endSession('s1');
    expect([a.ended(), b.ended(), c.ended()]).toEqual([true, true, false]);
    await streams.stop();
    expect(c.ended()).toBe(true);
    expect(c.chunks.at(-1)).toBe('event: end\ndata: {"reason":"server-closing"}\n\n');
  });
});

import type { LoggedEvent } from '#src/platform/events/outbox-log.repository.ts';
import { canSeeThread, type ThreadFacts, type ThreadViewer } from '../threads/threads-access.ts';
import { LIVE_EVENT_TYPES, type LiveEventType, type LiveEventView } from '@casework/contract';
import { isoString } from '#src/platform/runtime/iso-string.ts';

const isLiveType = (type: string): type is LiveEventType =>
  (LIVE_EVENT_TYPES as readonly string[]).includes(type);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const texts = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null;

/** The thread as the event left it (the ids every thread event carries), or null when they are missing. */
function factsOf(payload: Record<string, unknown>): ThreadFacts | null {
  const participantId = text(payload.participantId);
  const assignees = texts(payload.assigneeStaffMemberIds);
  if (participantId === null || assignees === null) return null;
  return {
    participantId,
    teamId: text(payload.teamId),
    ownerStaffMemberId: text(payload.ownerStaffMemberId),
    assigneeStaffMemberIds: assignees,
  };
}

/**
 * The thread as it was and as it is: a referral also reaches the team it left, an assignment change the staff
 * removed from it, so their inboxes can drop the thread.
 */
function factsBeforeAndAfter(facts: ThreadFacts, payload: Record<string, unknown>): ThreadFacts[] {
  const all = [facts];
  const fromTeamId = text(payload.fromTeamId);
  if (fromTeamId !== null) all.push({ ...facts, teamId: fromTeamId });
  const removed = texts(payload.removed);
  if (removed !== null && removed.length > 0) all.push({ ...facts, assigneeStaffMemberIds: removed });
  return all;
}

/**
 * What `viewer` may learn of an outbox event, or null when it is not for them (issue 5 access rules): thread
 * events of threads they may see; a change of one user's own state (read marker, personal archive) only to that
 * user; assignments never to participants (who do not see them). Ids only, never content.
 */
export function liveEventFor(viewer: ThreadViewer, event: LoggedEvent): LiveEventView | null {
  if (event.aggregateType !== 'thread' || !isLiveType(event.type)) return null;
  const payload = event.payload;
  const ownStateOf = text(payload.userId);
  const facts = factsOf(payload);
  if (ownStateOf !== null) {
    if (ownStateOf !== viewer.userId) return null;
  } else {
    if (facts === null) return null;
    if (event.type === 'thread.assigned' && viewer.kind === 'participant') return null;
    if (!factsBeforeAndAfter(facts, payload).some((f) => canSeeThread(viewer, f))) return null;
  }
  return {
    id: event.id,
    type: event.type,
    threadId: text(payload.threadId) ?? event.aggregateId,
    messageId: text(payload.messageId),
    teamId: facts?.teamId ?? null,
    byMe: event.actorUserId === viewer.userId,
    at: isoString(event.createdAt),
  };
}

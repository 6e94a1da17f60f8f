import type {
  ListParticipantThreadsQuery,
  ListParticipantThreadsResponse,
  ParticipantThreadItem,
  ThreadInboxPlace,
} from '@casework/contract';
import type { Db } from '#src/db/client.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import { notFound } from '#src/platform/errors/app-error.ts';
import type { ThreadViewer } from './threads-access.ts';
import { presentThreadListItem } from './threads.presenter.ts';
import { createThreadsRepository } from './threads.repository.ts';
import {
  createParticipantThreadsRepository,
  type ParticipantThreadRow,
  type ThreadReach,
} from './participant-threads.repository.ts';
import type { ViewerOf } from './thread-viewer.ts';
import { withFields } from '#src/platform/runtime/with-fields.ts';

export interface ParticipantThreadsDeps {
  db: Db;
  viewerOf: ViewerOf;
}

/**
 * canSeeThread (threads-access.ts) as the lists of a query: a staff member reaches the threads they own or are
 * assigned to, the team inboxes they work and, as a supervisor, the threads of the members they supervise.
 */
export function reachOf(viewer: ThreadViewer): ThreadReach {
  const people = new Set<string>();
  if (viewer.staffMemberId !== null) people.add(viewer.staffMemberId);
  if (viewer.role === 'Supervisor') for (const id of viewer.supervisedStaffIds) people.add(id);
  return { staffMemberIds: [...people], teamIds: [...viewer.inboxTeamIds] };
}

/**
 * The inbox a thread opens in for the viewer: a team thread in the team inbox they work; otherwise their own inbox
 * when they own it or are assigned to it; otherwise (a supervisor) the inbox of the team member who holds it.
 */
export function placeOf(viewer: ThreadViewer, row: ParticipantThreadRow): ThreadInboxPlace {
  if (row.teamId !== null && viewer.inboxTeamIds.has(row.teamId)) return { kind: 'team', teamId: row.teamId };
  const me = viewer.staffMemberId;
  const assigneeIds = row.assignees.map((a) => a.id);
  if (me !== null && (row.ownerStaffMemberId === me || assigneeIds.includes(me))) return { kind: 'personal' };
  const supervised = [row.ownerStaffMemberId, ...assigneeIds].find(
    (id): id is string => id !== null && viewer.supervisedStaffIds.has(id),
  );
  return supervised ? { kind: 'team-member', staffMemberId: supervised } : { kind: 'personal' };
}

function presentParticipantThread(viewer: ThreadViewer, row: ParticipantThreadRow): ParticipantThreadItem {
  const openIn = placeOf(viewer, row);
  const archivedIn = openIn.kind === 'team' ? 'team' : 'user';
  return withFields(presentThreadListItem(row, { viewer: 'staff', archivedIn }), {
    // A team member's archive is theirs: the thread opens in their open view.
    archived:
      openIn.kind === 'team-member'
        ? false
        : archivedIn === 'team'
          ? row.teamArchivedAt !== null
          : row.userArchivedAt !== null,
    openIn,
  });
}

export function createParticipantThreadsService({ db, viewerOf }: ParticipantThreadsDeps) {
  const people = createThreadsRepository(db);
  const threads = createParticipantThreadsRepository(db);

  return {
    /**
     * GET /participants/{participantId}/threads: the participant's threads the caller may see, newest activity
     * first. Subjects and previews only, as an inbox shows them: no reason asked, nothing logged (decision 010).
     */
    async list(
      principal: Principal,
      participantId: string,
      page: ListParticipantThreadsQuery,
    ): Promise<ListParticipantThreadsResponse> {
      const [viewer, participant] = await Promise.all([
        viewerOf(principal),
        people.findParticipant(participantId),
      ]);
      if (!participant) throw notFound('participant', participantId);
      const reach = reachOf(viewer);
      if (reach.staffMemberIds.length === 0 && reach.teamIds.length === 0) return { items: [], total: 0 };
      const { rows, total } = await threads.list(participant.participantId, reach, viewer.userId, page);
      return { items: rows.map((row) => presentParticipantThread(viewer, row)), total };
    },
  };
}
export type ParticipantThreadsService = ReturnType<typeof createParticipantThreadsService>;

import type { Db, DbOrTx } from '#src/db/client.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import { notFound } from '#src/platform/errors/app-error.ts';
import { canSeeThread, inboxTeamsOf, type Membership, type ThreadViewer } from './threads-access.ts';
import {
  createThreadsRepository,
  type ThreadDetailRow,
  type ThreadWithAssignees,
} from './threads.repository.ts';

/** A staff member's team memberships with the permissions their roles grant (the teams service answers this). */
export type MembershipsOf = (staffMemberId: string) => Promise<readonly Membership[]>;

/**
 * A staff principal's own memberships: within a request, the teams service's membershipsOfCaller (read with the
 * session); for a principal kept longer (a live stream), a fresh read by staff member id.
 */
export type CallerMembershipsOf = (principal: Principal) => Promise<readonly Membership[]>;

/** Loads the caller as the access decision sees them: the team inboxes they work and, for supervisors, whom they supervise. */
export function createViewerLoader({ db, memberships }: { db: Db; memberships: CallerMembershipsOf }) {
  return async function viewerOf(principal: Principal): Promise<ThreadViewer> {
    const base = {
      userId: principal.userId,
      kind: principal.kind,
      role: principal.role,
      participantId: principal.participantId,
      staffMemberId: principal.staffMemberId,
    };
    if (principal.kind !== 'staff' || principal.staffMemberId === null) {
      return { ...base, inboxTeamIds: new Set(), supervisedStaffIds: new Set() };
    }
    const teams = await memberships(principal);
    const supervised =
      principal.role === 'Supervisor'
        ? await createThreadsRepository(db).membersOfTeams(teams.map((t) => t.id))
        : [];
    return {
      ...base,
      inboxTeamIds: inboxTeamsOf(principal.role, teams),
      supervisedStaffIds: new Set(supervised),
    };
  };
}
export type ViewerOf = ReturnType<typeof createViewerLoader>;

/** The thread, if the viewer may see it; otherwise 404, exactly like a thread that does not exist. */
export async function visibleThread(
  db: DbOrTx,
  viewer: ThreadViewer,
  threadId: string,
  options: { lock?: boolean } = {},
): Promise<ThreadWithAssignees> {
  return seenBy(viewer, threadId, await createThreadsRepository(db).find(threadId, options));
}

/** visibleThread, read with the names and the viewer's own state a thread view shows: one statement for both. */
export async function visibleThreadDetail(
  db: DbOrTx,
  viewer: ThreadViewer,
  threadId: string,
): Promise<ThreadDetailRow> {
  return seenBy(viewer, threadId, await createThreadsRepository(db).detail(threadId, viewer.userId));
}

function seenBy<T extends ThreadWithAssignees>(
  viewer: ThreadViewer,
  threadId: string,
  thread: T | undefined,
): T {
  if (!thread || !canSeeThread(viewer, thread)) throw notFound('thread', threadId);
  return thread;
}

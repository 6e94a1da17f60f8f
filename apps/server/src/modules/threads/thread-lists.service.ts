import type {
  ListThreadsQuery,
  ListThreadsResponse,
  TeamThreadCountsView,
  ThreadCountsView,
  UnassignedThreadsBody,
} from '@casework/contract';
import type { Db } from '#src/db/client.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import { notFound } from '#src/platform/errors/app-error.ts';
import { canReadInboxOf, canWorkTeamInbox, inboxTeamsOf, type ThreadViewer } from './threads-access.ts';
import { presentThreadListItem } from './threads.presenter.ts';
import { createThreadsRepository, type InboxOwnerRow } from './threads.repository.ts';
import { createThreadListsRepository, type InboxScope } from './thread-lists.repository.ts';
import type { MembershipsOf, ViewerOf } from './thread-viewer.ts';

export interface ThreadListsDeps {
  db: Db;
  viewerOf: ViewerOf;
  memberships: MembershipsOf;
}

type PersonalScope = Extract<InboxScope, { kind: 'staff' | 'participant' }>;

export function createThreadListsService({ db, viewerOf, memberships }: ThreadListsDeps) {
  const threads = createThreadsRepository(db);
  const lists = createThreadListsRepository(db);

  /** The inbox named by a user id (or a staff member id), if the viewer may open it; otherwise 404. */
  async function inboxOwner(viewer: ThreadViewer, id: string): Promise<InboxOwnerRow> {
    // The caller's own inbox, the usual one: the session's statement has already said whose it is.
    if (id === viewer.userId || id === viewer.staffMemberId) {
      const { userId, kind, role, staffMemberId, participantId } = viewer;
      return { userId, kind, role, staffMemberId, participantId };
    }
    const owner = await threads.findInboxOwner(id);
    if (!owner || !canReadInboxOf(viewer, owner)) throw notFound('inbox', id);
    return owner;
  }

  function personalScope(owner: InboxOwnerRow): PersonalScope | null {
    if (owner.kind === 'staff' && owner.staffMemberId)
      return { kind: 'staff', staffMemberId: owner.staffMemberId, readerUserId: owner.userId };
    if (owner.kind === 'participant' && owner.participantId)
      return { kind: 'participant', participantId: owner.participantId, readerUserId: owner.userId };
    return null;
  }

  function teamInbox(viewer: ThreadViewer, teamId: string): void {
    if (!canWorkTeamInbox(viewer, teamId)) throw notFound('team inbox', teamId);
  }

  /**
   * A page of the scope's list, with each thread's assignees (staff only). Unassigned threads were chosen because
   * nobody is assigned to them: their assignees are not looked up.
   */
  async function page(
    viewer: ThreadViewer,
    scope: InboxScope,
    filter: Parameters<typeof lists.list>[1],
    archivedIn: 'user' | 'team',
  ): Promise<ListThreadsResponse> {
    const withAssignees = viewer.kind === 'staff' && scope.kind !== 'unassigned';
    const { rows, total } = await lists.list(scope, filter, { withAssignees });
    return {
      items: rows.map((r) => presentThreadListItem(r, { viewer: viewer.kind, archivedIn })),
      total,
    };
  }

  return {
    /** A personal inbox, newest activity first: the caller's own, or (supervisors) a team member's. */
    async forUser(
      principal: Principal,
      userId: string,
      query: ListThreadsQuery,
    ): Promise<ListThreadsResponse> {
      const viewer = await viewerOf(principal);
      const scope = personalScope(await inboxOwner(viewer, userId));
      if (!scope) return { items: [], total: 0 };
      return page(viewer, scope, { ...query, archived: query.archived ?? false }, 'user');
    },

    async forTeam(
      principal: Principal,
      teamId: string,
      query: ListThreadsQuery,
    ): Promise<ListThreadsResponse> {
      const viewer = await viewerOf(principal);
      teamInbox(viewer, teamId);
      const scope: InboxScope = { kind: 'team', teamId, readerUserId: viewer.userId };
      return page(viewer, scope, { ...query, archived: query.archived ?? false }, 'team');
    },

    /** Open team threads nobody is assigned to, in the chosen teams (default: every team inbox the caller works). */
    async unassigned(principal: Principal, body: UnassignedThreadsBody): Promise<ListThreadsResponse> {
      const viewer = await viewerOf(principal);
      const teamIds = body.teamIds ?? [...viewer.inboxTeamIds];
      for (const teamId of teamIds) teamInbox(viewer, teamId);
      const scope: InboxScope = {
        kind: 'unassigned',
        teamIds: [...new Set(teamIds)],
        from: body.from,
        to: body.to,
        readerUserId: viewer.userId,
      };
      return page(viewer, scope, { archived: false, take: body.take, skip: body.skip }, 'team');
    },

    /** Threads whose participant wrote last and waits for a staff reply, longest waiting first. */
    async unresponded(
      principal: Principal,
      teamId: string,
      query: { take: number; skip: number },
    ): Promise<ListThreadsResponse> {
      const viewer = await viewerOf(principal);
      teamInbox(viewer, teamId);
      const scope: InboxScope = { kind: 'unresponded', teamId, readerUserId: viewer.userId };
      return page(viewer, scope, { archived: false, ...query }, 'team');
    },

    /** Unread, open and archived threads of an inbox, and the open unassigned threads of its owner's teams. */
    async counts(principal: Principal, userId: string): Promise<ThreadCountsView> {
      const viewer = await viewerOf(principal);
      const owner = await inboxOwner(viewer, userId);
      const scope = personalScope(owner);
      const inbox = scope ? await lists.inboxCounts(scope) : { open: 0, unread: 0, archived: 0 };
      let teamIds: string[] = [];
      if (owner.kind === 'staff' && owner.staffMemberId) {
        teamIds =
          owner.userId === viewer.userId
            ? [...viewer.inboxTeamIds]
            : [...inboxTeamsOf(owner.role, await memberships(owner.staffMemberId))];
      }
      return { ...inbox, unassigned: await lists.countUnassigned(teamIds) };
    },

    /**
     * Open, archived and unassigned threads of a team inbox (the team's archive), and the open ones with something
     * the caller has not read.
     */
    async teamCounts(principal: Principal, teamId: string): Promise<TeamThreadCountsView> {
      const viewer = await viewerOf(principal);
      teamInbox(viewer, teamId);
      return lists.teamCounts(teamId, viewer.userId);
    },

    /** The open threads of an inbox the caller may act on (for PUT /threads/users/{userId}/archive). */
    async openThreadsOf(viewer: ThreadViewer, userId: string) {
      const owner = await inboxOwner(viewer, userId);
      const scope = personalScope(owner);
      return { owner, threadIds: scope ? await lists.openThreadIds(scope) : [] };
    },
  };
}
export type ThreadListsService = ReturnType<typeof createThreadListsService>;

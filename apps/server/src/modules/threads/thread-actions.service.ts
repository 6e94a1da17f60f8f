import type {
  AssignBody,
  BulkArchiveBody,
  ReferralBody,
  ReferralResult,
  SwapUsersBody,
  SwapUsersResult,
  ThreadAssigneesView,
  ThreadReadState,
  ThreadsChangedResult,
} from '@casework/contract';
import type { Db, Tx } from '#src/db/client.ts';
import { writeActivity } from '#src/platform/audit/activity-log.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import { badRequest, conflict, forbidden, notFound } from '#src/platform/errors/app-error.ts';
import { recordEvent, type DomainEventType } from '#src/platform/events/outbox.ts';
import { canSeeThread, canWorkTeamInbox, type ThreadViewer } from './threads-access.ts';
import { createThreadsRepository, type StaffRef, type ThreadWithAssignees } from './threads.repository.ts';
import { threadEventIds } from './post-message.ts';
import type { ThreadListsService } from './thread-lists.service.ts';
import { visibleThread, type ViewerOf } from './thread-viewer.ts';
import { isoOrNull } from '#src/platform/runtime/iso-string.ts';

export interface ThreadActionsDeps {
  db: Db;
  viewerOf: ViewerOf;
  lists: Pick<ThreadListsService, 'openThreadsOf'>;
}

const names = (refs: StaffRef[]) => refs.map((r) => r.name).join(', ');

export function createThreadActionsService({ db, viewerOf, lists }: ThreadActionsDeps) {
  const repo = createThreadsRepository(db);

  /** Staff who may be assigned: active, and for a team thread members who work that team's inbox. */
  async function checkAssignable(tx: Tx, thread: ThreadWithAssignees, ids: string[]): Promise<StaffRef[]> {
    const txRepo = createThreadsRepository(tx);
    const found = new Map((await txRepo.staffByIds(ids)).map((s) => [s.id, s]));
    const inbox = thread.teamId ? await txRepo.inboxMembersAmong(thread.teamId, ids) : null;
    const errors = ids.flatMap((id, i) => {
      const field = `body.staffMemberIds.${i}`;
      const staff = found.get(id);
      if (!staff) return [{ field, message: 'No staff member has this id' }];
      if (staff.status !== 1) return [{ field, message: `${staff.name} is not an active staff member` }];
      if (inbox && !inbox.has(id))
        return [{ field, message: `${staff.name} does not work this team's inbox` }];
      return [];
    });
    if (errors.length > 0)
      throw badRequest(
        'Some staff members cannot be assigned to this thread.',
        errors,
        'thread.assignee_invalid',
      );
    return ids.map((id) => ({ id, name: found.get(id)!.name }));
  }

  async function archiveEvents(
    tx: Tx,
    type: DomainEventType,
    threads: ThreadWithAssignees[],
    changed: string[],
    extra: Record<string, unknown>,
    actorUserId: string,
  ) {
    for (const thread of threads.filter((t) => changed.includes(t.id))) {
      await recordEvent(tx, {
        type,
        aggregateType: 'thread',
        aggregateId: thread.id,
        actorUserId,
        payload: { ...threadEventIds(thread), ...extra },
      });
    }
  }

  /** Every named thread, visible to the viewer (404 for the first that is not), locked for the transaction. */
  async function visibleThreads(tx: Tx, viewer: ThreadViewer, threadIds: string[]) {
    const unique = [...new Set(threadIds)];
    const found = new Map(
      (await createThreadsRepository(tx).findMany(unique, { lock: true })).map((t) => [t.id, t]),
    );
    for (const id of unique) {
      const thread = found.get(id);
      if (!thread || !canSeeThread(viewer, thread)) throw notFound('thread', id);
    }
    return unique.map((id) => found.get(id)!);
  }

  async function setArchived(
    principal: Principal,
    body: BulkArchiveBody,
    archive: boolean,
  ): Promise<ThreadsChangedResult> {
    const viewer = await viewerOf(principal);
    const at = new Date();
    const type = archive ? 'thread.archived' : 'thread.unarchived';
    if (body.scope === 'team') {
      if (viewer.kind !== 'staff') throw forbidden('Only staff archive threads for a team.');
      const teamId = body.teamId!;
      if (!canWorkTeamInbox(viewer, teamId)) throw notFound('team inbox', teamId);
      return db.transaction(async (tx) => {
        const threads = await visibleThreads(tx, viewer, body.threadIds);
        const outside = body.threadIds.flatMap((id, i) =>
          threads.find((t) => t.id === id)?.teamId === teamId
            ? []
            : [{ field: `body.threadIds.${i}`, message: "Not in this team's inbox" }],
        );
        if (outside.length > 0)
          throw badRequest("Some threads are not in this team's inbox; nothing was changed.", outside);
        const ids = threads.map((t) => t.id);
        const txRepo = createThreadsRepository(tx);
        const changed = archive
          ? await txRepo.archiveForTeam(ids, teamId, at)
          : await txRepo.unarchiveForTeam(ids, teamId);
        await archiveEvents(tx, type, threads, changed, { scope: 'team' }, viewer.userId);
        return { changed: changed.length, threadIds: changed };
      });
    }
    return db.transaction(async (tx) => {
      const threads = await visibleThreads(tx, viewer, body.threadIds);
      const ids = threads.map((t) => t.id);
      const txRepo = createThreadsRepository(tx);
      const changed = archive
        ? await txRepo.archiveForUser(ids, viewer.userId, at)
        : await txRepo.unarchiveForUser(ids, viewer.userId);
      // The owner archiving a personal thread closes it (time-to-close); unarchiving reopens it.
      if (viewer.staffMemberId)
        await txRepo.setPersonalClosed(changed, viewer.staffMemberId, archive ? at : null);
      await archiveEvents(tx, type, threads, changed, { scope: 'me', userId: viewer.userId }, viewer.userId);
      return { changed: changed.length, threadIds: changed };
    });
  }

  return {
    /** POST adds assignees; PUT (replace) makes the list exactly the one given. Writes "thread assigned". */
    async assign(
      principal: Principal,
      threadId: string,
      body: AssignBody,
      mode: 'add' | 'replace',
    ): Promise<ThreadAssigneesView> {
      const viewer = await viewerOf(principal);
      if (mode === 'add' && body.staffMemberIds.length === 0) {
        throw badRequest('Choose at least one staff member to assign.', [
          { field: 'body.staffMemberIds', message: 'Give at least one staff member id' },
        ]);
      }
      await db.transaction(async (tx) => {
        const thread = await visibleThread(tx, viewer, threadId, { lock: true });
        const txRepo = createThreadsRepository(tx);
        const wanted = await checkAssignable(tx, thread, body.staffMemberIds);
        const at = new Date();
        const removed =
          mode === 'replace'
            ? await txRepo.removeAssignees(
                threadId,
                thread.assigneeStaffMemberIds.filter((id) => !body.staffMemberIds.includes(id)),
              )
            : [];
        const added = await txRepo.addAssignees(threadId, body.staffMemberIds, viewer.userId, at);
        if (added.length === 0 && removed.length === 0) return;
        const addedRefs = wanted.filter((w) => added.includes(w.id));
        const removedRefs = await txRepo.staffByIds(removed);
        const parts = [
          addedRefs.length > 0 ? `to ${names(addedRefs)}` : null,
          removedRefs.length > 0 ? `(no longer ${names(removedRefs)})` : null,
        ].filter((p) => p !== null);
        await writeActivity(tx, {
          kind: 'thread-assigned',
          actorUserId: viewer.userId,
          participantId: thread.participantId,
          message: `Assigned thread "${thread.subject}" ${parts.join(' ')}.`,
          detail: { threadId, added, removed },
        });
        await recordEvent(tx, {
          type: 'thread.assigned',
          aggregateType: 'thread',
          aggregateId: threadId,
          actorUserId: viewer.userId,
          payload: { ...threadEventIds((await txRepo.find(threadId))!), added, removed },
        });
      });
      return { threadId, assignees: (await repo.assigneesOf([threadId])).get(threadId) ?? [] };
    },

    /** Moves the thread to another team, which finds it open and unassigned, flagged as referred. */
    async refer(principal: Principal, threadId: string, body: ReferralBody): Promise<ReferralResult> {
      const viewer = await viewerOf(principal);
      return db.transaction(async (tx) => {
        const thread = await visibleThread(tx, viewer, threadId, { lock: true });
        const txRepo = createThreadsRepository(tx);
        const to = await txRepo.findTeam(body.teamId);
        if (!to) throw notFound('team', body.teamId);
        if (thread.teamId === to.id) {
          throw badRequest('The thread is already in this team. Choose another team.', [
            { field: 'body.teamId', message: 'Must be a different team from the current one' },
          ]);
        }
        const from = thread.teamId ? await txRepo.findTeam(thread.teamId) : undefined;
        await txRepo.referTo(threadId, to.id);
        const fromLabel = from ? from.name : 'a personal inbox';
        await writeActivity(tx, {
          kind: 'thread-referred',
          actorUserId: viewer.userId,
          participantId: thread.participantId,
          message: `Referred thread "${thread.subject}" from ${fromLabel} to ${to.name}. Reason: ${body.reason}`,
          detail: {
            threadId,
            fromTeamId: from?.id ?? null,
            fromTeam: from?.name ?? null,
            toTeamId: to.id,
            toTeam: to.name,
            reason: body.reason,
          },
        });
        const moved = (await txRepo.find(threadId))!;
        await recordEvent(tx, {
          type: 'thread.referred',
          aggregateType: 'thread',
          aggregateId: threadId,
          actorUserId: viewer.userId,
          payload: { ...threadEventIds(moved), fromTeamId: from?.id ?? null, toTeamId: to.id },
        });
        return {
          threadId,
          fromTeam: from ? { id: from.id, name: from.name } : null,
          referredToTeam: { id: to.id, name: to.name },
          stillVisible: canSeeThread(viewer, moved),
        };
      });
    },

    /** Moves the caller's read marker up to the message (never back). */
    async markRead(principal: Principal, threadId: string, messageId: string): Promise<ThreadReadState> {
      const viewer = await viewerOf(principal);
      return db.transaction(async (tx) => {
        await visibleThread(tx, viewer, threadId);
        const txRepo = createThreadsRepository(tx);
        const message = await txRepo.findMessage(threadId, messageId);
        if (!message) throw notFound('message', messageId);
        await txRepo.markRead(threadId, viewer.userId, message.id);
        await recordEvent(tx, {
          type: 'thread.read',
          aggregateType: 'thread',
          aggregateId: threadId,
          actorUserId: viewer.userId,
          payload: { threadId, userId: viewer.userId, messageId },
        });
        const state = await txRepo.readState(threadId, viewer.userId);
        return {
          threadId,
          lastReadMessageId: state.lastReadMessageId,
          lastReadAt: isoOrNull(state.lastReadAt),
          unread: state.unread,
        };
      });
    },

    /**
     * "Mark as unread": moves the caller's read marker back to just before the newest message someone else wrote
     * (409 when every message is the caller's own). A marker already before it stays where it is.
     */
    async markUnread(principal: Principal, threadId: string): Promise<ThreadReadState> {
      const viewer = await viewerOf(principal);
      return db.transaction(async (tx) => {
        await visibleThread(tx, viewer, threadId);
        const txRepo = createThreadsRepository(tx);
        const { target, moved } = await txRepo.markUnread(threadId, viewer.userId);
        if (target === null)
          throw conflict(
            'thread.nothing_unread',
            'There is nothing to mark unread: every message here is yours.',
          );
        if (moved) {
          await recordEvent(tx, {
            type: 'thread.unread',
            aggregateType: 'thread',
            aggregateId: threadId,
            actorUserId: viewer.userId,
            payload: { threadId, userId: viewer.userId, messageId: target },
          });
        }
        const state = await txRepo.readState(threadId, viewer.userId);
        // The marker now stands before a message of someone else, which is never later than the newest one.
        return {
          threadId,
          lastReadMessageId: state.lastReadMessageId,
          lastReadAt: isoOrNull(state.lastReadAt),
          unread: true,
        };
      });
    },

    archive: (principal: Principal, body: BulkArchiveBody) => setArchived(principal, body, true),
    unarchive: (principal: Principal, body: BulkArchiveBody) => setArchived(principal, body, false),

    /** Archives every open thread of an inbox for its owner (the caller's own, or a supervised member's). */
    async archiveAllOf(principal: Principal, userId: string): Promise<ThreadsChangedResult> {
      const viewer = await viewerOf(principal);
      const { owner, threadIds } = await lists.openThreadsOf(viewer, userId);
      const at = new Date();
      return db.transaction(async (tx) => {
        const txRepo = createThreadsRepository(tx);
        const changed = await txRepo.archiveForUser(threadIds, owner.userId, at);
        if (owner.staffMemberId) await txRepo.setPersonalClosed(changed, owner.staffMemberId, at);
        const threads = await txRepo.findMany(changed);
        await archiveEvents(
          tx,
          'thread.archived',
          threads,
          changed,
          { scope: 'me', userId: owner.userId },
          viewer.userId,
        );
        return { changed: changed.length, threadIds: changed };
      });
    },

    /** Administrators: every assignment and personal thread of one staff member moves to another. */
    async swapUsers(principal: Principal, body: SwapUsersBody): Promise<SwapUsersResult> {
      const people = new Map(
        (await repo.staffByIds([body.fromStaffMemberId, body.toStaffMemberId])).map((s) => [s.id, s]),
      );
      const from = people.get(body.fromStaffMemberId);
      const to = people.get(body.toStaffMemberId);
      if (!from) throw notFound('staff member', body.fromStaffMemberId);
      if (!to) throw notFound('staff member', body.toStaffMemberId);
      if (to.status !== 1) {
        throw badRequest(
          `${to.name} is not an active staff member; choose someone who can take the threads.`,
          [{ field: 'body.toStaffMemberId', message: 'Must be an active staff member' }],
        );
      }
      return db.transaction(async (tx) => {
        const txRepo = createThreadsRepository(tx);
        const result = await txRepo.swapStaff(from.id, to.id);
        if (result.threadIds.length === 0) return result;
        await writeActivity(tx, {
          kind: 'thread-assigned',
          actorUserId: principal.userId,
          message:
            `Moved ${result.assignmentsMoved} thread assignments and ${result.personalThreadsMoved} personal threads ` +
            `from ${from.name} to ${to.name}.`,
          detail: { fromStaffMemberId: from.id, toStaffMemberId: to.id, ...result },
        });
        for (const thread of await txRepo.findMany(result.threadIds)) {
          await recordEvent(tx, {
            type: 'thread.assigned',
            aggregateType: 'thread',
            aggregateId: thread.id,
            actorUserId: principal.userId,
            payload: { ...threadEventIds(thread), added: [to.id], removed: [from.id] },
          });
        }
        return result;
      });
    },
  };
}
export type ThreadActionsService = ReturnType<typeof createThreadActionsService>;

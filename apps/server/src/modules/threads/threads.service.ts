import {
  AccountStatus,
  THREAD_VIEW_MESSAGE_LIMIT,
  type CreateThreadBody,
  type ListMessagesQuery,
  type MessageView,
  type ReplyBody,
  type ThreadView,
} from '@casework/contract';
import type { Db } from '#src/db/client.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import { badRequest, conflict, forbidden, notFound } from '#src/platform/errors/app-error.ts';
import { writeActivity } from '#src/platform/audit/activity-log.ts';
import { recordEvent } from '#src/platform/events/outbox.ts';
import type { FileStorage } from '#src/platform/files/file-storage.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import { previewOf } from '#src/platform/rich-text/sanitize-rich-text.ts';
import { assertNotMerged, type MergedAwayAction } from '../participants/participant-access.ts';
import { canWorkTeamInbox, type ThreadViewer } from './threads-access.ts';
import { presentMessage, presentThread } from './threads.presenter.ts';
import {
  createThreadsRepository,
  type ThreadDetailRow,
  type ThreadsRepository,
} from './threads.repository.ts';
import { cleanMessageBody, postMessage, threadEventIds } from './post-message.ts';
import { visibleThread, visibleThreadDetail, type ViewerOf } from './thread-viewer.ts';

/** Re-exported for modules that act on threads (thread files): the one object check of a thread. */
export { visibleThread };

export interface ThreadsServiceDeps {
  db: Db;
  viewerOf: ViewerOf;
  storage: Pick<FileStorage, 'delete'>;
  log: { warn(detail: Record<string, unknown>, message: string): void };
}

const DEFAULT_SUBJECT_CHARS = 80;

/** A merged-away record keeps no conversations (the merge moved them): one started on it would be lost from view. */
const START_ON_MERGED_RECORD: MergedAwayAction = {
  field: 'body.participantId',
  cannot: 'no new conversation can start on this record',
  instead: 'Write to',
};

/** The participant a new thread is for: 404 when missing, 409 when merged away or Permanently Disabled. */
async function writableParticipant(repo: Pick<ThreadsRepository, 'findParticipant'>, participantId: string) {
  const participant = await repo.findParticipant(participantId, { lock: true });
  if (!participant) throw notFound('participant', participantId);
  assertNotMerged(participant, START_ON_MERGED_RECORD);
  if (participant.status === AccountStatus.PermanentlyDisabled) {
    throw conflict(
      'participant.permanently_disabled',
      'This participant is permanently disabled; messages can no longer be sent.',
    );
  }
  return participant;
}

export function createThreadsService({ db, viewerOf, storage, log }: ThreadsServiceDeps) {
  const repo = createThreadsRepository(db);

  /** The thread's view from its detail row (names, assignees, authors, the reader's state) and newest messages. */
  async function threadView(thread: ThreadDetailRow, viewer: ThreadViewer): Promise<ThreadView> {
    const messages = await repo.listMessages(thread.id, {
      take: THREAD_VIEW_MESSAGE_LIMIT,
      skip: 0,
      newest: true,
    });
    return presentThread({ thread, messages, viewer: viewer.kind });
  }

  /** Where a new thread goes: a team (from teamId, serviceTeamId or an application), or nowhere (personal). */
  async function destination(viewer: ThreadViewer, body: CreateThreadBody) {
    const teamId = body.teamId ?? body.serviceTeamId;
    const teamField = body.teamId !== undefined ? 'body.teamId' : 'body.serviceTeamId';
    if (body.applicationId !== undefined) {
      const application = await repo.findApplication(body.applicationId);
      // Participants write only to active applications; staff may also use one that is switched off.
      if (!application || (viewer.kind === 'participant' && !application.isActive))
        throw notFound('application', body.applicationId);
      return {
        teamId: application.teamId,
        applicationId: application.id,
        subject: application.name,
        field: 'body.applicationId',
      };
    }
    if (teamId === undefined) return null;
    const team = await repo.findTeam(teamId);
    // A private team does not exist for participants.
    if (!team || (viewer.kind === 'participant' && team.isPrivate)) throw notFound('team', teamId);
    return { teamId: team.id, applicationId: null, subject: team.name, field: teamField };
  }

  return {
    /**
     * POST /threads: a participant writes to a team (directly, through an application or a service's team);
     * staff write to a participant for a team whose inbox they work, or in a personal thread of their own.
     */
    async create(principal: Principal, body: CreateThreadBody): Promise<ThreadView> {
      const viewer = await viewerOf(principal);
      const clean = cleanMessageBody(body.body, viewer.kind);
      const target = await destination(viewer, body);
      let participantId: string;
      let ownerStaffMemberId: string | null = null;
      if (viewer.kind === 'participant') {
        if (viewer.participantId === null)
          throw forbidden('This account has no participant record to write from.');
        if (body.participantId !== undefined && body.participantId !== viewer.participantId)
          throw notFound('participant', body.participantId);
        if (!target) {
          throw badRequest('Choose the team you want to write to.', [
            { field: 'body.teamId', message: 'Give teamId, applicationId or serviceTeamId' },
          ]);
        }
        participantId = viewer.participantId;
      } else {
        if (body.participantId === undefined) {
          throw badRequest('Choose the participant to write to.', [
            { field: 'body.participantId', message: 'Required when staff start a thread' },
          ]);
        }
        if (target && !canWorkTeamInbox(viewer, target.teamId))
          throw forbidden(
            'You can start a team thread only for a team whose inbox you work (TeamInbox.Access).',
          );
        if (!target && viewer.staffMemberId === null)
          throw forbidden('This account has no staff member record.');
        participantId = body.participantId;
        if (!target) ownerStaffMemberId = viewer.staffMemberId;
      }

      const firstLine = clean.text.split('\n')[0] ?? '';
      const subject =
        body.subject || previewOf(firstLine, DEFAULT_SUBJECT_CHARS) || target?.subject || 'Message';
      const now = new Date();
      const threadId = uuidv7(now.getTime());
      await db.transaction(async (tx) => {
        const txRepo = createThreadsRepository(tx);
        // Checked under a lock, in the transaction that writes the thread: a merge committing in between would
        // otherwise leave the thread on a merged-away record.
        await writableParticipant(txRepo, participantId);
        await txRepo.insertThread({
          id: threadId,
          subject,
          participantId,
          teamId: target?.teamId ?? null,
          ownerStaffMemberId,
          applicationId: target?.applicationId ?? null,
          serviceId: body.serviceId ?? null,
          createdByUserId: viewer.userId,
          createdAt: now,
          lastMessageAt: now,
          lastMessageFrom: viewer.kind,
        });
        // Staff writing for a team take the thread they started.
        if (target && viewer.kind === 'staff' && viewer.staffMemberId)
          await txRepo.addAssignees(threadId, [viewer.staffMemberId], viewer.userId, now);
        const thread = (await txRepo.find(threadId))!;
        await recordEvent(tx, {
          type: 'thread.created',
          aggregateType: 'thread',
          aggregateId: threadId,
          actorUserId: viewer.userId,
          payload: { ...threadEventIds(thread), startedBy: viewer.kind },
        });
        await postMessage(tx, thread, { userId: viewer.userId, kind: viewer.kind }, clean, now);
      });
      const created = await repo.detail(threadId, viewer.userId);
      if (!created) throw notFound('thread', threadId);
      return threadView(created, viewer);
    },

    async get(principal: Principal, threadId: string): Promise<ThreadView> {
      const viewer = await viewerOf(principal);
      return threadView(await visibleThreadDetail(db, viewer, threadId), viewer);
    },

    /** Administrators: the thread, its messages, states and files go; stored bytes are removed after the commit. */
    async remove(principal: Principal, threadId: string): Promise<void> {
      const keys = await db.transaction(async (tx) => {
        const txRepo = createThreadsRepository(tx);
        const thread = await txRepo.find(threadId, { lock: true });
        if (!thread) throw notFound('thread', threadId);
        const stored = await txRepo.deleteThread(threadId);
        // The subject is the participant's words: the entry names the thread by id and counts only.
        await writeActivity(tx, {
          kind: 'thread-deleted',
          actorUserId: principal.userId,
          participantId: thread.participantId,
          message: `Deleted thread ${threadId} with ${thread.messageCount} ${thread.messageCount === 1 ? 'message' : 'messages'} and ${stored.length} ${stored.length === 1 ? 'file' : 'files'}.`,
          detail: { threadId, messages: thread.messageCount, files: stored.length },
        });
        await recordEvent(tx, {
          type: 'thread.deleted',
          aggregateType: 'thread',
          aggregateId: threadId,
          actorUserId: principal.userId,
          payload: threadEventIds(thread),
        });
        return stored;
      });
      for (const key of keys) {
        await storage
          .delete(key)
          .catch((error: unknown) => log.warn({ key, error }, 'stored thread file not removed'));
      }
    },

    /** GET /messages/{threadId}: oldest first. */
    async messages(principal: Principal, threadId: string, page: ListMessagesQuery) {
      const viewer = await viewerOf(principal);
      const thread = await visibleThread(db, viewer, threadId);
      const rows = await repo.listMessages(threadId, page);
      return { items: rows.map(presentMessage), total: thread.messageCount };
    },

    async reply(principal: Principal, threadId: string, body: ReplyBody): Promise<MessageView> {
      const viewer = await viewerOf(principal);
      const clean = cleanMessageBody(body.body, viewer.kind);
      // No transaction: the access check reads, and the message's writes are one statement, atomic by itself. Under
      // READ COMMITTED a transaction around both gave nothing more (each statement has its own snapshot, and the read
      // locks nothing), and its BEGIN and COMMIT were two of a reply's six round trips.
      const thread = await visibleThread(db, viewer, threadId);
      const posted = await postMessage(db, thread, { userId: viewer.userId, kind: viewer.kind }, clean);
      // Answered from what was written, as GET /messages/{threadId} shows it; a new message has no files yet.
      const row = {
        ...posted,
        threadId,
        authorUserId: viewer.userId,
        authorKind: viewer.kind,
        bodyHtml: clean.html,
        bodyText: clean.text,
        files: [],
      };
      return presentMessage(row);
    },
  };
}
export type ThreadsService = ReturnType<typeof createThreadsService>;

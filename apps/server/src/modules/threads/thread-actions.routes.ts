import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AssignBody,
  ArchiveInboxBody,
  BulkArchiveBody,
  MergedFilesResult,
  ReferralBody,
  ReferralResult,
  SwapUsersBody,
  SwapUsersResult,
  ThreadAssigneesView,
  ThreadMessageParams,
  ThreadParams,
  ThreadReadState,
  ThreadUserParams,
  ThreadsChangedResult,
} from '@casework/contract';
import { adminOnly, signedIn, staffOnly } from '#src/platform/authz/policy.ts';
import type { MergedFilesService } from './merged-files.service.ts';
import type { ThreadActionsService } from './thread-actions.service.ts';

export const threadActionsRoutes: FastifyPluginAsyncZod<{
  actions: ThreadActionsService;
  mergedFiles: MergedFilesService;
}> = async (app, { actions, mergedFiles }) => {
  for (const [method, mode, summary] of [
    ['post', 'add', 'Assign staff to a thread (adds them; "thread assigned" is logged)'],
    [
      'put',
      'replace',
      'Set the staff assigned to a thread (replaces them; an empty list unassigns everyone)',
    ],
  ] as const) {
    app[method](
      '/threads/:threadId/users',
      {
        config: { policy: staffOnly },
        schema: {
          tags: ['threads'],
          summary,
          description:
            'Assignees must be active staff; for a team thread, members who work that team inbox (400 otherwise).',
          params: ThreadParams,
          body: AssignBody,
          response: { 200: ThreadAssigneesView },
        },
      },
      (request) => actions.assign(request.principal!, request.params.threadId, request.body, mode),
    );
  }

  app.post(
    '/threads/:threadId/referrals',
    {
      config: { policy: staffOnly },
      schema: {
        tags: ['threads'],
        summary: 'Refer a thread to another team with a reason (it moves there, open and unassigned)',
        description:
          'Sets referredToTeam and logs "thread referred" with the from-team, to-team and reason. stillVisible says ' +
          'whether the caller can still open the thread afterwards.',
        params: ThreadParams,
        body: ReferralBody,
        response: { 200: ReferralResult },
      },
    },
    (request) => actions.refer(request.principal!, request.params.threadId, request.body),
  );

  app.post(
    '/threads/:threadId/markasread/:messageId',
    {
      config: { policy: signedIn },
      schema: {
        tags: ['threads'],
        summary: "Mark the thread read up to this message (the caller's read marker only moves forward)",
        params: ThreadMessageParams,
        response: { 200: ThreadReadState },
      },
    },
    (request) => actions.markRead(request.principal!, request.params.threadId, request.params.messageId),
  );

  app.post(
    '/threads/:threadId/markasunread',
    {
      config: { policy: signedIn },
      schema: {
        tags: ['threads'],
        summary:
          "Mark the thread unread: the caller's read marker moves back to just before the newest message someone " +
          'else wrote',
        description:
          'That message and any after it count as unread again, for the caller only (other tabs follow through the ' +
          'live event thread.unread). A marker already before it stays. 409 when every message is the ' +
          "caller's own: there is nothing to mark unread.",
        params: ThreadParams,
        response: { 200: ThreadReadState },
      },
    },
    (request) => actions.markUnread(request.principal!, request.params.threadId),
  );

  app.put(
    '/threads/archive',
    {
      config: { policy: signedIn },
      schema: {
        tags: ['threads'],
        summary: "Archive threads for the caller (scope 'me') or for a team inbox (scope 'team', staff)",
        body: BulkArchiveBody,
        response: { 200: ThreadsChangedResult },
      },
    },
    (request) => actions.archive(request.principal!, request.body),
  );

  app.put(
    '/threads/unarchive',
    {
      config: { policy: signedIn },
      schema: {
        tags: ['threads'],
        summary:
          "Bring archived threads back, for the caller (scope 'me') or for a team inbox (scope 'team')",
        body: BulkArchiveBody,
        response: { 200: ThreadsChangedResult },
      },
    },
    (request) => actions.unarchive(request.principal!, request.body),
  );

  app.put(
    '/threads/users/:userId/archive',
    {
      config: { policy: signedIn },
      schema: {
        tags: ['threads'],
        summary:
          "Archive every open thread of an inbox for its owner (the caller's own, or a supervised member's)",
        description:
          'Takes no body. A body naming threads is refused (400): to archive some threads, use PUT /threads/archive.',
        params: ThreadUserParams,
        body: ArchiveInboxBody,
        response: { 200: ThreadsChangedResult },
      },
    },
    (request) => actions.archiveAllOf(request.principal!, request.params.userId),
  );

  app.put(
    '/threads/swap-users',
    {
      config: { policy: adminOnly },
      schema: {
        tags: ['threads'],
        summary: 'Move every assignment and personal thread of one staff member to another (administrators)',
        body: SwapUsersBody,
        response: { 200: SwapUsersResult },
      },
    },
    (request) => actions.swapUsers(request.principal!, request.body),
  );

  app.post(
    '/threads/:threadId/mergedfiles',
    {
      config: { policy: staffOnly },
      schema: {
        tags: ['threads'],
        summary: "After a merge: copy the thread's message files into its participant's files",
        description:
          'Files land in category mergedparticipantmessagefiles, renamed "name (2).ext" on a clash. Files copied ' +
          'before are skipped, so the call can be repeated; a thread without files answers empty lists.',
        params: ThreadParams,
        response: { 200: MergedFilesResult },
      },
    },
    (request) => mergedFiles.copyToParticipant(request.principal!, request.params.threadId),
  );
};

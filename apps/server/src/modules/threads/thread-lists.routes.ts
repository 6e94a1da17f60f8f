import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ListThreadsQuery,
  ListThreadsResponse,
  OpenThreadsReport,
  OpenThreadsReportQuery,
  TeamThreadCountsView,
  ThreadCountsView,
  ThreadTeamParams,
  ThreadUserParams,
  UnassignedThreadsBody,
  UnrespondedThreadsQuery,
} from '@casework/contract';
import { signedIn, staffOnly } from '#src/platform/authz/policy.ts';
import type { ThreadListsService } from './thread-lists.service.ts';
import type { ThreadReportService } from './thread-report.service.ts';

export const threadListsRoutes: FastifyPluginAsyncZod<{
  lists: ThreadListsService;
  report: ThreadReportService;
}> = async (app, { lists, report }) => {
  app.get(
    '/threads/users/:userId',
    {
      config: { policy: signedIn },
      schema: {
        tags: ['threads'],
        summary:
          "A personal inbox, newest activity first: the caller's own, or (supervisors) a team member's",
        description:
          'Staff: threads assigned to the user and personal threads they own. Participants: their threads. ' +
          'archived=true lists the archive. q searches subjects and message text. Unread and archived are ' +
          "the inbox owner's. Any other inbox answers 404.",
        params: ThreadUserParams,
        querystring: ListThreadsQuery,
        response: { 200: ListThreadsResponse },
      },
    },
    (request) => lists.forUser(request.principal!, request.params.userId, request.query),
  );

  app.get(
    '/threads/users/:userId/counts',
    {
      config: { policy: signedIn },
      schema: {
        tags: ['threads'],
        summary:
          "Unread, open and archived threads of an inbox, and open unassigned threads of its owner's teams",
        params: ThreadUserParams,
        response: { 200: ThreadCountsView },
      },
    },
    (request) => lists.counts(request.principal!, request.params.userId),
  );

  app.get(
    '/threads/teams/:teamId',
    {
      config: { policy: staffOnly },
      schema: {
        tags: ['threads'],
        summary:
          'A team inbox, newest activity first (needs TeamInbox.Access in the team, or a Supervisor/Administrator membership)',
        params: ThreadTeamParams,
        querystring: ListThreadsQuery,
        response: { 200: ListThreadsResponse },
      },
    },
    (request) => lists.forTeam(request.principal!, request.params.teamId, request.query),
  );

  app.get(
    '/threads/teams/:teamId/counts',
    {
      config: { policy: staffOnly },
      schema: {
        tags: ['threads'],
        summary:
          'Unread, open, archived and unassigned threads of a team inbox (needs TeamInbox.Access in the team, or a Supervisor/Administrator membership)',
        description:
          "Open and archived follow the team's archive, as GET /threads/teams/{teamId} lists them. Unread counts the " +
          'open team threads with a message the caller has not read; unassigned, the open ones nobody is assigned ' +
          'to. Any other team answers 404, as its inbox does.',
        params: ThreadTeamParams,
        response: { 200: TeamThreadCountsView },
      },
    },
    (request) => lists.teamCounts(request.principal!, request.params.teamId),
  );

  app.get(
    '/threads/teams/:teamId/unresponded',
    {
      config: { policy: staffOnly },
      schema: {
        tags: ['threads'],
        summary: 'Open team threads waiting for a staff reply, longest waiting first',
        description:
          'Unresponded: the last message is from the participant and no staff reply followed. Each item carries ' +
          'waitingSince, the time of the oldest participant message not yet answered.',
        params: ThreadTeamParams,
        querystring: UnrespondedThreadsQuery,
        response: { 200: ListThreadsResponse },
      },
    },
    (request) => lists.unresponded(request.principal!, request.params.teamId, request.query),
  );

  app.post(
    '/threads/unassigned',
    {
      config: { policy: staffOnly },
      schema: {
        tags: ['threads'],
        summary: 'Open team threads nobody is assigned to (filter by teams and last activity), newest first',
        body: UnassignedThreadsBody,
        response: { 200: ListThreadsResponse },
      },
    },
    (request) => lists.unassigned(request.principal!, request.body),
  );

  app.get(
    '/threads/reports/open',
    {
      config: { policy: staffOnly },
      schema: {
        tags: ['threads'],
        summary:
          'Open team threads over time, by team and by assignee, first-response and time-to-close figures',
        description:
          'Counts the team threads of the teams whose inbox the caller works (administrators: every team), or of ' +
          'teamId. A thread is open until it is archived for its team.',
        querystring: OpenThreadsReportQuery,
        response: { 200: OpenThreadsReport },
      },
    },
    (request) => report.open(request.principal!, request.query),
  );
};

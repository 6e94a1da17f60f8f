import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DailyLogCountsQuery,
  DailyLogCountsResponse,
  ExportActivityQuery,
  ExportUserActionsQuery,
  LOG_EXPORT_MAX_ROWS,
  ListActivityQuery,
  ListActivityResponse,
  ListUserActionsQuery,
  ListUserActionsResponse,
  RecordUserActionBody,
} from '@casework/contract';
import { adminOnly, signedIn } from '#src/platform/authz/policy.ts';
import type { CsvExport, LogsService } from './logs.service.ts';

/** User actions one user may record per minute: navigation and searches, with room for a busy session. */
export const USER_ACTIONS_PER_MINUTE = 120;

const tags = ['logs'];
const csvDescription = `Answers text/csv (UTF-8, RFC 4180, header row) as an attachment, newest first. More than ${LOG_EXPORT_MAX_ROWS} matching rows are refused with 400: narrow the range.`;

export const logsRoutes: FastifyPluginAsyncZod<{ logs: LogsService }> = async (app, { logs }) => {
  const sendCsv = (reply: FastifyReply, file: CsvExport) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(Readable.from(file.chunks));

  app.post(
    '/logs/user-actions',
    {
      config: {
        policy: signedIn,
        rateLimit: {
          max: USER_ACTIONS_PER_MINUTE,
          timeWindow: '1 minute',
          // After authentication, so the key is the user: one busy tab cannot silence colleagues on the same network.
          hook: 'preHandler',
          keyGenerator: (request) => `user-actions:${request.principal?.userId ?? request.ip}`,
        },
      },
      schema: {
        tags,
        summary: 'Record what the signed-in user did (navigation, searches) with a SPEC §9 category code',
        description: `Rate-limited to ${USER_ACTIONS_PER_MINUTE} per user per minute. Secrets and message text in the detail are redacted.`,
        body: RecordUserActionBody,
      },
    },
    async (request, reply) => {
      await logs.recordUserAction(request.principal!, request.body);
      return reply.code(204).send();
    },
  );

  app.get(
    '/logs/user-actions',
    {
      config: { policy: adminOnly },
      schema: {
        tags,
        summary: 'User actions, newest first, by time range, user and category',
        querystring: ListUserActionsQuery,
        response: { 200: ListUserActionsResponse },
      },
    },
    (request) => logs.listUserActions(request.query),
  );

  app.get(
    '/logs/user-actions/export',
    {
      config: { policy: adminOnly },
      schema: {
        tags,
        summary: 'Download user actions as CSV (same filters as the list)',
        description: csvDescription,
        produces: ['text/csv'],
        querystring: ExportUserActionsQuery,
      },
    },
    async (request, reply) => sendCsv(reply, await logs.exportUserActions(request.query)),
  );

  app.get(
    '/logs/activity',
    {
      config: { policy: adminOnly },
      schema: {
        tags,
        summary:
          'The activity log (sensitive-info access, messages, assignments, referrals, administration), newest first',
        querystring: ListActivityQuery,
        response: { 200: ListActivityResponse },
      },
    },
    (request) => logs.listActivity(request.query),
  );

  app.get(
    '/logs/activity/export',
    {
      config: { policy: adminOnly },
      schema: {
        tags,
        summary: 'Download the activity log as CSV (same filters as the list)',
        description: csvDescription,
        produces: ['text/csv'],
        querystring: ExportActivityQuery,
      },
    },
    async (request, reply) => sendCsv(reply, await logs.exportActivity(request.query)),
  );

  app.get(
    '/logs/daily',
    {
      config: { policy: adminOnly },
      schema: {
        tags,
        summary: 'Log entries per day in the organisation time zone (default: the last 30 days; at most 366)',
        querystring: DailyLogCountsQuery,
        response: { 200: DailyLogCountsResponse },
      },
    },
    (request) => logs.dailyCounts(request.query),
  );
};

import { tmpdir } from 'node:os';
import { ListActivityQuery, ListMessageTemplatesQuery, UnassignedThreadsBody } from '@casework/contract';
import type { Database, Db } from '#src/db/client.ts';
import { createAuthRepository, type SessionWithUser } from '#src/modules/auth/auth.repository.ts';
import { createLogsRepository } from '#src/modules/logs/logs.repository.ts';
import { createTemplatesService } from '#src/modules/templates/templates.service.ts';
import { createThreadListsService } from '#src/modules/threads/thread-lists.service.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import { createLocalDiskStorage } from '#src/platform/files/local-disk-storage.ts';
import { callerViewer } from './caller-viewer.ts';
import { capture, replay } from './captured-sql.ts';
import type { Scenario } from './scenarios.ts';

/** A signed-in caller: the bearer token and the principal the services see. */
export interface OrgCaller {
  token: string;
  principal: Principal & { sessionId: string };
}

/** Who calls the organisation-wide scenarios. */
export interface OrgScenarioContext {
  /** A staff member working several team inboxes (the unassigned list and template search). */
  teamWorker: OrgCaller;
  /** An administrator (the activity-log query). */
  admin: OrgCaller;
  /** The newest activity-log time: the log query's range ends there, as "the last 90 days" does on a live log. */
  logsUntil: Date;
  /** A session cookie of the Auth.js sign-in (the session-refresh scenario), and the session id behind it. */
  sessionCookie: string;
  cookieSessionId: string;
}

const TEMPLATE_TERM = 'assistance';
const LOG_KIND = 'sensitive-info-access';
/** The admin-logs page's default range (DEFAULT_RANGE_DAYS of the web app). */
const LOG_DAYS = 30;

/**
 * The services the routes call, on `db` (a capturing client), as their modules build them, with the caller's teams as
 * the session check read them (`session`, its row).
 */
function orgServices(db: Db, session: SessionWithUser | undefined) {
  const { memberships, viewerOf } = callerViewer(db, session);
  return {
    lists: createThreadListsService({ db, viewerOf, memberships }),
    templates: createTemplatesService({
      db,
      viewerOf,
      // Never written: listing templates reads no files.
      storage: createLocalDiskStorage({ root: tmpdir() }),
      maxFileBytes: 1,
      log: { warn: () => undefined },
    }),
    logs: createLogsRepository(db),
  };
}

/**
 * Issue 9 scenarios: the unassigned inbox of every team the caller works, template search (personal and team
 * templates), the admin's activity-log query over the whole log (a kind, the page's default 30 days, third page), and the session
 * refresh of the web app (GET /api/auth/session with the Auth.js cookie). Each floor is captured in this run: for the
 * admin log, the page and the total from the hourly roll-up (decision 020), which the data generator has caught up
 * to the last closed hour as a live log's readers keep it (the app's once-an-hour catch-up is no part of the floor).
 */
export async function buildOrgScenarios(database: Database, ctx: OrgScenarioContext): Promise<Scenario[]> {
  const read = async (
    name: string,
    path: string,
    caller: { token: string; sessionId: string } | { cookie: string; sessionId: string },
    run: (services: ReturnType<typeof orgServices>) => Promise<unknown>,
    { callerTeams = false, ...extra }: Partial<Scenario> & { callerTeams?: boolean } = {},
  ): Promise<Scenario> => {
    const statements = await capture(database, async (db) => {
      // A route that reads the caller's teams has its session check read them (config.callerTeams).
      const session = await createAuthRepository(db).findSessionWithUser(caller.sessionId, {
        withTeams: callerTeams,
      });
      await run(orgServices(db, session));
    });
    return {
      name,
      target: 'app',
      method: 'GET',
      path,
      headers: 'token' in caller ? { authorization: `Bearer ${caller.token}` } : { cookie: caller.cookie },
      rawSql: replay(statements),
      rawSqlCaptured: true,
      ...extra,
    };
  };
  const worker = { token: ctx.teamWorker.token, sessionId: ctx.teamWorker.principal.sessionId };
  const admin = { token: ctx.admin.token, sessionId: ctx.admin.principal.sessionId };
  const from = new Date(ctx.logsUntil.getTime() - LOG_DAYS * 86_400_000).toISOString();
  const logQuery = { kind: LOG_KIND, from, take: '25', skip: '50' };
  const parsedLogQuery = ListActivityQuery.parse(logQuery);
  const templateQuery = { term: TEMPLATE_TERM, includeTeams: 'true' };
  return [
    await read(
      'POST /threads/unassigned (every team inbox of the caller)',
      '/api/v1/threads/unassigned',
      worker,
      ({ lists }) => lists.unassigned(ctx.teamWorker.principal, UnassignedThreadsBody.parse({})),
      {
        callerTeams: true,
        class: 'read',
        method: 'POST',
        body: '{}',
        headers: { authorization: `Bearer ${ctx.teamWorker.token}`, 'content-type': 'application/json' },
      },
    ),
    await read(
      `GET /message-templates?term=${TEMPLATE_TERM}&includeTeams (template search)`,
      `/api/v1/message-templates?${new URLSearchParams(templateQuery).toString()}`,
      worker,
      ({ templates }) =>
        templates.list(ctx.teamWorker.principal, ListMessageTemplatesQuery.parse(templateQuery)),
      { callerTeams: true },
    ),
    await read(
      `GET /logs/activity?kind=${LOG_KIND}&from=-${LOG_DAYS}d&skip=50 (admin log)`,
      `/api/v1/logs/activity?${new URLSearchParams(logQuery).toString()}`,
      admin,
      ({ logs }) =>
        logs.listActivity(
          { from: new Date(parsedLogQuery.from!), kind: parsedLogQuery.kind },
          { take: parsedLogQuery.take, skip: parsedLogQuery.skip },
        ),
    ),
    await read(
      'GET /api/auth/session (session refresh)',
      '/api/auth/session',
      { cookie: ctx.sessionCookie, sessionId: ctx.cookieSessionId },
      async () => undefined,
    ),
  ];
}

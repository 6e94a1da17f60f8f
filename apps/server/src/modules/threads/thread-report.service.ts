import {
  DEFAULT_TIME_ZONE,
  type OpenThreadsReport,
  type OpenThreadsReportQuery,
  type ThreadReportTimeFrame,
} from '@casework/contract';
import type { Db } from '#src/db/client.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import { notFound } from '#src/platform/errors/app-error.ts';
import {
  createThreadReportRepository,
  type ReportScope,
  type ReportWindow,
} from './thread-report.repository.ts';
import { createThreadsRepository } from './threads.repository.ts';
import type { ViewerOf } from './thread-viewer.ts';

const DAYS: Record<ThreadReportTimeFrame, number> = { '7d': 7, '30d': 30, '90d': 90, '365d': 365 };
const DAY_MS = 86_400_000;

/** The report window ending now: daily points, weekly for a year. */
export function reportWindow(
  timeFrame: ThreadReportTimeFrame,
  now: Date,
  timeZone = DEFAULT_TIME_ZONE,
): ReportWindow {
  return {
    from: new Date(now.getTime() - DAYS[timeFrame] * DAY_MS),
    to: now,
    bucket: timeFrame === '365d' ? 'week' : 'day',
    timeZone,
  };
}

/**
 * GET /threads/reports/open: team threads only (personal threads belong to no team's workload). Staff see the
 * teams whose inbox they work; administrators see every team. A team named but not reachable answers 404.
 */
export function createThreadReportService({ db, viewerOf }: { db: Db; viewerOf: ViewerOf }) {
  const report = createThreadReportRepository(db);
  const threads = createThreadsRepository(db);

  async function scopeFor(principal: Principal, teamId: string | undefined): Promise<ReportScope> {
    const viewer = await viewerOf(principal);
    const isAdmin = viewer.role === 'Administrator';
    if (teamId !== undefined) {
      const reachable = isAdmin
        ? (await threads.findTeam(teamId)) !== undefined
        : viewer.inboxTeamIds.has(teamId);
      if (!reachable) throw notFound('team', teamId);
      return { teamIds: [teamId] };
    }
    return isAdmin ? { allTeams: true } : { teamIds: [...viewer.inboxTeamIds] };
  }

  return {
    async open(
      principal: Principal,
      query: OpenThreadsReportQuery,
      now = new Date(),
    ): Promise<OpenThreadsReport> {
      const scope = await scopeFor(principal, query.teamId);
      const window = reportWindow(query.timeFrame, now);
      const [series, byTeam, byAssignee, firstResponse, timeToClose] = [
        await report.openSeries(scope, window),
        await report.byTeam(scope),
        await report.byAssignee(scope),
        await report.firstResponse(scope, window),
        await report.timeToClose(scope, window),
      ];
      return {
        timeFrame: query.timeFrame,
        teamId: query.teamId ?? null,
        timeZone: window.timeZone,
        bucket: window.bucket,
        from: window.from.toISOString(),
        to: window.to.toISOString(),
        series,
        byTeam: byTeam.map((t) => ({
          team: { id: t.id, name: t.name },
          open: t.open,
          unassigned: t.unassigned,
        })),
        byAssignee: byAssignee.map((a) => ({ staffMember: { id: a.id, name: a.name }, open: a.open })),
        firstResponse,
        timeToClose,
      };
    },
  };
}
export type ThreadReportService = ReturnType<typeof createThreadReportService>;

import type { PluginKey, ThreadReportTimeFrame } from '@casework/contract';
import {
  hasRole,
  inboxTeamsOf,
  type CurrentUser,
  type TeamMembership,
} from '../../../platform/session/roles.ts';
import { getOpenThreadsReportQueryOptions } from './get-open-threads-report.ts';
import { listUnrespondedThreadsQueryOptions } from './list-unresponded-threads.ts';

type IsEnabled = (key: PluginKey) => boolean;

/** The teams whose waiting threads the staff dashboard counts: the user's team inboxes, with the team inbox on. */
export function dashboardInboxTeams(user: CurrentUser | null, isEnabled: IsEnabled): TeamMembership[] {
  return isEnabled('teamInbox') ? inboxTeamsOf(user) : [];
}

/** The open-threads report is for staff who work a team inbox, and for administrators (every team). */
export function showsOpenThreadsReport(user: CurrentUser | null, isEnabled: IsEnabled): boolean {
  return (
    isEnabled('teamInbox') &&
    user !== null &&
    (inboxTeamsOf(user).length > 0 || hasRole(user, 'Administrator'))
  );
}

/** The report's time frame when the dashboard opens (with every team the user may see). */
export const FIRST_REPORT_TIME_FRAME: ThreadReportTimeFrame = '30d';

export const unrespondedCountQueryOptions = (teamId: string) =>
  listUnrespondedThreadsQueryOptions(teamId, { take: 1 });

/**
 * What the staff dashboard's messaging cards ask for once the user's teams are known: each team's threads waiting
 * for a reply and the first report. The route's loader asks for them with /auth/me's answer; the cards read the same.
 */
export function staffDashboardQueries(user: CurrentUser, isEnabled: IsEnabled) {
  return [
    ...dashboardInboxTeams(user, isEnabled).map((team) => unrespondedCountQueryOptions(team.id)),
    showsOpenThreadsReport(user, isEnabled) &&
      getOpenThreadsReportQueryOptions({ timeFrame: FIRST_REPORT_TIME_FRAME }),
  ];
}

import { createFileRoute } from '@tanstack/react-router';
import { StaffDashboard } from '../../features/dashboard/components/staff-dashboard.tsx';
import { DashboardInboxSummary } from '../../features/messaging/components/dashboard-inbox-summary.tsx';
import { DashboardOpenThreadsReport } from '../../features/messaging/components/dashboard-open-threads-report.tsx';
import { staffDashboardQueries } from '../../features/messaging/api/staff-dashboard-queries.ts';
import { readRecentParticipants } from '../../features/participants/components/recent-participants.ts';
import { pluginEnabledIn } from '../../platform/plugins/plugins-query.ts';
import { askForPageAnswersAfter } from '../../platform/routing/page-answers.ts';
import { loadCurrentUser } from '../../platform/session/current-user.ts';

export const Route = createFileRoute('/staff/dashboard')({
  // The cards' answers that need the caller's teams are asked for as soon as /auth/me answers (the staff area's
  // loader asks for it and the user's counts), not once the page has rendered with it: one round trip less. The
  // loader comes with the page's code: the report's answer is checked with the contract's schema.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, cause }) => {
    const { queryClient, session } = context;
    const isEnabled = pluginEnabledIn(queryClient);
    return askForPageAnswersAfter(queryClient, cause, loadCurrentUser(queryClient, session), (user) =>
      staffDashboardQueries(user, isEnabled),
    );
  },
  component: StaffDashboardRoute,
});

/**
 * The dashboard shows the participants the participant screens remember and the messaging feature's counts and
 * report, without the features knowing each other.
 */
function StaffDashboardRoute() {
  return (
    <StaffDashboard
      recentParticipants={readRecentParticipants()}
      inboxSummary={<DashboardInboxSummary />}
      threadsReport={<DashboardOpenThreadsReport />}
    />
  );
}

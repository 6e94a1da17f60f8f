import { createFileRoute } from '@tanstack/react-router';
import { StaffDashboard } from '../../features/dashboard/components/staff-dashboard.tsx';
import { DashboardInboxSummary } from '../../features/messaging/components/dashboard-inbox-summary.tsx';
import { DashboardOpenThreadsReport } from '../../features/messaging/components/dashboard-open-threads-report.tsx';
import { readRecentParticipants } from '../../features/participants/components/recent-participants.ts';

export const Route = createFileRoute('/staff/dashboard')({
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

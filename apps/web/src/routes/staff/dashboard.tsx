import { createFileRoute } from '@tanstack/react-router';
import { StaffDashboard } from '../../features/dashboard/components/staff-dashboard.tsx';
import { readRecentParticipants } from '../../features/participants/components/recent-participants.ts';

export const Route = createFileRoute('/staff/dashboard')({
  component: StaffDashboardRoute,
});

/** The dashboard shows the participants the participant screens remember, without the features knowing each other. */
function StaffDashboardRoute() {
  return <StaffDashboard recentParticipants={readRecentParticipants()} />;
}

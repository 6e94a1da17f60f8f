import { createFileRoute } from '@tanstack/react-router';
import { ParticipantDashboard } from '../../features/dashboard/components/participant-dashboard.tsx';
import { DashboardParticipantMessages } from '../../features/messaging/components/dashboard-participant-messages.tsx';

export const Route = createFileRoute('/participant/dashboard')({
  component: ParticipantDashboardRoute,
});

/** The messaging feature's card goes into the dashboard here, so neither feature imports the other. */
function ParticipantDashboardRoute() {
  return <ParticipantDashboard messages={<DashboardParticipantMessages />} />;
}

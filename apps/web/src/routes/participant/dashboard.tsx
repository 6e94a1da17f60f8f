import { createFileRoute } from '@tanstack/react-router';
import { ParticipantDashboard } from '../../features/dashboard/components/participant-dashboard.tsx';
import { DashboardParticipantMessages } from '../../features/messaging/components/dashboard-participant-messages.tsx';
import { RecommendedForYou } from '../../features/services/components/recommended-for-you.tsx';

export const Route = createFileRoute('/participant/dashboard')({
  component: ParticipantDashboardRoute,
});

/** The messaging and services features' cards go into the dashboard here, so no feature imports another. */
function ParticipantDashboardRoute() {
  return (
    <ParticipantDashboard
      messages={<DashboardParticipantMessages />}
      recommendations={<RecommendedForYou />}
    />
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { ParticipantDashboard } from '../../features/dashboard/components/participant-dashboard.tsx';

export const Route = createFileRoute('/participant/dashboard')({
  component: ParticipantDashboard,
});

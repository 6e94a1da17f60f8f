import { createFileRoute } from '@tanstack/react-router';
import { ParticipantManagementHub } from '../../../features/participants/components/participant-management-hub.tsx';

export const Route = createFileRoute('/staff/participant-management/')({
  component: ParticipantManagementHub,
});

import { createFileRoute } from '@tanstack/react-router';
import { AddParticipantForm } from '../../../features/participants/components/add-participant-form.tsx';

export const Route = createFileRoute('/staff/participant-management/add-participant')({
  component: AddParticipantRoute,
});

function AddParticipantRoute() {
  const navigate = Route.useNavigate();
  return (
    <AddParticipantForm
      onCreated={(participantId) =>
        void navigate({ to: '/staff/participant-management/participant-details', search: { participantId } })
      }
    />
  );
}

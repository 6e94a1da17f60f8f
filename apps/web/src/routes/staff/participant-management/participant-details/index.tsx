import { NotAvailableYet } from '../../../../platform/layout/not-available-yet.tsx';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/participant-management/participant-details/')({
  component: ParticipantDetailsPage,
});

function ParticipantDetailsPage() {
  return (
    <NotAvailableYet
      title="Participant details"
      what="Here you will see a participant's profile, files, verifications and message threads."
    />
  );
}

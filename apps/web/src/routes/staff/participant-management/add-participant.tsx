import { NotAvailableYet } from '../../../platform/layout/not-available-yet.tsx';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/participant-management/add-participant')({
  component: AddParticipantPage,
});

function AddParticipantPage() {
  return (
    <NotAvailableYet
      title="Add a participant"
      what="Here you will add a new participant. Casework will warn you when someone with the same name and date of birth already exists."
    />
  );
}

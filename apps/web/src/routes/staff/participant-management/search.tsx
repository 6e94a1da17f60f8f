import { NotAvailableYet } from '../../../platform/layout/not-available-yet.tsx';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/participant-management/search')({
  component: SearchParticipantsPage,
});

function SearchParticipantsPage() {
  return (
    <NotAvailableYet
      title="Search participants"
      what="Here you will search participants by name, participant ID, date of birth, e-mail, phone and status."
    />
  );
}

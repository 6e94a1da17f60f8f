import { NotAvailableYet } from '../../platform/layout/not-available-yet.tsx';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/team-management/create')({
  component: CreateTeamPage,
});

function CreateTeamPage() {
  return (
    <NotAvailableYet
      title="Create a team"
      what="Here you will name a new team, describe it and choose whether it is private."
    />
  );
}

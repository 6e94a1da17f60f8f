import { NotAvailableYet } from '../../../platform/layout/not-available-yet.tsx';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/team-management/$teamId/')({
  component: TeamPage,
});

function TeamPage() {
  return (
    <NotAvailableYet title="Team" what="Here you will see and change a team's details, roles and members." />
  );
}

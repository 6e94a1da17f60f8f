import { NotAvailableYet } from '../../platform/layout/not-available-yet.tsx';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/team-management/')({
  component: TeamManagementPage,
});

function TeamManagementPage() {
  return (
    <NotAvailableYet
      title="Team management"
      what="Here you will create teams, set team roles and permissions, and add or remove members."
    />
  );
}

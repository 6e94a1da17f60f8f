import { NotAvailableYet } from '../../../../platform/layout/not-available-yet.tsx';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/team-management/$teamId/member/$memberId')({
  component: TeamMemberPage,
});

function TeamMemberPage() {
  return (
    <NotAvailableYet
      title="Team member"
      what="Here you will see a member's roles in this team and change them."
    />
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { StaffMemberPage } from '../../../../features/staff/components/staff-member-page.tsx';
import { TeamBreadcrumbs } from '../../../../features/teams/components/team-breadcrumbs.tsx';
import { TeamMemberRolesCard } from '../../../../features/teams/components/team-member-roles-card.tsx';

export const Route = createFileRoute('/team-management/$teamId/member/$memberId')({
  component: TeamMemberRoute,
});

function TeamMemberRoute() {
  const { teamId, memberId } = Route.useParams();
  return (
    <StaffMemberPage
      key={`${teamId}-${memberId}`}
      memberId={memberId}
      teamId={teamId}
      teamRoles={<TeamMemberRolesCard teamId={teamId} staffMemberId={memberId} />}
      renderBreadcrumbs={(current) => <TeamBreadcrumbs teamId={teamId} current={current} />}
    />
  );
}

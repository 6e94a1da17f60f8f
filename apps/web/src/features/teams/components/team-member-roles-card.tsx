import { Skeleton, Stack, Text } from '@mantine/core';
import { RouterAnchor } from '../../../platform/layout/router-links.tsx';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';
import { useTeam } from '../api/get-team.ts';
import { useTeamRoles } from '../api/get-team-roles.ts';
import { MemberRoleToggles } from './member-role-toggles.tsx';
import { memberName } from './team-members-table.tsx';
import { TeamSection } from './team-section.tsx';

export interface TeamMemberRolesCardProps {
  teamId: string;
  staffMemberId: string;
}

/** A member's roles in one team, each ticked to grant it or unticked to take it away. */
export function TeamMemberRolesCard({ teamId, staffMemberId }: TeamMemberRolesCardProps) {
  const team = useTeam(teamId);
  const roles = useTeamRoles();
  const member = team.data?.members.find((m) => m.staffMemberId === staffMemberId);

  return (
    <TeamSection
      id="team-roles-heading"
      title={team.data ? `Roles in ${team.data.name}` : 'Roles in this team'}
    >
      {team.isPending || roles.isPending ? (
        <Stack gap="xs" aria-busy aria-label="Loading the roles">
          <Skeleton height={24} width="60%" />
          <Skeleton height={24} width="50%" />
        </Stack>
      ) : team.isError || roles.isError ? (
        <ErrorAlert title="The roles could not be loaded" error={team.error ?? roles.error} />
      ) : !team.data ? (
        <Text>
          This team no longer exists.{' '}
          <RouterAnchor to="/team-management" underline="always">
            Back to team management
          </RouterAnchor>
        </Text>
      ) : !member ? (
        <Text>
          They are not a member of {team.data.name}.{' '}
          <RouterAnchor to="/team-management/$teamId" params={{ teamId }} underline="always">
            Add them on the team&apos;s page
          </RouterAnchor>{' '}
          to give them roles there.
        </Text>
      ) : (
        <MemberRoleToggles
          teamId={teamId}
          teamName={team.data.name}
          staffMemberId={staffMemberId}
          memberName={memberName(member)}
          heldRoleIds={member.roles.map((r) => r.id)}
          roles={roles.data.items}
          withDescriptions
        />
      )}
    </TeamSection>
  );
}

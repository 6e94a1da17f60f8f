import { createFileRoute } from '@tanstack/react-router';
import { StaffDirectory } from '../../features/staff/components/staff-directory.tsx';
import { StaffDirectorySearch } from '../../features/staff/components/staff-search-params.ts';
import { useTeamRoles } from '../../features/teams/api/get-team-roles.ts';
import { useTeams } from '../../features/teams/api/get-teams.ts';
import { TeamManagementPage } from '../../features/teams/components/team-management-page.tsx';
import { searchOneOf } from '../../platform/links/search-values.ts';

const TeamManagementSearch = StaffDirectorySearch.extend({
  tab: searchOneOf(['teams', 'staff']),
});

export const Route = createFileRoute('/team-management/')({
  validateSearch: TeamManagementSearch,
  component: TeamManagementRoute,
});

function TeamManagementRoute() {
  const { tab = 'teams', ...staffSearch } = Route.useSearch();
  const navigate = Route.useNavigate();
  const teams = useTeams();
  const roles = useTeamRoles();
  return (
    <TeamManagementPage
      tab={tab}
      onTabChange={(next) =>
        // The staff filters stay in the URL, so going back to the directory finds them again.
        void navigate({
          search: (prev) => ({ ...prev, tab: next === 'teams' ? undefined : next }),
          replace: true,
        })
      }
      staffDirectory={
        <StaffDirectory
          search={staffSearch}
          onSearchChange={(next) => void navigate({ search: { ...next, tab: 'staff' } })}
          teams={teams.data?.items ?? []}
          teamRoleNames={(roles.data?.items ?? []).map((role) => role.name)}
        />
      }
    />
  );
}

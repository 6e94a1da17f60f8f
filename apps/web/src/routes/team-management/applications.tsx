import { createFileRoute } from '@tanstack/react-router';
import { ApplicationsPage } from '../../features/administration/components/applications-page.tsx';
import { useTeams } from '../../features/teams/api/get-teams.ts';
import { errorMessage } from '../../platform/api/api-error.ts';

export const Route = createFileRoute('/team-management/applications')({
  component: ApplicationsRoute,
});

/** The teams an application can be answered by come from the teams feature. */
function ApplicationsRoute() {
  const teams = useTeams();
  return (
    <ApplicationsPage
      teams={teams.data?.items}
      teamsError={teams.isError ? errorMessage(teams.error) : null}
    />
  );
}

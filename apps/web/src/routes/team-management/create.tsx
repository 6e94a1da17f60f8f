import { createFileRoute } from '@tanstack/react-router';
import { CreateTeamPage } from '../../features/teams/components/create-team-page.tsx';

export const Route = createFileRoute('/team-management/create')({
  component: CreateTeamRoute,
});

function CreateTeamRoute() {
  const navigate = Route.useNavigate();
  return (
    <CreateTeamPage
      onCreated={(teamId) => void navigate({ to: '/team-management/$teamId', params: { teamId } })}
    />
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { StaffPicker } from '../../../features/staff/components/staff-picker.tsx';
import { TeamPage } from '../../../features/teams/components/team-page.tsx';

export const Route = createFileRoute('/team-management/$teamId/')({
  component: TeamRoute,
});

function TeamRoute() {
  const { teamId } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <TeamPage
      key={teamId}
      teamId={teamId}
      memberPicker={(props) => <StaffPicker {...props} />}
      onDeleted={() => void navigate({ to: '/team-management' })}
    />
  );
}

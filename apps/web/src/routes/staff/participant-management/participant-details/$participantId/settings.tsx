import { createFileRoute } from '@tanstack/react-router';
import { ParticipantSettingsPage } from '../../../../../features/participants/components/participant-settings-page.tsx';

export const Route = createFileRoute(
  '/staff/participant-management/participant-details/$participantId/settings',
)({
  component: ParticipantSettingsRoute,
});

function ParticipantSettingsRoute() {
  const { participantId } = Route.useParams();
  return <ParticipantSettingsPage key={participantId} participantId={participantId} />;
}

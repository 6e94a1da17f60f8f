import { createFileRoute } from '@tanstack/react-router';
import { MySettingsPage } from '../../../../../features/participants/components/my-settings-page.tsx';

export const Route = createFileRoute(
  '/participant/participant-management/participant-details/$participantId/settings',
)({
  component: MySettingsRoute,
});

function MySettingsRoute() {
  const { participantId } = Route.useParams();
  return <MySettingsPage key={participantId} participantId={participantId} />;
}

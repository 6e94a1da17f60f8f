import { createFileRoute } from '@tanstack/react-router';
import { MyDetailsPage } from '../../../../features/participants/components/my-details-page.tsx';
import { useAuthenticatedSession } from '../../../../platform/session/session-provider.tsx';

export const Route = createFileRoute('/participant/participant-management/participant-details/')({
  component: MyDetailsRoute,
});

function MyDetailsRoute() {
  const session = useAuthenticatedSession();
  return <MyDetailsPage participantId={session.participantId ?? null} />;
}

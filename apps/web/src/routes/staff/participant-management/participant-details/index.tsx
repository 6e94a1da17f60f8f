import { createFileRoute } from '@tanstack/react-router';
import { ParticipantDetailsPage } from '../../../../features/participants/components/participant-details-page.tsx';
import { ParticipantDetailsParams } from '../../../../features/participants/components/participant-search-params.ts';

export const Route = createFileRoute('/staff/participant-management/participant-details/')({
  validateSearch: ParticipantDetailsParams,
  component: ParticipantDetailsRoute,
});

function ParticipantDetailsRoute() {
  const { participantId } = Route.useSearch();
  return <ParticipantDetailsPage key={participantId} participantId={participantId} />;
}

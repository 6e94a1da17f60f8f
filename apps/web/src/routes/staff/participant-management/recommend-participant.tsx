import { createFileRoute } from '@tanstack/react-router';
import { RecommendParticipantPage } from '../../../features/participants/components/recommend-participant-page.tsx';
import { RecommendServicesPanel } from '../../../features/services/components/recommend-services-panel.tsx';
import { RecommendParticipantSearch } from '../../../platform/links/service-search.ts';

export const Route = createFileRoute('/staff/participant-management/recommend-participant')({
  validateSearch: RecommendParticipantSearch,
  component: RecommendParticipantRoute,
});

/** The participants feature's picker and the services feature's panel meet here, so neither imports the other. */
function RecommendParticipantRoute() {
  const { serviceId, participantId } = Route.useSearch();
  return (
    <RecommendParticipantPage
      initialParticipantId={participantId}
      services={(participant) => (
        <RecommendServicesPanel participant={participant} initialServiceId={serviceId} />
      )}
    />
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { ParticipantDetailsPage } from '../../../../features/participants/components/participant-details-page.tsx';
import { ParticipantDetailsParams } from '../../../../features/participants/components/participant-search-params.ts';
import { ParticipantRecommendations } from '../../../../features/services/components/participant-recommendations.tsx';
import { usePluginEnabled } from '../../../../platform/plugins/plugin-gate.tsx';

export const Route = createFileRoute('/staff/participant-management/participant-details/')({
  validateSearch: ParticipantDetailsParams,
  component: ParticipantDetailsRoute,
});

/** The services feature's list of recommendations goes into the record here, so neither feature imports the other. */
function ParticipantDetailsRoute() {
  const { participantId } = Route.useSearch();
  const isEnabled = usePluginEnabled();
  return (
    <ParticipantDetailsPage
      key={participantId}
      participantId={participantId}
      recommendations={
        // Recommendations are part of the service directory, as on the participant's dashboard.
        isEnabled('serviceDirectory')
          ? (participant) => (
              <ParticipantRecommendations participantId={participant.participantId} name={participant.name} />
            )
          : undefined
      }
    />
  );
}

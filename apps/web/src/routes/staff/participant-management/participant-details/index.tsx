import { createFileRoute } from '@tanstack/react-router';
import { participantIdInput } from '@casework/contract';
import {
  ParticipantDetailsPage,
  participantRecordQueries,
} from '../../../../features/participants/components/participant-details-page.tsx';
import { ParticipantDetailsParams } from '../../../../features/participants/components/participant-search-params.ts';
import {
  recordRecommendationsQueryOptions,
  ParticipantRecommendations,
} from '../../../../features/services/components/participant-recommendations.tsx';
import { usePluginEnabled } from '../../../../platform/plugins/plugin-gate.tsx';
import { pluginEnabledIn } from '../../../../platform/plugins/plugins-query.ts';
import { askForPageAnswers } from '../../../../platform/routing/page-answers.ts';

export const Route = createFileRoute('/staff/participant-management/participant-details/')({
  validateSearch: ParticipantDetailsParams,
  loaderDeps: ({ search }) => ({ participantId: search.participantId }),
  // The record and its sections are asked for with /auth/me and the page's code, not one after the other.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps: { participantId }, cause }) =>
    participantId
      ? askForPageAnswers(context.queryClient, cause, [
          ...participantRecordQueries(participantId),
          pluginEnabledIn(context.queryClient)('serviceDirectory') &&
            recordRecommendationsQueryOptions(participantIdInput(participantId)),
        ])
      : undefined,
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

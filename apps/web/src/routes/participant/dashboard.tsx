import { createFileRoute } from '@tanstack/react-router';
import { helpLinksQueryOptions } from '../../features/dashboard/api/list-help-links.ts';
import { ParticipantDashboard } from '../../features/dashboard/components/participant-dashboard.tsx';
import { getThreadCountsQueryOptions } from '../../features/messaging/api/get-thread-counts.ts';
import { DashboardParticipantMessages } from '../../features/messaging/components/dashboard-participant-messages.tsx';
import { recommendedForYouQueryOptions } from '../../features/services/api/list-service-recommendations.ts';
import { RecommendedForYou } from '../../features/services/components/recommended-for-you.tsx';
import { pluginEnabledIn } from '../../platform/plugins/plugins-query.ts';
import { askForPageAnswers } from '../../platform/routing/page-answers.ts';

export const Route = createFileRoute('/participant/dashboard')({
  // The dashboard's answers are asked for while its code loads, and the page shows once they are in (at most
  // PAGE_ANSWERS_WAIT_MS): no skeletons on a slow connection, and no card moving the ones below it when it arrives.
  loader: ({ context, cause }) => {
    // requireParticipant (the parent's beforeLoad) put the signed-in session in the context.
    const { queryClient, session } = context;
    const on = pluginEnabledIn(queryClient);
    return askForPageAnswers(queryClient, cause, [
      helpLinksQueryOptions,
      on('inbox') && getThreadCountsQueryOptions(session.user.id),
      on('serviceDirectory') && recommendedForYouQueryOptions(),
    ]);
  },
  component: ParticipantDashboardRoute,
});

/** The messaging and services features' cards go into the dashboard here, so no feature imports another. */
function ParticipantDashboardRoute() {
  return (
    <ParticipantDashboard
      messages={<DashboardParticipantMessages />}
      recommendations={<RecommendedForYou />}
    />
  );
}

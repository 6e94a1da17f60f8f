import { createFileRoute } from '@tanstack/react-router';
import { helpLinksQueryOptions } from '../../features/dashboard/api/list-help-links.ts';
import { ParticipantDashboard } from '../../features/dashboard/components/participant-dashboard.tsx';
import { getThreadCountsQueryOptions } from '../../features/messaging/api/get-thread-counts.ts';
import { DashboardParticipantMessages } from '../../features/messaging/components/dashboard-participant-messages.tsx';
import { recommendedForYouQueryOptions } from '../../features/services/api/list-service-recommendations.ts';
import { RecommendedForYou } from '../../features/services/components/recommended-for-you.tsx';
import { isPluginEnabled, pluginsQueryOptions } from '../../platform/plugins/plugins-query.ts';

/** How long the dashboard waits for its answers before it shows with their cards still loading. */
const DASHBOARD_DATA_WAIT_MS = 1_500;

export const Route = createFileRoute('/participant/dashboard')({
  // The dashboard's answers are asked for while its code loads, and the page shows once they are in: no skeletons
  // on a slow connection, and no card moving the ones below it when it arrives. The page waits at most
  // DASHBOARD_DATA_WAIT_MS, and a failed answer does not hold it up (prefetchQuery never throws, and does not retry
  // here): those cards then load, retry or say what went wrong in place, as before.
  loader: async ({ context }) => {
    // requireParticipant (the parent's beforeLoad) put the signed-in session in the context.
    const { queryClient, session } = context;
    const plugins = queryClient.getQueryData(pluginsQueryOptions.queryKey);
    const on = (key: Parameters<typeof isPluginEnabled>[1]) => isPluginEnabled(plugins, key);
    const answers = Promise.all([
      queryClient.prefetchQuery({ ...helpLinksQueryOptions, retry: false }),
      on('inbox')
        ? queryClient.prefetchQuery({ ...getThreadCountsQueryOptions(session.user.id), retry: false })
        : null,
      on('serviceDirectory')
        ? queryClient.prefetchQuery({ ...recommendedForYouQueryOptions(), retry: false })
        : null,
    ]);
    await Promise.race([answers, new Promise((resolve) => setTimeout(resolve, DASHBOARD_DATA_WAIT_MS))]);
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

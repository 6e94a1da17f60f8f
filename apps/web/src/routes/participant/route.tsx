import { createFileRoute } from '@tanstack/react-router';
import { askForNavigationCounts } from '../../features/messaging/api/navigation-counts.ts';
import { LiveThreadUpdates } from '../../features/messaging/components/live-thread-updates.tsx';
import { ParticipantLayout } from '../../platform/layout/signed-in-layout.tsx';
import { LiveEventsProvider } from '../../platform/live/live-events-provider.tsx';
import { usePluginEnabled } from '../../platform/plugins/plugin-gate.tsx';
import { requireParticipant } from '../../platform/routing/guards.ts';
import { NotFoundView } from '../../platform/ui/not-found-view.tsx';
import { PublicRouteErrorView } from '../../platform/ui/route-error-view.tsx';

/** The participant tree: participants only (staff see access denied). */
export const Route = createFileRoute('/participant')({
  beforeLoad: requireParticipant,
  loader: askForNavigationCounts,
  component: ParticipantArea,
  notFoundComponent: NotFoundView,
  errorComponent: PublicRouteErrorView,
});

/** The participant frame, with live inbox updates while the inbox is switched on. */
function ParticipantArea() {
  const isEnabled = usePluginEnabled();
  return (
    <LiveEventsProvider enabled={isEnabled('inbox')}>
      <LiveThreadUpdates />
      <ParticipantLayout />
    </LiveEventsProvider>
  );
}

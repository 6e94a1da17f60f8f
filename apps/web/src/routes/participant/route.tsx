import { createFileRoute } from '@tanstack/react-router';
import { ParticipantLayout } from '../../platform/layout/signed-in-layout.tsx';
import { requireParticipant } from '../../platform/routing/guards.ts';
import { NotFoundView } from '../../platform/ui/not-found-view.tsx';
import { PublicRouteErrorView } from '../../platform/ui/route-error-view.tsx';

/** The participant tree: participants only (staff see access denied). */
export const Route = createFileRoute('/participant')({
  beforeLoad: requireParticipant,
  component: ParticipantLayout,
  notFoundComponent: NotFoundView,
  errorComponent: PublicRouteErrorView,
});

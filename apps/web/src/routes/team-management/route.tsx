import { createFileRoute } from '@tanstack/react-router';
import { askForNavigationCounts } from '../../features/messaging/api/navigation-counts.ts';
import { StaffLayout } from '../../platform/layout/signed-in-layout.tsx';
import { requireAdministrator } from '../../platform/routing/guards.ts';
import { NotFoundView } from '../../platform/ui/not-found-view.tsx';
import { PublicRouteErrorView } from '../../platform/ui/route-error-view.tsx';

/** Administrators only. */
export const Route = createFileRoute('/team-management')({
  beforeLoad: requireAdministrator,
  loader: askForNavigationCounts,
  component: StaffLayout,
  notFoundComponent: NotFoundView,
  errorComponent: PublicRouteErrorView,
});

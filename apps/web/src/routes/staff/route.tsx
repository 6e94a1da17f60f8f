import { createFileRoute } from '@tanstack/react-router';
import { StaffLayout } from '../../platform/layout/signed-in-layout.tsx';
import { requireStaff } from '../../platform/routing/guards.ts';
import { NotFoundView } from '../../platform/ui/not-found-view.tsx';
import { PublicRouteErrorView } from '../../platform/ui/route-error-view.tsx';

/** The staff tree: staff only (participants see access denied). */
export const Route = createFileRoute('/staff')({
  beforeLoad: requireStaff,
  component: StaffLayout,
  notFoundComponent: NotFoundView,
  errorComponent: PublicRouteErrorView,
});

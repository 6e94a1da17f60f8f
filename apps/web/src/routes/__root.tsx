import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../platform/routing/router-context.ts';
import { PublicNotFoundView } from '../platform/ui/not-found-view.tsx';
import { PublicRouteErrorView } from '../platform/ui/route-error-view.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: PublicNotFoundView,
  errorComponent: PublicRouteErrorView,
});

import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireTeamInboxAccess } from '../../../platform/routing/guards.ts';

/** The team inbox needs TeamInbox.Access in some team (SPEC §6). */
export const Route = createFileRoute('/staff/team-inbox')({
  beforeLoad: requireTeamInboxAccess,
  component: Outlet,
});

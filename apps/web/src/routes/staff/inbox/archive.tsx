import { createFileRoute } from '@tanstack/react-router';
import { InboxSearch } from '../../../features/messaging/components/inbox-search-params.ts';
import { StaffInboxPage } from '../../../features/messaging/components/inbox-staff-page.tsx';

/** SPEC §2: the archive view of the staff inbox (the `archive` path marker). */
export const Route = createFileRoute('/staff/inbox/archive')({
  validateSearch: InboxSearch,
  component: StaffInboxArchiveRoute,
});

function StaffInboxArchiveRoute() {
  return <StaffInboxPage archive search={Route.useSearch()} />;
}

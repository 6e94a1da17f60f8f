import { createFileRoute } from '@tanstack/react-router';
import { InboxSearch } from '../../../features/messaging/components/inbox-search-params.ts';
import { StaffInboxPage } from '../../../features/messaging/components/inbox-staff-page.tsx';

export const Route = createFileRoute('/staff/inbox/')({
  validateSearch: InboxSearch,
  component: StaffInboxRoute,
});

function StaffInboxRoute() {
  return <StaffInboxPage archive={false} search={Route.useSearch()} />;
}

import { NotAvailableYet } from '../../../platform/layout/not-available-yet.tsx';
import { ActionFlagNotice } from '../../../platform/links/action-flag-notice.tsx';
import { ActionFlagsSearch } from '../../../platform/links/action-flags.ts';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/inbox/')({
  validateSearch: ActionFlagsSearch,
  component: StaffInboxPage,
});

function StaffInboxPage() {
  return (
    <NotAvailableYet
      title="Inbox"
      what="Here you will read and answer your message threads with participants, and find archived threads."
    >
      <ActionFlagNotice search={Route.useSearch()} />
    </NotAvailableYet>
  );
}

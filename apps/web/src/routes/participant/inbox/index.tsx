import { NotAvailableYet } from '../../../platform/layout/not-available-yet.tsx';
import { ActionFlagNotice } from '../../../platform/links/action-flag-notice.tsx';
import { ActionFlagsSearch } from '../../../platform/links/action-flags.ts';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/participant/inbox/')({
  validateSearch: ActionFlagsSearch,
  component: ParticipantInboxPage,
});

function ParticipantInboxPage() {
  return (
    <NotAvailableYet title="Inbox" what="Here you will read messages from your case team and reply to them.">
      <ActionFlagNotice search={Route.useSearch()} />
    </NotAvailableYet>
  );
}

import { NotAvailableYet } from '../../../platform/layout/not-available-yet.tsx';
import { ActionFlagNotice } from '../../../platform/links/action-flag-notice.tsx';
import { ActionFlagsSearch } from '../../../platform/links/action-flags.ts';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/team-inbox/')({
  validateSearch: ActionFlagsSearch,
  component: TeamInboxPage,
});

function TeamInboxPage() {
  return (
    <NotAvailableYet
      title="Team inbox"
      what="Here you will see the threads of your teams, assign them to colleagues and refer them to other teams."
    >
      <ActionFlagNotice search={Route.useSearch()} />
    </NotAvailableYet>
  );
}

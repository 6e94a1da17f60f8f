import { createFileRoute } from '@tanstack/react-router';
import { InboxSearch } from '../../../../../features/messaging/components/inbox-search-params.ts';
import { TeamMemberInboxPage } from '../../../../../features/messaging/components/inbox-staff-page.tsx';

/** The archive of a team member's inbox, for their supervisor. */
export const Route = createFileRoute('/staff/inbox/team-member-inbox/$userId/archive')({
  validateSearch: InboxSearch,
  component: TeamMemberInboxArchiveRoute,
});

function TeamMemberInboxArchiveRoute() {
  const { userId } = Route.useParams();
  return <TeamMemberInboxPage key={userId} memberId={userId} archive search={Route.useSearch()} />;
}

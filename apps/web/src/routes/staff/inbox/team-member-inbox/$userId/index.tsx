import { createFileRoute } from '@tanstack/react-router';
import { InboxSearch } from '../../../../../features/messaging/components/inbox-search-params.ts';
import { TeamMemberInboxPage } from '../../../../../features/messaging/components/inbox-staff-page.tsx';

/** SPEC §2: a supervisor's view of a team member's inbox (the `team-member-inbox` marker). */
export const Route = createFileRoute('/staff/inbox/team-member-inbox/$userId/')({
  validateSearch: InboxSearch,
  component: TeamMemberInboxRoute,
});

function TeamMemberInboxRoute() {
  const { userId } = Route.useParams();
  return <TeamMemberInboxPage key={userId} memberId={userId} archive={false} search={Route.useSearch()} />;
}

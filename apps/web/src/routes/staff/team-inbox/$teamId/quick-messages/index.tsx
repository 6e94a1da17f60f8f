import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { QuickMessagesPage } from '../../../../../features/quick-messages/components/quick-messages-page.tsx';
import { searchSchema, searchText } from '../../../../../platform/links/search-values.ts';

const QuickMessagesSearch = searchSchema({ term: searchText });

export const Route = createFileRoute('/staff/team-inbox/$teamId/quick-messages/')({
  validateSearch: QuickMessagesSearch,
  component: QuickMessagesRoute,
});

function QuickMessagesRoute() {
  const { teamId } = Route.useParams();
  const { term } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <QuickMessagesPage
      key={teamId}
      teamId={teamId}
      term={term}
      onTermChange={(next) => void navigate({ search: { term: next }, replace: true })}
    />
  );
}

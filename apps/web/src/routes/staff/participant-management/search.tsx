import { createFileRoute } from '@tanstack/react-router';
import { ParticipantSearchPage } from '../../../features/participants/components/participant-search-page.tsx';
import { ParticipantSearchParams } from '../../../features/participants/components/participant-search-params.ts';

export const Route = createFileRoute('/staff/participant-management/search')({
  validateSearch: ParticipantSearchParams,
  component: SearchParticipantsRoute,
});

function SearchParticipantsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ParticipantSearchPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}

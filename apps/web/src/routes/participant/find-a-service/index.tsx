import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ServiceFinderPage } from '../../../features/services/components/service-finder-page.tsx';
import { ServiceFinderSkeleton } from '../../../features/services/components/service-finder-skeleton.tsx';
import { ServiceSearch } from '../../../platform/links/service-search.ts';

export const Route = createFileRoute('/participant/find-a-service/')({
  validateSearch: ServiceSearch,
  component: ParticipantFindServiceRoute,
  // Shown while the page's code downloads (not code-split, so it is there at once): the page's shape with a search
  // box that works, instead of the app's bare spinner.
  pendingComponent: ParticipantFindServicePending,
});

function ParticipantFindServiceRoute() {
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <ServiceFinderPage
      area="participant"
      search={Route.useSearch()}
      onSearchChange={(change) => void navigate({ search: (prev) => ({ ...prev, ...change }) })}
    />
  );
}

function ParticipantFindServicePending() {
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <ServiceFinderSkeleton
      area="participant"
      term={Route.useSearch().term}
      // New words start from the first page, as the finder's own search does.
      onSearch={(term) => void navigate({ search: (prev) => ({ ...prev, term, page: undefined }) })}
    />
  );
}

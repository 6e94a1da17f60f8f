import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ServiceFinderPage } from '../../../features/services/components/service-finder-page.tsx';
import { ServiceSearch } from '../../../platform/links/service-search.ts';

export const Route = createFileRoute('/participant/find-a-service/')({
  validateSearch: ServiceSearch,
  component: ParticipantFindServiceRoute,
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

import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ServiceFinderPage } from '../../../features/services/components/service-finder-page.tsx';
import { StaffServiceSearch } from '../../../platform/links/service-search.ts';

export const Route = createFileRoute('/staff/find-a-service/')({
  validateSearch: StaffServiceSearch,
  component: StaffFindServiceRoute,
});

function StaffFindServiceRoute() {
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <ServiceFinderPage
      area="staff"
      search={Route.useSearch()}
      onSearchChange={(change) => void navigate({ search: (prev) => ({ ...prev, ...change }) })}
    />
  );
}

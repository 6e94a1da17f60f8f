import { createFileRoute } from '@tanstack/react-router';
import { ServiceDetailsPage } from '../../../features/services/components/service-details-page.tsx';
import { ServiceLinkSearch } from '../../../platform/links/service-search.ts';

export const Route = createFileRoute('/participant/find-a-service/service-details')({
  validateSearch: ServiceLinkSearch,
  component: ParticipantServiceDetailsRoute,
});

function ParticipantServiceDetailsRoute() {
  const { serviceId, locationId, departmentId } = Route.useSearch();
  return (
    <ServiceDetailsPage
      key={serviceId}
      area="participant"
      serviceId={serviceId}
      locationId={locationId}
      departmentId={departmentId}
    />
  );
}

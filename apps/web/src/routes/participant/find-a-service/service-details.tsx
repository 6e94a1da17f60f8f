import { createFileRoute } from '@tanstack/react-router';
import { ServiceDetailsPage } from '../../../features/services/components/service-details-page.tsx';
import { ServiceSearch } from '../../../platform/links/service-search.ts';

export const Route = createFileRoute('/participant/find-a-service/service-details')({
  validateSearch: ServiceSearch,
  component: ParticipantServiceDetailsRoute,
});

function ParticipantServiceDetailsRoute() {
  const { serviceId, locationId, ...from } = Route.useSearch();
  return (
    <ServiceDetailsPage
      key={serviceId}
      area="participant"
      serviceId={serviceId}
      locationId={locationId}
      from={from}
    />
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { ServiceDetailsPage } from '../../../features/services/components/service-details-page.tsx';
import { ServiceSearch } from '../../../platform/links/service-search.ts';

export const Route = createFileRoute('/staff/find-a-service/service-details')({
  validateSearch: ServiceSearch,
  component: StaffServiceDetailsRoute,
});

function StaffServiceDetailsRoute() {
  const { serviceId, locationId, ...from } = Route.useSearch();
  return (
    <ServiceDetailsPage
      key={serviceId}
      area="staff"
      serviceId={serviceId}
      locationId={locationId}
      from={from}
    />
  );
}

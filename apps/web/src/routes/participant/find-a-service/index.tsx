import { NotAvailableYet } from '../../../platform/layout/not-available-yet.tsx';
import { ServiceSearch } from '../../../platform/links/service-search.ts';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/participant/find-a-service/')({
  validateSearch: ServiceSearch,
  component: ParticipantFindServicePage,
});

function ParticipantFindServicePage() {
  return (
    <NotAvailableYet
      title="Find a service"
      what="Here you will search for services near you: food, housing, health and more."
    />
  );
}

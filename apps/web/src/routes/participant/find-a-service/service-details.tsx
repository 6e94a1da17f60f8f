import { NotAvailableYet } from '../../../platform/layout/not-available-yet.tsx';
import { ServiceSearch } from '../../../platform/links/service-search.ts';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/participant/find-a-service/service-details')({
  validateSearch: ServiceSearch,
  component: ParticipantServiceDetailsPage,
});

function ParticipantServiceDetailsPage() {
  return (
    <NotAvailableYet
      title="Service details"
      what="Here you will see where a service is, when it is open and how to reach it."
    />
  );
}

import { NotAvailableYet } from '../../../platform/layout/not-available-yet.tsx';
import { ServiceSearch } from '../../../platform/links/service-search.ts';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/find-a-service/service-details')({
  validateSearch: ServiceSearch,
  component: StaffServiceDetailsPage,
});

function StaffServiceDetailsPage() {
  return (
    <NotAvailableYet
      title="Service details"
      what="Here you will see a service's locations, opening hours, contacts, eligibility and required documents, and edit them."
    />
  );
}

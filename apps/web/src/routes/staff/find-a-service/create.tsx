import { NotAvailableYet } from '../../../platform/layout/not-available-yet.tsx';
import { CreateServiceSearch } from '../../../platform/links/service-search.ts';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/find-a-service/create')({
  validateSearch: CreateServiceSearch,
  component: CreateServicePage,
});

function CreateServicePage() {
  return (
    <NotAvailableYet
      title="Add a service"
      what="Here you will add a service to the directory step by step: the service, its locations, schedules and contacts."
    />
  );
}

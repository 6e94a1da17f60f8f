import { NotAvailableYet } from '../../../platform/layout/not-available-yet.tsx';
import { ServiceSearch } from '../../../platform/links/service-search.ts';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/find-a-service/')({
  validateSearch: ServiceSearch,
  component: StaffFindServicePage,
});

function StaffFindServicePage() {
  return (
    <NotAvailableYet
      title="Find a service"
      what="Here you will search the service directory by keyword and category, and open a service to see where and when it runs."
    />
  );
}

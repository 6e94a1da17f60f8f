import { createFileRoute } from '@tanstack/react-router';
import { ServiceWizardPage } from '../../../features/services/components/wizard/service-wizard.tsx';
import { CreateServiceSearch } from '../../../platform/links/service-search.ts';

export const Route = createFileRoute('/staff/find-a-service/create')({
  validateSearch: CreateServiceSearch,
  component: CreateServicePage,
});

/** SPEC §2: /staff/find-a-service/create?step=Service, with serviceId once the service exists. */
function CreateServicePage() {
  const { step, serviceId } = Route.useSearch();
  return <ServiceWizardPage step={step} serviceId={serviceId} />;
}

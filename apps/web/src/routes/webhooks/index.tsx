import { createFileRoute } from '@tanstack/react-router';
import { WebhooksPage } from '../../features/webhooks/components/webhooks-page.tsx';
import { WebhooksSearch } from '../../features/webhooks/components/webhooks-search-params.ts';

export const Route = createFileRoute('/webhooks/')({
  validateSearch: WebhooksSearch,
  component: WebhooksRoute,
});

function WebhooksRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <WebhooksPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}

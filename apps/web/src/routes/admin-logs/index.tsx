import { createFileRoute } from '@tanstack/react-router';
import { AdminLogsPage } from '../../features/admin-logs/components/admin-logs-page.tsx';
import { AdminLogsSearch } from '../../features/admin-logs/components/log-search-params.ts';

export const Route = createFileRoute('/admin-logs/')({
  validateSearch: AdminLogsSearch,
  component: AdminLogsRoute,
});

function AdminLogsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AdminLogsPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}

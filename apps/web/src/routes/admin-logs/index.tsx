import { NotAvailableYet } from '../../platform/layout/not-available-yet.tsx';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/admin-logs/')({
  component: AdminLogsPage,
});

function AdminLogsPage() {
  return (
    <NotAvailableYet
      title="Admin logs"
      what="Here you will read the log of user actions: navigation, message threads, team messages and service searches."
    />
  );
}

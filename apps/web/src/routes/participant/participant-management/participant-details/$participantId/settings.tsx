import { NotAvailableYet } from '../../../../../platform/layout/not-available-yet.tsx';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute(
  '/participant/participant-management/participant-details/$participantId/settings',
)({
  component: MySettingsPage,
});

function MySettingsPage() {
  return (
    <NotAvailableYet title="My settings" what="Here you will manage how you sign in and your passphrase." />
  );
}

import { NotAvailableYet } from '../../../../../platform/layout/not-available-yet.tsx';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute(
  '/staff/participant-management/participant-details/$participantId/settings',
)({
  component: ParticipantSettingsPage,
});

function ParticipantSettingsPage() {
  return (
    <NotAvailableYet
      title="Participant settings"
      what="Here you will manage this participant's sign-in, passphrase and account status."
    />
  );
}

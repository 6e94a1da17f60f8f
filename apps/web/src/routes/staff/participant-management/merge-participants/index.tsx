import { NotAvailableYet } from '../../../../platform/layout/not-available-yet.tsx';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/participant-management/merge-participants/')({
  component: MergeParticipantsPage,
});

function MergeParticipantsPage() {
  return (
    <NotAvailableYet
      title="Merge participants"
      what="Here you will pick two records of the same person. The source record is merged into the target record, which is kept."
    />
  );
}

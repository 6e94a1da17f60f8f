import { NotAvailableYet } from '../../../platform/layout/not-available-yet.tsx';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/participant-management/recommend-participant')({
  component: RecommendParticipantPage,
});

function RecommendParticipantPage() {
  return (
    <NotAvailableYet
      title="Recommend a participant"
      what="Here you will recommend services to a participant and see earlier recommendations."
    />
  );
}

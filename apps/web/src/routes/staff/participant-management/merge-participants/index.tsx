import { createFileRoute } from '@tanstack/react-router';
import { MergePickPage } from '../../../../features/participants/components/merge-pick-page.tsx';

export const Route = createFileRoute('/staff/participant-management/merge-participants/')({
  component: MergeParticipantsRoute,
});

function MergeParticipantsRoute() {
  const navigate = Route.useNavigate();
  return (
    <MergePickPage
      onCompare={(sourceId, targetId) =>
        void navigate({
          to: '/staff/participant-management/merge-participants/merge-wizard',
          search: { sourceId, targetId },
        })
      }
    />
  );
}

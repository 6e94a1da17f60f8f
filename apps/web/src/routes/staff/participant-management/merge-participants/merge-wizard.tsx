import { createFileRoute } from '@tanstack/react-router';
import { MergeWizard } from '../../../../features/participants/components/merge-wizard.tsx';
import { MergeWizardParams } from '../../../../features/participants/components/participant-search-params.ts';

export const Route = createFileRoute('/staff/participant-management/merge-participants/merge-wizard')({
  validateSearch: MergeWizardParams,
  component: MergeWizardRoute,
});

function MergeWizardRoute() {
  const { sourceId, targetId } = Route.useSearch();
  return <MergeWizard key={`${sourceId ?? ''}-${targetId ?? ''}`} sourceId={sourceId} targetId={targetId} />;
}

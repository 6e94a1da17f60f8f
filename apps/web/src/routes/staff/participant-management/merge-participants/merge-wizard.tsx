import { NotAvailableYet } from '../../../../platform/layout/not-available-yet.tsx';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/participant-management/merge-participants/merge-wizard')({
  component: MergeWizardPage,
});

function MergeWizardPage() {
  return (
    <NotAvailableYet
      title="Merge wizard"
      what="Here you will compare the two records field by field and choose which values the kept record takes."
    />
  );
}

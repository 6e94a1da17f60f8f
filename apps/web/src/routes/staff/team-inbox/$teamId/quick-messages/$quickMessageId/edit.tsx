import { createFileRoute } from '@tanstack/react-router';
import { TemplateFormPage } from '../../../../../../features/quick-messages/components/template-form-page.tsx';

export const Route = createFileRoute('/staff/team-inbox/$teamId/quick-messages/$quickMessageId/edit')({
  component: EditQuickMessageRoute,
});

function EditQuickMessageRoute() {
  const { teamId, quickMessageId } = Route.useParams();
  return <TemplateFormPage key={`${teamId}/${quickMessageId}`} teamId={teamId} templateId={quickMessageId} />;
}

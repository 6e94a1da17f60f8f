import { createFileRoute } from '@tanstack/react-router';
import { TemplateFormPage } from '../../../../../features/quick-messages/components/template-form-page.tsx';

export const Route = createFileRoute('/staff/team-inbox/$teamId/quick-messages/create')({
  component: CreateQuickMessageRoute,
});

function CreateQuickMessageRoute() {
  const { teamId } = Route.useParams();
  return <TemplateFormPage key={teamId} teamId={teamId} />;
}

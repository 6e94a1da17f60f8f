import { createFileRoute } from '@tanstack/react-router';
import { CategoryFormPage } from '../../../../../../features/quick-messages/components/category-form-page.tsx';

export const Route = createFileRoute('/staff/team-inbox/$teamId/quick-messages/categories/create')({
  component: CreateCategoryRoute,
});

function CreateCategoryRoute() {
  const { teamId } = Route.useParams();
  return <CategoryFormPage key={teamId} teamId={teamId} />;
}

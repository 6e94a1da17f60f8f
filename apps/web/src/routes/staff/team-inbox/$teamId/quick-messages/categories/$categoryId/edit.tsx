import { createFileRoute } from '@tanstack/react-router';
import { CategoryFormPage } from '../../../../../../../features/quick-messages/components/category-form-page.tsx';

export const Route = createFileRoute('/staff/team-inbox/$teamId/quick-messages/categories/$categoryId/edit')({
  component: EditCategoryRoute,
});

function EditCategoryRoute() {
  const { teamId, categoryId } = Route.useParams();
  return <CategoryFormPage key={`${teamId}/${categoryId}`} teamId={teamId} categoryId={categoryId} />;
}

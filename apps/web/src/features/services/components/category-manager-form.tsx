import { ServiceCategoryBody, type ServiceCategoryView } from '@casework/contract';
import { useCreateServiceCategory } from '../api/create-service-category.ts';
import { useUpdateServiceCategory } from '../api/update-service-category.ts';
import { ReferenceDialog, ReferenceForm, useReferenceForm } from './wizard/reference-form.tsx';

const NAME_DESCRIPTION = 'Shown as a filter in the service finder';
const NAME_MAX_LENGTH = 80;

/** Adds a category (`category` null) or renames one; `onDone` after saving. */
function useCategoryForm(
  category: ServiceCategoryView | null,
  onDone: () => void,
  onSaved?: (category: ServiceCategoryView) => void,
) {
  const create = useCreateServiceCategory();
  const update = useUpdateServiceCategory();
  return useReferenceForm({
    noun: 'category',
    editing: category !== null,
    initial: { name: category?.name ?? '', description: category?.description ?? '' },
    schema: ServiceCategoryBody,
    fields: ['name', 'description'],
    submit: (body) =>
      category ? update.mutateAsync({ categoryId: category.id, body }) : create.mutateAsync(body),
    onSaved: (saved) => {
      onSaved?.(saved);
      onDone();
    },
  });
}

export interface CategoryFormProps {
  /** The category to rename; null to add one. */
  category: ServiceCategoryView | null;
  onDone: () => void;
}

/** Add a service category, or rename one (names are unique ignoring case; "Other" keeps its name). */
export function CategoryForm({ category, onDone }: CategoryFormProps) {
  const form = useCategoryForm(category, onDone);
  return (
    <ReferenceForm
      form={form}
      label={category ? `Rename ${category.name}` : 'Add a category'}
      submitLabel={category ? 'Save category' : 'Add category'}
      onCancel={onDone}
      nameDescription={NAME_DESCRIPTION}
      nameMaxLength={NAME_MAX_LENGTH}
      autoFocus
    />
  );
}

export interface CategoryFormDialogProps {
  onClose: () => void;
  onSaved?: (category: ServiceCategoryView) => void;
}

/** "Add a category…" from the service form: the category form in a dialog. */
export function CategoryFormDialog({ onClose, onSaved }: CategoryFormDialogProps) {
  const form = useCategoryForm(null, onClose, onSaved);
  return (
    <ReferenceDialog
      noun="category"
      form={form}
      onClose={onClose}
      nameDescription={NAME_DESCRIPTION}
      nameMaxLength={NAME_MAX_LENGTH}
    />
  );
}

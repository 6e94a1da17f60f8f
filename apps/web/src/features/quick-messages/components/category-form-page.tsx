import { TEMPLATE_CATEGORY_NAME_MAX_CHARS, type TemplateCategoryView } from '@casework/contract';
import { Alert, Button, Group, Loader, Paper, Stack, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { errorMessage, isApiError } from '../../../platform/api/api-error.ts';
import { ConfirmDialog } from '../../../platform/forms/confirm-dialog.tsx';
import { fieldErrorsOf } from '../../../platform/forms/server-errors.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { Page } from '../../../platform/layout/page.tsx';
import type { TeamMembership } from '../../../platform/session/roles.ts';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { useCreateTemplateCategory } from '../api/create-template-category.ts';
import { useDeleteTemplateCategory } from '../api/delete-template-category.ts';
import { useTemplateCategories } from '../api/list-template-categories.ts';
import { useUpdateTemplateCategory } from '../api/update-template-category.ts';
import { BackToQuickMessages, LoadFailedPage, NotFoundPage } from './edit-page-states.tsx';
import { QuickMessagesFrame } from './quick-messages-frame.tsx';
import { focusOnArrival } from './arrival-focus.ts';
import { UnsavedChangesGuard } from '../../../platform/forms/unsaved-changes-guard.tsx';
import { plural } from '../../../platform/ui/plural.ts';

export interface CategoryFormPageProps {
  teamId: string;
  /** Editing this category; creating one when absent. */
  categoryId?: string;
}

const quickMessages = (n: number) => plural(n, 'quick message', 'quick messages');

/** /quick-messages/categories/create and /quick-messages/categories/[categoryId]/edit (with delete). */
export function CategoryFormPage({ teamId, categoryId }: CategoryFormPageProps) {
  const title = categoryId === undefined ? 'New category' : 'Edit category';
  return (
    <QuickMessagesFrame teamId={teamId} current={title}>
      {(team) =>
        categoryId === undefined ? (
          <CategoryForm team={team} title={title} category={null} />
        ) : (
          <EditCategory team={team} title={title} categoryId={categoryId} />
        )
      }
    </QuickMessagesFrame>
  );
}

function EditCategory({
  team,
  title,
  categoryId,
}: {
  team: TeamMembership;
  title: string;
  categoryId: string;
}) {
  const categories = useTemplateCategories(team.id);
  if (categories.isError)
    return (
      <LoadFailedPage
        title={title}
        maw={640}
        heading="The categories could not be loaded"
        error={categories.error}
      />
    );
  if (!categories.data) return <Loader size="sm" aria-label="Loading the category" />;
  const category = categories.data.items.find((c) => c.id === categoryId);
  if (!category)
    return (
      <NotFoundPage title={title} maw={640} team={team} heading="Category not found">
        This category does not exist any more.
      </NotFoundPage>
    );
  return <CategoryForm key={category.id} team={team} title={title} category={category} />;
}

interface CategoryFormProps {
  team: TeamMembership;
  title: string;
  category: TemplateCategoryView | null;
}

function CategoryForm({ team, title, category }: CategoryFormProps) {
  const navigate = useNavigate();
  const create = useCreateTemplateCategory();
  const update = useUpdateTemplateCategory(category?.id ?? '');
  const remove = useDeleteTemplateCategory();
  const [name, setName] = useState(category?.name ?? '');
  const [missing, setMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const saving = create.isPending || update.isPending;
  const error = category ? update.error : create.error;
  const server = fieldErrorsOf(error);
  // A taken name answers 409 without field errors: it still belongs next to the name.
  const taken = isApiError(error) && error.status === 409 ? errorMessage(error) : undefined;
  const nameError = missing ? 'Give the category a name' : (server.name ?? taken);
  const otherError = error && !nameError ? errorMessage(error) : null;
  const dirty = name.trim() !== (category?.name ?? '').trim();
  // Saved or deleted: nothing is left to lose, so the unsaved-changes question is not asked.
  const toList = () =>
    navigate({
      to: '/staff/team-inbox/$teamId/quick-messages',
      params: { teamId: team.id },
      ignoreBlocker: true,
    });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    if (name.trim() === '') {
      setMissing(true);
      nameRef.current?.focus();
      return;
    }
    const done = {
      onSuccess: (saved: TemplateCategoryView) => {
        showToast({
          color: 'teal',
          message: category ? `Category renamed to ${saved.name}` : `Category created: ${saved.name}`,
        });
        focusOnArrival(`category:${saved.id}`);
        void toList();
      },
      onError: () => nameRef.current?.focus(),
    };
    if (category) update.mutate(name, done);
    else create.mutate({ teamId: team.id, name }, done);
  }

  function confirmDelete() {
    if (!category) return;
    remove.mutate(category.id, {
      onSuccess: ({ templatesUncategorised }) => {
        showToast({
          color: 'teal',
          message:
            templatesUncategorised === 0
              ? `Category deleted: ${category.name}. No quick message became uncategorised.`
              : `Category deleted: ${category.name}. ${quickMessages(templatesUncategorised)} ${templatesUncategorised === 1 ? 'is' : 'are'} now uncategorised.`,
        });
        setConfirming(false);
        void toList();
      },
      onError: (e) => showToast({ color: 'red', title: 'Not deleted', message: errorMessage(e) }),
    });
  }

  return (
    <Page
      title={title}
      documentTitle={`${title} · ${team.name}`}
      description={`Categories group the quick messages of ${team.name}. A quick message may be in several.`}
    >
      <Paper withBorder radius="md" p="lg" maw={640}>
        <form onSubmit={submit} noValidate aria-busy={saving} aria-label={title}>
          <Stack gap="md">
            <TextInput
              ref={nameRef}
              label="Name"
              withAsterisk
              aria-required
              maxLength={TEMPLATE_CATEGORY_NAME_MAX_CHARS}
              value={name}
              onChange={(e) => {
                setName(e.currentTarget.value);
                setMissing(false);
              }}
              error={nameError}
              description={category ? `Holds ${quickMessages(category.templateCount)}.` : undefined}
              autoComplete="off"
            />
            {otherError ? (
              <Alert color="red" role="alert" title="Not saved">
                {otherError}
              </Alert>
            ) : null}
            <Group gap="sm" justify="space-between">
              <Group gap="sm">
                <PendingButton type="submit" pending={saving}>
                  {category ? 'Save changes' : 'Create category'}
                </PendingButton>
                <BackToQuickMessages team={team} variant="default" disabled={saving} ignoreBlocker>
                  Cancel
                </BackToQuickMessages>
              </Group>
              {category ? (
                <Button
                  variant="light"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => setConfirming(true)}
                  disabled={saving}
                >
                  Delete category
                </Button>
              ) : null}
            </Group>
          </Stack>
          <UnsavedChangesGuard dirty={dirty} what="the category" />
        </form>
      </Paper>
      {category ? (
        <ConfirmDialog
          opened={confirming}
          title={`Delete the category “${category.name}”?`}
          confirmLabel="Delete category"
          danger
          busy={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={confirmDelete}
        >
          {category.templateCount === 0
            ? 'No quick message is in this category.'
            : `Its ${quickMessages(category.templateCount)} ${category.templateCount === 1 ? 'is' : 'are'} kept, not deleted: those in no other category become uncategorised.`}
        </ConfirmDialog>
      ) : null}
    </Page>
  );
}

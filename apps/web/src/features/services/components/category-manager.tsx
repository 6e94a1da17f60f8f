import type { ServiceCategoryView } from '@casework/contract';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconCategory, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { useDeleteServiceCategory } from '../api/delete-service-category.ts';
import { useServiceCategories } from '../api/list-service-categories.ts';
import { CategoryForm } from './category-manager-form.tsx';

type Mode =
  | { kind: 'list' }
  | { kind: 'add' }
  | { kind: 'rename'; category: ServiceCategoryView }
  | { kind: 'delete'; category: ServiceCategoryView };

const services = (n: number) => `${n} ${n === 1 ? 'service' : 'services'}`;

/** "Manage categories": a dialog listing the categories with their service counts, to add, rename and delete. */
export function CategoryManagerButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconCategory size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Manage categories
      </Button>
      {opened ? <CategoryManager onClose={() => setOpened(false)} /> : null}
    </>
  );
}

/**
 * The category list. One form or confirmation at a time shows above it, inside this dialog (no dialog on top of a
 * dialog). "Other" always exists: it receives the services of a deleted category and cannot be deleted or renamed.
 */
export function CategoryManager({ onClose }: { onClose: () => void }) {
  const categories = useServiceCategories();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const toList = () => setMode({ kind: 'list' });
  const other = categories.data?.items.find((c) => c.isOther);

  return (
    <Modal opened onClose={onClose} title="Service categories" size="lg" centered>
      <Stack gap="md">
        {mode.kind === 'add' || mode.kind === 'rename' ? (
          <CategoryForm category={mode.kind === 'rename' ? mode.category : null} onDone={toList} />
        ) : null}
        {mode.kind === 'delete' ? (
          <DeleteCategory category={mode.category} otherName={other?.name ?? 'Other'} onDone={toList} />
        ) : null}
        {categories.isError ? (
          <ErrorAlert title="The categories could not be loaded" error={categories.error} />
        ) : !categories.data ? (
          <Loader size="sm" aria-label="Loading the categories" />
        ) : (
          <Table striped verticalSpacing="xs">
            <Table.Caption>{categories.data.items.length} categories</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Category</Table.Th>
                <Table.Th scope="col">Services</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {categories.data.items.map((category) => (
                <Table.Tr key={category.id}>
                  <Table.Td>
                    <Group gap="xs">
                      <Text size="sm">{category.name}</Text>
                      {category.isOther ? (
                        <Badge size="xs" variant="light" color="gray">
                          Always kept
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{category.serviceCount}</Table.Td>
                  <Table.Td>
                    {category.isOther ? null : (
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          leftSection={<IconPencil size={14} aria-hidden />}
                          aria-label={`Rename ${category.name}`}
                          disabled={mode.kind !== 'list'}
                          onClick={() => setMode({ kind: 'rename', category })}
                        >
                          Rename
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          leftSection={<IconTrash size={14} aria-hidden />}
                          aria-label={`Delete ${category.name}`}
                          disabled={mode.kind !== 'list'}
                          onClick={() => setMode({ kind: 'delete', category })}
                        >
                          Delete
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={mode.kind !== 'list'}
            onClick={() => setMode({ kind: 'add' })}
          >
            Add a category
          </Button>
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function DeleteCategory({
  category,
  otherName,
  onDone,
}: {
  category: ServiceCategoryView;
  otherName: string;
  onDone: () => void;
}) {
  const remove = useDeleteServiceCategory();
  function confirm() {
    remove.mutate(category.id, {
      onSuccess: (result) => {
        showToast({
          color: 'teal',
          message: `${category.name} deleted; ${services(result.movedToOther)} moved to ${otherName}.`,
        });
        onDone();
      },
    });
  }
  return (
    <Alert
      color="red"
      variant="light"
      title={`Delete ${category.name}?`}
      role="alertdialog"
      aria-live="polite"
    >
      <Stack gap="sm">
        <Text size="sm">
          {category.serviceCount === 0
            ? 'No service uses it.'
            : `${services(category.serviceCount)} will move to ${otherName}.`}{' '}
          This cannot be undone.
        </Text>
        {remove.isError ? (
          <Text size="sm" c="red" role="alert">
            {errorMessage(remove.error)}
          </Text>
        ) : null}
        <Group gap="sm">
          <Button variant="default" onClick={onDone} disabled={remove.isPending} autoFocus>
            Cancel
          </Button>
          <PendingButton color="red" onClick={confirm} pending={remove.isPending}>
            Delete category
          </PendingButton>
        </Group>
      </Stack>
    </Alert>
  );
}

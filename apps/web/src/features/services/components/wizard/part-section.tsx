import { Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useState, type ComponentType, type ReactNode } from 'react';
import { errorMessage } from '../../../../platform/api/api-error.ts';
import { ConfirmDialog } from '../../../../platform/forms/confirm-dialog.tsx';
import { showToast } from '../../../../platform/forms/toast.ts';
import type { PartFormProps } from './use-part-form.ts';

export interface PartDeletion<T> {
  /** The dialog's title, e.g. "Delete this contact?". */
  title: string;
  /** What will happen, e.g. "Jane Doe will no longer be listed for this service.". */
  describe: (item: T) => string;
  run: (item: T) => Promise<unknown>;
}

export interface PartSelection {
  selected: ReadonlySet<string>;
  onToggle: (id: string, checked: boolean) => void;
}

export interface PartSectionProps<T extends { id: string }> {
  title: string;
  description?: string;
  items: readonly T[];
  emptyText: string;
  addLabel: string;
  /** Names one item in button labels ("Edit Jane Doe"). */
  itemName: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** The add form (item null) or the edit form of `item`; `close` closes it. */
  renderForm: (item: T | null, close: () => void) => ReactNode;
  deletion?: PartDeletion<T>;
  selection?: PartSelection;
  /** More buttons beside "Add", e.g. "Remove selected". */
  actions?: ReactNode;
}

/** The `renderForm` of a section whose form needs only the service, the item and `onDone`. */
export function partForm<T>(Form: ComponentType<PartFormProps<T>>, serviceId: string) {
  return function renderForm(item: T | null, close: () => void) {
    return <Form serviceId={serviceId} item={item} onDone={close} />;
  };
}

export interface PartItemProps {
  /** The item's name, bold unless `plain`. */
  title: ReactNode;
  plain?: boolean;
  /** A dimmed line under the name; nothing when empty. */
  details?: ReactNode;
  /** More lines under the details. */
  children?: ReactNode;
}

/** How an item reads in its list: its name, a dimmed line of details, and anything more. */
export function PartItem({ title, plain = false, details, children }: PartItemProps) {
  return (
    <Stack gap={2}>
      <Text fw={plain ? undefined : 600}>{title}</Text>
      {details ? (
        <Text size="sm" c="dimmed">
          {details}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}

/**
 * One kind of sub-resource of a service: the list, one add or edit form at a time (the others wait until it is saved
 * or cancelled, so typed input is never dropped by opening another), delete with a confirm.
 */
export function PartSection<T extends { id: string }>(props: PartSectionProps<T>) {
  const { title, description, items, emptyText, addLabel, itemName, renderItem, renderForm } = props;
  const headingId = useId();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => setEditing(null);

  async function confirmDelete() {
    if (!deleting || !props.deletion) return;
    setBusy(true);
    try {
      await props.deletion.run(deleting);
      showToast({ color: 'teal', message: `Deleted: ${itemName(deleting)}` });
      setDeleting(null);
    } catch (error) {
      showToast({ color: 'red', title: 'Not deleted', message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Stack gap={2}>
        <Title order={3} size="h4" id={headingId}>
          {title}
        </Title>
        {description ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
      </Stack>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item) => (
            <li key={item.id}>
              {editing === item.id ? (
                renderForm(item, close)
              ) : (
                <Paper withBorder radius="md" p="sm">
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                    <Group align="flex-start" wrap="nowrap" gap="sm">
                      {props.selection ? (
                        <Checkbox
                          mt={2}
                          aria-label={`Select ${itemName(item)}`}
                          checked={props.selection.selected.has(item.id)}
                          onChange={(e) => props.selection?.onToggle(item.id, e.currentTarget.checked)}
                        />
                      ) : null}
                      <div>{renderItem(item)}</div>
                    </Group>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        leftSection={<IconPencil size={14} aria-hidden />}
                        aria-label={`Edit ${itemName(item)}`}
                        disabled={editing !== null}
                        onClick={() => setEditing(item.id)}
                      >
                        Edit
                      </Button>
                      {props.deletion ? (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          leftSection={<IconTrash size={14} aria-hidden />}
                          aria-label={`Delete ${itemName(item)}`}
                          onClick={() => setDeleting(item)}
                        >
                          Delete
                        </Button>
                      ) : null}
                    </Group>
                  </Group>
                </Paper>
              )}
            </li>
          ))}
        </Stack>
      )}
      {editing === 'new' ? renderForm(null, close) : null}
      <Group gap="sm">
        {editing === 'new' ? null : (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={editing !== null}
            onClick={() => setEditing('new')}
          >
            {addLabel}
          </Button>
        )}
        {props.actions}
      </Group>
      {props.deletion ? (
        <ConfirmDialog
          opened={deleting !== null}
          title={props.deletion.title}
          confirmLabel="Delete"
          danger
          busy={busy}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        >
          {deleting ? props.deletion.describe(deleting) : ''}
        </ConfirmDialog>
      ) : null}
    </Stack>
  );
}

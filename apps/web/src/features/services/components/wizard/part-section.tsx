import { Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useState, type ComponentType, type ReactNode } from 'react';
import { errorMessage } from '../../../../platform/api/api-error.ts';
import { ConfirmDialog } from '../../../../platform/forms/confirm-dialog.tsx';
import { showToast } from '../../../../platform/forms/toast.ts';
import { useFocusWhenShown } from './use-focus-when-shown.ts';
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
  /** The add form (item null) or the edit form of `item`; `close` closes it, given what was saved if anything. */
  renderForm: (item: T | null, close: CloseForm) => ReactNode;
  deletion?: PartDeletion<T>;
  selection?: PartSelection;
  /** More buttons beside "Add", e.g. "Remove selected". */
  actions?: ReactNode;
}

/** Closes a section's form: with the item saved (it then takes the focus), or with nothing after a cancel. */
export type CloseForm = (saved?: { id: string }) => void;

/** The `renderForm` of a section whose form needs only the service, the item and `onDone`. */
export function partForm<T>(Form: ComponentType<PartFormProps<T>>, serviceId: string) {
  return function renderForm(item: T | null, close: CloseForm) {
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

/** The first control of a form a person fills in (not its heading). */
const FIRST_FIELD =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled])';

/**
 * One kind of sub-resource of a service: the list, one add or edit form at a time (the others wait until it is saved
 * or cancelled, so typed input is never dropped by opening another), delete with a confirm. Focus follows: an opened
 * form's first field, then the saved item's Edit button, or after a cancel the button that opened the form or the
 * dialog; "Add" after a delete.
 */
export function PartSection<T extends { id: string }>(props: PartSectionProps<T>) {
  const { title, description, items, emptyText, addLabel, itemName, renderItem, renderForm } = props;
  const headingId = useId();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const focusWhenShown = useFocusWhenShown();
  // Found by id when focus moves: the form, "Add" and each item's Edit button.
  const formId = useId();
  const addId = useId();
  const editId = (item: { id: string }) => `${headingId}-edit-${item.id}`;
  const deleteId = (item: { id: string }) => `${headingId}-delete-${item.id}`;
  const byId = (id: string) => () => document.getElementById(id);

  function open(id: string) {
    setEditing(id);
    focusWhenShown({
      target: () => document.getElementById(formId)?.querySelector<HTMLElement>(FIRST_FIELD),
    });
  }

  const close: CloseForm = (saved) => {
    // A new item shows once the list has refreshed; a cancelled form gives focus back to its opener.
    const itemId = saved?.id ?? (editing === 'new' ? null : editing);
    setEditing(null);
    focusWhenShown({
      target: byId(itemId === null ? addId : editId({ id: itemId })),
      fallback: byId(addId),
    });
  };

  const form = (item: T | null) => <div id={formId}>{renderForm(item, close)}</div>;

  async function confirmDelete() {
    if (!deleting || !props.deletion) return;
    setBusy(true);
    try {
      await props.deletion.run(deleting);
      showToast({ color: 'teal', message: `Deleted: ${itemName(deleting)}` });
      setDeleting(null);
      // The item's buttons go with it: once it has left the refreshed list, "Add" takes the focus.
      const gone = editId(deleting);
      focusWhenShown({
        target: () => (document.getElementById(gone) ? null : document.getElementById(addId)),
      });
    } catch (error) {
      showToast({ color: 'red', title: 'Not deleted', message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  function cancelDelete() {
    if (deleting) focusWhenShown({ target: byId(deleteId(deleting)) });
    setDeleting(null);
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
                form(item)
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
                        onClick={() => open(item.id)}
                        id={editId(item)}
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
                          id={deleteId(item)}
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
      {editing === 'new' ? form(null) : null}
      <Group gap="sm">
        {editing === 'new' ? null : (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={editing !== null}
            onClick={() => open('new')}
            id={addId}
          >
            {addLabel}
          </Button>
        )}
        {props.actions}
      </Group>
      {/* On the page only while open, so it leaves at once and the focus moves as said above. */}
      {props.deletion && deleting ? (
        <ConfirmDialog
          opened
          title={props.deletion.title}
          confirmLabel="Delete"
          danger
          busy={busy}
          onConfirm={() => void confirmDelete()}
          onCancel={cancelDelete}
        >
          {props.deletion.describe(deleting)}
        </ConfirmDialog>
      ) : null}
    </Stack>
  );
}

import type { HelpLinkView } from '@casework/contract';
import { Button } from '@mantine/core';
import { IconLink, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { ConfirmDialog } from '../../../platform/forms/confirm-dialog.tsx';
import { showToast } from '../../../platform/forms/toast.ts';
import { Page } from '../../../platform/layout/page.tsx';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';
import { EmptyState, TableSkeleton } from '../../../platform/ui/list-states.tsx';
import { useDeleteHelpLink } from '../api/delete-help-link.ts';
import { useHelpLinks } from '../api/list-help-links.ts';
import { HelpLinkFormDialog } from './help-link-form-dialog.tsx';
import { HelpLinkList } from './help-link-list.tsx';

type Editing = { kind: 'create' } | { kind: 'edit'; helpLink: HelpLinkView } | null;

/** Help links shown to participants on their dashboard: list, add, edit, delete. */
export function HelpLinksPage() {
  const helpLinks = useHelpLinks();
  const remove = useDeleteHelpLink();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<HelpLinkView | null>(null);
  const items = helpLinks.data?.items ?? [];
  const nextSortOrder =
    items.length === 0 ? 0 : Math.min(10_000, Math.max(...items.map((l) => l.sortOrder)) + 10);

  const addButton = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({ kind: 'create' })}>
      Add a help link
    </Button>
  );

  return (
    <Page
      title="Help links"
      description="Links participants see in the “Helpful links” card on their dashboard, in this order."
      actions={items.length > 0 ? addButton : undefined}
    >
      {helpLinks.isError ? (
        <ErrorAlert title="The help links could not be loaded" error={helpLinks.error} />
      ) : helpLinks.isPending ? (
        <TableSkeleton label="Loading help links" />
      ) : items.length === 0 ? (
        <EmptyState icon={IconLink} title="No help links yet" action={addButton}>
          Participants see a “Helpful links” card on their dashboard once you add a link: a help line, a guide
          or your organisation's website.
        </EmptyState>
      ) : (
        <HelpLinkList
          items={items}
          onEdit={(helpLink) => setEditing({ kind: 'edit', helpLink })}
          onDelete={setDeleting}
        />
      )}
      {editing ? (
        <HelpLinkFormDialog
          helpLink={editing.kind === 'edit' ? editing.helpLink : null}
          nextSortOrder={nextSortOrder}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this help link?"
        confirmLabel="Delete link"
        danger
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              showToast({ color: 'teal', message: `“${deleting.title}” deleted.` });
              setDeleting(null);
            },
            onError: (e) => showToast({ color: 'red', title: 'Not deleted', message: errorMessage(e) }),
          })
        }
      >
        {`“${deleting?.title ?? ''}” will no longer be shown to participants. This cannot be undone.`}
      </ConfirmDialog>
    </Page>
  );
}

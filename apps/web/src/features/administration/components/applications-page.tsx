import type { ApplicationView } from '@casework/contract';
import { Button } from '@mantine/core';
import { IconApps, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { ConfirmDialog } from '../../../platform/forms/confirm-dialog.tsx';
import { showToast } from '../../../platform/forms/toast.ts';
import { Page } from '../../../platform/layout/page.tsx';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';
import { EmptyState, TableSkeleton } from '../../../platform/ui/list-states.tsx';
import { useApplications } from '../api/list-applications.ts';
import { useUpdateApplication } from '../api/update-application.ts';
import { ApplicationFormDialog, type TeamOption } from './application-form-dialog.tsx';
import { ApplicationList } from './application-list.tsx';

export interface ApplicationsPageProps {
  /** The teams an application can be answered by (composed by the route from the teams feature). */
  teams: readonly TeamOption[] | undefined;
  /** Why the team list could not be loaded, if it could not. */
  teamsError: string | null;
}

type Editing = { kind: 'create' } | { kind: 'edit'; application: ApplicationView } | null;

/** Applications (secure-messaging departments): list, add, edit, deactivate and reactivate. */
export function ApplicationsPage({ teams, teamsError }: ApplicationsPageProps) {
  const applications = useApplications();
  const setActive = useUpdateApplication();
  const [editing, setEditing] = useState<Editing>(null);
  const [deactivating, setDeactivating] = useState<ApplicationView | null>(null);

  function changeActive(application: ApplicationView, isActive: boolean) {
    setActive.mutate(
      { applicationId: application.id, body: { isActive } },
      {
        onSuccess: (saved) => {
          showToast({
            color: 'teal',
            message: isActive
              ? `${saved.name} is active again: participants can write to it.`
              : `${saved.name} is deactivated: participants no longer see it.`,
          });
          setDeactivating(null);
        },
        onError: (e) => showToast({ color: 'red', title: 'Not changed', message: errorMessage(e) }),
      },
    );
  }

  const addButton = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({ kind: 'create' })}>
      Add an application
    </Button>
  );
  const items = applications.data?.items ?? [];

  return (
    <Page
      title="Applications"
      description="The departments participants can write to. Each is answered by one team; participants see only the active ones."
      actions={items.length > 0 ? addButton : undefined}
    >
      {applications.isError ? (
        <ErrorAlert title="The applications could not be loaded" error={applications.error} />
      ) : applications.isPending ? (
        <TableSkeleton label="Loading applications" />
      ) : items.length === 0 ? (
        <EmptyState icon={IconApps} title="No applications yet" action={addButton}>
          Add the first department participants can send a secure message to, and choose the team that
          answers.
        </EmptyState>
      ) : (
        <ApplicationList
          items={items}
          onEdit={(application) => setEditing({ kind: 'edit', application })}
          onDeactivate={setDeactivating}
          onActivate={(application) => changeActive(application, true)}
          activatingId={setActive.isPending ? setActive.variables.applicationId : null}
        />
      )}
      {editing ? (
        <ApplicationFormDialog
          application={editing.kind === 'edit' ? editing.application : null}
          teams={teams}
          teamsError={teamsError}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        opened={deactivating !== null}
        title={`Deactivate ${deactivating?.name ?? ''}?`}
        confirmLabel="Deactivate"
        danger
        busy={setActive.isPending}
        onCancel={() => setDeactivating(null)}
        onConfirm={() => deactivating && changeActive(deactivating, false)}
      >
        Participants will no longer see it in their new-message form. Conversations already started stay with
        the team, and you can activate it again at any time.
      </ConfirmDialog>
    </Page>
  );
}

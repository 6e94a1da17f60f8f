import { CreateApplicationBody, type ApplicationView, type UpdateApplicationBody } from '@casework/contract';
import { Alert, Button, Group, Modal, Select, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage, isApiError } from '../../../platform/api/api-error.ts';
import { issuesByField } from '../../../platform/forms/issues-by-field.ts';
import { fieldErrorsOf, unplacedErrors } from '../../../platform/forms/server-errors.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { useCreateApplication } from '../api/create-application.ts';
import { useUpdateApplication } from '../api/update-application.ts';

export interface TeamOption {
  id: string;
  name: string;
}

export interface ApplicationFormDialogProps {
  /** The application to edit; null to create one. */
  application: ApplicationView | null;
  teams: readonly TeamOption[] | undefined;
  /** Why the team list could not be loaded, if it could not. */
  teamsError: string | null;
  onClose: () => void;
}

const FIELDS = ['name', 'description', 'teamId', 'isActive'] as const;

/** Create or edit an application: name, description, the answering team and whether participants can choose it. */
export function ApplicationFormDialog({
  application,
  teams,
  teamsError,
  onClose,
}: ApplicationFormDialogProps) {
  const [name, setName] = useState(application?.name ?? '');
  const [description, setDescription] = useState(application?.description ?? '');
  const [teamId, setTeamId] = useState<string | null>(application?.team.id ?? null);
  const [isActive, setIsActive] = useState(application?.isActive ?? true);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const create = useCreateApplication();
  const update = useUpdateApplication();
  const mutation = application ? update : create;
  const serverErrors = fieldErrorsOf(mutation.error);
  // A name already taken answers 409 without field errors: it belongs next to the name.
  if (isApiError(mutation.error) && mutation.error.status === 409 && !serverErrors.name) {
    serverErrors.name = errorMessage(mutation.error);
  }
  const errorFor = (field: string) => clientErrors[field] ?? serverErrors[field];
  const stray = unplacedErrors(serverErrors, FIELDS);

  const teamOptions = [...(teams ?? [])];
  if (application && !teamOptions.some((t) => t.id === application.team.id))
    teamOptions.push(application.team);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = CreateApplicationBody.safeParse({ name, description, teamId: teamId ?? '', isActive });
    if (!parsed.success) {
      const issues = issuesByField(parsed.error);
      if (teamId === null) issues.teamId = 'Choose the team that answers';
      setClientErrors(issues);
      return;
    }
    setClientErrors({});
    const body = parsed.data;
    const done = (message: string) => {
      showToast({ color: 'teal', message });
      onClose();
    };
    if (!application) {
      create.mutate(body, { onSuccess: (saved) => done(`${saved.name} added.`) });
      return;
    }
    const changes: UpdateApplicationBody = {
      ...(body.name !== application.name ? { name: body.name } : {}),
      ...(body.description !== application.description ? { description: body.description } : {}),
      ...(body.teamId !== application.team.id ? { teamId: body.teamId } : {}),
      ...(body.isActive !== application.isActive ? { isActive: body.isActive } : {}),
    };
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    update.mutate(
      { applicationId: application.id, body: changes },
      { onSuccess: (saved) => done(`${saved.name} saved.`) },
    );
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={application ? `Edit ${application.name}` : 'Add an application'}
      centered
      size="lg"
      closeOnClickOutside={!mutation.isPending}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Name"
            description="What participants choose when they write, e.g. “Housing assistance”."
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errorFor('name')}
            maxLength={100}
            required
            data-autofocus
          />
          <Textarea
            label="Description"
            description="One or two sentences on what this department helps with."
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            error={errorFor('description')}
            maxLength={500}
            autosize
            minRows={2}
            maxRows={6}
          />
          <Select
            label="Answering team"
            description="Messages sent to this application arrive in this team's inbox."
            placeholder={
              teams ? 'Choose a team' : teamsError ? 'Teams could not be loaded' : 'Loading teams…'
            }
            data={teamOptions.map((t) => ({ value: t.id, label: t.name }))}
            value={teamId}
            onChange={setTeamId}
            error={errorFor('teamId') ?? teamsError ?? undefined}
            searchable
            nothingFoundMessage="No team has that name"
            required
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Switch
            label="Active"
            description="Participants can choose an active application in their new-message form."
            checked={isActive}
            onChange={(e) => setIsActive(e.currentTarget.checked)}
            error={errorFor('isActive')}
          />
          {stray.length > 0 || (mutation.isError && Object.keys(serverErrors).length === 0) ? (
            <Alert color="red" role="alert" title="Not saved">
              {stray.length > 0 ? stray.join(' ') : errorMessage(mutation.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={mutation.isPending} disabled={mutation.isPending}>
              {application ? 'Save changes' : 'Add application'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

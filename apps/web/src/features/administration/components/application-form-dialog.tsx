import { CreateApplicationBody, type ApplicationView } from '@casework/contract';
import { Select, Switch, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { issuesByField } from '../../../platform/forms/issues-by-field.ts';
import { FormDialog } from '../../../platform/ui/form-dialog.tsx';
import { formErrors, useClientChecks, useFieldsChangedSince } from '../../../platform/ui/form-errors.ts';
import { useCreateApplication } from '../api/create-application.ts';
import { useUpdateApplication } from '../api/update-application.ts';
import { saveCreateOrEdit } from './save-create-or-edit.ts';

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

interface ApplicationValues {
  name: string;
  description: string;
  teamId: string | null;
  isActive: boolean;
}

/** The contract's checks of the values, by field, with what to choose when no team is. */
function checked(values: ApplicationValues) {
  const parsed = CreateApplicationBody.safeParse({ ...values, teamId: values.teamId ?? '' });
  const problems = parsed.success ? {} : issuesByField(parsed.error);
  if (values.teamId === null) problems.teamId = 'Choose the team that answers';
  return { parsed, problems };
}

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
  const create = useCreateApplication();
  const update = useUpdateApplication();
  const mutation = application ? update : create;
  const { parsed, problems } = checked({ name, description, teamId, isActive });
  const checks = useClientChecks(problems);
  const { changed, markChanged } = useFieldsChangedSince(mutation.error);
  // A name already taken answers 409 without field errors: it belongs next to the name. Each error goes as soon as
  // its field is corrected.
  const { errorFor, problem } = formErrors({
    error: mutation.error,
    fields: FIELDS,
    clientErrors: checks.errors,
    conflictField: 'name',
    changed,
  });

  const teamOptions = [...(teams ?? [])];
  if (application && !teamOptions.some((t) => t.id === application.team.id))
    teamOptions.push(application.team);

  function submit() {
    if (!checks.passes() || !parsed.success) return;
    saveCreateOrEdit<CreateApplicationBody, ApplicationView>({
      body: parsed.data,
      create: create.mutate,
      edit: application && {
        current: {
          name: application.name,
          description: application.description,
          teamId: application.team.id,
          isActive: application.isActive,
        },
        update: (changes, options) =>
          update.mutate({ applicationId: application.id, body: changes }, options),
      },
      nameOf: (saved) => saved.name,
      onClose,
    });
  }

  return (
    <FormDialog
      title={application ? `Edit ${application.name}` : 'Add an application'}
      onClose={onClose}
      onSubmit={submit}
      pending={mutation.isPending}
      problem={problem}
      submitLabel={application ? 'Save changes' : 'Add application'}
    >
      <TextInput
        label="Name"
        description="What participants choose when they write, e.g. “Housing assistance”."
        value={name}
        onChange={(e) => {
          setName(e.currentTarget.value);
          markChanged('name');
        }}
        error={errorFor('name')}
        maxLength={100}
        required
        data-autofocus
      />
      <Textarea
        label="Description"
        description="One or two sentences on what this department helps with."
        value={description}
        onChange={(e) => {
          setDescription(e.currentTarget.value);
          markChanged('description');
        }}
        error={errorFor('description')}
        maxLength={500}
        autosize
        minRows={2}
        maxRows={6}
      />
      <Select
        label="Answering team"
        description="Messages sent to this application arrive in this team's inbox."
        placeholder={teams ? 'Choose a team' : teamsError ? 'Teams could not be loaded' : 'Loading teams…'}
        data={teamOptions.map((t) => ({ value: t.id, label: t.name }))}
        value={teamId}
        onChange={(value) => {
          setTeamId(value);
          markChanged('teamId');
        }}
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
        onChange={(e) => {
          setIsActive(e.currentTarget.checked);
          markChanged('isActive');
        }}
        error={errorFor('isActive')}
      />
    </FormDialog>
  );
}

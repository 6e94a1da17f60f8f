import {
  ServiceBody,
  type DepartmentView,
  type ListTeamsResponse,
  type ProgramView,
  type ServiceCategoryView,
  type ServiceDetailsView,
} from '@casework/contract';
import { Alert, Grid, Loader, Stack, TextInput, Textarea } from '@mantine/core';
import type { FormEvent } from 'react';
import type { z } from 'zod';
import { showToast } from '../../../../platform/forms/toast.ts';
import { ErrorAlert } from '../../../../platform/ui/error-alert.tsx';
import { useCreateService } from '../../api/create-service.ts';
import { useDepartments } from '../../api/list-departments.ts';
import { usePrograms } from '../../api/list-programs.ts';
import { useServiceCategories } from '../../api/list-service-categories.ts';
import { useTeams } from '../../api/list-teams.ts';
import { useUpdateService } from '../../api/update-service.ts';
import { SERVICE_FIELD_LABELS } from './service-field-labels.ts';
import { ServiceReferenceFields } from './service-reference-fields.tsx';
import { serviceBodyOf, serviceFormValues, type ServiceFormValues } from './service-form-values.ts';
import { useResourceForm } from './use-resource-form.ts';
import { STEP_WIDTH } from './wizard-steps.ts';

const FIELDS = [
  'name',
  'alternateName',
  'description',
  'url',
  'email',
  'status',
  'feesDescription',
  'applicationProcess',
  'interpretationServices',
  'categoryId',
  'departmentId',
  'programId',
  'teamId',
] as const;

export interface ServiceStepProps {
  /** The service being edited; null before it is created. */
  service: ServiceDetailsView | null;
  /** Enter in a field does what "Save and continue" does. */
  onSubmit: () => void;
}

/** Step Service: the service's own fields, its category, department, program and answering team. */
export function ServiceStep({ service, onSubmit }: ServiceStepProps) {
  const categories = useServiceCategories();
  const departments = useDepartments();
  const programs = usePrograms();
  const teams = useTeams();
  const failed = [categories, departments, programs, teams].find((q) => q.isError);
  if (failed) return <ErrorAlert title="The lists for this form could not be loaded" error={failed.error} />;
  if (!categories.data || !departments.data || !programs.data || !teams.data)
    return <Loader size="sm" aria-label="Loading categories, departments and teams" />;
  return (
    <ServiceForm
      key={service?.id ?? 'new'}
      service={service}
      categories={categories.data.items}
      departments={departments.data.items}
      programs={programs.data.items}
      teams={teams.data.items}
      onSubmit={onSubmit}
    />
  );
}

interface ServiceFormProps extends ServiceStepProps {
  categories: readonly ServiceCategoryView[];
  departments: readonly DepartmentView[];
  programs: readonly ProgramView[];
  teams: z.infer<typeof ListTeamsResponse>['items'];
}

function ServiceForm({ service, categories, departments, programs, teams, onSubmit }: ServiceFormProps) {
  const create = useCreateService();
  const update = useUpdateService(service?.id ?? '');
  // A new service starts inactive, so participants never see one that is half made; Review publishes it.
  const status = service?.status ?? 'inactive';
  const form = useResourceForm({
    initial: serviceFormValues(service, departments),
    schema: ServiceBody,
    toInput: (values: ServiceFormValues) => serviceBodyOf(values, status),
    requiredMessages: {
      name: 'Give the service a name',
      description: 'Describe the service in a sentence or two',
    },
    fields: FIELDS,
    mustSave: service === null,
    submit: (body) => (service ? update.mutateAsync(body) : create.mutateAsync(body)),
    onSaved: (saved) =>
      showToast({
        color: 'teal',
        message: service
          ? `Saved: ${saved.name}`
          : `${saved.name} saved as inactive: participants will see it once you publish it on the last step.`,
      }),
    createdServiceId: (saved) => saved.id,
  });
  const { values, set, errorFor } = form;

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  const { text } = form;

  return (
    <form
      id={form.formId}
      onSubmit={submit}
      noValidate
      aria-label="About the service"
      aria-busy={form.saving}
    >
      <Stack gap="md" maw={STEP_WIDTH}>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={SERVICE_FIELD_LABELS.name}
              description="As participants see it in the directory"
              withAsterisk
              maxLength={200}
              autoComplete="off"
              {...text('name')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={SERVICE_FIELD_LABELS.alternateName}
              description="Another name people know it by; searched too"
              maxLength={200}
              autoComplete="off"
              {...text('alternateName')}
            />
          </Grid.Col>
        </Grid>
        <Textarea
          label={SERVICE_FIELD_LABELS.description}
          description="What the service does and for whom, in plain words"
          withAsterisk
          autosize
          minRows={3}
          maxLength={4000}
          {...text('description')}
        />
        <Grid gap="md">
          <ServiceReferenceFields
            values={values}
            set={set}
            errorFor={errorFor}
            categories={categories}
            departments={departments}
            programs={programs}
            teams={teams}
          />
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={SERVICE_FIELD_LABELS.url}
              type="url"
              placeholder="https://"
              autoComplete="off"
              maxLength={2000}
              {...text('url')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={SERVICE_FIELD_LABELS.email}
              type="email"
              autoComplete="off"
              maxLength={320}
              {...text('email')}
            />
          </Grid.Col>
        </Grid>
        <Textarea
          label={SERVICE_FIELD_LABELS.feesDescription}
          description="What it costs, or that it is free"
          autosize
          minRows={2}
          maxLength={4000}
          {...text('feesDescription')}
        />
        <Textarea
          label={SERVICE_FIELD_LABELS.applicationProcess}
          description="The steps a participant takes to get the service"
          autosize
          minRows={2}
          maxLength={4000}
          {...text('applicationProcess')}
        />
        <TextInput
          label={SERVICE_FIELD_LABELS.interpretationServices}
          description="e.g. “Yup'ik and Iñupiaq interpreters on request”"
          maxLength={200}
          {...text('interpretationServices')}
        />
        {form.formError ? (
          <Alert color="red" role="alert" title="Not saved">
            {form.formError}
          </Alert>
        ) : null}
        {/* Enter in a field submits: the wizard's "Save and continue" does the saving. */}
        <button type="submit" hidden tabIndex={-1} aria-hidden />
      </Stack>
    </form>
  );
}

import {
  SERVICE_STATUSES,
  SERVICE_STATUS_LABELS,
  type ServiceDetailsView,
  type ServiceStatus,
} from '@casework/contract';
import { Alert, Button, Group, List, Loader, Paper, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../../platform/api/api-error.ts';
import { fieldErrorsOf } from '../../../../platform/forms/server-errors.ts';
import { ErrorAlert } from '../../../../platform/ui/error-alert.tsx';
import { PendingButton } from '../../../../platform/ui/pending-button.tsx';
import { useDepartments } from '../../api/list-departments.ts';
import { useServiceSchedules } from '../../api/list-schedules.ts';
import { useUpdateService } from '../../api/update-service.ts';
import { ReviewSummary } from './review-summary.tsx';
import { SERVICE_FIELD_LABELS, isServiceField } from './service-field-labels.ts';
import { serviceBodyOf, serviceFormValues } from './service-form-values.ts';
import { STEP_WIDTH, type WizardStep } from './wizard-steps.ts';

const STATUS_HELP: Record<ServiceStatus, string> = {
  active: 'Listed for everyone: participants find it in their service finder.',
  inactive: 'Hidden from participants; staff still see it.',
  'temporarily closed': 'Hidden from participants until it reopens; staff still see it.',
  defunct: 'No longer offered: hidden from participants and kept for the record.',
};

export interface ReviewStepProps {
  service: ServiceDetailsView;
  onEdit: (step: WizardStep) => void;
  /** After the status is saved. */
  onPublished: (service: ServiceDetailsView) => void;
}

/** Step Review: a summary of everything, the status, and "Publish". */
export function ReviewStep({ service, onEdit, onPublished }: ReviewStepProps) {
  const schedules = useServiceSchedules(service.id);
  const departments = useDepartments();
  const update = useUpdateService(service.id);
  const [status, setStatus] = useState<ServiceStatus>(
    service.status === 'inactive' ? 'active' : service.status,
  );
  // An active service is published: the button, the note above it and a refusal all say so.
  const publishing = status === 'active';
  const failed = schedules.isError ? schedules.error : departments.isError ? departments.error : null;
  if (failed) return <ErrorAlert title="The summary could not be loaded" error={failed} />;
  if (!schedules.data || !departments.data) return <Loader size="sm" aria-label="Loading the summary" />;
  const departmentList = departments.data.items;

  function publish() {
    const body = serviceBodyOf(serviceFormValues(service, departmentList), status);
    update.mutate(body, { onSuccess: onPublished });
  }

  const { status: statusError, ...serviceErrors } = fieldErrorsOf(update.error);
  // A service saved before a rule tightened (an e-mail with a doubled dot) is refused here: say what to correct.
  const serviceProblems = Object.entries(serviceErrors).flatMap(([field, message]) =>
    isServiceField(field) ? [{ label: SERVICE_FIELD_LABELS[field], field, message }] : [],
  );
  return (
    <Stack gap="lg" maw={STEP_WIDTH}>
      <ReviewSummary service={service} schedules={schedules.data.items} onEdit={onEdit} />
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Select
            label="Status"
            description={STATUS_HELP[status]}
            data={SERVICE_STATUSES.map((s) => ({ value: s, label: SERVICE_STATUS_LABELS[s] }))}
            value={status}
            onChange={(value) => value && setStatus(value as ServiceStatus)}
            allowDeselect={false}
            error={statusError}
            maw={360}
            comboboxProps={{ withinPortal: true }}
          />
          {service.status !== status ? (
            <Text size="sm" c="dimmed">
              Now {SERVICE_STATUS_LABELS[service.status].toLowerCase()}; it becomes{' '}
              {SERVICE_STATUS_LABELS[status].toLowerCase()} when you {publishing ? 'publish it' : 'save'}.
            </Text>
          ) : null}
          {update.isError && !statusError ? (
            <Alert color="red" role="alert" title={publishing ? 'Not published' : 'Not saved'}>
              {serviceProblems.length > 0 ? (
                <Stack gap="xs">
                  <Text size="sm">Correct the service’s details first:</Text>
                  <List size="sm">
                    {serviceProblems.map(({ field, label, message }) => (
                      <List.Item key={field}>
                        {label}: {message}
                      </List.Item>
                    ))}
                  </List>
                  <Button variant="default" size="xs" w="fit-content" onClick={() => onEdit('Service')}>
                    Edit the service’s details
                  </Button>
                </Stack>
              ) : (
                errorMessage(update.error)
              )}
            </Alert>
          ) : null}
          <Group>
            <PendingButton onClick={publish} pending={update.isPending}>
              {publishing ? 'Publish' : 'Save and finish'}
            </PendingButton>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

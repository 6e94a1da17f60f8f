import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PendingButton } from '../../../../platform/ui/pending-button.tsx';
import type { ResourceForm } from './use-resource-form.ts';

export interface ResourceFormFrameProps<V> {
  form: ResourceForm<V>;
  /** The form's heading and accessible name, e.g. "New contact". */
  label: string;
  submitLabel: string;
  onCancel?: () => void;
  /** Inside a dialog: no frame and no heading (the dialog has its title). */
  bare?: boolean;
  children: ReactNode;
}

/** A small form of the directory editor: heading, fields, what went wrong, Save and Cancel. */
export function ResourceFormFrame<V>({
  form,
  label,
  submitLabel,
  onCancel,
  bare = false,
  children,
}: ResourceFormFrameProps<V>) {
  const content = (
    <form id={form.formId} onSubmit={form.onSubmit} noValidate aria-label={label} aria-busy={form.saving}>
      <Stack gap="sm">
        {bare ? null : (
          <Title order={4} size="h5">
            {label}
          </Title>
        )}
        {children}
        {form.formError ? (
          <Alert color="red" role="alert" title="Not saved">
            {form.formError}
          </Alert>
        ) : null}
        <Group gap="sm" justify={bare ? 'flex-end' : 'flex-start'}>
          {bare && onCancel ? <CancelButton form={form} onCancel={onCancel} /> : null}
          <PendingButton type="submit" pending={form.saving}>
            {submitLabel}
          </PendingButton>
          {!bare && onCancel ? <CancelButton form={form} onCancel={onCancel} /> : null}
        </Group>
      </Stack>
    </form>
  );
  if (bare) return content;
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-body)">
      {content}
    </Paper>
  );
}

function CancelButton<V>({ form, onCancel }: { form: ResourceForm<V>; onCancel: () => void }) {
  return (
    <Button variant="default" onClick={() => onCancel()} disabled={form.saving}>
      Cancel
    </Button>
  );
}

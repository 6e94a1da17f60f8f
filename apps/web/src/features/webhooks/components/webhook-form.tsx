import {
  CreateWebhookBody,
  WEBHOOK_URL_HELP,
  webhookUrlProblem,
  type WebhookEventInfo,
} from '@casework/contract';
import { Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { UnsavedChangesGuard } from '../../../platform/forms/unsaved-changes-guard.tsx';
import { issuesByField } from '../../../platform/forms/issues-by-field.ts';
import { FormFooter } from '../../../platform/ui/form-footer.tsx';
import { formErrors, useClientChecks, useFieldsChangedSince } from '../../../platform/ui/form-errors.ts';
import { EventTypePicker, type EventTypePickerHandle } from './event-type-picker.tsx';

export interface WebhookFormValues {
  url: string;
  description: string;
  eventTypes: string[];
  isActive: boolean;
}

/** What the form sends: trimmed, events without duplicates. */
export type WebhookFormOutput = z.output<typeof CreateWebhookBody>;

export interface WebhookFormProps {
  initial?: WebhookFormValues;
  catalogue: readonly WebhookEventInfo[] | undefined;
  catalogueError: string | null;
  submitLabel: string;
  pending: boolean;
  /** The failed request, if any: its field errors go next to the fields. */
  error: unknown;
  onSubmit: (values: WebhookFormOutput) => void;
  /** Extra words under the Active switch (e.g. why a disabled webhook stopped). */
  activeNote?: (isActive: boolean) => ReactNode;
  /** More buttons next to the submit button. */
  extraActions?: ReactNode;
}

const EMPTY: WebhookFormValues = { url: 'https://', description: '', eventTypes: [], isActive: true };
const FIELDS = ['url', 'description', 'eventTypes', 'isActive'] as const;

function sameValues(a: WebhookFormValues, b: WebhookFormValues): boolean {
  return (
    a.url.trim() === b.url.trim() &&
    a.description.trim() === b.description.trim() &&
    a.isActive === b.isActive &&
    a.eventTypes.length === b.eventTypes.length &&
    a.eventTypes.every((type) => b.eventTypes.includes(type))
  );
}

/** The form's own checks, with the contract's rules; "eventTypes.3" belongs to the event checkboxes as a whole. */
function problemsOf(values: WebhookFormValues): Record<string, string> {
  const parsed = CreateWebhookBody.omit({ secret: true }).safeParse(values);
  const problems: Record<string, string> = parsed.success
    ? {}
    : issuesByField(parsed.error, { wholeFields: ['eventTypes'] });
  // The server's own address rule, as lenient as any server is (http://localhost is its to refuse or not).
  const urlProblem = webhookUrlProblem(values.url, { allowHttpLocal: true });
  if (urlProblem) problems.url = urlProblem;
  if (values.url.trim() === '' || values.url.trim() === 'https://')
    problems.url = 'Enter the address that receives the events, e.g. https://partner.example.org/hooks';
  return problems;
}

/**
 * The URL, description, events and Active switch of a webhook; used to create one and to edit one. Checked here
 * first with the contract's rules; the server's refusals (an address it will not call) land on their fields.
 */
export function WebhookForm({
  initial = EMPTY,
  catalogue,
  catalogueError,
  submitLabel,
  pending,
  error,
  onSubmit,
  activeNote,
  extraActions,
}: WebhookFormProps) {
  const [url, setUrl] = useState(initial.url);
  const [description, setDescription] = useState(initial.description);
  const [eventTypes, setEventTypes] = useState<string[]>(initial.eventTypes);
  const [isActive, setIsActive] = useState(initial.isActive);
  const formRef = useRef<HTMLFormElement>(null);
  const urlRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const eventsRef = useRef<EventTypePickerHandle>(null);
  const activeRef = useRef<HTMLInputElement>(null);
  const values = { url, description, eventTypes, isActive };
  const dirty = !sameValues(values, initial);

  const problems = problemsOf(values);
  const checks = useClientChecks(problems);
  const { changed, markChanged } = useFieldsChangedSince(error);
  const { errorFor, problem } = formErrors({ error, fields: FIELDS, clientErrors: checks.errors, changed });

  /**
   * Focus the first field that was refused, which scrolls it into view and reads out its error: the errors can be
   * a long way above the button that was pressed. With no field to blame, focus goes back to that button, beside
   * the "Not saved" alert.
   */
  function focusFirstProblem(errorOf: (field: (typeof FIELDS)[number]) => string | undefined) {
    const first = FIELDS.find((field) => errorOf(field) !== undefined);
    if (first === 'url') urlRef.current?.focus();
    else if (first === 'description') descriptionRef.current?.focus();
    else if (first === 'eventTypes') eventsRef.current?.focus();
    else if (first === 'isActive') activeRef.current?.focus();
    else formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  }

  // Each refusal from the server is a new error: move focus once per refusal, not on every render.
  useEffect(() => {
    if (!error) return;
    focusFirstProblem(formErrors({ error, fields: FIELDS }).errorFor);
  }, [error]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = CreateWebhookBody.omit({ secret: true }).safeParse(values);
    if (!checks.passes() || !parsed.success) {
      focusFirstProblem((field) => problems[field]);
      return;
    }
    onSubmit(parsed.data);
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-busy={pending}>
      <Stack gap="md">
        <TextInput
          ref={urlRef}
          label="Endpoint URL"
          description={WEBHOOK_URL_HELP}
          type="url"
          inputMode="url"
          autoComplete="off"
          value={url}
          onChange={(e) => {
            setUrl(e.currentTarget.value);
            markChanged('url');
          }}
          error={errorFor('url')}
          maxLength={2000}
          required
          data-autofocus
        />
        <Textarea
          ref={descriptionRef}
          label="Description"
          description="Optional: who receives these events and why, e.g. “Case sync to the county CRM”."
          value={description}
          onChange={(e) => {
            setDescription(e.currentTarget.value);
            markChanged('description');
          }}
          error={errorFor('description')}
          maxLength={500}
          autosize
          minRows={2}
          maxRows={5}
        />
        <EventTypePicker
          ref={eventsRef}
          catalogue={catalogue}
          catalogueError={catalogueError}
          value={eventTypes}
          onChange={(next) => {
            setEventTypes(next);
            markChanged('eventTypes');
          }}
          error={errorFor('eventTypes')}
        />
        <Stack gap={6}>
          <Switch
            ref={activeRef}
            label="Active"
            description="Deliver events to this URL. Switch off to pause deliveries without deleting the webhook; events that happen while it is off are not sent later."
            checked={isActive}
            onChange={(e) => {
              setIsActive(e.currentTarget.checked);
              markChanged('isActive');
            }}
            error={errorFor('isActive')}
          />
          {activeNote?.(isActive)}
        </Stack>
        <FormFooter problem={problem} submitLabel={submitLabel} pending={pending}>
          {extraActions}
        </FormFooter>
      </Stack>
      <UnsavedChangesGuard dirty={dirty} what="the webhook form" />
    </form>
  );
}

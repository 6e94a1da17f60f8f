import {
  THREAD_SUBJECT_MAX_CHARS,
  isRichTextNonEmpty,
  unfilledTemplateVariables,
  unfilledTemplateVariablesMessage,
  type TemplateVariableValues,
} from '@casework/contract';
import { Alert, Group, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { UploadList, type UploadState } from '../../../platform/forms/upload-list.tsx';
import { RouterButton } from '../../../platform/layout/router-links.tsx';
import { SendWhenOnlineNotice } from '../../../platform/ui/offline-notice.tsx';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { MessageComposer } from './lazy-message-composer.tsx';
import type { ComposerSubmit } from './message-composer.tsx';

export const EMPTY_MESSAGE_TEXT = 'Write a message: it must contain some text';

/**
 * Client checks of the subject and message before sending (the server checks again). A staff member's message may
 * not keep a quick-message variable nobody filled in; a participant's braces are their own text.
 */
export function messageErrors(
  subject: string,
  html: string,
  author: 'staff' | 'participant',
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (subject.trim().length > THREAD_SUBJECT_MAX_CHARS)
    errors.subject = `Must be at most ${THREAD_SUBJECT_MAX_CHARS} characters`;
  const unfilled = author === 'staff' ? unfilledTemplateVariables(html) : [];
  if (!isRichTextNonEmpty(html)) errors.body = EMPTY_MESSAGE_TEXT;
  else if (unfilled.length > 0) errors.body = unfilledTemplateVariablesMessage(unfilled);
  return errors;
}

/**
 * Moves the focus to the first field with an error, in the order of the form: `destination` (selectors for the
 * where-to field, the first that matches wins), then the subject, then the message editor. Says whether a field took
 * the focus.
 */
export function focusFirstError(
  form: HTMLElement | null,
  errors: Record<string, string>,
  destination: readonly string[] | null,
): boolean {
  const selectors =
    errors.destination && destination
      ? destination
      : errors.subject
        ? ['input[name="subject"]']
        : errors.body
          ? ['[contenteditable="true"]']
          : [];
  const field = selectors.map((s) => form?.querySelector<HTMLElement>(s)).find((f) => f != null);
  field?.focus();
  return field != null;
}

/**
 * After the server refused a message, once its errors are on screen: the focus goes to the first field it named
 * (whose error is read with it), or else to the "Not sent" banner, which is read by its title and text. Either way
 * the refusal is shown and said once, in the form next to what was written, and the focus is not left on the page's
 * body (the Send button it was on is disabled while sending).
 */
export function showRefusal(
  form: HTMLElement | null,
  errors: Record<string, string>,
  destination: readonly string[] | null,
): void {
  if (focusFirstError(form, errors, destination)) return;
  form?.querySelector<HTMLElement>('[data-refusal]')?.focus();
}

/** Something is written or attached in the message editor (what leaving the page would lose). */
export function holdsMessage(message: ComposerSubmit): boolean {
  return message.html !== '' || message.files.length > 0 || (message.templates?.length ?? 0) > 0;
}

/** Ctrl/Cmd+Enter anywhere in the form sends it, as in the reply composer. */
export function submitOnCtrlEnter(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}

/** The server's field names for where a new thread goes, all shown at the destination field. */
export const DESTINATION_FIELDS = ['teamId', 'applicationId', 'serviceTeamId'] as const;

/** The fields of NewMessageFields whose server errors go once they are changed. */
export type NewMessageField = 'subject' | 'body';

export interface NewMessageFieldsProps {
  subject: string;
  onSubjectChange: (subject: string) => void;
  /** The message's text as the page holds it: only a different text from the editor is a change. */
  messageHtml: string;
  onMessageChange: (value: ComposerSubmit) => void;
  /** Told which field the person changed (after a refusal, its server error no longer applies). */
  markChanged: (field: NewMessageField) => void;
  errors: Record<string, string>;
  /** A problem not tied to one field (e.g. the team no longer exists). */
  formError: string | null;
  uploads: readonly UploadState[];
  busy: boolean;
  /** The send under way waits for the connection (offline): said beside the Send button. */
  waitingForConnection: boolean;
  cancelTo: '/staff/inbox' | '/participant/inbox';
  /** Fields above the subject: who the message goes to. */
  children?: ReactNode;
  /** Staff: the quick-message variable values; without them the composer offers no quick messages. */
  templateValues?: TemplateVariableValues;
}

/**
 * The body of a new-message form: where it goes (children), subject, the rich-text message with its files, the
 * upload progress, and Send / Cancel. The caller owns the <form> and its submit.
 */
export function NewMessageFields({
  subject,
  onSubjectChange,
  messageHtml,
  onMessageChange,
  markChanged,
  errors,
  formError,
  uploads,
  busy,
  waitingForConnection,
  cancelTo,
  children,
  templateValues,
}: NewMessageFieldsProps) {
  return (
    <Stack gap="md">
      {formError ? (
        <Alert
          color="red"
          variant="light"
          role="group"
          tabIndex={-1}
          icon={<IconAlertTriangle aria-hidden />}
          title="Not sent"
          data-refusal
        >
          {formError}
        </Alert>
      ) : null}
      {children}
      <TextInput
        label="Subject"
        description="Optional. Without one, the start of your message is used."
        value={subject}
        onChange={(e) => {
          markChanged('subject');
          onSubjectChange(e.currentTarget.value);
        }}
        maxLength={THREAD_SUBJECT_MAX_CHARS}
        error={errors.subject}
        autoComplete="off"
        name="subject"
      />
      <MessageComposer
        label="Message"
        submitLabel="Send message"
        placeholder="Write your message"
        onSubmit={() => Promise.resolve()}
        onChange={(next) => {
          // The editor also reports what it holds when nothing was typed: only a new text is a change.
          if (next.html !== messageHtml) markChanged('body');
          onMessageChange(next);
        }}
        error={errors.body ?? null}
        disabled={busy}
        quickMessages={templateValues ? undefined : null}
        templateValues={templateValues}
      />
      <UploadList uploads={uploads} />
      <SendWhenOnlineNotice waiting={busy && waitingForConnection} sending={busy} what="message" />
      <Group justify="flex-end" gap="sm">
        {/* Cancel is the choice to throw the message away: it does not ask again. */}
        <RouterButton to={cancelTo} variant="default" disabled={busy} ignoreBlocker>
          Cancel
        </RouterButton>
        <PendingButton type="submit" pending={busy} leftSection={<IconSend size={16} aria-hidden />}>
          Send message
        </PendingButton>
      </Group>
    </Stack>
  );
}

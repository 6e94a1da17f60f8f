import type { ApplicationPortalView, CreateThreadBody } from '@casework/contract';
import { Alert, Button, Paper, Radio, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { fieldErrorsOf, withoutFields } from '../../../platform/forms/server-errors.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { UnsavedChangesGuard } from '../../../platform/forms/unsaved-changes-guard.tsx';
import { Page } from '../../../platform/layout/page.tsx';
import { withActionFlags } from '../../../platform/links/action-flags.ts';
import type { NewMessageSearch } from '../../../platform/links/new-message-link.ts';
import { useClientChecks, useFieldsChangedSince } from '../../../platform/ui/form-errors.ts';
import { useMessageDestinations } from '../api/list-message-destinations.ts';
import type { ComposerSubmit } from './message-composer.tsx';
import {
  DESTINATION_FIELDS,
  NewMessageFields,
  focusFirstError,
  holdsMessage,
  messageErrors,
  showRefusal,
  submitOnCtrlEnter,
} from './new-message-form.tsx';
import { useSendNewThread } from './new-message-send.ts';

/** Up to this many departments are offered as radio buttons with their descriptions; more as a searchable list. */
const RADIO_LIMIT = 8;
/** The where-to field: the department chosen, else the first one, or the searchable list when there are many. */
const DESTINATION_INPUT = ['input[type="radio"]:checked', 'input[type="radio"]', 'input'];
const NO_DESTINATION = 'Choose who you would like to write to.';

/** The server's refusal, by the fields of this form: the destination's several names all go to the where-to field. */
function refusalErrors(error: unknown): Record<string, string> {
  const fields = fieldErrorsOf(error);
  const destination = DESTINATION_FIELDS.map((f) => fields[f]).find(Boolean);
  return {
    ...(destination ? { destination } : {}),
    ...(fields.subject ? { subject: fields.subject } : {}),
    ...(fields.body ? { body: fields.body } : {}),
  };
}

function DestinationChoice({
  applications,
  value,
  onChange,
  error,
}: {
  applications: readonly ApplicationPortalView[];
  value: string | null;
  onChange: (id: string) => void;
  error?: string;
}) {
  if (applications.length > RADIO_LIMIT) {
    return (
      <Select
        label="Who would you like to write to?"
        placeholder="Choose a department"
        searchable
        withAsterisk
        value={value}
        onChange={(id) => id && onChange(id)}
        data={applications.map((a) => ({ value: a.id, label: a.name }))}
        error={error}
        nothingFoundMessage="No department has that name"
      />
    );
  }
  return (
    <Radio.Group
      label="Who would you like to write to?"
      withAsterisk
      value={value ?? ''}
      onChange={onChange}
      error={error}
    >
      <Stack gap="xs" mt="xs">
        {applications.map((a) => (
          <Radio key={a.id} value={a.id} label={a.name} description={a.description || undefined} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

export interface ParticipantNewMessagePageProps {
  /** From the service finder: the service's team (fixed, named) and a subject to start from. */
  search: NewMessageSearch;
}

/**
 * A participant writes to a department (an application, answered by its team), or — arriving from the service
 * finder — to the service's team with the subject filled in. Files go onto the first message once it is sent; then
 * back to the inbox, which confirms it (messageSuccess).
 */
export function ParticipantNewMessagePage({ search }: ParticipantNewMessagePageProps) {
  const navigate = useNavigate();
  const serviceTeamId = search.serviceTeamId?.trim() || undefined;
  const serviceTeamName = search.serviceTeamName?.trim() || 'the service’s team';
  const destinations = useMessageDestinations(serviceTeamId === undefined);
  const [applicationId, setApplicationId] = useState<string | null>(null);
  const [subject, setSubject] = useState(search.subject ?? '');
  const [message, setMessage] = useState<ComposerSubmit>({ html: '', files: [] });
  // The server's last refusal: its errors, and the banner saying why the message was not sent.
  const [refusal, setRefusal] = useState<{ error: unknown } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { send, uploads, busy, waitingForConnection, shown: stillShown } = useSendNewThread();
  // Leaving loses what was chosen, written or attached; once sending, the message goes on without the page.
  const unsent =
    !busy && (applicationId !== null || subject !== (search.subject ?? '') || holdsMessage(message));

  // The form's own checks, shown at a send and checked again as what they refused is corrected: choosing a
  // department takes "Choose who you would like to write to" away at once.
  const problems = messageErrors(subject, message.html, 'participant');
  if (serviceTeamId === undefined && applicationId === null) problems.destination = NO_DESTINATION;
  const checks = useClientChecks(problems);
  // The server's errors go from a field as soon as that field is changed.
  const { changed, markChanged } = useFieldsChangedSince(refusal?.error ?? null);
  const errors = { ...withoutFields(refusalErrors(refusal?.error), changed), ...checks.errors };
  const formError = refusal ? errorMessage(refusal.error) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    // On screen before the focus moves, so that the field is read with its error.
    const passes = flushSync(() => {
      setRefusal(null);
      return checks.passes();
    });
    if (!passes) {
      focusFirstError(formRef.current, problems, DESTINATION_INPUT);
      return;
    }
    const body: CreateThreadBody = {
      ...(serviceTeamId !== undefined ? { serviceTeamId } : { applicationId: applicationId! }),
      ...(subject.trim() ? { subject: subject.trim() } : {}),
      body: message.html,
    };
    let sent;
    try {
      sent = await send(body, message.files);
    } catch (error) {
      flushSync(() => setRefusal({ error }));
      showRefusal(formRef.current, refusalErrors(error), DESTINATION_INPUT);
      return;
    }
    if (sent.fileError) {
      showToast({
        color: 'orange',
        autoClose: false,
        message: `Your message was sent, but a file could not be attached: ${errorMessage(sent.fileError)} You can attach it again in a reply.`,
      });
      // Left while it was sent (offline, it waited for the connection): they are elsewhere now, and stay there.
      if (!stillShown()) return;
      await navigate({
        ignoreBlocker: true,
        href: withActionFlags(`/participant/inbox?thread=${encodeURIComponent(sent.thread.id)}`, {
          messageSuccess: true,
        }),
      });
      return;
    }
    // Left while it was sent: a toast said it was sent (useSendNewThread).
    if (!stillShown()) return;
    await navigate({
      href: withActionFlags('/participant/inbox', { messageSuccess: true }),
      ignoreBlocker: true,
    });
  }

  let destination;
  if (serviceTeamId !== undefined) {
    destination = (
      <Paper withBorder p="sm" radius="md">
        <Text size="sm" fw={500}>
          To: <strong>{serviceTeamName}</strong>
        </Text>
        {errors.destination ? (
          <Text size="sm" c="red" mt={4} role="alert">
            {errors.destination}
          </Text>
        ) : null}
      </Paper>
    );
  } else if (destinations.isPending) {
    destination = (
      <Stack gap="xs" role="status" aria-label="Loading the departments">
        <Skeleton height={16} width={220} />
        <Skeleton height={20} />
        <Skeleton height={20} />
      </Stack>
    );
  } else if (destinations.isError) {
    destination = (
      <Alert color="red" variant="light" title="The departments could not be loaded">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(destinations.error)}</Text>
          <Button size="xs" variant="light" onClick={() => void destinations.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (destinations.data.items.length === 0) {
    destination = (
      <Alert
        color="gray"
        variant="light"
        icon={<IconInfoCircle aria-hidden />}
        title="Nowhere to write to yet"
      >
        No department takes messages here yet. Please contact your case worker another way, or try again
        later.
      </Alert>
    );
  } else {
    destination = (
      <DestinationChoice
        applications={destinations.data.items}
        value={applicationId}
        onChange={(id) => {
          if (id !== applicationId) markChanged('destination');
          setApplicationId(id);
        }}
        error={errors.destination}
      />
    );
  }

  return (
    <Page
      title="New message"
      description="Write a secure message. Only you and the team you write to can read it."
    >
      <form
        ref={formRef}
        onSubmit={(e) => void submit(e)}
        onKeyDown={submitOnCtrlEnter}
        noValidate
        aria-label="New message"
        style={{ maxWidth: 760 }}
      >
        <NewMessageFields
          subject={subject}
          onSubjectChange={setSubject}
          messageHtml={message.html}
          onMessageChange={setMessage}
          markChanged={markChanged}
          errors={errors}
          formError={formError}
          uploads={uploads}
          busy={busy}
          waitingForConnection={waitingForConnection}
          cancelTo="/participant/inbox"
        >
          {destination}
        </NewMessageFields>
      </form>
      <UnsavedChangesGuard dirty={unsent} what="your new message" keptBy="send" />
    </Page>
  );
}

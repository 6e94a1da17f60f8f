import { templateValuesFor, type CreateThreadBody } from '@casework/contract';
import { Select, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { fieldErrorsOf, withoutFields } from '../../../platform/forms/server-errors.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { UnsavedChangesGuard } from '../../../platform/forms/unsaved-changes-guard.tsx';
import { Page } from '../../../platform/layout/page.tsx';
import { withActionFlags } from '../../../platform/links/action-flags.ts';
import type { NewMessageSearch } from '../../../platform/links/new-message-link.ts';
import { useCurrentUser } from '../../../platform/session/current-user.ts';
import { inboxTeamsOf } from '../../../platform/session/roles.ts';
import { useClientChecks, useFieldsChangedSince } from '../../../platform/ui/form-errors.ts';
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

const PERSONAL = 'personal';
const NO_PARTICIPANT = 'Choose the participant to write to.';

/** The server's refusal, by the fields of this form: the destination's several names all go to "Send as". */
function refusalErrors(error: unknown): Record<string, string> {
  const fields = fieldErrorsOf(error);
  const destination = DESTINATION_FIELDS.map((f) => fields[f]).find(Boolean);
  return {
    ...(fields.participantId ? { participantId: fields.participantId } : {}),
    ...(destination ? { sendAs: destination } : {}),
    ...(fields.subject ? { subject: fields.subject } : {}),
    ...(fields.body ? { body: fields.body } : {}),
  };
}

/** The participant the message goes to, as the picker (another feature's) chose them. */
export interface ChosenParticipant {
  participantId: string;
  name: string;
  /** For the quick-message variables; split from `name` when not given. */
  firstName?: string;
  lastName?: string;
}

export interface StaffNewMessagePageProps {
  search: NewMessageSearch;
  participant: ChosenParticipant | null;
  /** The participant search-and-pick of the participants feature, composed in by the route. */
  participantPicker: ReactNode;
}

/**
 * Staff write to a participant: personally (the thread stays in their own inbox) or for one of the teams whose inbox
 * they work (it goes to that team inbox, assigned to them). Files go onto the first message once it is sent; then
 * back to the inbox, which confirms it (messageSuccess).
 */
export function StaffNewMessagePage({ search, participant, participantPicker }: StaffNewMessagePageProps) {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const teams = inboxTeamsOf(user);
  const presetTeam = teams.some((t) => t.id === search.serviceTeamId) ? search.serviceTeamId! : PERSONAL;
  const [sendAs, setSendAs] = useState<string>(presetTeam);
  const [subject, setSubject] = useState(search.subject ?? '');
  const [message, setMessage] = useState<ComposerSubmit>({ html: '', files: [] });
  // The server's last refusal, and who the message it refused was for.
  const [refusal, setRefusal] = useState<{ error: unknown; participantId: string } | null>(null);
  const participantRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { send, uploads, busy, waitingForConnection, shown: stillShown } = useSendNewThread();
  // Leaving loses what was chosen, written or attached here (not who it goes to: the route's picker holds that, and a
  // participant given by the link is no choice); once sending, the message goes on without the page.
  const unsent =
    !busy && (sendAs !== presetTeam || subject !== (search.subject ?? '') || holdsMessage(message));

  // The form's own checks, shown at a send and checked again as what they refused is corrected: choosing the
  // participant takes "Choose the participant" away at once.
  const problems = messageErrors(subject, message.html, 'staff');
  if (!participant) problems.participantId = NO_PARTICIPANT;
  const checks = useClientChecks(problems);
  // The server's errors go from a field as soon as it is changed; its error about the participant once another one
  // is chosen.
  const { changed, markChanged } = useFieldsChangedSince(refusal?.error ?? null);
  const refused = withoutFields(refusalErrors(refusal?.error), [
    ...changed,
    ...(participant?.participantId === refusal?.participantId ? [] : ['participantId']),
  ]);
  const errors = { ...refused, ...checks.errors };
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
      if (problems.participantId) participantRef.current?.focus();
      else focusFirstError(formRef.current, problems, null);
      return;
    }
    const to = participant!.participantId;
    const body: CreateThreadBody = {
      participantId: to,
      ...(sendAs === PERSONAL ? {} : { teamId: sendAs }),
      ...(subject.trim() ? { subject: subject.trim() } : {}),
      body: message.html,
    };
    let sent;
    try {
      sent = await send(body, message.files, message.templates);
    } catch (error) {
      const shown = refusalErrors(error);
      flushSync(() => setRefusal({ error, participantId: to }));
      if (shown.participantId) participantRef.current?.focus();
      else showRefusal(formRef.current, shown, null);
      return;
    }
    if (sent.fileError) {
      showToast({
        color: 'orange',
        autoClose: false,
        message: `Your message was sent, but a file could not be attached: ${errorMessage(sent.fileError)} Attach it again in a reply.`,
      });
      // Left while it was sent (offline, it waited for the connection): they are elsewhere now, and stay there.
      if (!stillShown()) return;
      await navigate({
        ignoreBlocker: true,
        href: withActionFlags(`/staff/inbox?thread=${encodeURIComponent(sent.thread.id)}`, {
          messageSuccess: true,
        }),
      });
      return;
    }
    // Left while it was sent: a toast said it was sent (useSendNewThread).
    if (!stillShown()) return;
    await navigate({ href: withActionFlags('/staff/inbox', { messageSuccess: true }), ignoreBlocker: true });
  }

  return (
    <Page
      title="New message"
      description="Write to a participant. They get an e-mail saying a secure message is waiting, never its content."
    >
      <Stack gap="md" maw={760}>
        <div
          ref={participantRef}
          tabIndex={-1}
          aria-describedby={errors.participantId ? 'participant-error' : undefined}
        >
          {participantPicker}
          {errors.participantId ? (
            <Text size="sm" c="red" mt={4} id="participant-error" role="alert">
              {errors.participantId}
            </Text>
          ) : null}
        </div>
        <form
          ref={formRef}
          onSubmit={(e) => void submit(e)}
          onKeyDown={submitOnCtrlEnter}
          noValidate
          aria-label="New message"
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
            cancelTo="/staff/inbox"
            templateValues={templateValuesFor({
              participant,
              staff: user,
              teamName: teams.find((t) => t.id === sendAs)?.name ?? null,
              subject,
            })}
          >
            <Text size="sm">
              To:{' '}
              {participant ? (
                <strong>
                  {participant.name} ({participant.participantId})
                </strong>
              ) : (
                <Text span c="dimmed" size="sm">
                  choose a participant above
                </Text>
              )}
            </Text>
            <Select
              label="Send as"
              description="A team thread goes to the team inbox, assigned to you; a personal one stays in your own inbox."
              value={sendAs}
              onChange={(value) => {
                markChanged('sendAs');
                setSendAs(value ?? PERSONAL);
              }}
              allowDeselect={false}
              data={[
                { value: PERSONAL, label: 'Personal (my inbox)' },
                ...teams.map((t) => ({ value: t.id, label: t.name })),
              ]}
              error={errors.sendAs}
              maw={420}
            />
          </NewMessageFields>
        </form>
        <UnsavedChangesGuard dirty={unsent} what="your new message" keptBy="send" />
      </Stack>
    </Page>
  );
}

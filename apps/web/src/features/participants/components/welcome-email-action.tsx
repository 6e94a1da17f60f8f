import type { ParticipantSignInSourceView, ParticipantStaffView } from '@casework/contract';
import { Group, Text } from '@mantine/core';
import { IconMail, IconMailOff } from '@tabler/icons-react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { useSignInSource } from '../api/get-sign-in-source.ts';
import { useSendWelcomeEmail } from '../api/send-welcome-email.ts';
import { statusOf } from './participant-format.ts';

/**
 * Why the welcome e-mail (how to sign in, and where) cannot work for this participant, or null when it can. The
 * server refuses the same cases.
 */
export function welcomeEmailBlocker(
  participant: ParticipantStaffView,
  signIn: Pick<ParticipantSignInSourceView, 'source'> | null | undefined,
): string | null {
  if (participant.mergedInto) return `this record was merged into ${participant.mergedInto}`;
  if (statusOf(participant) !== 1) return 'the participant is not active, so they cannot sign in';
  if (!participant.email) return 'no e-mail address on file';
  if (!participant.hasAccount || signIn?.source === 'none')
    return 'no way to sign in is set up yet (see Settings)';
  return null;
}

/** "Send welcome e-mail" when it can work; otherwise a line saying why it is not offered. */
export function WelcomeEmailAction({ participant }: { participant: ParticipantStaffView }) {
  const welcome = useSendWelcomeEmail(participant.participantId);
  const signIn = useSignInSource(participant.participantId);
  // Whether the account is switched on is known only once the sign-in source is read.
  const waiting = participant.hasAccount && signIn.isPending;
  const blocker = waiting ? null : welcomeEmailBlocker(participant, signIn.data);

  if (blocker)
    return (
      <Group gap={6} wrap="nowrap" maw={320}>
        <IconMailOff size={16} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" c="dimmed">
          Welcome e-mail not offered: {blocker}.
        </Text>
      </Group>
    );
  return (
    <PendingButton
      variant="light"
      leftSection={<IconMail size={16} aria-hidden />}
      pending={welcome.isPending || waiting}
      onClick={() =>
        welcome.mutate(undefined, {
          onSuccess: (sent) =>
            showToast({ color: 'teal', title: 'Welcome e-mail sent', message: `Sent to ${sent.sentTo}.` }),
          onError: (e) => showToast({ color: 'red', title: 'Not sent', message: errorMessage(e) }),
        })
      }
    >
      Send welcome e-mail
    </PendingButton>
  );
}

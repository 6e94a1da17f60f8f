import type { WebhookNotificationView } from '@casework/contract';
import { Box, Group, Text, type MantineSpacing } from '@mantine/core';
import { useManualAttempt, type ManualAttemptWatch } from '../api/watch-manual-attempt.ts';
import { OutcomeBadge } from './health-badge.tsx';

/** "Casework could not resolve host x." as a clause: without its full stop, to go on with ". See …". */
function asClause(text: string): string {
  return text.trim().replace(/\.+$/, '');
}

/** Why the attempt did not deliver, in the words its row in the log uses. */
function reasonOf(attempt: WebhookNotificationView): string {
  if (attempt.error) return asClause(attempt.error);
  if (attempt.outcome === 'gone') return 'the receiver answered 410 Gone, so the webhook was switched off';
  if (attempt.statusCode !== null) return `the receiver answered ${attempt.statusCode}`;
  return 'no answer came from the receiver';
}

/** What a test event or a redelivery came to, in one sentence. */
export function manualAttemptSentence(attempt: WebhookNotificationView): string {
  const what = attempt.trigger === 'test' ? 'The test event' : `The redelivery of ${attempt.eventType}`;
  if (attempt.outcome === 'succeeded')
    return `${what} was delivered: the receiver answered ${attempt.statusCode ?? 'with a 2xx status'}.`;
  const reason = reasonOf(attempt);
  const end = /[?!]$/.test(reason) ? '' : '.';
  // A redelivery's words sit right above the log; a test event's are up by the page's buttons.
  const more = attempt.trigger === 'test' ? ' See the delivery log.' : '';
  return `${what} could not be delivered: ${reason}${end}${more}`;
}

export interface ManualAttemptStatusProps {
  /** The queued test event or redelivery to report on; null before any. */
  watch: ManualAttemptWatch | null;
  /** While its attempt is not made yet. */
  waitingText: string;
  /** Space above and below the words, only while there are words: an empty region takes no room. */
  mt?: MantineSpacing;
  mb?: MantineSpacing;
}

/**
 * A polite live region next to the button that queued a test event or a redelivery: "queued" at first, then how
 * the attempt went (with the outcome badge, so colour is not the only sign) once it shows in the delivery log.
 * The region is on the page from the start, so screen readers announce what is put in it.
 */
export function ManualAttemptStatus({ watch, waitingText, mt, mb }: ManualAttemptStatusProps) {
  const attempt = useManualAttempt(watch);
  return (
    <div role="status">
      {attempt ? (
        <Group gap="xs" wrap="nowrap" align="flex-start" mt={mt} mb={mb}>
          <OutcomeBadge outcome={attempt.outcome} />
          <Text size="sm">{manualAttemptSentence(attempt)}</Text>
        </Group>
      ) : watch ? (
        <Box mt={mt} mb={mb}>
          <Text size="sm" c="dimmed">
            {waitingText}
          </Text>
        </Box>
      ) : null}
    </div>
  );
}

import { Card, Group, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconInbox, IconPencilPlus } from '@tabler/icons-react';
import { RouterButton } from '../../../platform/layout/router-links.tsx';
import { useAuthenticatedSession } from '../../../platform/session/session-provider.tsx';
import { WRAPPING_BUTTON } from '../../../platform/ui/wrapping-button.ts';
import { useThreadCounts } from '../api/get-thread-counts.ts';
import classes from './dashboard-participant-messages.module.css';

/** What the card says of the count: a sentence with the number of threads that have something unread. */
export function unreadSentence(unread: number): string {
  return unread === 1
    ? 'You have 1 conversation with a new message.'
    : `You have ${unread.toLocaleString('en-US')} conversations with new messages.`;
}

export const NO_NEW_MESSAGES = 'No new messages. Write to us any time.';
export const COUNT_FAILED = 'See what your case team wrote and reply.';

/** The sentences the card may say once the count is in, each as it is set (the unread one bold). */
const OUTCOMES: readonly { text: string; bold: boolean }[] = [
  { text: unreadSentence(99), bold: true },
  { text: NO_NEW_MESSAGES, bold: false },
  { text: COUNT_FAILED, bold: false },
];

/** The participant dashboard's messages card: how many threads have something unread, and a way to write. */
export function DashboardParticipantMessages() {
  const session = useAuthenticatedSession();
  const counts = useThreadCounts(session.user.id);
  const unread = counts.data?.unread ?? 0;

  return (
    <Card shadow="xs" component="section" aria-labelledby="your-messages-heading">
      {/* The icon and the words side by side; with too little room for the words (10rem), the words go under it. */}
      <Group wrap="wrap" align="flex-start" gap="md">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          <IconInbox size={24} />
        </ThemeIcon>
        <div style={{ flex: '1 1 10rem', minWidth: 0 }}>
          <Title order={2} size="h4" id="your-messages-heading">
            Your messages
          </Title>
          {/* Room for the longest sentence it may say, loaded or not (dashboard-participant-messages.module.css). */}
          <div aria-live="polite" className={classes.sentence} data-testid="messages-count">
            {OUTCOMES.map((outcome) => (
              <Text
                key={outcome.text}
                size="sm"
                mt={4}
                fw={outcome.bold ? 600 : undefined}
                className={classes.sizer}
                data-text={outcome.text}
                aria-hidden
              />
            ))}
            {counts.isPending ? (
              <Text size="sm" mt={4} fw={600} data-placeholder>
                <span aria-hidden className={classes.bars} data-text={unreadSentence(99)} />
                <VisuallyHidden>Counting your unread messages</VisuallyHidden>
              </Text>
            ) : counts.isError ? (
              <Text size="sm" c="dimmed" mt={4}>
                {COUNT_FAILED}
              </Text>
            ) : unread > 0 ? (
              <Text size="sm" mt={4} fw={600}>
                {unreadSentence(unread)}
              </Text>
            ) : (
              <Text size="sm" c="dimmed" mt={4}>
                {NO_NEW_MESSAGES}
              </Text>
            )}
          </div>
          <Group gap="sm" mt="sm">
            <RouterButton
              to="/participant/inbox"
              size="sm"
              variant={unread > 0 ? 'filled' : 'light'}
              {...WRAPPING_BUTTON}
            >
              Read your messages
            </RouterButton>
            <RouterButton
              to="/participant/inbox/$userId/new-message"
              params={{ userId: session.user.id }}
              size="sm"
              variant="default"
              leftSection={<IconPencilPlus size={16} aria-hidden />}
              {...WRAPPING_BUTTON}
            >
              New message
            </RouterButton>
          </Group>
        </div>
      </Group>
    </Card>
  );
}

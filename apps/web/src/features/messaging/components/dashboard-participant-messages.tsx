import { Card, Group, Skeleton, Text, ThemeIcon, Title } from '@mantine/core';
import { IconInbox, IconPencilPlus } from '@tabler/icons-react';
import { RouterButton } from '../../../platform/layout/router-links.tsx';
import { useAuthenticatedSession } from '../../../platform/session/session-provider.tsx';
import { useThreadCounts } from '../api/get-thread-counts.ts';

/** The participant dashboard's messages card: how many threads have something unread, and a way to write. */
export function DashboardParticipantMessages() {
  const session = useAuthenticatedSession();
  const counts = useThreadCounts(session.user.id);
  const unread = counts.data?.unread ?? 0;

  return (
    <Card shadow="xs" component="section" aria-labelledby="your-messages-heading">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          <IconInbox size={24} />
        </ThemeIcon>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} size="h4" id="your-messages-heading">
            Your messages
          </Title>
          <div aria-live="polite">
            {counts.isPending ? (
              <Skeleton height={14} width="70%" mt={8} aria-label="Counting your unread messages" />
            ) : counts.isError ? (
              <Text size="sm" c="dimmed" mt={4}>
                See what your case team wrote and reply.
              </Text>
            ) : unread > 0 ? (
              <Text size="sm" mt={4} fw={600}>
                {unread === 1
                  ? 'You have 1 conversation with a new message.'
                  : `You have ${unread.toLocaleString('en-US')} conversations with new messages.`}
              </Text>
            ) : (
              <Text size="sm" c="dimmed" mt={4}>
                No new messages. Write to us any time.
              </Text>
            )}
          </div>
          <Group gap="sm" mt="sm">
            <RouterButton to="/participant/inbox" size="sm" variant={unread > 0 ? 'filled' : 'light'}>
              Read your messages
            </RouterButton>
            <RouterButton
              to="/participant/inbox/$userId/new-message"
              params={{ userId: session.user.id }}
              size="sm"
              variant="default"
              leftSection={<IconPencilPlus size={16} aria-hidden />}
            >
              New message
            </RouterButton>
          </Group>
        </div>
      </Group>
    </Card>
  );
}

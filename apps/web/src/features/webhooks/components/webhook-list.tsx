import type { WebhookView } from '@casework/contract';
import { Group, Stack, Table, Text } from '@mantine/core';
import { RouterAnchor } from '../../../platform/layout/router-links.tsx';
import { ResponsiveList } from '../../../platform/ui/responsive-list.tsx';
import { HealthBadge } from './health-badge.tsx';
import { RelativeTime } from './relative-time.tsx';
import { lastDeliveryAnswer } from './webhook-labels.ts';

export interface WebhookListProps {
  items: readonly WebhookView[];
  caption: string;
}

function UrlAndDescription({ webhook }: { webhook: WebhookView }) {
  return (
    <Stack gap={2}>
      <RouterAnchor
        to="/webhooks/$webhookId"
        params={{ webhookId: webhook.id }}
        fw={600}
        style={{ overflowWrap: 'anywhere' }}
      >
        {webhook.url}
      </RouterAnchor>
      <Text size="sm" c="dimmed">
        {webhook.description || 'No description'}
      </Text>
    </Stack>
  );
}

/** "3 events: participant.created, message.created, …" */
function Events({ eventTypes }: { eventTypes: readonly string[] }) {
  const shown = eventTypes.slice(0, 2);
  const more = eventTypes.length - shown.length;
  return (
    <Stack gap={2}>
      <Text size="sm">{`${eventTypes.length} ${eventTypes.length === 1 ? 'event' : 'events'}`}</Text>
      <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {shown.join(', ')}
        {more > 0 ? `, and ${more} more` : ''}
      </Text>
    </Stack>
  );
}

function LastDelivery({ webhook }: { webhook: WebhookView }) {
  if (!webhook.lastDeliveryAt)
    return (
      <Text size="sm" c="dimmed">
        Never
      </Text>
    );
  return (
    <Text size="sm">
      <RelativeTime iso={webhook.lastDeliveryAt} />
      {` · ${lastDeliveryAnswer(webhook)}`}
    </Text>
  );
}

function Pending({ count }: { count: number }) {
  return count === 0 ? (
    <Text size="sm" c="dimmed">
      None
    </Text>
  ) : (
    <Text size="sm" fw={600}>
      {count} waiting
    </Text>
  );
}

/** The webhooks as a table, or as cards on a phone; the URL opens the webhook's page. */
export function WebhookList({ items, caption }: WebhookListProps) {
  return (
    <ResponsiveList
      items={items}
      caption={caption}
      minWidth={860}
      head={
        <>
          <Table.Th scope="col">Webhook</Table.Th>
          <Table.Th scope="col" w={220}>
            Events
          </Table.Th>
          <Table.Th scope="col" w={190}>
            Health
          </Table.Th>
          <Table.Th scope="col" w={190}>
            Last delivery
          </Table.Th>
          <Table.Th scope="col" w={110}>
            Pending
          </Table.Th>
        </>
      }
      rowStyle={{ verticalAlign: 'top' }}
      row={(webhook) => (
        <>
          <Table.Th scope="row" fw={400}>
            <UrlAndDescription webhook={webhook} />
          </Table.Th>
          <Table.Td>
            <Events eventTypes={webhook.eventTypes} />
          </Table.Td>
          <Table.Td>
            <HealthBadge health={webhook.health} failureStreak={webhook.failureStreak} />
          </Table.Td>
          <Table.Td>
            <LastDelivery webhook={webhook} />
          </Table.Td>
          <Table.Td>
            <Pending count={webhook.pendingDeliveries} />
          </Table.Td>
        </>
      )}
      card={(webhook) => (
        <Stack gap={6}>
          <UrlAndDescription webhook={webhook} />
          <Group gap="xs">
            <HealthBadge health={webhook.health} failureStreak={webhook.failureStreak} />
          </Group>
          <Events eventTypes={webhook.eventTypes} />
          <Group gap={4}>
            <Text size="sm" c="dimmed">
              Last delivery:
            </Text>
            <LastDelivery webhook={webhook} />
          </Group>
          <Group gap={4}>
            <Text size="sm" c="dimmed">
              Pending:
            </Text>
            <Pending count={webhook.pendingDeliveries} />
          </Group>
        </Stack>
      )}
    />
  );
}

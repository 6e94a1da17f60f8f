import { WEBHOOK_FAILING_STREAK, type WebhookView } from '@casework/contract';
import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBan, IconPlayerPause } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { HealthBadge } from './health-badge.tsx';
import { RelativeTime } from './relative-time.tsx';
import { lastDeliveryAnswer } from './webhook-labels.ts';
import { formatDateTime } from './webhook-time.ts';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="sm" c="dimmed">
        {term}
      </Text>
      <Text component="dd" m={0} size="sm">
        {children}
      </Text>
    </Stack>
  );
}

/** Why delivery stopped or struggles, and what to do about it. */
function HealthNote({ webhook }: { webhook: WebhookView }) {
  if (webhook.health === 'disabled')
    return (
      <Alert color="orange" variant="light" icon={<IconBan aria-hidden />} title="Delivery stopped">
        {/* The server's reason already says when to switch it back on: only where, and what else it changes. */}
        {webhook.disabledReason ?? 'The receiver answered 410 Gone, so delivery stopped.'} The Active switch
        is under Settings, further down: switching it on resumes delivery and clears the failure streak. Test
        events and redeliveries also need it on.
      </Alert>
    );
  if (webhook.health === 'paused')
    return (
      <Alert color="gray" variant="light" icon={<IconPlayerPause aria-hidden />} title="Paused">
        No events are sent while the webhook is switched off, and events that happen meanwhile are not sent
        later. Switch it on in its settings to resume; test events and redeliveries also need it on.
      </Alert>
    );
  if (webhook.health === 'failing')
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title="Deliveries are failing"
      >
        The last {webhook.failureStreak} attempts failed.{' '}
        {/* No HTTP status: the receiver was never reached (DNS or connection failure). */}
        {webhook.lastStatusCode === null
          ? 'Casework could not connect to the receiver; the delivery log shows why.'
          : 'The delivery log shows what the receiver answered.'}{' '}
        Each delivery is retried with growing pauses for about three days before it is given up.
      </Alert>
    );
  return null;
}

/** The webhook's health at a glance: badge, streak, last delivery, waiting deliveries, the secret's age. */
export function WebhookSummary({ webhook }: { webhook: WebhookView }) {
  return (
    <Stack gap="md">
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm" m={0}>
        <Fact term="Status">
          <HealthBadge health={webhook.health} failureStreak={webhook.failureStreak} />
        </Fact>
        <Fact term="Failed attempts in a row">
          {webhook.failureStreak === 0
            ? 'None'
            : `${webhook.failureStreak} (shown as failing from ${WEBHOOK_FAILING_STREAK}; test events and redeliveries count too)`}
        </Fact>
        <Fact term="Last delivery">
          {webhook.lastDeliveryAt ? (
            <>
              <RelativeTime iso={webhook.lastDeliveryAt} />
              {` · ${lastDeliveryAnswer(webhook)}`}
            </>
          ) : (
            'Nothing delivered yet'
          )}
        </Fact>
        <Fact term="Pending deliveries">
          {webhook.pendingDeliveries === 0
            ? 'None'
            : `${webhook.pendingDeliveries} waiting for their next attempt`}
        </Fact>
        <Fact term="Events">{`${webhook.eventTypes.length} subscribed, plus test events`}</Fact>
        <Fact term="Signing secret">
          {webhook.secretRotatedAt ? (
            <>
              Rotated <RelativeTime iso={webhook.secretRotatedAt} />
              {webhook.previousSecretExpiresAt
                ? `; the previous one also signs until ${formatDateTime(webhook.previousSecretExpiresAt)}`
                : ''}
            </>
          ) : (
            'Not rotated since the webhook was created'
          )}
        </Fact>
      </SimpleGrid>
      <HealthNote webhook={webhook} />
    </Stack>
  );
}

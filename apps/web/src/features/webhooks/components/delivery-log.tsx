import type { WebhookEventInfo, WebhookNotificationView, WebhookView } from '@casework/contract';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { fieldErrorsOf } from '../../../platform/forms/server-errors.ts';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';
import { ListPagination } from '../../../platform/ui/list-pagination.tsx';
import { TableSkeleton } from '../../../platform/ui/list-states.tsx';
import { useCompactLayout } from '../../../platform/ui/use-compact-layout.ts';
import { useWebhookNotifications } from '../api/list-webhook-notifications.ts';
import { useRedeliverWebhookDelivery } from '../api/redeliver-webhook-delivery.ts';
import type { ManualAttemptWatch } from '../api/watch-manual-attempt.ts';
import { DeliveryLogFilters } from './delivery-log-filters.tsx';
import { DeliveryLogCards } from './delivery-log-cards.tsx';
import { DeliveryLogTable } from './delivery-log-table.tsx';
import { ManualAttemptStatus } from './manual-attempt-status.tsx';
import {
  DELIVERY_LOG_PAGE_SIZE,
  deliveryLogQuery,
  type DeliveryLogSearch,
} from './webhooks-search-params.ts';

export interface DeliveryLogProps {
  webhook: WebhookView;
  catalogue: readonly WebhookEventInfo[];
  search: DeliveryLogSearch;
  /** Puts the filters (and the page) into the URL. */
  onSearchChange: (search: DeliveryLogSearch) => void;
}

function caption(total: number, page: number, shown: number): string {
  const first = (page - 1) * DELIVERY_LOG_PAGE_SIZE + 1;
  return `Attempts ${first}–${first + shown - 1} of ${total}, newest first`;
}

function filterKey(search: DeliveryLogSearch): string {
  const { page: _page, ...rest } = search;
  return JSON.stringify(rest);
}

/**
 * Every attempt to deliver to this webhook, newest first, filtered by event, outcome and days. It asks again
 * every few seconds while a delivery is still waiting, and when the webhook's health shows a newer attempt, so a
 * test event or a retry shows up by itself.
 */
export function DeliveryLog({ webhook, catalogue, search, onSearchChange }: DeliveryLogProps) {
  const page = search.page ?? 1;
  const log = useWebhookNotifications(
    deliveryLogQuery(webhook.id, search),
    webhook.pendingDeliveries > 0,
    webhook.lastDeliveryAt,
  );
  const redeliver = useRedeliverWebhookDelivery();
  const [redeliveryWatch, setRedeliveryWatch] = useState<ManualAttemptWatch | null>(null);
  // On a phone the wide table becomes cards, as the webhooks list and the admin logs do.
  const compact = useCompactLayout();
  const items = log.data?.items ?? [];
  const total = log.data?.total ?? 0;
  const filtered = filterKey(search) !== '{}';
  const goTo = (next: number) => onSearchChange({ ...search, page: next === 1 ? undefined : next });

  /** The server only queues it (202): the toast says so, and how it went shows above the log once it is made. */
  function redeliverAttempt(attempt: WebhookNotificationView) {
    const attemptsSeen = Math.max(
      ...items.filter((item) => item.deliveryId === attempt.deliveryId).map((item) => item.attempt),
      attempt.attempt,
    );
    redeliver.mutate(
      { deliveryId: attempt.deliveryId, attemptsSeen },
      {
        onSuccess: (queued) => {
          setRedeliveryWatch({
            webhookId: queued.webhookId,
            deliveryId: queued.deliveryId,
            trigger: 'redeliver',
            attemptsBefore: queued.attemptsBefore,
            queuedAt: Date.now(),
          });
          showToast({
            color: 'blue',
            title: 'Redelivery queued',
            message: `${attempt.eventType} is sent again once, with the same webhook-id. How it went shows above the delivery log.`,
          });
        },
        onError: (e) => showToast({ color: 'red', title: 'Not redelivered', message: errorMessage(e) }),
      },
    );
  }

  let body;
  if (log.isError) {
    body = <ErrorAlert title="The delivery log could not be loaded" error={log.error} />;
  } else if (!log.data) {
    body = <TableSkeleton rows={5} rowHeight={48} label="Loading the delivery log" />;
  } else if (items.length === 0 && total > 0) {
    body = (
      <Paper withBorder p="lg" ta="center">
        <Text fw={600}>There are no attempts on page {page}.</Text>
        <Button variant="default" mt="sm" onClick={() => goTo(1)}>
          Go to the first page
        </Button>
      </Paper>
    );
  } else if (items.length === 0) {
    body = (
      <Paper withBorder p="lg" ta="center">
        <Text fw={600}>{filtered ? 'No attempts match these filters.' : 'Nothing delivered yet.'}</Text>
        <Text size="sm" c="dimmed">
          {filtered
            ? 'Try other filters, or reset them.'
            : 'Send a test event to see how the receiver answers.'}
        </Text>
      </Paper>
    );
  } else {
    const attempts = {
      items,
      caption: caption(total, page, items.length),
      canRedeliver: webhook.isActive,
      redeliveringId: redeliver.isPending ? redeliver.variables.deliveryId : null,
      onRedeliver: redeliverAttempt,
    };
    body = (
      <Stack gap="sm">
        {compact ? <DeliveryLogCards {...attempts} /> : <DeliveryLogTable {...attempts} />}
        <ListPagination total={total} pageSize={DELIVERY_LOG_PAGE_SIZE} page={page} onPage={goTo} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <DeliveryLogFilters
        key={filterKey(search)}
        search={search}
        catalogue={catalogue}
        serverErrors={fieldErrorsOf(log.error, 'query.')}
        busy={log.isFetching && log.isPlaceholderData}
        onApply={(values) => onSearchChange(values)}
        onReset={() => onSearchChange({})}
      />
      <div>
        <ManualAttemptStatus
          watch={redeliveryWatch}
          waitingText="Redelivery queued: waiting for the receiver's answer."
          mb="sm"
        />
        {body}
      </div>
    </Stack>
  );
}

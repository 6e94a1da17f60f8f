import type { WebhookNotificationView } from '@casework/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listWebhookNotifications } from './list-webhook-notifications.ts';
import { webhookKeys } from './query-keys.ts';

/** How often the log is asked for a queued test event or redelivery: it is tried at once, so soon. */
export const MANUAL_ATTEMPT_REFRESH_MS = 2_000;
/** After this long without the attempt, stop asking; the delivery log still shows it once it is made. */
export const MANUAL_ATTEMPT_WATCH_MS = 60_000;

/** Enough of the delivery's newest attempts to find the queued one among automatic ones made meanwhile. */
const WATCHED_ATTEMPTS = 5;

/** A test event or a redelivery the server queued (202): its attempt is made after the answer. */
export interface ManualAttemptWatch {
  webhookId: string;
  deliveryId: string;
  trigger: 'test' | 'redeliver';
  /** Attempts of the delivery made before it was queued: the queued one is numbered after them. */
  attemptsBefore: number;
  /** When it was queued (this browser's clock), to stop asking after a while. */
  queuedAt: number;
}

/** The number of the delivery's latest attempt, 0 when it has none yet. */
export async function latestAttemptNumber(deliveryId: string): Promise<number> {
  const log = await listWebhookNotifications({ deliveryId, take: 1, skip: 0 });
  return log.items[0]?.attempt ?? 0;
}

function attemptOf(watch: ManualAttemptWatch, items: readonly WebhookNotificationView[] | undefined) {
  return items?.find((item) => item.trigger === watch.trigger && item.attempt > watch.attemptsBefore) ?? null;
}

/**
 * The attempt a "send test event" or "redeliver" queued, once it has been made (null until then): the answer to the
 * request cannot say how it went, so the delivery's attempts are asked for every few seconds until it shows. Then
 * the webhook's health and its delivery log are asked again, so the new row and the streak appear with it.
 */
export function useManualAttempt(watch: ManualAttemptWatch | null): WebhookNotificationView | null {
  const queryClient = useQueryClient();
  const deliveryId = watch?.deliveryId ?? '';
  const input = { deliveryId, take: WATCHED_ATTEMPTS, skip: 0 };
  const query = useQuery({
    queryKey: webhookKeys.notificationList(input),
    queryFn: ({ signal }) => listWebhookNotifications(input, signal),
    enabled: watch !== null,
    refetchInterval: (q) =>
      watch &&
      attemptOf(watch, q.state.data?.items) === null &&
      Date.now() - watch.queuedAt < MANUAL_ATTEMPT_WATCH_MS
        ? MANUAL_ATTEMPT_REFRESH_MS
        : false,
  });
  const attempt = watch ? attemptOf(watch, query.data?.items) : null;

  const foundId = attempt?.id;
  const webhookId = watch?.webhookId;
  useEffect(() => {
    if (!foundId || !webhookId) return;
    void queryClient.invalidateQueries({ queryKey: webhookKeys.detail(webhookId) });
    void queryClient.invalidateQueries({
      queryKey: webhookKeys.notifications,
      // Not the list this hook reads: it holds the attempt already.
      predicate: (q) => !isWatchedList(q.queryKey, deliveryId),
    });
  }, [queryClient, foundId, webhookId, deliveryId]);

  return attempt;
}

function isWatchedList(queryKey: readonly unknown[], deliveryId: string): boolean {
  const input = queryKey[2] as { deliveryId?: string; take?: number } | undefined;
  return input?.deliveryId === deliveryId && input.take === WATCHED_ATTEMPTS;
}

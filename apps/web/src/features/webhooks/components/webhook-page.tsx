import { WEBHOOK_EVENTS, type WebhookView } from '@casework/contract';
import { Skeleton, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { Page } from '../../../platform/layout/page.tsx';
import { RouterAnchor } from '../../../platform/layout/router-links.tsx';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';
import { useWebhook } from '../api/get-webhook.ts';
import { useEventTypes } from '../api/list-event-types.ts';
import { DeliveryLog } from './delivery-log.tsx';
import { WebhookActions } from './webhook-actions.tsx';
import { WebhookBreadcrumbs } from './webhook-breadcrumbs.tsx';
import { WebhookSection } from './webhook-section.tsx';
import { WebhookSettings } from './webhook-settings.tsx';
import { WebhookSummary } from './webhook-summary.tsx';
import type { DeliveryLogSearch } from './webhooks-search-params.ts';

export interface WebhookPageProps {
  webhookId: string;
  /** The delivery log's filters, from the URL. */
  search: DeliveryLogSearch;
  onSearchChange: (search: DeliveryLogSearch) => void;
  /** After the webhook was deleted (the toast is shown already). */
  onDeleted: () => void;
}

/** One webhook: its health, its delivery log, its settings, and test / rotate / delete. */
export function WebhookPage({ webhookId, ...props }: WebhookPageProps) {
  const query = useWebhook(webhookId);

  if (query.isPending)
    return (
      <Stack gap="lg" aria-busy="true" aria-label="Loading the webhook" role="status">
        <Skeleton height={18} width={200} />
        <Skeleton height={34} width={420} />
        <Skeleton height={160} />
        <Skeleton height={280} />
      </Stack>
    );
  if (query.isError)
    return (
      <Page title="Webhook">
        <ErrorAlert title="The webhook could not be loaded" error={query.error} />
      </Page>
    );
  if (!query.data)
    return (
      <Page title="Webhook not found">
        <Text>
          There is no such webhook; it may have been deleted.{' '}
          <RouterAnchor to="/webhooks" underline="always">
            Back to webhooks
          </RouterAnchor>
        </Text>
      </Page>
    );
  return <WebhookDetails webhook={query.data} {...props} />;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function WebhookDetails({
  webhook,
  search,
  onSearchChange,
  onDeleted,
}: Omit<WebhookPageProps, 'webhookId'> & { webhook: WebhookView }) {
  const eventTypes = useEventTypes();
  // The log's event filter can use the contract's copy of the catalogue until the server's arrives.
  const catalogue = eventTypes.data?.items ?? WEBHOOK_EVENTS;

  return (
    <Stack gap="xs" style={{ overflowWrap: 'anywhere' }}>
      <WebhookBreadcrumbs current={hostOf(webhook.url)} />
      <Page
        title={webhook.url}
        documentTitle={`${hostOf(webhook.url)} · Webhooks`}
        description={webhook.description || undefined}
        actions={<WebhookActions webhook={webhook} onDeleted={onDeleted} />}
      >
        <WebhookSection id="webhook-health" title="Health">
          <WebhookSummary webhook={webhook} />
        </WebhookSection>
        <WebhookSection
          id="webhook-log"
          title="Delivery log"
          description="Every attempt, newest first. While a delivery is waiting the log refreshes itself every few seconds."
        >
          <DeliveryLog
            webhook={webhook}
            catalogue={catalogue}
            search={search}
            onSearchChange={onSearchChange}
          />
        </WebhookSection>
        <WebhookSection id="webhook-settings" title="Settings">
          <WebhookSettings
            webhook={webhook}
            catalogue={eventTypes.data?.items}
            catalogueError={eventTypes.isError ? errorMessage(eventTypes.error) : null}
          />
        </WebhookSection>
      </Page>
    </Stack>
  );
}

import type { WebhookWithSecret } from '@casework/contract';
import { Card, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { Page } from '../../../platform/layout/page.tsx';
import { RouterButton } from '../../../platform/layout/router-links.tsx';
import { useCreateWebhook } from '../api/create-webhook.ts';
import { useEventTypes } from '../api/list-event-types.ts';
import { SecretPanel } from './secret-panel.tsx';
import { WebhookBreadcrumbs } from './webhook-breadcrumbs.tsx';
import { WebhookForm } from './webhook-form.tsx';

/**
 * Register a receiver: its URL, a description, the events it hears about. Once saved, the signing secret is
 * shown this once, with a way to copy it, before going on to the webhook's page.
 */
export function CreateWebhookPage() {
  const eventTypes = useEventTypes();
  const create = useCreateWebhook();

  if (create.data) return <WebhookCreated webhook={create.data} />;

  return (
    <Stack gap="xs">
      <WebhookBreadcrumbs current="Create webhook" />
      <Page
        title="Create webhook"
        description="Casework sends each chosen event to this address as a signed POST (Standard Webhooks) and retries failures for about three days."
      >
        <Card maw={820} padding="lg">
          <WebhookForm
            catalogue={eventTypes.data?.items}
            catalogueError={eventTypes.isError ? errorMessage(eventTypes.error) : null}
            submitLabel="Create webhook"
            pending={create.isPending}
            error={create.error}
            onSubmit={(values) =>
              create.mutate(values, {
                onSuccess: () => showToast({ color: 'teal', message: 'Webhook created.' }),
              })
            }
            extraActions={
              <RouterButton to="/webhooks" variant="default">
                Cancel
              </RouterButton>
            }
          />
        </Card>
      </Page>
    </Stack>
  );
}

function WebhookCreated({ webhook }: { webhook: WebhookWithSecret }) {
  return (
    <Stack gap="xs">
      <WebhookBreadcrumbs current="Webhook created" />
      <Page
        title="Webhook created"
        description={
          <span style={{ overflowWrap: 'anywhere' }}>
            {webhook.isActive
              ? `Events will be sent to ${webhook.url}.`
              : `${webhook.url} is registered but paused: switch it on from its page to start deliveries.`}
          </span>
        }
      >
        <Card maw={820} padding="lg">
          <Stack gap="md">
            <SecretPanel secret={webhook.secret} focusOnShow />
            <Text size="sm">
              On the webhook&apos;s page you can send a test event to check that the receiver accepts the
              signature, and follow every delivery.
            </Text>
            <Group gap="sm">
              <RouterButton
                to="/webhooks/$webhookId"
                params={{ webhookId: webhook.id }}
                rightSection={<IconArrowRight size={16} aria-hidden />}
              >
                Open the webhook&apos;s page
              </RouterButton>
              <RouterButton to="/webhooks" variant="default">
                Back to webhooks
              </RouterButton>
            </Group>
          </Stack>
        </Card>
      </Page>
    </Stack>
  );
}

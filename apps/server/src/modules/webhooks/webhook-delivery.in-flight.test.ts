import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { webhookDeliveries } from '#src/db/schema/index.ts';
import { buildParticipant } from '#test/factories.ts';
import { waitFor, webhooksTestApp, type WebhooksTestApp } from './webhooks.test-support.ts';

let w: WebhooksTestApp;
beforeAll(async () => {
  // A long retry base, so the wrongly scheduled retry has not run (and re-cancelled) when the test looks.
  w = await webhooksTestApp({ WEBHOOK_RETRY_BASE_SECONDS: '60' });
});
afterAll(() => w.close());

it('an automatic attempt in flight when the webhook is paused leaves its delivery cancelled', async () => {
  const { webhook, endpoint } = await w.createWebhook({ eventTypes: ['participant.updated'] });
  endpoint.answer('hang');
  const participant = await buildParticipant(w.t.database.db);
  await w.updateParticipant(participant.participantId);
  await waitFor(() => endpoint.requests.length === 1);
  // The attempt is in flight (the receiver hangs); pause the webhook meanwhile.
  const paused = await w.api('PUT', `/webhooks/${webhook.id}`, { isActive: false });
  expect(paused.json()).toMatchObject({ pendingDeliveries: 0 });
  await w.attemptsOf(webhook.id, 1);
  const rows = await w.t.database.db
    .select({ status: webhookDeliveries.status, nextAttemptAt: webhookDeliveries.nextAttemptAt })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhook.id));
  expect(rows).toEqual([{ status: 'cancelled', nextAttemptAt: null }]);
});

import { eq } from 'drizzle-orm';
import { webhooks } from '#src/db/schema/index.ts';
import { bearer } from '../auth-helpers.ts';
import { adminOnly, type MatrixHarness, type MatrixModule } from './outcomes.ts';

let harness: MatrixHarness | undefined;

/**
 * A webhook the matrix may create without a receiver: a public address, switched off, so nothing is ever sent
 * to it (the matrix app has no WEBHOOK_ALLOWED_HOSTS, so a local receiver would be refused).
 */
const webhookBody = () => ({
  url: 'https://93.184.215.14/casework-matrix',
  eventTypes: ['service.recommended'],
  isActive: false,
});

/** Creates a webhook as the administrator; each identity's call acts on its own. */
async function freshWebhook(): Promise<string> {
  const { app, tokens } = harness!;
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/webhooks',
    headers: bearer(tokens.get('admin')!),
    payload: webhookBody(),
  });
  if (response.statusCode !== 201) throw new Error(`matrix setup: POST /webhooks gave ${response.body}`);
  return response.json<{ id: string }>().id;
}

/** Webhooks (issue 8): administrators only. */
export const WEBHOOKS_MATRIX: MatrixModule = {
  setup: async (h) => {
    harness = h;
    // Switched on, for the test event and redeliver, with an address the sender refuses before connecting
    // (loopback, not allow-listed): attempts are logged as refused and nothing leaves the machine.
    const webhookId = await freshWebhook();
    await h.database.db
      .update(webhooks)
      .set({ url: 'http://127.0.0.1:9/casework-matrix', isActive: true })
      .where(eq(webhooks.id, webhookId));
    const test = await h.app.inject({
      method: 'POST',
      url: `/api/v1/webhooks/${webhookId}/test`,
      headers: bearer(h.tokens.get('admin')!),
    });
    if (test.statusCode !== 202) throw new Error(`matrix setup: POST /webhooks/{id}/test gave ${test.body}`);
    return { webhookId, webhookDeliveryId: test.json<{ deliveryId: string }>().deliveryId };
  },
  rows: {
    'GET /api/v1/webhooks': { expect: adminOnly },
    'POST /api/v1/webhooks': { expect: adminOnly, request: () => ({ payload: webhookBody() }) },
    'GET /api/v1/webhooks/event-types': { expect: adminOnly },
    'GET /api/v1/webhooks/notifications': {
      expect: adminOnly,
      request: (c) => ({ url: `/api/v1/webhooks/notifications?webhookId=${c.webhookId!}` }),
    },
    'POST /api/v1/webhooks/notifications/:deliveryId/redeliver': {
      expect: adminOnly,
      request: (c) => ({ url: `/api/v1/webhooks/notifications/${c.webhookDeliveryId!}/redeliver` }),
    },
    'GET /api/v1/webhooks/:webhookId': {
      expect: adminOnly,
      request: (c) => ({ url: `/api/v1/webhooks/${c.webhookId!}` }),
    },
    'PUT /api/v1/webhooks/:webhookId': {
      expect: adminOnly,
      request: async () => ({
        url: `/api/v1/webhooks/${await freshWebhook()}`,
        payload: { description: 'Changed by the authorization matrix' },
      }),
    },
    'DELETE /api/v1/webhooks/:webhookId': {
      expect: adminOnly,
      request: async () => ({ url: `/api/v1/webhooks/${await freshWebhook()}` }),
    },
    'POST /api/v1/webhooks/:webhookId/secret': {
      expect: adminOnly,
      request: async () => ({ url: `/api/v1/webhooks/${await freshWebhook()}/secret` }),
    },
    'POST /api/v1/webhooks/:webhookId/test': {
      expect: adminOnly,
      request: (c) => ({ url: `/api/v1/webhooks/${c.webhookId!}/test` }),
    },
  },
};

import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { expectAccessible, expectDialogAccessible, signInAs } from './support.ts';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A partner's receiver on this machine (the server's WEBHOOK_ALLOWED_HOSTS names 127.0.0.1): answers 200. */
async function startReceiver(): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/casework-hooks`, received, server };
}

/** Verifies a delivery as a receiver would with the public standardwebhooks library; throws when it does not verify. */
function verify(secret: string, delivery: Received): { type: string; data: Record<string, unknown> } {
  const headers = {
    'webhook-id': String(delivery.headers['webhook-id']),
    'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
    'webhook-signature': String(delivery.headers['webhook-signature']),
  };
  return new Webhook(secret).verify(delivery.body, headers) as {
    type: string;
    data: Record<string, unknown>;
  };
}

async function testEventsReceived(received: Received[]) {
  return received.filter((r) => (JSON.parse(r.body) as { type: string }).type === 'webhook.test');
}

async function sendTestEvent(page: Page) {
  const queued = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/test'),
  );
  await page.getByRole('button', { name: 'Send test event' }).click();
  expect((await queued).status()).toBe(202);
  // No toast: the words under the button say "queued", then how the attempt went.
  await expect(page.getByRole('status').filter({ hasText: 'The test event was delivered' })).toBeVisible({
    timeout: 15_000,
  });
}

test.describe('webhooks', () => {
  test.setTimeout(120_000);

  test('an administrator registers a receiver, sends a test event, reads the delivery log and rotates the secret', async ({
    page,
  }) => {
    const receiver = await startReceiver();
    try {
      await signInAs(page, 'admin');
      await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Webhooks' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
      // The demo organisation's partners, each in its own state.
      await expect(page.getByText('https://warehouse.example.org/casework/webhooks')).toBeVisible();
      await expect(page.getByText('https://notify.example.com/v1/casework-events')).toBeVisible();
      await expectAccessible(page, 'webhooks list');

      await page.getByRole('link', { name: 'Create webhook' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Create webhook' })).toBeVisible();
      await page.getByLabel('Endpoint URL').fill(receiver.url);
      await page.getByLabel('Description').fill('Partner case system (end-to-end test)');
      await page.getByLabel('Select all in Participants').check();
      await expectAccessible(page, 'create webhook form');
      await page.getByRole('button', { name: 'Create webhook' }).click();

      await expect(page.getByRole('heading', { level: 1, name: 'Webhook created' })).toBeVisible();
      const firstSecret = await page.getByRole('textbox', { name: 'Signing secret' }).inputValue();
      expect(firstSecret).toMatch(/^whsec_/);
      await page.getByRole('link', { name: "Open the webhook's page" }).click();
      await expect(page.getByRole('heading', { level: 1, name: receiver.url })).toBeVisible();

      // A test event reaches the receiver, signed with the secret shown once.
      await sendTestEvent(page);
      await expect.poll(async () => (await testEventsReceived(receiver.received)).length).toBe(1);
      const [first] = await testEventsReceived(receiver.received);
      expect(verify(firstSecret, first!).type).toBe('webhook.test');

      // …and its attempt shows in the delivery log.
      const log = page.getByRole('region', { name: 'Delivery log' });
      await expect(log.getByRole('row').filter({ hasText: 'webhook.test' }).first()).toBeVisible({
        timeout: 15_000,
      });
      await expect(log.getByRole('row').filter({ hasText: 'webhook.test' }).first()).toContainText('200');
      await expectAccessible(page, 'webhook details with its delivery log');

      // Rotation: a new secret, shown once; for a day both secrets sign every delivery.
      await page.getByRole('button', { name: 'Rotate secret' }).click();
      const confirm = page.getByRole('dialog', { name: 'Rotate the signing secret?' });
      await expectDialogAccessible(page, 'rotate secret confirmation');
      await confirm.getByRole('button', { name: 'Rotate secret' }).click();
      const shown = page.getByRole('dialog', { name: 'New signing secret' });
      const secondSecret = await shown.getByRole('textbox', { name: 'Signing secret' }).inputValue();
      expect(secondSecret).toMatch(/^whsec_/);
      expect(secondSecret).not.toBe(firstSecret);
      await shown.getByRole('button', { name: 'I have stored it' }).click();
      await expect(shown).toBeHidden();

      await sendTestEvent(page);
      await expect.poll(async () => (await testEventsReceived(receiver.received)).length).toBe(2);
      const second = (await testEventsReceived(receiver.received))[1]!;
      expect(String(second.headers['webhook-signature']).split(' ')).toHaveLength(2);
      expect(verify(secondSecret, second).type).toBe('webhook.test');
      expect(verify(firstSecret, second).type).toBe('webhook.test');
      // Deliveries carry a stable id per delivery: two test events, two ids.
      expect(second.headers['webhook-id']).not.toBe(first!.headers['webhook-id']);
    } finally {
      receiver.server.close();
    }
  });
});

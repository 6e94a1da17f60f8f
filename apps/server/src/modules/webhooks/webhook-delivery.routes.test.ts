import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import {
  WEBHOOK_FAILING_STREAK,
  WEBHOOK_SECRET_OVERLAP_HOURS,
  WEBHOOK_TEST_EVENT,
  type AuthMeResponse,
  type ThreadView,
  type WebhookView,
  type WebhookWithSecret,
} from '@casework/contract';
import { outboxEvents, webhookDeliveries } from '#src/db/schema/index.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import { cleanMessageBody, postMessage } from '#src/modules/threads/post-message.ts';
import { createThreadsRepository } from '#src/modules/threads/threads.repository.ts';
import { buildParticipant } from '#test/factories.ts';
import { createWebhookDeliveriesRepository } from './webhook-deliveries.repository.ts';
import { QUIET, useWebhooksTestApp, waitFor, type WebhooksTestApp } from './webhooks.test-support.ts';

// One app for the file; after each test, every request the receiver got must have verified.
const w = useWebhooksTestApp();

// Delivery as a receiver sees it: signing, payloads, test events, rotation, redelivery, the delivery log,
// 410 Gone and the failure streak. Burst and outage behaviour: webhook-delivery.resilience.test.ts.
describe('delivery', () => {
  it('delivers a participant change signed, as { type, timestamp, data } with ids and no values', async () => {
    const { webhook, endpoint } = await w.createWebhook({ eventTypes: ['participant.updated'] });
    const participant = await buildParticipant(w.t.database.db);
    const email = `new-address-${uuidv7().slice(-8)}@example.net`;
    const updated = await w.api('PUT', `/participants/${participant.participantId}`, { email });
    expect(updated.statusCode, updated.body).toBe(200);

    const request = await waitFor(() =>
      endpoint.requests.find((r) => r.payload.data.participantId === participant.participantId),
    );
    const [event] = await w.t.database.db
      .select()
      .from(outboxEvents)
      .where(
        and(
          eq(outboxEvents.type, 'participant.updated'),
          eq(outboxEvents.aggregateId, participant.participantId),
        ),
      );
    expect(request.verifiedWith).toEqual([webhook.secret]);
    expect(request.payload).toEqual({
      type: 'participant.updated',
      timestamp: event!.createdAt.toISOString(),
      data: {
        eventId: event!.id,
        actorUserId: w.adminUserId,
        participantId: participant.participantId,
        changed: ['email'],
      },
    });
    expect(request.rawBody).not.toContain(email);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['user-agent']).toMatch(/^Casework-Webhooks\//);
    const timestamp = Number(request.headers['webhook-timestamp']);
    expect(Number.isInteger(timestamp) && Math.abs(timestamp - Date.now() / 1000) < 60).toBe(true);
    expect(request.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);

    const log = await w.attemptsOf(webhook.id, 1);
    const attempt = log.items.find((a) => `msg_${a.deliveryId}` === request.webhookId);
    expect(attempt).toMatchObject({
      eventType: 'participant.updated',
      eventId: event!.id,
      attempt: 1,
      trigger: 'automatic',
      statusCode: 200,
      outcome: 'succeeded',
      error: null,
      responseExcerpt: 'answered 200',
      deliveryStatus: 'delivered',
      nextRetryAt: null,
    });
    const view = await w.getWebhook(webhook.id);
    expect(view).toMatchObject({
      health: 'healthy',
      lastOutcome: 'succeeded',
      lastStatusCode: 200,
      pendingDeliveries: 0,
    });
  });

  describe('messages', () => {
    let webhookId: string;
    let endpoint: Awaited<ReturnType<WebhooksTestApp['createWebhook']>>['endpoint'];
    let thread: ThreadView;
    let participantUserId: string;
    const text = `Please call me about the rent arrears ${uuidv7().slice(-8)}`;
    beforeAll(async () => {
      ({
        webhook: { id: webhookId },
        endpoint,
      } = await w.createWebhook({ eventTypes: ['message.created'] }));
      const teams = (await w.api('GET', '/teams')).json<{ items: { id: string; name: string }[] }>();
      const family = teams.items.find((team) => team.name === 'Family Services')!;
      const started = await w.api(
        'POST',
        '/threads',
        { teamId: family.id, body: `<p>${text}</p>` },
        w.tokens.participant,
      );
      expect(started.statusCode, started.body).toBe(201);
      thread = started.json<ThreadView>();
      participantUserId = (
        await w.api('GET', '/auth/me', undefined, w.tokens.participant)
      ).json<AuthMeResponse>().userId;
    });

    it('message.created carries ids, never the text; thread.created, not subscribed to, is not sent', async () => {
      const request = await waitFor(() => endpoint.requests[0]);
      expect(request.payload.type).toBe('message.created');
      expect(request.payload.data).toMatchObject({
        threadId: thread.id,
        participantId: thread.participant.participantId,
        messageId: expect.any(String),
        authorKind: 'participant',
      });
      expect(request.rawBody).not.toContain(text);
      expect(Object.keys(request.payload.data)).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/body|text|subject|passphrase/i)]),
      );
      const deliveries = await w.t.database.db
        .select({ eventType: webhookDeliveries.eventType })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.webhookId, webhookId));
      expect(deliveries).toEqual([{ eventType: 'message.created' }]);
      expect(endpoint.requests.map((r) => r.payload.type)).toEqual(['message.created']);
    });

    it('a change rolled back with its transaction sends nothing', async () => {
      let rolledBack = '';
      await expect(
        w.t.database.db.transaction(async (tx) => {
          const found = await createThreadsRepository(tx).find(thread.id);
          const author = { userId: participantUserId, kind: 'participant' as const };
          rolledBack = (
            await postMessage(tx, found!, author, cleanMessageBody('<p>Never mind.</p>', author.kind))
          ).id;
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      const reply = await w.api(
        'POST',
        `/threads/${thread.id}/replies`,
        { body: '<p>One more thing.</p>' },
        w.tokens.participant,
      );
      expect(reply.statusCode, reply.body).toBe(201);
      const replyId = reply.json<{ id: string }>().id;

      await waitFor(() => endpoint.requests.some((r) => r.payload.data.messageId === replyId));
      expect(rolledBack).not.toBe('');
      expect(endpoint.requests.some((r) => r.payload.data.messageId === rolledBack)).toBe(false);
      const events = await w.t.database.db
        .select()
        .from(outboxEvents)
        .where(sql`${outboxEvents.payload}->>'messageId' = ${rolledBack}`);
      expect(events).toEqual([]);
    });
  });

  it('sends a webhook.test event on request (202), whatever the webhook subscribes to', async () => {
    const { webhook, endpoint } = await w.createWebhook(QUIET);
    const queued = await w.sendTest(webhook.id);
    expect(queued).toEqual({
      deliveryId: expect.any(String),
      webhookId: webhook.id,
      eventType: WEBHOOK_TEST_EVENT,
      status: 'pending',
    });
    const request = await waitFor(() => endpoint.requestsFor(queued.deliveryId)[0]);
    expect(request.webhookId).toBe(`msg_${queued.deliveryId}`);
    expect(request.payload).toMatchObject({
      type: WEBHOOK_TEST_EVENT,
      data: { webhookId: webhook.id, requestedByUserId: w.adminUserId },
    });
    const log = await w.attemptsOf(webhook.id, 1);
    expect(log.items[0]).toMatchObject({
      trigger: 'test',
      eventId: null,
      outcome: 'succeeded',
      deliveryStatus: 'delivered',
    });
  });

  it('after a rotation, signs with the new and the previous secret, each verifying alone', async () => {
    const { webhook, endpoint } = await w.createWebhook(QUIET);
    const response = await w.api('POST', `/webhooks/${webhook.id}/secret`);
    expect(response.statusCode, response.body).toBe(200);
    const rotated = response.json<WebhookWithSecret>();
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(webhook.secret);
    expect(Date.parse(rotated.previousSecretExpiresAt!) - Date.parse(rotated.secretRotatedAt!)).toBe(
      WEBHOOK_SECRET_OVERLAP_HOURS * 3_600_000,
    );
    const view = await w.api('GET', `/webhooks/${webhook.id}`);
    expect(view.body).not.toContain(rotated.secret.slice('whsec_'.length));
    expect(view.json()).not.toHaveProperty('secret');
    endpoint.trust(rotated.secret);

    const queued = await w.sendTest(webhook.id);
    const request = await waitFor(() => endpoint.requestsFor(queued.deliveryId)[0]);
    const signatures = String(request.headers['webhook-signature']).split(' ');
    expect(signatures).toHaveLength(2);
    expect(signatures.every((s) => s.startsWith('v1,'))).toBe(true);
    const headers = {
      'webhook-id': request.webhookId,
      'webhook-timestamp': String(request.headers['webhook-timestamp']),
      'webhook-signature': String(request.headers['webhook-signature']),
    };
    for (const secret of [webhook.secret, rotated.secret])
      expect(new Webhook(secret).verify(request.rawBody, headers)).toMatchObject({
        type: WEBHOOK_TEST_EVENT,
      });
    expect(request.verifiedWith).toEqual([webhook.secret, rotated.secret]);
    const stranger = `whsec_${Buffer.alloc(32, 1).toString('base64')}`;
    expect(() => new Webhook(stranger).verify(request.rawBody, headers)).toThrow();
  });

  it('redelivers with the same webhook-id and body, logged as a new attempt triggered by redeliver', async () => {
    const { webhook, endpoint } = await w.createWebhook(QUIET);
    const { deliveryId } = await w.sendTest(webhook.id);
    await waitFor(() => endpoint.requestsFor(deliveryId).length === 1);
    await w.attemptsOf(webhook.id, 1);

    const response = await w.api('POST', `/webhooks/notifications/${deliveryId}/redeliver`);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({
      deliveryId,
      webhookId: webhook.id,
      eventType: WEBHOOK_TEST_EVENT,
      status: 'delivered',
    });
    const [first, again] = await waitFor(
      () => endpoint.requestsFor(deliveryId).length === 2 && endpoint.requestsFor(deliveryId),
    );
    expect(again!.webhookId).toBe(first!.webhookId);
    expect(again!.rawBody).toBe(first!.rawBody);

    const log = await w.attemptsOf(webhook.id, 2);
    expect(log.items.map((a) => [a.deliveryId, a.attempt, a.trigger])).toEqual([
      [deliveryId, 2, 'redeliver'],
      [deliveryId, 1, 'test'],
    ]);
  });

  it('filters the delivery log by webhook, event type, outcome, delivery and time, and pages it', async () => {
    const { webhook, endpoint } = await w.createWebhook({ eventTypes: ['participant.created'] });
    endpoint.script(500);
    const failed = await w.sendTest(webhook.id);
    await w.attemptsOf(webhook.id, 1);
    const succeeded = await w.sendTest(webhook.id);
    await w.attemptsOf(webhook.id, 2);
    const created = await w.api('POST', '/participants', {
      firstName: 'Filter',
      lastName: `Log${uuidv7().slice(-6)}`,
      dob: '1980-02-03',
    });
    expect(created.statusCode, created.body).toBe(201);
    const all = await w.attemptsOf(webhook.id, 3);

    expect(all.total).toBe(3);
    const times = all.items.map((a) => Date.parse(a.attemptedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(all.items.map((a) => a.eventType)).toEqual([
      'participant.created',
      WEBHOOK_TEST_EVENT,
      WEBHOOK_TEST_EVENT,
    ]);

    const q = (extra: Record<string, string | number>) =>
      w.notifications({ webhookId: webhook.id, ...extra });
    expect((await q({ eventType: WEBHOOK_TEST_EVENT })).total).toBe(2);
    expect((await q({ eventType: 'participant.created' })).items).toEqual([all.items[0]]);
    const failures = await q({ outcome: 'failed' });
    expect(failures.items).toEqual([
      expect.objectContaining({
        deliveryId: failed.deliveryId,
        statusCode: 500,
        outcome: 'failed',
        deliveryStatus: 'failed',
      }),
    ]);
    expect((await q({ outcome: 'succeeded' })).items.map((a) => a.deliveryId)).not.toContain(
      failed.deliveryId,
    );
    expect((await q({ deliveryId: succeeded.deliveryId })).items.map((a) => a.deliveryId)).toEqual([
      succeeded.deliveryId,
    ]);

    const oldest = all.items.at(-1)!.attemptedAt;
    const newest = all.items[0]!.attemptedAt;
    const after = (iso: string) => new Date(Date.parse(iso) + 1).toISOString();
    expect((await q({ from: oldest })).total).toBe(3);
    expect((await q({ from: after(newest) })).total).toBe(0);
    expect((await q({ to: oldest })).total).toBe(0);
    expect((await q({ from: oldest, to: after(newest) })).total).toBe(3);

    const page = await q({ take: 1, skip: 1 });
    expect(page).toEqual({ items: [all.items[1]], total: 3 });

    for (const bad of [`from=${newest}&to=${oldest}`, 'outcome=maybe', 'deliveryId=x', 'from=yesterday']) {
      const response = await w.api('GET', `/webhooks/notifications?${bad}`);
      expect(response.statusCode, bad).toBe(400);
    }
  });

  it('410 Gone disables the webhook, cancels what waits and stops delivery; switching it on clears it', async () => {
    const { webhook, endpoint } = await w.createWebhook({ eventTypes: ['participant.updated'] });
    const witness = await w.createWebhook({ eventTypes: ['participant.updated'] });
    const waiting = uuidv7();
    await createWebhookDeliveriesRepository(w.t.database.db).insert({
      id: waiting,
      webhookId: webhook.id,
      eventId: uuidv7(),
      eventType: 'participant.updated',
      body: '{"type":"participant.updated","timestamp":"2026-01-01T00:00:00.000Z","data":{}}',
      nextAttemptAt: new Date(Date.now() + 3_600_000),
    });
    expect((await w.getWebhook(webhook.id)).pendingDeliveries).toBe(1);

    endpoint.answer(410);
    const { deliveryId } = await w.sendTest(webhook.id);
    const disabled = await waitFor(async () => {
      const view = await w.getWebhook(webhook.id);
      return view.health === 'disabled' && view;
    });
    expect(disabled).toMatchObject({
      isActive: false,
      pendingDeliveries: 0,
      lastStatusCode: 410,
      lastOutcome: 'failed',
    });
    expect(disabled.disabledReason).toMatch(/410 Gone/);
    const [gone] = (await w.notifications({ deliveryId })).items;
    expect(gone).toMatchObject({ statusCode: 410, outcome: 'gone', deliveryStatus: 'cancelled' });
    const [cancelled] = await w.t.database.db
      .select({ status: webhookDeliveries.status })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, waiting));
    expect(cancelled).toEqual({ status: 'cancelled' });
    expect((await w.api('POST', `/webhooks/${webhook.id}/test`)).statusCode).toBe(409);
    expect((await w.api('POST', `/webhooks/notifications/${deliveryId}/redeliver`)).statusCode).toBe(409);

    const participant = await buildParticipant(w.t.database.db);
    const ofParticipant = (r: { payload: { data: Record<string, unknown> } }) =>
      r.payload.data.participantId === participant.participantId;
    await w.updateParticipant(participant.participantId);
    await waitFor(() => witness.endpoint.requests.some(ofParticipant));
    expect(endpoint.requests.some(ofParticipant)).toBe(false);
    // The fan-out makes every subscriber's delivery at once: the witness's arrived, so none was made for this one.
    const made = await w.t.database.db
      .select({ id: webhookDeliveries.id, status: webhookDeliveries.status })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, webhook.id));
    expect(made).toHaveLength(2);
    expect(made).toEqual(
      expect.arrayContaining([
        { id: waiting, status: 'cancelled' },
        { id: deliveryId, status: 'cancelled' },
      ]),
    );

    endpoint.answer(200);
    const resumed = await w.api('PUT', `/webhooks/${webhook.id}`, { isActive: true });
    expect(resumed.json<WebhookView>()).toMatchObject({
      isActive: true,
      disabledReason: null,
      failureStreak: 0,
    });
    expect(resumed.json<WebhookView>().health).not.toBe('disabled');
    await w.updateParticipant(participant.participantId);
    await waitFor(() => endpoint.requests.some(ofParticipant));
  });

  it(`shows a webhook as failing after ${WEBHOOK_FAILING_STREAK} failed attempts in a row, healthy after a success`, async () => {
    const { webhook, endpoint } = await w.createWebhook(QUIET);
    endpoint.answer(500);
    for (let n = 1; n < WEBHOOK_FAILING_STREAK; n++) await w.sendTest(webhook.id);
    await w.attemptsOf(webhook.id, WEBHOOK_FAILING_STREAK - 1);
    expect(await w.getWebhook(webhook.id)).toMatchObject({
      failureStreak: WEBHOOK_FAILING_STREAK - 1,
      lastStatusCode: 500,
    });
    expect((await w.getWebhook(webhook.id)).health).not.toBe('failing');

    await w.sendTest(webhook.id);
    await w.attemptsOf(webhook.id, WEBHOOK_FAILING_STREAK);
    expect(await w.getWebhook(webhook.id)).toMatchObject({
      failureStreak: WEBHOOK_FAILING_STREAK,
      health: 'failing',
      lastOutcome: 'failed',
      isActive: true,
    });

    endpoint.answer(200);
    await w.sendTest(webhook.id);
    await w.attemptsOf(webhook.id, WEBHOOK_FAILING_STREAK + 1);
    expect(await w.getWebhook(webhook.id)).toMatchObject({
      failureStreak: 0,
      health: 'healthy',
      lastOutcome: 'succeeded',
    });
  });
});

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateWebhookBody,
  ListWebhookNotificationsQuery,
  ListWebhookNotificationsResponse,
  ListWebhooksResponse,
  PageQuery,
  UpdateWebhookBody,
  WebhookDeliveryParams,
  WebhookDeliveryQueued,
  WebhookEventTypesResponse,
  WebhookParams,
  WebhookView,
  WEBHOOK_URL_SUMMARY,
  WebhookWithSecret,
} from '@casework/contract';
import { adminOnly } from '#src/platform/authz/policy.ts';
import type { WebhooksService } from './webhooks.service.ts';

const tags = ['webhooks'];
const config = { policy: adminOnly };

/** Webhooks (SPEC §7) and their delivery log; administrators only. */
export const webhooksRoutes: FastifyPluginAsyncZod<{ webhooks: WebhooksService }> = async (
  app,
  { webhooks },
) => {
  app.get(
    '/webhooks',
    {
      config,
      schema: {
        tags,
        summary: 'Webhooks, newest first, with their health (last delivery, failure streak)',
        querystring: PageQuery,
        response: { 200: ListWebhooksResponse },
      },
    },
    (request) => webhooks.list(request.query),
  );

  app.post(
    '/webhooks',
    {
      config: { ...config, answerHoldsSecret: true },
      schema: {
        tags,
        summary: 'Register a webhook; the answer holds its signing secret, shown this once',
        description: `The URL: ${WEBHOOK_URL_SUMMARY}.`,
        body: CreateWebhookBody,
        response: { 201: WebhookWithSecret },
      },
    },
    async (request, reply) => reply.code(201).send(await webhooks.create(request.principal!, request.body)),
  );

  app.get(
    '/webhooks/event-types',
    {
      config,
      schema: {
        tags,
        summary: 'The events a webhook can subscribe to, grouped, each with an example payload',
        response: { 200: WebhookEventTypesResponse },
      },
    },
    () => webhooks.eventTypes(),
  );

  app.get(
    '/webhooks/notifications',
    {
      config,
      schema: {
        tags,
        summary:
          'The delivery log: every attempt, newest first, filterable by webhook, event, outcome and time',
        querystring: ListWebhookNotificationsQuery,
        response: { 200: ListWebhookNotificationsResponse },
      },
    },
    (request) => webhooks.notifications(request.query),
  );

  app.post(
    '/webhooks/notifications/:deliveryId/redeliver',
    {
      config,
      schema: {
        tags,
        summary: 'Attempt a past delivery again, with the same webhook-id',
        params: WebhookDeliveryParams,
        response: { 202: WebhookDeliveryQueued },
      },
    },
    async (request, reply) => reply.code(202).send(await webhooks.redeliver(request.params.deliveryId)),
  );

  app.get(
    '/webhooks/:webhookId',
    {
      config,
      schema: { tags, summary: 'One webhook', params: WebhookParams, response: { 200: WebhookView } },
    },
    (request) => webhooks.get(request.params.webhookId),
  );

  app.put(
    '/webhooks/:webhookId',
    {
      config,
      schema: {
        tags,
        summary: 'Change a webhook: URL, description, events, active (switching on clears a 410 disablement)',
        params: WebhookParams,
        body: UpdateWebhookBody,
        response: { 200: WebhookView },
      },
    },
    (request) => webhooks.update(request.principal!, request.params.webhookId, request.body),
  );

  app.delete(
    '/webhooks/:webhookId',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a webhook with its delivery log; waiting deliveries are dropped',
        params: WebhookParams,
      },
    },
    async (request, reply) => {
      await webhooks.remove(request.principal!, request.params.webhookId);
      return reply.code(204).send();
    },
  );

  app.post(
    '/webhooks/:webhookId/secret',
    {
      config: { ...config, answerHoldsSecret: true },
      schema: {
        tags,
        summary: 'Rotate the signing secret: the new one is shown once; the old one also signs for 24 hours',
        params: WebhookParams,
        response: { 200: WebhookWithSecret },
      },
    },
    (request) => webhooks.rotateSecret(request.principal!, request.params.webhookId),
  );

  app.post(
    '/webhooks/:webhookId/test',
    {
      config,
      schema: {
        tags,
        summary: 'Send a webhook.test event to this webhook now',
        params: WebhookParams,
        response: { 202: WebhookDeliveryQueued },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await webhooks.sendTest(request.principal!, request.params.webhookId)),
  );
};

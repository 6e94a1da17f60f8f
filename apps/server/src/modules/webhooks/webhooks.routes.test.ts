import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_EVENT_GROUPS,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_URL_HELP,
  WEBHOOK_URL_MESSAGES,
  type WebhookEventInfo,
  type WebhookView,
  type WebhookWithSecret,
} from '@casework/contract';
import { activityLogs } from '#src/db/schema/index.ts';
import { createSecretBox, webhookSecretKey } from '#src/platform/crypto/secret-box.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import { createAddressGuard } from '#src/platform/outbound/address-guard.ts';
import { createWebhooksService } from './webhooks.service.ts';
import { QUIET, useWebhooksTestApp } from './webhooks.test-support.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// One app for the file; after each test, every request the receiver got must have verified.
const w = useWebhooksTestApp();

describe('webhook administration', () => {
  it('registers a webhook: 201 with its secret, shown only then; reads never show a secret', async () => {
    const endpoint = w.receiver.endpoint();
    const created = await w.api('POST', '/webhooks', {
      url: endpoint.url,
      description: '  Warehouse feed  ',
      eventTypes: ['participant.updated', 'message.created', 'participant.updated'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const webhook = created.json<WebhookWithSecret>();
    endpoint.trust(webhook.secret);
    expect(webhook).toMatchObject({
      url: endpoint.url,
      description: 'Warehouse feed',
      eventTypes: ['participant.updated', 'message.created'],
      isActive: true,
      health: 'new',
      failureStreak: 0,
      pendingDeliveries: 0,
      lastDeliveryAt: null,
      secretRotatedAt: null,
    });
    expect(webhook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const one = await w.api('GET', `/webhooks/${webhook.id}`);
    const list = await w.api('GET', '/webhooks?take=100');
    for (const response of [one, list]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(webhook.secret.slice('whsec_'.length));
    }
    expect(one.json()).not.toHaveProperty('secret');
    expect(one.json()).toEqual((({ secret: _secret, ...view }) => view)(webhook));

    const own = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    endpoint.trust(own);
    const withOwn = await w.api('POST', '/webhooks', { url: endpoint.url, secret: own, ...QUIET });
    expect(withOwn.statusCode, withOwn.body).toBe(201);
    expect(withOwn.json<WebhookWithSecret>().secret).toBe(own);
  });

  it('lists webhooks newest first, with their health, a page at a time', async () => {
    const first = (await w.createWebhook(QUIET)).webhook;
    const second = (await w.createWebhook(QUIET)).webhook;
    const page = (await w.api('GET', '/webhooks?take=2')).json<{ items: WebhookView[]; total: number }>();
    expect(page.items.map((h) => h.id)).toEqual([second.id, first.id]);
    expect(page.items.map((h) => h.health)).toEqual(['new', 'new']);
    expect(page.total).toBeGreaterThanOrEqual(2);
    const next = (await w.api('GET', '/webhooks?take=1&skip=1')).json<{
      items: WebhookView[];
      total: number;
    }>();
    expect(next.items.map((h) => h.id)).toEqual([first.id]);
    expect(next.total).toBe(page.total);
  });

  it('changes a webhook (PUT), pauses and resumes it, deletes it (204, then 404)', async () => {
    const { webhook } = await w.createWebhook(QUIET);
    const changed = await w.api('PUT', `/webhooks/${webhook.id}`, {
      description: 'Case system',
      eventTypes: ['thread.created', 'thread.referred'],
      isActive: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<WebhookView>()).toMatchObject({
      url: webhook.url,
      description: 'Case system',
      eventTypes: ['thread.created', 'thread.referred'],
      isActive: false,
      health: 'paused',
      disabledReason: null,
    });
    const paused = await w.api('POST', `/webhooks/${webhook.id}/test`);
    expect(paused.statusCode).toBe(409);
    expect(paused.json()).toMatchObject({ code: 'webhook.inactive' });

    const resumed = await w.api('PUT', `/webhooks/${webhook.id}`, { isActive: true });
    expect(resumed.json<WebhookView>()).toMatchObject({ isActive: true, health: 'new' });

    expect((await w.api('DELETE', `/webhooks/${webhook.id}`)).statusCode).toBe(204);
    expect((await w.api('GET', `/webhooks/${webhook.id}`)).statusCode).toBe(404);
    expect((await w.api('DELETE', `/webhooks/${webhook.id}`)).statusCode).toBe(404);
    const list = (await w.api('GET', '/webhooks?take=100')).json<{ items: WebhookView[] }>();
    expect(list.items.map((h) => h.id)).not.toContain(webhook.id);
  });

  it('answers 404 with problem details for an unknown webhook or delivery, 400 for a malformed id', async () => {
    const id = uuidv7();
    const calls = [
      w.api('GET', `/webhooks/${id}`),
      w.api('PUT', `/webhooks/${id}`, { description: 'x' }),
      w.api('DELETE', `/webhooks/${id}`),
      w.api('POST', `/webhooks/${id}/secret`),
      w.api('POST', `/webhooks/${id}/test`),
      w.api('POST', `/webhooks/notifications/${id}/redeliver`),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ code: 'resource.not_found' });
    }
    const malformed = await w.api('GET', '/webhooks/not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toContainEqual(expect.objectContaining({ field: 'params.webhookId' }));
  });

  it('refuses invalid input with field errors and changes nothing', async () => {
    const { webhook, endpoint } = await w.createWebhook(QUIET);
    const before = await w.api('GET', '/webhooks?take=100');
    const good = { url: endpoint.url, eventTypes: ['participant.created'] };
    const refusedCreates: [Record<string, unknown>, string][] = [
      [{ ...good, url: 'not a url' }, 'body.url'],
      [{ ...good, url: 'ftp://127.0.0.1/hooks' }, 'body.url'],
      [{ ...good, eventTypes: [] }, 'body.eventTypes'],
      [{ ...good, eventTypes: ['participant.exploded'] }, 'body.eventTypes.0'],
      [{ ...good, secret: 'hunter2' }, 'body.secret'],
      [{ ...good, description: 'x'.repeat(501) }, 'body.description'],
      [{ url: endpoint.url }, 'body.eventTypes'],
    ];
    for (const [payload, field] of refusedCreates) {
      const response = await w.api('POST', '/webhooks', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().errors, JSON.stringify(payload)).toContainEqual(
        expect.objectContaining({ field }),
      );
    }
    const unknownKey = await w.api('POST', '/webhooks', { ...good, colour: 'blue' });
    expect(unknownKey.statusCode).toBe(400);

    const refusedUpdates: Record<string, unknown>[] = [
      {},
      { url: 'nope' },
      { eventTypes: [] },
      { isActive: 'yes' },
      { secret: webhook.secret },
    ];
    for (const payload of refusedUpdates) {
      const response = await w.api('PUT', `/webhooks/${webhook.id}`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors.length, JSON.stringify(payload)).toBeGreaterThan(0);
    }
    expect((await w.api('GET', '/webhooks?take=100')).json()).toEqual(before.json());
  });

  it('lists the event catalogue, grouped, each type with a description and an example', async () => {
    const response = await w.api('GET', '/webhooks/event-types');
    expect(response.statusCode).toBe(200);
    const { items } = response.json<{ items: WebhookEventInfo[] }>();
    expect(items.map((e) => e.type)).toEqual(WEBHOOK_EVENTS.map((e) => e.type));
    expect(items.map((e) => e.type)).not.toContain(WEBHOOK_TEST_EVENT);
    for (const item of items) {
      expect(WEBHOOK_EVENT_GROUPS).toContain(item.group);
      expect(item.description.length).toBeGreaterThan(10);
      expect(item.example).toMatchObject({ eventId: expect.any(String), actorUserId: expect.any(String) });
    }
    expect(new Set(items.map((e) => e.group))).toEqual(new Set(WEBHOOK_EVENT_GROUPS));
  });

  it('records create, change, rotation and deletion in the activity log, never a secret', async () => {
    const { webhook } = await w.createWebhook(QUIET);
    await w.api('PUT', `/webhooks/${webhook.id}`, { description: 'Renamed', isActive: false });
    const rotated = (await w.api('POST', `/webhooks/${webhook.id}/secret`)).json<WebhookWithSecret>();
    expect((await w.api('DELETE', `/webhooks/${webhook.id}`)).statusCode).toBe(204);

    const rows = await w.t.database.db
      .select()
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.kind, 'webhook-changed'),
          sql`${activityLogs.detail}->>'webhookId' = ${webhook.id}`,
        ),
      )
      .orderBy(activityLogs.createdAt);
    expect(rows.map((r) => r.detail.action)).toEqual(['created', 'updated', 'secret-rotated', 'deleted']);
    expect(rows.every((r) => r.actorUserId === w.adminUserId)).toBe(true);
    expect(rows[0]!.message).toContain(webhook.url);
    expect(rows[1]!.message).toMatch(/description changed.*paused/);

    const everything = JSON.stringify(await w.t.database.db.select().from(activityLogs));
    for (const secret of [webhook.secret, rotated.secret])
      expect(everything).not.toContain(secret.slice('whsec_'.length));
  });
});

describe('address rules', () => {
  it('refuses plain http to another machine, with the reason in detail and errors', async () => {
    const { webhook } = await w.createWebhook(QUIET);
    for (const [method, url] of [
      ['POST', '/webhooks'],
      ['PUT', `/webhooks/${webhook.id}`],
    ] as const) {
      const response = await w.api(method, url, { url: 'http://partner.example.org/hooks', ...QUIET });
      expect(response.statusCode, response.body).toBe(400);
      // The contract's words, which the web form's help text is written from.
      expect(response.json()).toMatchObject({
        code: 'webhook.url_refused',
        detail: WEBHOOK_URL_MESSAGES.httpElsewhere,
        errors: [{ field: 'body.url', message: WEBHOOK_URL_MESSAGES.httpElsewhere }],
      });
    }
    expect((await w.getWebhook(webhook.id)).url).toBe(webhook.url);
  });

  it('refuses private, link-local, metadata, loopback and IPv4-mapped addresses not allow-listed', async () => {
    const cases: [string, RegExp][] = [
      ['https://10.0.0.1/hooks', /10\.0\.0\.1 is a private address/],
      [
        'https://169.254.169.254/latest/meta-data',
        /169\.254\.169\.254 is a link-local or cloud metadata address/,
      ],
      ['http://[::1]:8080/hooks', /::1 is a loopback address/],
      ['https://[::ffff:10.0.0.1]/hooks', /embedding 10\.0\.0\.1, a private address/],
      ['https://metadata.google.internal/computeMetadata', /internal host name/],
      [`http://user:pw@127.0.0.1:9/hooks`, /user name and password/],
    ];
    for (const [url, reason] of cases) {
      const response = await w.api('POST', '/webhooks', { url, ...QUIET });
      expect(response.statusCode, url).toBe(400);
      const problem = response.json<{ detail: string; errors: { field: string }[] }>();
      expect(problem.detail, url).toMatch(reason);
      expect(problem.errors).toEqual([{ field: 'body.url', message: problem.detail }]);
    }
  });

  describe('the service, outside this app’s configuration', () => {
    const resolved: Record<string, string> = {
      'partner.example.test': '93.184.215.14',
      'intranet.example.test': '10.1.2.3',
      localhost: '127.0.0.1',
    };
    const serviceWith = (allowHttpLocal: boolean, allowedHosts: string[] = []) =>
      createWebhooksService({
        db: w.t.database.db,
        secrets: createSecretBox(webhookSecretKey(w.t.config.authSecret)),
        guard: createAddressGuard(allowedHosts, {
          resolveHost: async (host) => {
            const address = resolved[host];
            if (!address)
              throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
            return [{ address, family: 4 }];
          },
        }),
        delivery: { queueManual: async () => undefined },
        allowHttpLocal,
      });
    const principal = () => ({
      userId: w.adminUserId,
      sessionId: null,
      kind: 'staff' as const,
      role: 'Administrator' as const,
      email: 'admin@example.org',
      staffMemberId: w.adminStaffMemberId,
      participantId: null,
    });
    const refusal = (reason: RegExp) =>
      expect.objectContaining({
        status: 400,
        code: 'webhook.url_refused',
        message: expect.stringMatching(reason),
      });

    it('in production (no local http), requires https even for this machine', async () => {
      const production = serviceWith(false);
      await expect(
        production.create(principal(), { url: 'http://127.0.0.1:9/hooks', ...QUIET }),
      ).rejects.toEqual(refusal(/^Use an https:\/\/ address: this Casework server runs in production/));
      await expect(
        production.create(principal(), { url: 'http://partner.example.test/hooks', ...QUIET }),
      ).rejects.toEqual(refusal(new RegExp(`^${escapeRegExp(WEBHOOK_URL_MESSAGES.httpElsewhere)}$`)));
    });

    it('keeps the promise of its words: http://localhost is accepted outside production once allow-listed', async () => {
      // The refusal of http elsewhere says when http://localhost is accepted (the form's help promises only https):
      // hold it to that.
      expect(WEBHOOK_URL_MESSAGES.httpElsewhere).toMatch(
        /not in production.*localhost.*whoever hosts Casework for your organisation has allowed that host/,
      );
      expect(WEBHOOK_URL_HELP).not.toMatch(/http:\/\/ is/);

      const notAllowed = serviceWith(true);
      await expect(
        notAllowed.create(principal(), { url: 'http://localhost:9/hooks', ...QUIET }),
      ).rejects.toEqual(
        refusal(/localhost is an internal host name.*ask whoever hosts Casework for your organisation/),
      );

      const allowed = await serviceWith(true, ['localhost']).create(principal(), {
        url: 'http://localhost:9/hooks',
        isActive: false,
        ...QUIET,
      });
      expect(allowed).toMatchObject({ url: 'http://localhost:9/hooks' });
      await serviceWith(true, ['localhost']).remove(principal(), allowed.id);

      await expect(
        serviceWith(false, ['localhost']).create(principal(), { url: 'http://localhost:9/hooks', ...QUIET }),
      ).rejects.toEqual(refusal(new RegExp(`^${escapeRegExp(WEBHOOK_URL_MESSAGES.httpInProduction)}$`)));
    });

    it('without an allow-list, refuses this machine, however written, and names that do not resolve', async () => {
      const local = serviceWith(true);
      const cases: [string, RegExp][] = [
        ['http://127.0.0.1:9/hooks', /127\.0\.0\.1 is a loopback address/],
        ['http://localhost:9/hooks', /localhost is an internal host name/],
        ['https://[::ffff:127.0.0.1]/hooks', /embedding 127\.0\.0\.1, a loopback address/],
        ['https://intranet.example.test/hooks', /resolves to 10\.1\.2\.3, a private address/],
        [
          'https://nowhere.example.test/hooks',
          /could not find the host nowhere\.example\.test\. Check the address/,
        ],
      ];
      for (const [url, reason] of cases)
        await expect(local.create(principal(), { url, ...QUIET }), url).rejects.toEqual(refusal(reason));

      const accepted = await local.create(principal(), {
        url: 'https://partner.example.test/hooks',
        isActive: false,
        ...QUIET,
      });
      expect(accepted).toMatchObject({ url: 'https://partner.example.test/hooks', health: 'paused' });
      await local.remove(principal(), accepted.id);
    });
  });
});

import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { Webhook } from 'standardwebhooks';
import type {
  AuthMeResponse,
  CreateWebhookBody,
  WebhookDeliveryQueued,
  WebhookNotificationView,
  WebhookView,
  WebhookWithSecret,
} from '@casework/contract';
import { bearer, signInAs } from '#test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';

/**
 * Helpers of the webhook tests: a local receiver that verifies every request with the public Standard Webhooks
 * library, a test app that may deliver to it quickly, and a polling wait.
 */

/** How the receiver answers one request: a status code, closing the socket unanswered, or never answering. */
export type ReceiverReply = number | 'close' | 'hang';

/** The body of every delivery (Standard Webhooks). */
export interface DeliveryPayload {
  type: string;
  timestamp: string;
  data: Record<string, unknown> & { eventId?: string; actorUserId?: string | null };
}

export interface ReceivedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  /** The webhook-id header: "msg_" and the delivery id, the same on every attempt of a delivery. */
  webhookId: string;
  payload: DeliveryPayload;
  /** The endpoint's secrets this request's signature verifies with (standardwebhooks' Webhook.verify). */
  verifiedWith: string[];
  /** Why it verified with none of them, when it did not. */
  verificationError: string | null;
  reply: ReceiverReply;
}

export interface ReceiverEndpoint {
  url: string;
  /** What this endpoint received, oldest first. */
  readonly requests: ReceivedRequest[];
  /** Adds a secret requests may be signed with (the webhook's; after a rotation, the new one too). */
  trust(secret: string): void;
  /** The next requests get these replies, in order; after them the default. */
  script(...replies: ReceiverReply[]): void;
  /** The default reply (200 unless changed), or a function choosing it per request. */
  answer(reply: ReceiverReply | ((request: ReceivedRequest) => ReceiverReply)): void;
  /** The requests of one delivery (webhook-id). */
  requestsFor(deliveryId: string): ReceivedRequest[];
}

export interface WebhookReceiver {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** A new path on the receiver with its own secrets and replies: one per webhook under test. */
  endpoint(): ReceiverEndpoint;
  /** Every request, to any path, oldest first. */
  readonly requests: ReceivedRequest[];
  /** Fails the test unless every request so far verified with a secret of its endpoint. */
  expectAllVerified(): void;
  /** Stops listening (and drops open connections): attempts meet a refused connection until `listenAgain`. */
  stopListening(): Promise<void>;
  listenAgain(): Promise<void>;
  close(): Promise<void>;
}

interface EndpointState {
  secrets: string[];
  replies: ReceiverReply[];
  fallback: ReceiverReply | ((request: ReceivedRequest) => ReceiverReply);
  requests: ReceivedRequest[];
}

function headerRecord(headers: IncomingHttpHeaders): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined) record[name] = Array.isArray(value) ? value.join(', ') : value;
  return record;
}

function parsePayload(raw: string): DeliveryPayload {
  try {
    return JSON.parse(raw) as DeliveryPayload;
  } catch {
    return { type: '(not JSON)', timestamp: '', data: {} };
  }
}

/** A receiver on 127.0.0.1 (a free port) that records each request with its raw body and verifies it. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const endpoints = new Map<string, EndpointState>();
  const requests: ReceivedRequest[] = [];
  let paths = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const state = endpoints.get(path);
      const verifiedWith: string[] = [];
      let verificationError: string | null = state ? null : `no endpoint at ${path}`;
      for (const secret of state?.secrets ?? []) {
        try {
          new Webhook(secret).verify(rawBody, headerRecord(req.headers));
          verifiedWith.push(secret);
        } catch (error) {
          verificationError = (error as Error).message;
        }
      }
      const request: ReceivedRequest = {
        path,
        headers: req.headers,
        rawBody,
        webhookId: String(req.headers['webhook-id'] ?? ''),
        payload: parsePayload(rawBody),
        verifiedWith,
        verificationError: verifiedWith.length > 0 ? null : (verificationError ?? 'no secret to verify with'),
        reply: 200,
      };
      if (state) {
        const scripted = state.replies.shift();
        request.reply =
          scripted ?? (typeof state.fallback === 'function' ? state.fallback(request) : state.fallback);
        state.requests.push(request);
      }
      requests.push(request);
      if (request.reply === 'hang') return;
      if (request.reply === 'close') {
        req.socket.destroy();
        return;
      }
      res.writeHead(request.reply, { 'content-type': 'text/plain' }).end(`answered ${request.reply}`);
    });
  });

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });

  let port = 0;
  await listen();
  port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    requests,
    endpoint() {
      paths += 1;
      const path = `/hooks/${paths}`;
      const state: EndpointState = { secrets: [], replies: [], fallback: 200, requests: [] };
      endpoints.set(path, state);
      return {
        url: `${origin}${path}`,
        requests: state.requests,
        trust: (secret) => void state.secrets.push(secret),
        script: (...replies) => void state.replies.push(...replies),
        answer: (reply) => void (state.fallback = reply),
        requestsFor: (deliveryId) => state.requests.filter((r) => r.webhookId === `msg_${deliveryId}`),
      };
    },
    expectAllVerified() {
      const unverified = requests
        .filter((r) => r.verifiedWith.length === 0)
        .map((r) => `${r.path} ${r.webhookId}: ${r.verificationError}`);
      expect(unverified, 'requests whose Standard Webhooks signature did not verify').toEqual([]);
    },
    stopListening: stop,
    listenAgain: listen,
    close: async () => {
      if (server.listening) await stop();
    },
  };
}

/** Polls `probe` until it answers something truthy, and returns that; fails after `timeoutMs`. */
export async function waitFor<T>(
  probe: () => T | Promise<T>,
  timeoutMs = 15_000,
  what = 'the condition',
): Promise<Exclude<Awaited<T>, false | null | undefined | 0 | ''>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as Exclude<Awaited<T>, false | null | undefined | 0 | ''>;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Delivery settings of the webhook tests: the local receiver allowed, short timeouts, fast retries. The timeout
 * leaves room for a busy machine: the receiver shares its event loop with the app and PGlite, so a prompt answer
 * can be read late, and a spurious timeout would make a delivery count wrong.
 */
export const WEBHOOK_TEST_CONFIG = {
  WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
  WEBHOOK_TIMEOUT_SECONDS: '2',
  WEBHOOK_RETRY_BASE_SECONDS: '0.05',
  JOBS_MAINTENANCE_SECONDS: '1',
};

/** Subscribes to an event no test triggers: the webhook gets only what a test sends it (test events). */
export const QUIET = { eventTypes: ['service.recommended' as const] };

type Who = 'admin' | 'supervisor' | 'staff' | 'participant';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The test app with WEBHOOK_TEST_CONFIG, the demo roles signed in, a receiver, and API shortcuts. */
export async function webhooksTestApp(configOverrides: Record<string, string> = {}) {
  const t: TestApp = await buildTestApp({ ...WEBHOOK_TEST_CONFIG, ...configOverrides });
  const receiver = await startWebhookReceiver();
  const tokens = {} as Record<Who, string>;
  for (const who of ['admin', 'supervisor', 'staff', 'participant'] as const)
    tokens[who] = (await signInAs(t.app, who)).token;
  const admin = (
    await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(tokens.admin) })
  ).json<AuthMeResponse>();

  /** An API call (under /api/v1) with a bearer token, the administrator's by default. */
  const api = (method: Method, url: string, payload?: unknown, token = tokens.admin) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: bearer(token),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  /** Registers a webhook for a new receiver endpoint (201 expected); the endpoint trusts its secret. */
  async function createWebhook(body: Partial<CreateWebhookBody> = {}) {
    const endpoint = receiver.endpoint();
    const response = await api('POST', '/webhooks', {
      url: endpoint.url,
      eventTypes: ['participant.updated'],
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    const webhook = response.json<WebhookWithSecret>();
    endpoint.trust(webhook.secret);
    return { webhook, endpoint };
  }

  const getWebhook = async (id: string) => (await api('GET', `/webhooks/${id}`)).json<WebhookView>();

  /** The delivery log, newest first (filters as query parameters). */
  async function notifications(query: Record<string, string | number>) {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const response = await api('GET', `/webhooks/notifications?${search}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: WebhookNotificationView[]; total: number }>();
  }

  /** The delivery log of a webhook, once it holds at least `count` attempts. */
  const attemptsOf = (webhookId: string, count: number) =>
    waitFor(
      async () => {
        const log = await notifications({ webhookId });
        return log.items.length >= count && log;
      },
      15_000,
      `${count} attempt(s) of webhook ${webhookId}`,
    );

  /** POST /webhooks/{id}/test, expecting 202. */
  async function sendTest(webhookId: string) {
    const response = await api('POST', `/webhooks/${webhookId}/test`);
    expect(response.statusCode, response.body).toBe(202);
    return response.json<WebhookDeliveryQueued>();
  }

  /** Changes a participant's e-mail through the API: one participant.updated event. */
  async function updateParticipant(participantId: string) {
    const response = await api('PUT', `/participants/${participantId}`, {
      email: `changed-${Math.random().toString(36).slice(2, 10)}@example.net`,
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  return {
    t,
    receiver,
    tokens,
    adminUserId: admin.userId,
    adminStaffMemberId: admin.staffMemberId,
    api,
    createWebhook,
    getWebhook,
    notifications,
    attemptsOf,
    sendTest,
    updateParticipant,
    close: async () => {
      await t.close();
      await receiver.close();
    },
  };
}
export type WebhooksTestApp = Awaited<ReturnType<typeof webhooksTestApp>>;

/**
 * The setup the webhook test files share: one test app per file (or per describe block it is called in), built
 * before the first test and closed after the last; after each test, every request the receiver got so far must carry
 * a Standard Webhooks signature that verifies. The object answered is filled in by beforeAll, so use it only inside
 * hooks and tests.
 */
export function useWebhooksTestApp(configOverrides: Record<string, string> = {}): WebhooksTestApp {
  const shared = {} as WebhooksTestApp;
  const built = () => 'close' in shared;
  beforeAll(async () => {
    Object.assign(shared, await webhooksTestApp(configOverrides));
  });
  afterEach(() => {
    if (built()) shared.receiver.expectAllVerified();
  });
  afterAll(async () => {
    if (built()) await shared.close();
  });
  return shared;
}

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WEBHOOK_EVENT_TYPES, type WebhookWithSecret } from '@casework/contract';
import { buildApp } from '#src/app.ts';
import type { Database } from '#src/db/client.ts';
import {
  WEBHOOK_TEST_CONFIG,
  startWebhookReceiver,
  waitFor,
  type WebhookReceiver,
} from '#src/modules/webhooks/webhooks.test-support.ts';
import { bearer, signInAs } from './auth-helpers.ts';
import { openTestDatabase, testConfig } from './harness.ts';
import { captureStdout } from './log-capture.ts';

/**
 * Issue 9, "Audit canaries": distinctive values go into every sensitive field (date of birth, government-ID and
 * tribal enrollment numbers, passphrase, message bodies); the routes that read and change them run, error paths
 * included (a refused update carrying the value, a duplicate). No canary may then appear in the server logs (pino
 * at debug), in an outbox event, in a webhook delivery (stored or received) or in an error body; and each
 * sensitive read (passphrase reveal, profile reveal) writes exactly one activity-log row with its reason.
 */
const CANARY = {
  dob: '1917-03-29',
  dobChanged: '1919-08-13',
  govtId: 'GOVCANARY-QX7731',
  tribalId: 'TRIBECANARY-ZK4419',
  passphrase: 'canary wolf lantern 5523',
  message: 'CanaryMessage HV9012',
  reply: 'CanaryReply JT4471',
};
/** Every form a canary could take in text: as sent, and the dates also as MM/DD/YYYY. */
const CANARY_FORMS = [
  ...Object.values(CANARY),
  '03/29/1917',
  '08/13/1919',
  'QX7731',
  'ZK4419',
  'wolf lantern',
  'HV9012',
  'JT4471',
];

let captured: string[] = [];
let app: FastifyInstance;
let database: Database;
let receiver: WebhookReceiver;
let staff: Record<string, string>;
const errorBodies: string[] = [];

beforeAll(async () => {
  captured = captureStdout();
  database = await openTestDatabase();
  const config = testConfig({ ...WEBHOOK_TEST_CONFIG, LOG_LEVEL: 'debug' });
  app = await buildApp({ config, database, logger: true });
  await app.ready();
  receiver = await startWebhookReceiver();
  staff = bearer((await signInAs(app, 'staff')).token);
  const admin = bearer((await signInAs(app, 'admin')).token);
  const endpoint = receiver.endpoint();
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/webhooks',
    headers: admin,
    payload: { url: endpoint.url, eventTypes: WEBHOOK_EVENT_TYPES },
  });
  expect(created.statusCode, created.body).toBe(201);
  endpoint.trust(created.json<WebhookWithSecret>().secret);
});
afterAll(async () => {
  await app?.close();
  await receiver?.close();
  await database?.close();
  vi.restoreAllMocks();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A staff API call that must answer `expected`; error answers are kept for the canary check. */
async function call(
  method: Method,
  url: string,
  expected: number,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  const response = await app.inject({
    method,
    url: `/api/v1${url}`,
    headers: staff,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  if (response.statusCode >= 400)
    errorBodies.push(`${method} ${url} → ${response.statusCode}: ${response.body}`);
  expect(response.statusCode, `${method} ${url}: ${response.body.slice(0, 300)}`).toBe(expected);
  return response;
}

async function sensitiveReadsOf(participantId: string, reason: string): Promise<number> {
  const { rows } = await database.executeSql(
    `select count(*)::int as n from activity_logs where kind = 'sensitive-info-access' and participant_id = $1 and message like $2`,
    [participantId, `%${reason}%`],
  );
  return Number(rows[0]!.n);
}

/** The canary forms found in `text` (case-insensitive). */
const canariesIn = (text: string) => CANARY_FORMS.filter((c) => text.toLowerCase().includes(c.toLowerCase()));

let participantId = '';

describe('audit canaries', () => {
  it('runs the routes that change sensitive fields, error paths included', async () => {
    const person = { firstName: 'Audit', lastName: 'Canarysubject', dob: CANARY.dob };
    participantId = String((await call('POST', '/participants', 201, person)).json().participantId);
    const again = await app.inject({
      method: 'POST',
      url: '/api/v1/participants',
      headers: staff,
      payload: person,
    });
    if (again.statusCode >= 400) errorBodies.push(again.body);
    expect(again.statusCode).toBeLessThan(500);
    const p = `/participants/${participantId}`;
    await call('PUT', p, 200, { dob: CANARY.dobChanged });
    await call('PUT', p, 400, { dob: `${CANARY.dob}T99` });

    const sections = {
      id: { hasGovtId: true, govtIdType: 'passport', govtIdNumber: CANARY.govtId },
      alaskaNativeStatus: {
        isAlaskaNativeOrAmericanIndian: true,
        tribe: 'Yupiit',
        tribalEnrollmentNumber: CANARY.tribalId,
      },
    };
    await call('POST', `${p}/profile`, 201, { sections });
    await call('POST', `${p}/profile`, 409, { sections });
    await call('PUT', `${p}/profile`, 400, {
      sections: { id: { ...sections.id, govtIdNumber: `${CANARY.govtId}${'9'.repeat(60)}` } },
    });
    await call('PUT', `${p}/profile`, 200, { sections });

    await call('POST', `${p}/passphrase`, 201, { passphrase: CANARY.passphrase, hint: 'zoo' });
    await call('POST', `${p}/passphrase`, 409, { passphrase: CANARY.passphrase });
    await call('PUT', `${p}/passphrase`, 400, { passphrase: `${CANARY.passphrase} ${'x'.repeat(200)}` });
    await call('PUT', `${p}/passphrase`, 200, { passphrase: CANARY.passphrase });
    await call('POST', `${p}/passphrase/check`, 200, { attempt: CANARY.passphrase });
    await call('POST', `${p}/passphrase/check`, 200, { attempt: `${CANARY.passphrase} nope` });

    const thread = await call('POST', '/threads', 201, {
      participantId,
      subject: 'Audit canary thread',
      body: `<p>${CANARY.message}</p>`,
    });
    const threadId = String(thread.json().threadId ?? thread.json().id);
    await call('POST', `/threads/${threadId}/replies`, 201, { body: `<p>${CANARY.reply}</p>` });
    await call('POST', `/threads/${threadId}/replies`, 400, {
      body: `<p>${CANARY.reply} ${'y'.repeat(200_000)}</p>`,
    });
    await call('POST', `/threads/${threadId}/replies`, 400, {
      body: `<p>${CANARY.reply}</p>`,
      extra: CANARY.govtId,
    });
  });

  it('writes exactly one activity-log row, with its reason, for each sensitive read', async () => {
    const p = `/participants/${participantId}`;
    const profileReason = 'canary audit profile check';
    const revealed = await call(
      'GET',
      `${p}/profile?reveal=true&reason=${encodeURIComponent(profileReason)}`,
      200,
    );
    expect(revealed.body).toContain(CANARY.govtId);
    expect(await sensitiveReadsOf(participantId, profileReason)).toBe(1);

    const masked = await call('GET', `${p}/profile`, 200);
    expect(masked.body).not.toContain(CANARY.govtId);
    expect(masked.body).not.toContain(CANARY.tribalId);

    const passphraseReason = 'canary audit passphrase check';
    const passphrase = await call(
      'GET',
      `${p}/passphrase?reason=${encodeURIComponent(passphraseReason)}`,
      200,
    );
    expect(passphrase.body).toContain(CANARY.passphrase);
    expect(await sensitiveReadsOf(participantId, passphraseReason)).toBe(1);
    await call('GET', `${p}/passphrase`, 400);

    const { rows } = await database.executeSql(
      `select count(*)::int as n from activity_logs where kind = 'sensitive-info-access' and participant_id = $1`,
      [participantId],
    );
    expect(
      Number(rows[0]!.n),
      'sensitive reads recorded (two reveals, nothing for the masked read or the refusal)',
    ).toBe(2);
  });

  it('finds no canary in the logs, the outbox, the webhook deliveries, the activity log or any error body', async () => {
    // Every event of the flow reaches the receiver before the payloads are read.
    const delivered = (type: string) => receiver.requests.some((r) => r.payload.type === type);
    await waitFor(
      () =>
        ['participant.created', 'participant.updated', 'thread.created', 'message.created'].every(delivered),
      20_000,
      'the webhook deliveries of the flow',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    const output = captured.join('');
    expect(output, 'the log capture works').toContain(`/participants/${participantId}/profile`);
    expect(canariesIn(output), 'canaries in the server logs').toEqual([]);

    const outbox = await database.executeSql(`select type, payload::text as payload from outbox_events`);
    const leakedEvents = outbox.rows.filter((r) => canariesIn(String(r.payload)).length > 0);
    expect(leakedEvents, 'outbox events carrying a canary').toEqual([]);

    const deliveries = await database.executeSql(`select event_type, body from webhook_deliveries`);
    expect(deliveries.rows.length).toBeGreaterThan(0);
    expect(
      deliveries.rows.filter((r) => canariesIn(String(r.body)).length > 0),
      'stored webhook bodies',
    ).toEqual([]);
    expect(
      receiver.requests.filter((r) => canariesIn(r.rawBody).length > 0),
      'received webhook bodies',
    ).toEqual([]);
    receiver.expectAllVerified();

    const activity = await database.executeSql(`select message, detail::text as detail from activity_logs`);
    expect(
      activity.rows.filter((r) => canariesIn(`${String(r.message)} ${String(r.detail)}`).length > 0),
      'activity-log rows carrying a canary',
    ).toEqual([]);

    expect(errorBodies.length).toBeGreaterThanOrEqual(6);
    expect(
      errorBodies.filter((b) => canariesIn(b).length > 0),
      'error bodies carrying a canary',
    ).toEqual([]);
  });
});

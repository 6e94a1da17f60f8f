import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '#src/modules/auth/passwords.ts';
import { CookieJar, DEMO } from '#test/auth-helpers.ts';

/**
 * The end-to-end crash test of webhook delivery: the real server, as a child process on a real PostgreSQL
 * database, is killed with SIGKILL in the middle of a burst of changes; after a restart every committed change's
 * event must reach the receiver, none twice under different webhook-ids and none that did not happen.
 */

const onPostgres = process.env.CASEWORK_TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
const SERVER_DIR = path.resolve(import.meta.dirname, '../../..');
const EVENT_TYPE = 'participant.created';
const CHANGES = 500;
const KILL_AFTER_ACKNOWLEDGED = 150;
const CONCURRENCY = 10;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** One HTTP call on a fresh connection, so no pooled socket of the killed server is reused after the restart. */
function call(
  port: number,
  method: string,
  url: string,
  options: { token?: string; json?: unknown; form?: Record<string, string>; jar?: CookieJar } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.jar) headers.cookie = options.jar.header();
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    headers['x-auth-return-redirect'] = '1';
    body = new URLSearchParams(options.form).toString();
  }
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path: url, headers, agent: false, timeout: 30_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          options.jar?.store(response.headers['set-cookie']);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString(),
          });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${method} ${url} timed out`)));
    request.on('error', reject);
    request.end(body);
  });
}

async function freePort(): Promise<number> {
  const server = http.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

interface Received {
  webhookId: string;
  eventId: string;
  body: string;
}

/** A partner's receiver: answers 200, keeps each delivery, and checks its signature with the reference library. */
async function startReceiver() {
  const received: Received[] = [];
  const badSignatures: string[] = [];
  let verifier: Webhook | undefined;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      const webhookId = String(request.headers['webhook-id']);
      try {
        if (!verifier) throw new Error('no secret yet');
        verifier.verify(body, request.headers as Record<string, string>);
        const parsed = JSON.parse(body) as { type: string; data: { eventId: string } };
        if (parsed.type === EVENT_TYPE) received.push({ webhookId, eventId: parsed.data.eventId, body });
      } catch (error) {
        badSignatures.push(`${webhookId}: ${(error as Error).message}`);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    badSignatures,
    useSecret: (secret: string) => (verifier = new Webhook(secret)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The real server (`npm start`), as a child process whose output is kept for the failure message. */
async function startServer(env: Record<string, string>, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output}`);
    const ready = await call(port, 'GET', '/readyz').catch(() => null);
    if (ready?.status === 200) return { child, output: () => output };
    if (Date.now() > deadline) throw new Error(`The server did not become ready within 60 s:\n${output}`);
    await sleep(200);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

async function stop(child: ChildProcess): Promise<void> {
  if (!alive(child)) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

/** Signs the demo administrator in through Auth.js, as the web app does, and returns the API access token. */
async function signInAdmin(port: number): Promise<string> {
  const jar = new CookieJar();
  const csrf = await call(port, 'GET', '/api/auth/csrf', { jar });
  const { csrfToken } = JSON.parse(csrf.text) as { csrfToken: string };
  const form = { csrfToken, email: DEMO.admin, password: DEMO_PASSWORD, callbackUrl: '/' };
  await call(port, 'POST', '/api/auth/callback/credentials', { jar, form });
  const session = await call(port, 'GET', '/api/auth/session', { jar });
  const token = (JSON.parse(session.text) as { accessToken?: string } | null)?.accessToken;
  if (!token) throw new Error(`Sign-in failed: ${session.status} ${session.text}`);
  return token;
}

/** The i-th change: a new participant, with a name and date of birth no other change has. */
function participantBody(i: number) {
  const dob = new Date(Date.UTC(1950, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
  return { firstName: 'Crashtest', lastName: `Burst${String(i).padStart(3, '0')}`, dob };
}

describe.skipIf(!onPostgres)('webhooks: kill -9 (only on PostgreSQL: CASEWORK_TEST_DB=postgres)', () => {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const dbName = `casework_t_${process.ppid}_${randomUUID().slice(0, 8)}`;
  let dbUrl = '';
  let sql: pg.Client | undefined;
  let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName} template ${inject('postgresTemplate')}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    dbUrl = url.toString();
    sql = new pg.Client({ connectionString: dbUrl });
    await sql.connect();
    receiver = await startReceiver();
  });

  afterAll(async () => {
    for (const child of children) await stop(child);
    await receiver?.close();
    await sql?.end();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  it('after a restart every committed change is delivered, once per event after deduplication', async () => {
    const db = sql!;
    const hook = receiver!;
    const port = await freePort();
    const env = {
      DATABASE_URL: dbUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      AUTH_SECRET: 'crash-test-secret-crash-test-secret-0123456789',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
      WEBHOOK_TIMEOUT_SECONDS: '2',
      WEBHOOK_RETRY_BASE_SECONDS: '0.2',
      JOBS_MAINTENANCE_SECONDS: '1',
    };
    const first = await startServer(env, port);
    children.push(first.child);
    const token = await signInAdmin(port);

    const created = await call(port, 'POST', '/api/v1/webhooks', {
      token,
      json: { url: hook.url, description: 'Crash test receiver', eventTypes: [EVENT_TYPE] },
    });
    expect(created.status, created.text).toBe(201);
    hook.useSecret((JSON.parse(created.text) as { secret: string }).secret);
    const webhookId = (JSON.parse(created.text) as { id: string }).id;
    const headRow = await db.query<{ head: string | null }>(
      'select max(position) as head from outbox_positions',
    );
    const head = Number(headRow.rows[0]?.head ?? 0);

    // The burst: CONCURRENCY clients; SIGKILL once KILL_AFTER_ACKNOWLEDGED creations are acknowledged.
    const acknowledged = new Map<number, string>();
    const unanswered = new Set<number>();
    const refused: string[] = [];
    let next = 0;
    let killedWith = { inFlight: 0, received: 0 };
    const inFlight = new Set<number>();
    let killed = false;
    const send = async (i: number) => {
      inFlight.add(i);
      try {
        const answer = await call(port, 'POST', '/api/v1/participants', { token, json: participantBody(i) });
        if (answer.status === 201)
          acknowledged.set(i, (JSON.parse(answer.text) as { participantId: string }).participantId);
        else refused.push(`change ${i}: ${answer.status} ${answer.text}`);
      } catch {
        unanswered.add(i); // in flight when the server died: committed or not, nobody knows
      } finally {
        inFlight.delete(i);
      }
      if (!killed && acknowledged.size >= KILL_AFTER_ACKNOWLEDGED) {
        killed = true;
        killedWith = { inFlight: inFlight.size, received: hook.received.length };
        first.child.kill('SIGKILL');
      }
    };
    const burst = async (stopOnKill: boolean) => {
      const worker = async () => {
        while (next < CHANGES && !(stopOnKill && killed)) await send(next++);
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    };

    const startedAt = Date.now();
    const seconds = (at: number) => ((at - startedAt) / 1000).toFixed(1);
    await burst(true);
    const killedAt = Date.now();
    if (alive(first.child)) await once(first.child, 'exit');
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(killedWith.inFlight, 'requests were in flight at the kill').toBeGreaterThan(0);

    const unansweredAtKill = unanswered.size;
    const second = await startServer(env, port);
    children.push(second.child);
    const restartedAt = Date.now();
    await burst(false);
    const burstDoneAt = Date.now();
    expect(refused).toEqual([]);
    expect(unanswered.size, 'after the restart every change is answered').toBe(unansweredAtKill);
    expect(acknowledged.size + unanswered.size).toBe(CHANGES);

    // The truth: the events committed after the webhook was created, and the participants they are about.
    const committed = await db.query<{ id: string; participant_id: string }>(
      `select e.id, e.payload->>'participantId' as participant_id
         from outbox_events e join outbox_positions p on p.event_id = e.id
        where e.type = $1 and p.position > $2`,
      [EVENT_TYPE, head],
    );
    const expectedEvents = new Set(committed.rows.map((r) => r.id));
    const createdParticipants = await db.query<{ participant_id: string }>(
      `select participant_id from participants where first_name = 'Crashtest'`,
    );
    // One event per committed creation, and none for one that did not commit.
    expect(committed.rows.map((r) => r.participant_id).sort()).toEqual(
      createdParticipants.rows.map((r) => r.participant_id).sort(),
    );
    expect(expectedEvents.size).toBeGreaterThanOrEqual(acknowledged.size);
    expect(expectedEvents.size).toBeLessThanOrEqual(CHANGES);
    const eventOf = new Map(committed.rows.map((r) => [r.participant_id, r.id]));
    for (const [i, participantId] of acknowledged)
      expect(eventOf.get(participantId), `the acknowledged change ${i} has its event`).toBeDefined();

    // Normally well inside: the restarted process resumes the fan-out once the dead one's lease (60 s) expires.
    const deadline = startedAt + 160_000;
    const receivedEvents = () => new Set(hook.received.map((r) => r.eventId));
    const settled = async () => {
      const open = await db.query<{ open: number }>(
        `select count(*)::int as open from webhook_deliveries where webhook_id = $1 and status <> 'delivered'`,
        [webhookId],
      );
      return open.rows[0]!.open === 0;
    };
    while (!([...expectedEvents].every((id) => receivedEvents().has(id)) && (await settled()))) {
      if (Date.now() > deadline) break;
      await sleep(250);
    }

    const deliveredAt = Date.now();
    expect(hook.badSignatures).toEqual([]);
    // Every committed event arrived, and nothing else did.
    expect([...receivedEvents()].sort()).toEqual([...expectedEvents].sort());
    // A webhook-id names one delivery: repeated only by a retry, with the same body.
    const byWebhookId = new Map<string, Received[]>();
    for (const r of hook.received) byWebhookId.set(r.webhookId, [...(byWebhookId.get(r.webhookId) ?? []), r]);
    for (const [id, copies] of byWebhookId) expect(new Set(copies.map((c) => c.body)).size, id).toBe(1);
    // Deduplicated by webhook-id, exactly one per event.
    const deduplicated = [...byWebhookId.values()].map((copies) => copies[0]!.eventId);
    expect(deduplicated.length).toBe(expectedEvents.size);
    const deliveries = await db.query<{ status: string; n: number }>(
      `select status, count(*)::int as n from webhook_deliveries where webhook_id = $1 group by status`,
      [webhookId],
    );
    expect(deliveries.rows).toEqual([{ status: 'delivered', n: expectedEvents.size }]);

    console.info(
      `crash test: ${acknowledged.size} acknowledged, ${unanswered.size} unanswered at the kill ` +
        `(${killedWith.inFlight} in flight), ${expectedEvents.size} committed; ${killedWith.received} delivered ` +
        `before the kill; ${hook.received.length - deduplicated.length} repeated webhook-id(s); ` +
        `killed at ${seconds(killedAt)} s, ready again at ${seconds(restartedAt)} s, burst done at ` +
        `${seconds(burstDoneAt)} s, all delivered at ${seconds(deliveredAt)} s`,
    );
  }, 180_000);
});

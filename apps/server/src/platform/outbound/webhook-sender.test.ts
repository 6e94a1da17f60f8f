import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAddressGuard } from './address-guard.ts';
import { generateWebhookSecret, webhookHeaders } from './standard-webhooks.ts';
import { sendWebhook } from './webhook-sender.ts';

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1 whose answer depends on the path. */
const received: Received[] = [];
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const path = req.url ?? '/';
    received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
    switch (path) {
      case '/ok':
        res.writeHead(200, { 'content-type': 'text/plain' }).end('thanks, got it');
        return;
      case '/accepted':
        res.writeHead(202).end();
        return;
      case '/error':
        res.writeHead(500).end('{"error":"database is down"}');
        return;
      case '/gone':
        res.writeHead(410).end('no longer subscribed');
        return;
      case '/redirect':
        res.writeHead(302, { location: '/ok' }).end();
        return;
      case '/long':
        res.writeHead(200).end('\u0000\u001b[31m\r' + 'é'.repeat(300) + 'x'.repeat(1_000) + '\nline\ttab');
        return;
      case '/huge':
        // Keeps writing far beyond what the sender reads.
        res.writeHead(200);
        for (let i = 0; i < 200; i++) res.write('y'.repeat(16 * 1024));
        return;
      case '/hang':
        return; // never answers
      case '/half':
        res.writeHead(200);
        res.write('started…');
        return; // never finishes
      case '/reset':
        req.socket.destroy();
        return;
      default:
        res.writeHead(404).end();
    }
  });
});
let origin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received.length = 0;
});

const localGuard = createAddressGuard(['127.0.0.1']);
const secret = generateWebhookSecret();
const body = JSON.stringify({
  type: 'webhook.test',
  timestamp: new Date().toISOString(),
  data: { ping: true },
});
const headers = () =>
  webhookHeaders({
    id: 'msg_sender-test',
    timestamp: Math.floor(Date.now() / 1000),
    body,
    secrets: [secret],
  });
const send = (path: string, overrides: Partial<Parameters<typeof sendWebhook>[0]> = {}) =>
  sendWebhook({
    url: origin + path,
    body,
    headers: headers(),
    timeoutMs: 5_000,
    guard: localGuard,
    ...overrides,
  });

describe('sendWebhook', () => {
  it('POSTs the signed body; a 2xx is a success, with the start of the answer', async () => {
    const result = await send('/ok');
    expect(result).toEqual({
      outcome: 'succeeded',
      statusCode: 200,
      durationMs: expect.any(Number),
      responseExcerpt: 'thanks, got it',
      error: null,
    });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.body).toBe(body);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['user-agent']).toBe('Casework-Webhooks/1.0');
    expect(() =>
      new Webhook(secret).verify(request!.body, request!.headers as Record<string, string>),
    ).not.toThrow();
    expect(await send('/accepted')).toMatchObject({
      outcome: 'succeeded',
      statusCode: 202,
      responseExcerpt: '',
    });
  });

  it('reports a 500 as failed, with its answer', async () => {
    expect(await send('/error')).toMatchObject({
      outcome: 'failed',
      statusCode: 500,
      responseExcerpt: '{"error":"database is down"}',
      error: null,
    });
  });

  it('reports 410 as gone', async () => {
    expect(await send('/gone')).toMatchObject({ outcome: 'gone', statusCode: 410 });
  });

  it('does not follow a redirect, and says so', async () => {
    const result = await send('/redirect');
    expect(result).toMatchObject({ outcome: 'failed', statusCode: 302 });
    expect(result.error).toMatch(/redirect to \/ok; Casework does not follow redirects/);
    expect(received.map((r) => r.path)).toEqual(['/redirect']);
  });

  it('keeps the first 500 characters of a long answer, without control characters', async () => {
    const result = await send('/long');
    expect(result.outcome).toBe('succeeded');
    expect(result.responseExcerpt).toHaveLength(500);
    expect(result.responseExcerpt).toBe('[31m' + 'é'.repeat(300) + 'x'.repeat(196));
  });

  it('stops reading a huge answer instead of downloading it', async () => {
    const result = await send('/huge');
    expect(result).toMatchObject({ outcome: 'succeeded', statusCode: 200, responseExcerpt: 'y'.repeat(500) });
  });

  it('gives up on a receiver that never answers, within the timeout', async () => {
    const result = await send('/hang', { timeoutMs: 300 });
    expect(result).toMatchObject({ outcome: 'timeout', statusCode: null, error: 'No answer within 0.3 s' });
    expect(result.durationMs).toBeGreaterThanOrEqual(280);
    expect(result.durationMs).toBeLessThan(2_000);
  });

  it('names the real timeout in its message', async () => {
    expect((await send('/hang', { timeoutMs: 450 })).error).toBe('No answer within 0.45 s');
  });

  it('bounds the whole exchange, body included', async () => {
    const result = await send('/half', { timeoutMs: 300 });
    expect(result).toMatchObject({ outcome: 'timeout', statusCode: 200 });
    expect(result.error).toMatch(/did not finish within 0\.3 s/);
  });

  it('reports a refused connection (closed port) as failed, readably', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const result = await sendWebhook({
      url: `http://127.0.0.1:${port}/hook`,
      body,
      headers: headers(),
      timeoutMs: 5_000,
      guard: localGuard,
    });
    expect(result).toMatchObject({ outcome: 'failed', statusCode: null, responseExcerpt: '' });
    expect(result.error).toBe(`127.0.0.1 port ${port} refused the connection; is the receiver running?`);
  });

  it('reports a reset connection as failed', async () => {
    const result = await send('/reset');
    expect(result).toMatchObject({ outcome: 'failed', statusCode: null });
    expect(result.error).toMatch(/closed the connection before answering/);
  });

  it('refuses 127.0.0.1 when the allow-list is empty, without reaching the server', async () => {
    const result = await send('/ok', { guard: createAddressGuard([]) });
    expect(result).toMatchObject({ outcome: 'refused', statusCode: null, responseExcerpt: '' });
    expect(result.error).toMatch(/^127\.0\.0\.1 is a loopback address; .*ask whoever hosts Casework/);
    expect(received).toHaveLength(0);
  });

  it('checks the address a host name resolves to when connecting', async () => {
    const resolveHost = async () => [{ address: '127.0.0.1', family: 4 }];
    const url = origin.replace('127.0.0.1', 'receiver.example.org') + '/ok';
    const refused = await sendWebhook({
      url,
      body,
      headers: headers(),
      timeoutMs: 5_000,
      guard: createAddressGuard([], { resolveHost }),
    });
    expect(refused).toMatchObject({ outcome: 'refused', statusCode: null });
    expect(refused.error).toMatch(/^receiver\.example\.org resolves to 127\.0\.0\.1, a loopback address;/);
    expect(received).toHaveLength(0);

    const allowed = await sendWebhook({
      url,
      body,
      headers: headers(),
      timeoutMs: 5_000,
      guard: createAddressGuard(['receiver.example.org'], { resolveHost }),
    });
    expect(allowed).toMatchObject({ outcome: 'succeeded', statusCode: 200 });
    expect(received[0]?.headers.host).toMatch(/^receiver\.example\.org:\d+$/);
  });

  it('reports a host that does not resolve as failed', async () => {
    const guard = createAddressGuard([], {
      resolveHost: () =>
        Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' })),
    });
    expect(
      await sendWebhook({
        url: 'https://nope.invalid/hook',
        body,
        headers: headers(),
        timeoutMs: 5_000,
        guard,
      }),
    ).toMatchObject({
      outcome: 'failed',
      statusCode: null,
      error: 'Casework could not find the host nope.invalid. Check the address for a typing mistake.',
    });
  });

  it('never throws, even for an unusable URL or header', async () => {
    expect(await send('', { url: 'not a url' })).toMatchObject({ outcome: 'failed', statusCode: null });
    expect(await send('', { url: 'ftp://example.org/' })).toMatchObject({ outcome: 'failed' });
    expect(await send('/ok', { headers: { 'x-bad': 'line\nbreak' } })).toMatchObject({ outcome: 'failed' });
    expect(received).toHaveLength(0);
  });
});

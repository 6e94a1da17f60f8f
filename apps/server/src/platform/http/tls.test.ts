import http2 from 'node:http2';
import https from 'node:https';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo, LookupFunction } from 'node:net';
import type { LookupAddress } from 'node:dns';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, DEMO } from '#test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { DEMO_PASSWORD } from '#src/modules/auth/passwords.ts';

// Decision 022: with TLS_CERT_FILE and TLS_KEY_FILE Casework answers HTTPS itself, HTTP/2 first. These tests talk to
// a listening server over real TLS, because app.inject never goes through the HTTP/2 layer.

interface H2Answer {
  status: number;
  headers: http2.IncomingHttpHeaders;
  body: string;
}

let t: TestApp;
let origin: string;
let cert: string;
let session: http2.ClientHttp2Session;

/** One request on the shared HTTP/2 session, read whole. */
function h2(
  pathname: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<H2Answer>((resolve, reject) => {
    const stream = session.request({ ':method': init.method ?? 'GET', ':path': pathname, ...init.headers });
    let status = 0;
    let headers: http2.IncomingHttpHeaders = {};
    const chunks: Buffer[] = [];
    stream.on('response', (h) => {
      headers = h;
      status = Number(h[':status']);
    });
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve({ status, headers, body: Buffer.concat(chunks).toString('utf8') }));
    stream.on('error', reject);
    stream.end(init.body);
  });
}

/** localhost, as the certificate names it, resolved to 127.0.0.1, where the server listens. */
const toLoopback: LookupFunction = (_host, options, callback) => {
  if (options.all)
    (callback as (e: null, a: LookupAddress[]) => void)(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(null, '127.0.0.1', 4);
};

/** The Set-Cookie lines of an HTTP/2 answer, for the cookie jar. */
const setCookies = (answer: H2Answer) => [answer.headers['set-cookie'] ?? []].flat();

/** Signs in through Auth.js over the HTTP/2 session (CSRF token, then the form post), as the web app does. */
async function signInOverH2(email: string) {
  const jar = new CookieJar();
  const csrf = await h2('/api/auth/csrf');
  jar.store(setCookies(csrf));
  const { csrfToken } = JSON.parse(csrf.body) as { csrfToken: string };
  const answer = await h2('/api/auth/callback/credentials', {
    method: 'POST',
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrfToken, email, password: DEMO_PASSWORD, callbackUrl: origin }).toString(),
  });
  jar.store(setCookies(answer));
  return { csrf, answer, jar };
}

beforeAll(async () => {
  const pem = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] }],
  });
  cert = pem.cert;
  const dir = mkdtempSync(path.join(tmpdir(), 'casework-tls-'));
  writeFileSync(path.join(dir, 'cert.pem'), pem.cert);
  writeFileSync(path.join(dir, 'key.pem'), pem.private);
  const dist = path.join(dir, 'dist');
  mkdirSync(dist);
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><title>Casework</title></html>',
  );
  t = await buildTestApp({
    TLS_CERT_FILE: path.join(dir, 'cert.pem'),
    TLS_KEY_FILE: path.join(dir, 'key.pem'),
    WEB_DIST_DIR: dist,
    PUBLIC_URL: 'https://localhost:3000',
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `https://localhost:${(t.app.server.address() as AddressInfo).port}`;
  session = http2.connect(origin, { ca: cert, lookup: toLoopback });
});

afterAll(async () => {
  session?.close();
  await t?.close();
});

describe('HTTPS with HTTP/2 (TLS_CERT_FILE, TLS_KEY_FILE)', () => {
  it('negotiates HTTP/2 and answers an app page with the security headers', async () => {
    const answer = await h2('/staff/inbox');
    expect(session.alpnProtocol).toBe('h2');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<title>Casework</title>');
    expect(answer.headers['strict-transport-security']).toMatch(/max-age=/);
    // HTTP/2 forbids connection-specific headers; Node would have refused to send the answer with them.
    expect(answer.headers.connection).toBeUndefined();
  });

  it('signs in through Auth.js and answers the session over HTTP/2', async () => {
    const { csrf, answer: signIn, jar } = await signInOverH2(DEMO.staff);
    expect(csrf.status).toBe(200);
    expect(signIn.status).toBe(302);
    // On https Auth.js names its cookies __Secure- and marks them Secure.
    expect(jar.names()).toContain('__Secure-authjs.session-token');
    expect(setCookies(signIn).join('\n')).toMatch(/__Secure-authjs\.session-token=[^;]+;.*Secure/i);

    const current = await h2('/api/auth/session', { headers: { cookie: jar.header() } });
    expect(current.status).toBe(200);
    const { accessToken, user } = JSON.parse(current.body) as {
      accessToken: string;
      user: { email: string };
    };
    expect(user.email).toBe(DEMO.staff);

    const me = await h2('/api/v1/auth/me', { headers: { authorization: `Bearer ${accessToken}` } });
    expect(me.status).toBe(200);
    expect(JSON.parse(me.body)).toMatchObject({ email: DEMO.staff });
  });

  it('still answers HTTP/1.1 over TLS to a client that does not offer HTTP/2', async () => {
    const answer = await new Promise<{ status: number; version: string }>((resolve, reject) => {
      const request = https.get(
        `${origin}/readyz`,
        { ca: cert, agent: false, lookup: toLoopback },
        (response) => {
          response.resume();
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, version: response.httpVersion }),
          );
        },
      );
      request.on('error', reject);
    });
    expect(answer).toEqual({ status: 200, version: '1.1' });
  });

  it('streams live events over HTTP/2 and still closes promptly with the stream open', async () => {
    const { jar } = await signInOverH2(DEMO.participant);
    const { accessToken } = JSON.parse(
      (await h2('/api/auth/session', { headers: { cookie: jar.header() } })).body,
    ) as {
      accessToken: string;
    };

    const stream = session.request({
      ':path': '/api/v1/events',
      accept: 'text/event-stream',
      authorization: `Bearer ${accessToken}`,
    });
    const first = await new Promise<{ headers: http2.IncomingHttpHeaders; chunk: string }>(
      (resolve, reject) => {
        let headers: http2.IncomingHttpHeaders = {};
        stream.on('response', (h) => (headers = h));
        stream.once('data', (chunk: Buffer) => resolve({ headers, chunk: chunk.toString('utf8') }));
        stream.on('error', reject);
      },
    );
    expect(first.headers[':status']).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(first.chunk).toMatch(/retry: \d+|event: ready/);
    // The last test: the server stops with the live stream still open, as on a deploy (SIGTERM).
    const stopping = performance.now();
    await t.app.close();
    expect(performance.now() - stopping).toBeLessThan(5_000);
  });
});

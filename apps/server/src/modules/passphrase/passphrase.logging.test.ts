import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#src/app.ts';
import { loggerOptions } from '#src/platform/observability/logging.ts';
import { openTestDatabase, testConfig } from '#test/harness.ts';
import { captureStdout } from '#test/log-capture.ts';
import { bearer, signInAs } from '#test/auth-helpers.ts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#src/db/client.ts';

/**
 * Passphrases never reach the logs. buildApp takes no log destination, so pino's writes to stdout (fd 1, through
 * sonic-boom's fs.write / fs.writeSync) are captured here for the duration of the test.
 */
const CANARY = 'Canary Zebra 7781';
let captured: string[] = [];
let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  captured = captureStdout();
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig({ LOG_LEVEL: 'debug' }), database, logger: true });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  vi.restoreAllMocks();
});

describe('passphrase logging', () => {
  it('never writes a passphrase to the logs, on success or on refusal', async () => {
    const staff = (await signInAs(app, 'staff')).token;
    const p = await signInAs(app, 'participant');
    const url = `/api/v1/participants/${String(p.session.participantId)}/passphrase`;
    const send = (method: 'GET' | 'POST' | 'PUT', path: string, token: string, payload?: object) =>
      app.inject({ method, url: path, headers: bearer(token), ...(payload ? { payload } : {}) });

    expect((await send('POST', url, p.token, { passphrase: CANARY, hint: 'zoo' })).statusCode).toBe(201);
    expect((await send('PUT', url, staff, { passphrase: CANARY })).statusCode).toBe(200);
    expect((await send('GET', `${url}?reason=identity%20check`, staff)).statusCode).toBe(200);
    expect((await send('GET', url, p.token)).statusCode).toBe(200);
    expect((await send('POST', `${url}/check`, staff, { attempt: CANARY })).json()).toEqual({
      matches: true,
    });
    expect((await send('POST', `${url}/check`, staff, { attempt: `${CANARY} wrong` })).json()).toEqual({
      matches: false,
    });
    // Refused input: a too-long passphrase that still contains the canary.
    expect((await send('PUT', url, staff, { passphrase: `${CANARY} ${'x'.repeat(120)}` })).statusCode).toBe(
      400,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));

    const output = captured.join('');
    // The capture works: the request log lines and the check's own line are there.
    expect(output).toContain('"msg":"passphrase checked"');
    expect(output).toMatch(/"attemptsThisWindow":2/);
    expect(output).toContain('/passphrase');
    expect(output.toLowerCase()).not.toContain(CANARY.toLowerCase());
    expect(output).not.toContain('Zebra');
  });

  it('redacts any field named passphrase that a future log line might carry', () => {
    const options = loggerOptions('info') as { redact: { paths: string[] } };
    expect(options.redact.paths).toContain('*.passphrase');
  });
});

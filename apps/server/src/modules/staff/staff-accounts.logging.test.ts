import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#src/app.ts';
import type { Database } from '#src/db/client.ts';
import { openTestDatabase, testConfig } from '#test/harness.ts';
import { captureStdout } from '#test/log-capture.ts';
import { bearer, signIn, signInAs } from '#test/auth-helpers.ts';

/**
 * Staff passwords never reach the logs: neither one an administrator sets, nor one the server generates, nor a
 * refused one. pino's writes to stdout are captured for the duration of the test (as in the passphrase test).
 */
const CANARY = 'Canary Walrus 5531 password';
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

describe('staff account logging', () => {
  it('never writes a staff password or its hash to the logs', async () => {
    const admin = bearer((await signInAs(app, 'admin')).token);
    const send = (url: string, payload: object, method: 'POST' | 'PUT' = 'POST') =>
      app.inject({ method, url: `/api/v1${url}`, headers: admin, payload });

    const created = await send('/staffMembers', {
      email: 'walrus@example.org',
      firstName: 'Wally',
      lastName: 'Walrus',
      role: 'Staff',
      password: CANARY,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().staffMember.id as string;
    expect((await signIn(app, 'walrus@example.org', CANARY)).body.url).not.toContain('error=');
    const generated = await send(`/staffMembers/${id}/password-reset`, {});
    const temporary = generated.json().temporaryPassword as string;
    expect(temporary).toBeTruthy();
    expect(
      (await send(`/staffMembers/${id}/password-reset`, { password: `${CANARY} again` })).statusCode,
    ).toBe(200);
    // Refused input that still contains the canary.
    expect(
      (await send(`/staffMembers/${id}/password-reset`, { password: `${CANARY}${'x'.repeat(300)}` }))
        .statusCode,
    ).toBe(400);
    expect((await send(`/staffMembers/${id}/status`, { isActive: false }, 'PUT')).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const output = captured.join('');
    // The capture works: the request log lines are there.
    expect(output).toContain('/password-reset');
    expect(output).not.toContain('Walrus 5531');
    expect(output).not.toContain(temporary);
    expect(output).not.toContain('$argon2');
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { bearer, signInAs } from '#test/auth-helpers.ts';
import { buildParticipant } from '#test/factories.ts';
import { filesUnder } from '../participant-files/participant-files.test-support.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** Headers (lower-case names, unfolded) and the decoded text of an RFC 5322 message. */
function parseMessage(raw: string) {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const headers: Record<string, string> = {};
  for (const line of head!.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  // Quoted-printable soft breaks and escapes, enough to read the text parts.
  const body = rest
    .join('\n\n')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { headers, body: Buffer.from(body, 'latin1').toString('utf8') };
}

describe('welcome e-mail through a real SMTP server', () => {
  let smtp: SMTPServer;
  const inbox: Received[] = [];
  let t: TestApp;
  let staff: Record<string, string>;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          inbox.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('latin1'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await buildTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      PUBLIC_URL: 'https://portal.example.org',
    });
    staff = bearer((await signInAs(t.app, 'staff')).token);
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers sign-in instructions and the portal address to the participant, and answers 202 with a masked address', async () => {
    const p = await buildParticipant(t.database.db, {
      firstName: 'Zoë',
      email: 'zoe.kasayulie@example.net',
      dob: '1984-03-05',
      withAccount: { email: 'zoe.signin@example.net' },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/participants/${p.participantId}/notifications`,
      headers: staff,
      payload: { kind: 'welcome' },
    });
    expect(response.statusCode).toBe(202);
    const answer = response.json();
    expect(answer).toMatchObject({ kind: 'welcome', sentTo: 'zo***@example.net' });

    expect(inbox).toHaveLength(1);
    const mail = inbox[0]!;
    expect(mail.to).toEqual(['zoe.kasayulie@example.net']);
    expect(mail.from).toBe('no-reply@portal.example.org');
    const { headers, body } = parseMessage(mail.raw);
    expect(headers['message-id']).toBe(answer.messageId);
    expect(headers.subject).toBe('Welcome to the participant portal');
    expect(headers.to).toBe('zoe.kasayulie@example.net');
    expect(body).toContain('Hello Zoë,');
    expect(body).toContain('https://portal.example.org/sign-in');
    // The address to sign in with is the account's, not the contact address the message went to.
    expect(body).toContain('Enter this e-mail address (zoe.signin@example.net) and your password.');
    // Nothing a stranger could use: no participant id, no date of birth.
    expect(body).not.toContain(p.participantId);
    expect(body).not.toContain('1984');
    expect(body).not.toContain('03/05');
  });

  it('answers 400 participant.no_email when the participant has no e-mail address, sending nothing', async () => {
    const p = await buildParticipant(t.database.db, { email: null });
    const before = inbox.length;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/participants/${p.participantId}/notifications`,
      headers: staff,
      payload: { kind: 'welcome' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('participant.no_email');
    expect(inbox.length).toBe(before);
  });

  const sendWelcome = (participantId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/participants/${participantId}/notifications`,
      headers: staff,
      payload: { kind: 'welcome' },
    });

  it('answers 400 participant.no_sign_in when the participant has no sign-in account, sending nothing', async () => {
    const p = await buildParticipant(t.database.db, { email: 'no.account@example.net' });
    const before = inbox.length;
    const response = await sendWelcome(p.participantId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'participant.no_sign_in',
      errors: [{ field: 'params.participantId' }],
    });
    expect(response.json().detail).toMatch(/no way to sign in/);
    expect(inbox.length).toBe(before);
  });

  it('answers 400 participant.no_sign_in when the sign-in account is switched off, sending nothing', async () => {
    const p = await buildParticipant(t.database.db, {
      email: 'switched.off@example.net',
      withAccount: { email: 'switched.off.signin@example.net' },
    });
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/participants/${p.participantId}/sign-in-source`,
      headers: staff,
      payload: { source: 'none' },
    });
    expect(off.statusCode).toBe(200);
    const before = inbox.length;
    const response = await sendWelcome(p.participantId);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('participant.no_sign_in');
    expect(inbox.length).toBe(before);
  });

  it('refuses an unknown kind with 400 and an unknown participant with 404', async () => {
    const p = await buildParticipant(t.database.db);
    const kind = await t.app.inject({
      method: 'POST',
      url: `/api/v1/participants/${p.participantId}/notifications`,
      headers: staff,
      payload: { kind: 'password' },
    });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().errors[0].field).toBe('body.kind');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/participants/ZZZZ-ZZZZ/notifications',
      headers: staff,
      payload: { kind: 'welcome' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('is for staff only: a participant gets 403', async () => {
    const { token, session } = await signInAs(t.app, 'participant');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/participants/${String(session.participantId)}/notifications`,
      headers: bearer(token),
      payload: { kind: 'welcome' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('welcome e-mail without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('writes the message as an .eml file under DATA_DIR/mail', async () => {
    const staff = bearer((await signInAs(t.app, 'staff')).token);
    const p = await buildParticipant(t.database.db, {
      firstName: 'Peter',
      email: 'peter@example.net',
      withAccount: { email: 'peter@example.net' },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/participants/${p.participantId}/notifications`,
      headers: staff,
      payload: { kind: 'welcome' },
    });
    expect(response.statusCode).toBe(202);
    const mailDir = path.join(t.config.dataDir, 'mail');
    const files = filesUnder(mailDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const { headers, body } = parseMessage(readFileSync(path.join(mailDir, files[0]!), 'latin1'));
    expect(headers['message-id']).toBe(response.json().messageId);
    expect(headers.to).toBe('peter@example.net');
    expect(body).toContain('Hello Peter,');
    expect(body).toContain('http://localhost:3000/sign-in');
  });

  it('answers 502 when the SMTP server cannot be reached', async () => {
    const broken = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const staff = bearer((await signInAs(broken.app, 'staff')).token);
      const p = await buildParticipant(broken.database.db, {
        withAccount: { email: `broken-${Date.now()}@example.net` },
      });
      const response = await broken.app.inject({
        method: 'POST',
        url: `/api/v1/participants/${p.participantId}/notifications`,
        headers: staff,
        payload: { kind: 'welcome' },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ code: 'mail.unavailable', title: 'Bad Gateway' });
    } finally {
      await broken.close();
    }
  });
});

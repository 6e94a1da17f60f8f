import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxConsumers, participants } from '#src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import {
  apiOf,
  freshParticipant,
  startThread,
  threadsCast,
  type Person,
  type ThreadsCast,
} from '../threads/threads.test-support.ts';
import { SseClient, listen, secondProcess } from './events.test-support.ts';
import { NEW_MESSAGE_EMAIL_CONSUMER } from './new-message-notifier.ts';

interface Received {
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
const inbox: Received[] = [];
let t: TestApp;
let cast: ThreadsCast;
let api: ReturnType<typeof apiOf>;

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
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://portal.example.org' });
  api = apiOf(t);
  cast = await threadsCast(t);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The e-mails a participant's address received. */
const mailTo = (email: string) => inbox.filter((m) => m.to.includes(email));

async function emailOf(person: Person & { participantId: string }): Promise<string> {
  const [row] = await t.database.db
    .select({ email: participants.email })
    .from(participants)
    .where(eq(participants.participantId, person.participantId));
  return row!.email!;
}

/** A participant (with a sign-in account and an e-mail address) in a thread with Family Services. */
async function participantWithThread(subject = 'Boiler repair') {
  const person = await freshParticipant(t);
  const thread = await startThread(t, person.token, {
    teamId: cast.teams.family,
    subject,
    body: '<p>Anyone?</p>',
  });
  return { person, thread, email: await emailOf(person) };
}

/** A reply by the demo case worker; answers the author's name as the thread shows it. */
async function staffReply(threadId: string, text = 'Your appointment is on Tuesday at 10.'): Promise<string> {
  const response = await api('POST', `/threads/${threadId}/replies`, cast.staff.token, {
    body: `<p>${text}</p>`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ author: { name: string } }>().author.name;
}

async function setPreferences(participantId: string, preferences: Record<string, unknown>) {
  await t.database.db
    .update(participants)
    .set({
      profile: sql`jsonb_set(${participants.profile}, '{communicationPreferences}', ${JSON.stringify(preferences)}::jsonb)`,
    })
    .where(eq(participants.participantId, participantId));
}

describe('new-message e-mail', () => {
  it('tells an offline participant that a secure message is waiting, with a link and nothing else', async () => {
    const { person, thread, email } = await participantWithThread('Boiler repair');
    const staffName = await staffReply(thread.id, 'Your appointment is on Tuesday at 10.');
    await expect.poll(() => mailTo(email).length, { timeout: 5_000 }).toBe(1);
    const raw = mailTo(email)[0]!.raw;
    expect(raw).toMatch(/^Subject: You have a new secure message\r?$/m);
    expect(raw).toContain('https://portal.example.org/participant/inbox');
    // No content, subject, names or ids.
    const secrets = ['Tuesday', 'Boiler', 'Anyone', 'Family Services', person.participantId, thread.id];
    secrets.push(staffName, ...thread.participant.name.split(' '));
    for (const secret of secrets) expect(raw).not.toContain(secret);
  });

  it('sends nothing for the participant’s own messages, nor again within ten minutes of the last e-mail', async () => {
    const { person, thread, email } = await participantWithThread();
    const marker = await participantWithThread();
    await api('POST', `/threads/${thread.id}/replies`, person.token, { body: '<p>Me again</p>' });
    await staffReply(thread.id);
    await staffReply(thread.id, 'And one more thing.');
    // A later e-mail to someone else shows the consumer has handled everything before it (it keeps order).
    await staffReply(marker.thread.id);
    await expect.poll(() => mailTo(marker.email).length, { timeout: 5_000 }).toBe(1);
    expect(mailTo(email)).toHaveLength(1);
  });

  it('sends nothing to a participant who is online (a live stream open in any process)', async () => {
    const { person, thread, email } = await participantWithThread();
    const marker = await participantWithThread();
    const other = await secondProcess(t);
    const client = await SseClient.open(await listen(other.app), person.token);
    await client.waitFor((m) => m.event === 'ready');
    await staffReply(thread.id);
    await client.waitFor((m) => m.event === 'message.created');
    await staffReply(marker.thread.id);
    await expect.poll(() => mailTo(marker.email).length, { timeout: 5_000 }).toBe(1);
    expect(mailTo(email)).toHaveLength(0);
    client.close();
    await other.close();
  });

  it('respects communicationPreferences: newMessageEmail off (and not safe to contact) sends nothing', async () => {
    const off = await participantWithThread();
    const unsafe = await participantWithThread();
    const marker = await participantWithThread();
    await setPreferences(off.person.participantId, { newMessageEmail: false, safeToContact: true });
    await setPreferences(unsafe.person.participantId, { safeToContact: false });
    await staffReply(off.thread.id);
    await staffReply(unsafe.thread.id);
    await staffReply(marker.thread.id);
    await expect.poll(() => mailTo(marker.email).length, { timeout: 5_000 }).toBe(1);
    expect(mailTo(off.email)).toHaveLength(0);
    expect(mailTo(unsafe.email)).toHaveLength(0);
  });

  it('resumes after a restart where it stopped, and never sends twice for one event', async () => {
    const { thread, email } = await participantWithThread();
    await staffReply(thread.id);
    await expect.poll(() => mailTo(email).length, { timeout: 5_000 }).toBe(1);
    const [cursor] = await t.database.db
      .select()
      .from(outboxConsumers)
      .where(eq(outboxConsumers.name, NEW_MESSAGE_EMAIL_CONSUMER));
    expect(cursor!.position).toBeGreaterThan(0);

    // Another process starting on the same database continues from the stored cursor: nothing is re-sent.
    const marker = await participantWithThread();
    const restarted = await secondProcess(t);
    await staffReply(marker.thread.id);
    await expect.poll(() => mailTo(marker.email).length, { timeout: 5_000 }).toBe(1);
    await restarted.close();
    expect(mailTo(email)).toHaveLength(1);
    expect(mailTo(marker.email)).toHaveLength(1);
  });
});

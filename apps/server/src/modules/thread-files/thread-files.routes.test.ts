import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ThreadView } from '@casework/contract';
import { outboxEvents } from '#src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { bearer } from '#test/auth-helpers.ts';
import {
  EXE_BYTES,
  PDF_BYTES,
  PNG_BYTES,
  filesUnder,
  multipartBody,
  type UploadFile,
} from '../participant-files/participant-files.test-support.ts';
import { apiOf, startThread, threadsCast, type ThreadsCast } from '../threads/threads.test-support.ts';

let t: TestApp;
let cast: ThreadsCast;
let api: ReturnType<typeof apiOf>;
/** A thread the demo participant started with Family Services, and its first (the participant's) message. */
let thread: ThreadView;
let own: { threadId: string; messageId: string };

// A limit of about 2 KB, so "too large" needs no big buffers.
const LIMIT_MB = '0.002';

beforeAll(async () => {
  t = await buildTestApp({ FILE_SIZE_LIMIT_MB: LIMIT_MB });
  api = apiOf(t);
  cast = await threadsCast(t);
  thread = await startThread(t, cast.participant.token, {
    teamId: cast.teams.family,
    subject: 'Lease papers',
  });
  own = { threadId: thread.id, messageId: thread.messages[0]!.id };
});
afterAll(() => t.close());

const filesUrl = (ref: { threadId: string; messageId: string }) =>
  `/api/v1/threads/${ref.threadId}/${ref.messageId}/files`;
const fileUrl = (ref: { threadId: string; messageId: string }, name: string) =>
  `${filesUrl(ref)}/${encodeURIComponent(name)}`;

function upload(ref: { threadId: string; messageId: string }, files: UploadFile[], token: string) {
  const body = multipartBody(files);
  return t.app.inject({
    method: 'POST',
    url: filesUrl(ref),
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}
const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const storedFiles = () =>
  filesUnder(path.join(t.config.dataDir, 'files')).filter((f) => f.startsWith('threads'));

/** A staff reply in the thread, as the demo case worker. */
async function staffReply(threadId: string): Promise<string> {
  const reply = await api('POST', `/threads/${threadId}/replies`, cast.staff.token, {
    body: '<p>Thanks.</p>',
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json<{ id: string }>().id;
}

describe('thread files: upload, list, download', () => {
  it('stores several files of one upload, lists them, and gives the exact bytes back as an attachment', async () => {
    const created = await upload(
      own,
      [
        { name: 'lease.pdf', content: PDF_BYTES },
        { name: 'meter photo.png', content: PNG_BYTES },
      ],
      cast.participant.token,
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      total: 2,
      items: [
        {
          reference: `${own.threadId}/${own.messageId}/lease.pdf`,
          name: 'lease.pdf',
          contentType: 'application/pdf',
          size: PDF_BYTES.length,
        },
        { name: 'meter photo.png', contentType: 'image/png', size: PNG_BYTES.length },
      ],
    });

    const listed = await call('GET', filesUrl(own), cast.staff.token);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items.map((f: { name: string }) => f.name)).toEqual([
      'lease.pdf',
      'meter photo.png',
    ]);

    const download = await call('GET', fileUrl(own, 'meter photo.png'), cast.supervisor.token);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="meter photo.png"; filename*=UTF-8''meter%20photo.png`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    // The thread view shows them on their message.
    const view = (await api('GET', `/threads/${own.threadId}`, cast.participant.token)).json<ThreadView>();
    expect(view.messages[0]!.files.map((f) => f.name)).toEqual(['lease.pdf', 'meter photo.png']);
  });

  it('tells live streams that the message files changed (an outbox event in the same transaction)', async () => {
    const before = await filesChangedEvents();
    expect(
      (await upload(own, [{ name: 'receipt.txt', content: 'paid' }], cast.participant.token)).statusCode,
    ).toBe(201);
    const after = await filesChangedEvents();
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)!.payload).toMatchObject({
      threadId: own.threadId,
      messageId: own.messageId,
      participantId: cast.participant.participantId,
      teamId: cast.teams.family,
    });
  });

  it('refuses a file over FILE_SIZE_LIMIT_MB with 413 and keeps nothing of the upload', async () => {
    const before = storedFiles();
    const response = await upload(
      own,
      [
        { name: 'small.txt', content: 'fine' },
        { name: 'big.txt', content: Buffer.alloc(3_000, 'a') },
      ],
      cast.participant.token,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'file.too_large' });
    expect(storedFiles()).toEqual(before);
    const names = (await call('GET', filesUrl(own), cast.staff.token))
      .json()
      .items.map((f: { name: string }) => f.name);
    expect(names).not.toContain('small.txt');
  });

  it('judges the type from the bytes: 415 for an executable, and for content that does not match its name', async () => {
    const exe = await upload(own, [{ name: 'invoice.pdf', content: EXE_BYTES }], cast.participant.token);
    expect(exe.statusCode).toBe(415);
    const mismatch = await upload(own, [{ name: 'scan.pdf', content: PNG_BYTES }], cast.participant.token);
    expect(mismatch.statusCode).toBe(415);
    expect(mismatch.json().code).toBe('file.type_mismatch');
    const scriptName = await upload(own, [{ name: 'run.exe', content: 'text' }], cast.participant.token);
    expect(scriptName.statusCode).toBe(415);
  });

  it('refuses a name against the SPEC §5 rule (400) and a name already on the message (409)', async () => {
    const bad = await upload(own, [{ name: 'a:b.pdf', content: PDF_BYTES }], cast.participant.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'file.name_invalid' });
    const twice = await upload(own, [{ name: 'lease.pdf', content: PDF_BYTES }], cast.participant.token);
    expect(twice.statusCode).toBe(409);
    const sameUpload = await upload(
      own,
      [
        { name: 'twin.txt', content: 'one' },
        { name: 'twin.txt', content: 'two' },
      ],
      cast.participant.token,
    );
    expect(sameUpload.statusCode).toBe(409);
    const listed = await call('GET', filesUrl(own), cast.staff.token);
    expect(listed.json().items.map((f: { name: string }) => f.name)).not.toContain('twin.txt');
  });

  it('answers 400 for an upload without files and 415 for a body that is not multipart', async () => {
    expect((await upload(own, [], cast.participant.token)).statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: filesUrl(own),
      headers: bearer(cast.participant.token),
      payload: { name: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('thread files: rename and delete', () => {
  it('renames a file, refusing a taken name (409), a bad name (400) and a missing file (404)', async () => {
    expect(
      (await upload(own, [{ name: 'draft.txt', content: 'v1' }], cast.participant.token)).statusCode,
    ).toBe(201);
    const renamed = await call('PUT', fileUrl(own, 'draft.txt'), cast.participant.token, {
      name: 'final.txt',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'final.txt',
      reference: `${own.threadId}/${own.messageId}/final.txt`,
    });
    expect((await call('GET', fileUrl(own, 'final.txt'), cast.staff.token)).body).toBe('v1');
    expect((await call('GET', fileUrl(own, 'draft.txt'), cast.staff.token)).statusCode).toBe(404);

    expect(
      (await call('PUT', fileUrl(own, 'final.txt'), cast.participant.token, { name: 'lease.pdf' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call('PUT', fileUrl(own, 'final.txt'), cast.participant.token, { name: 'a/b.txt' })).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', fileUrl(own, 'nope.txt'), cast.participant.token, { name: 'x.txt' })).statusCode,
    ).toBe(404);
  });

  it('deletes a file: the row and the stored bytes go', async () => {
    expect(
      (await upload(own, [{ name: 'old.txt', content: 'bye' }], cast.participant.token)).statusCode,
    ).toBe(201);
    const before = storedFiles().length;
    const removed = await call('DELETE', fileUrl(own, 'old.txt'), cast.participant.token);
    expect(removed.statusCode).toBe(204);
    expect(storedFiles().length).toBe(before - 1);
    expect((await call('GET', fileUrl(own, 'old.txt'), cast.participant.token)).statusCode).toBe(404);
    expect((await call('DELETE', fileUrl(own, 'old.txt'), cast.participant.token)).statusCode).toBe(404);
  });

  it('removes the stored files with their thread when an administrator deletes it', async () => {
    const doomed = await startThread(t, cast.participant.token, {
      teamId: cast.teams.family,
      subject: 'Doomed',
    });
    const ref = { threadId: doomed.id, messageId: doomed.messages[0]!.id };
    expect((await upload(ref, [{ name: 'gone.txt', content: 'x' }], cast.participant.token)).statusCode).toBe(
      201,
    );
    const before = storedFiles().length;
    expect((await api('DELETE', `/threads/${doomed.id}`, cast.admin.token)).statusCode).toBe(204);
    expect(storedFiles().length).toBe(before - 1);
  });
});

describe('thread files after a merge', () => {
  it("are copied into the participant's files by POST /threads/{threadId}/mergedfiles, byte for byte", async () => {
    const merged = await startThread(t, cast.participant.token, {
      teamId: cast.teams.family,
      subject: 'Merged',
    });
    const ref = { threadId: merged.id, messageId: merged.messages[0]!.id };
    expect(
      (await upload(ref, [{ name: 'id card.png', content: PNG_BYTES }], cast.participant.token)).statusCode,
    ).toBe(201);
    const copied = await api('POST', `/threads/${merged.id}/mergedfiles`, cast.admin.token);
    expect(copied.statusCode, copied.body).toBe(200);
    expect(copied.json()).toMatchObject({
      category: 'mergedparticipantmessagefiles',
      copied: ['id card.png'],
    });
    const file = await call(
      'GET',
      `/api/v1/participants/${cast.participant.participantId}/files/mergedparticipantmessagefiles/${encodeURIComponent('id card.png')}`,
      cast.staff.token,
    );
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG_BYTES)).toBe(true);
  });
});

describe('thread files: who may do what', () => {
  it('lets staff of the team attach files to any message, and the participant only to their own', async () => {
    const staffMessage = { threadId: own.threadId, messageId: await staffReply(own.threadId) };
    const byStaff = await upload(staffMessage, [{ name: 'form.pdf', content: PDF_BYTES }], cast.staff.token);
    expect(byStaff.statusCode, byStaff.body).toBe(201);
    const onParticipants = await upload(own, [{ name: 'staff-note.txt', content: 'n' }], cast.staff.token);
    expect(onParticipants.statusCode).toBe(201);

    // The participant reads the staff member's files, but may not change them.
    expect((await call('GET', fileUrl(staffMessage, 'form.pdf'), cast.participant.token)).statusCode).toBe(
      200,
    );
    const refused = await upload(staffMessage, [{ name: 'mine.txt', content: 'm' }], cast.participant.token);
    expect(refused.statusCode).toBe(403);
    expect(
      (await call('PUT', fileUrl(staffMessage, 'form.pdf'), cast.participant.token, { name: 'x.pdf' }))
        .statusCode,
    ).toBe(403);
    expect((await call('DELETE', fileUrl(staffMessage, 'form.pdf'), cast.participant.token)).statusCode).toBe(
      403,
    );
  });

  it('answers 404 to everyone who may not see the thread, whatever they try', async () => {
    for (const who of [cast.participant2, cast.outsider, cast.admin]) {
      expect((await call('GET', filesUrl(own), who.token)).statusCode).toBe(404);
      expect((await call('GET', fileUrl(own, 'lease.pdf'), who.token)).statusCode).toBe(404);
      expect((await upload(own, [{ name: 'intruder.txt', content: 'x' }], who.token)).statusCode).toBe(404);
      expect((await call('PUT', fileUrl(own, 'lease.pdf'), who.token, { name: 'x.pdf' })).statusCode).toBe(
        404,
      );
      expect((await call('DELETE', fileUrl(own, 'lease.pdf'), who.token)).statusCode).toBe(404);
    }
    expect((await call('GET', fileUrl(own, 'lease.pdf'), cast.staff.token)).statusCode).toBe(200);
  });

  it('answers 404 for a message of another thread and for a thread that does not exist', async () => {
    const other = await startThread(t, cast.participant.token, {
      teamId: cast.teams.family,
      subject: 'Other',
    });
    const mixed = { threadId: other.id, messageId: own.messageId };
    expect((await call('GET', filesUrl(mixed), cast.participant.token)).statusCode).toBe(404);
    expect((await upload(mixed, [{ name: 'x.txt', content: 'x' }], cast.participant.token)).statusCode).toBe(
      404,
    );
    const missing = { threadId: '01900000-0000-7000-8000-000000000000', messageId: own.messageId };
    expect((await call('GET', filesUrl(missing), cast.staff.token)).statusCode).toBe(404);
  });
});

async function filesChangedEvents() {
  return t.database.db
    .select()
    .from(outboxEvents)
    .where(and(eq(outboxEvents.type, 'message.files_changed'), eq(outboxEvents.aggregateId, own.threadId)))
    .orderBy(outboxEvents.seq);
}

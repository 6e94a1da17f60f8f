import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FORBIDDEN_FILE_NAME_CHARACTERS } from '@casework/contract';
import { participantFiles } from '#src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { bearer, signInAs } from '#test/auth-helpers.ts';
import { buildParticipant } from '#test/factories.ts';
import {
  EXE_BYTES,
  PDF_BYTES,
  PNG_BYTES,
  filesUnder,
  multipartBody,
  type UploadFile,
} from './participant-files.test-support.ts';

let t: TestApp;
let staff: Record<string, string>;
let participant: Record<string, string>;
let participant2: Record<string, string>;
let ownId: string;

beforeAll(async () => {
  t = await buildTestApp();
  staff = bearer((await signInAs(t.app, 'staff')).token);
  const own = await signInAs(t.app, 'participant');
  participant = bearer(own.token);
  ownId = String(own.session.participantId);
  participant2 = bearer((await signInAs(t.app, 'participant2')).token);
});
afterAll(() => t.close());

const filesUrl = (id: string) => `/api/v1/participants/${id}/files`;
const fileUrl = (id: string, category: string, name: string) =>
  `${filesUrl(id)}/${encodeURIComponent(category)}/${encodeURIComponent(name)}`;

function upload(id: string, category: string, files: UploadFile[], headers = staff) {
  const body = multipartBody(files);
  return t.app.inject({
    method: 'POST',
    url: `${filesUrl(id)}/${encodeURIComponent(category)}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const rowsOf = (participantId: string) =>
  t.database.db.select().from(participantFiles).where(eq(participantFiles.participantId, participantId));
const storedFiles = () =>
  filesUnder(path.join(t.config.dataDir, 'files')).filter((f) => !f.startsWith('.tmp'));

describe('participant files: upload and download', () => {
  it('stores the exact bytes and gives them back as an attachment, typed from the content', async () => {
    const p = await buildParticipant(t.database.db);
    const created = await upload(p.participantId, 'identity', [
      { name: 'license scan.png', content: PNG_BYTES },
    ]);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      total: 1,
      items: [
        {
          reference: `${p.participantId}/identity/license scan.png`,
          participantId: p.participantId,
          category: 'identity',
          name: 'license scan.png',
          type: 'image/png',
          size: PNG_BYTES.length,
          uploadedBy: { name: 'Daniel Kasayulie' },
        },
      ],
    });

    const download = await t.app.inject({
      url: fileUrl(p.participantId, 'identity', 'license scan.png'),
      headers: staff,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="license scan.png"; filename*=UTF-8''license%20scan.png`,
    );
  });

  it('names a non-ASCII file with RFC 5987 filename* and an ASCII fallback', async () => {
    const p = await buildParticipant(t.database.db);
    const name = 'Bérénice — bail ünd Miete.pdf';
    expect((await upload(p.participantId, 'housing', [{ name, content: PDF_BYTES }])).statusCode).toBe(201);
    const download = await t.app.inject({ url: fileUrl(p.participantId, 'housing', name), headers: staff });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="B_r_nice _ bail _nd Miete.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    expect(download.rawPayload.equals(PDF_BYTES)).toBe(true);
  });

  it('stores several files of one upload and lists them by category', async () => {
    const p = await buildParticipant(t.database.db);
    const response = await upload(p.participantId, 'income', [
      { name: 'paystub.pdf', content: PDF_BYTES },
      { name: 'benefits.csv', content: 'month,amount\n2024-01,1200\n' },
      { name: 'notes.txt', content: 'Employer: Élan Ltd — paid biweekly\n' },
    ]);
    expect(response.statusCode).toBe(201);
    expect(
      (await upload(p.participantId, 'identity', [{ name: 'photo', content: PNG_BYTES }])).statusCode,
    ).toBe(201);

    const income = (
      await t.app.inject({ url: `${filesUrl(p.participantId)}?fileCategory=income`, headers: staff })
    ).json();
    expect(income.total).toBe(3);
    expect(income.items.map((f: { name: string; type: string }) => [f.name, f.type])).toEqual([
      ['benefits.csv', 'text/csv'],
      ['notes.txt', 'text/plain'],
      ['paystub.pdf', 'application/pdf'],
    ]);
    const all = (await t.app.inject({ url: filesUrl(p.participantId), headers: staff })).json();
    expect(all.total).toBe(4);
    expect(all.items.find((f: { name: string }) => f.name === 'photo').type).toBe('image/png');
  });

  it('answers 409 for a name already in the category, keeping the first file untouched', async () => {
    const p = await buildParticipant(t.database.db);
    await upload(p.participantId, 'identity', [{ name: 'id.pdf', content: PDF_BYTES }]);
    const before = storedFiles().length;
    const again = await upload(p.participantId, 'identity', [
      { name: 'id.pdf', content: PNG_BYTES, type: 'image/png' },
    ]);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('file.exists');
    // The name and the category as the person sees them, not the internal reference "<id>/identity/id.pdf".
    expect(again.json().detail).toBe(
      'A file named "id.pdf" is already in Identity. Rename the file or choose another category.',
    );
    expect(storedFiles().length).toBe(before);
    const download = await t.app.inject({
      url: fileUrl(p.participantId, 'identity', 'id.pdf'),
      headers: staff,
    });
    expect(download.rawPayload.equals(PDF_BYTES)).toBe(true);
    // The same name in another category is a different file.
    expect(
      (await upload(p.participantId, 'housing', [{ name: 'id.pdf', content: PDF_BYTES }])).statusCode,
    ).toBe(201);
  });

  it('refuses a body that is not multipart with 415', async () => {
    const p = await buildParticipant(t.database.db);
    const response = await t.app.inject({
      method: 'POST',
      url: `${filesUrl(p.participantId)}/identity`,
      headers: staff,
      payload: { name: 'x.pdf' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('request.unsupported_media_type');
  });

  it('answers 400 for an upload without any file part', async () => {
    const p = await buildParticipant(t.database.db);
    const response = await upload(p.participantId, 'identity', []);
    expect(response.statusCode).toBe(400);
  });
});

describe('participant files: names', () => {
  const badNames: [string, string][] = [
    ...FORBIDDEN_FILE_NAME_CHARACTERS.map((c): [string, string] => [
      `forbidden ${JSON.stringify(c)}`,
      `a${c}b.pdf`,
    ]),
    ['double dot', 'a..b.pdf'],
    ['parent directory', '../secret.pdf'],
    ['just ..', '..'],
    ['control character', 'a\u0001b.pdf'],
    ['tab', 'a\tb.pdf'],
    ['DEL', 'a\u007fb.pdf'],
    ['leading space', ' a.pdf'],
    ['256 bytes', `${'x'.repeat(252)}.pdf`],
    ['256 bytes with multi-byte letters', `${'é'.repeat(126)}.pdf`],
  ];

  it.each(badNames)('refuses a %s in an uploaded name with 400 and stores nothing', async (_label, name) => {
    const p = await buildParticipant(t.database.db);
    const before = storedFiles().length;
    const response = await upload(p.participantId, 'identity', [{ name, content: PDF_BYTES }]);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(await rowsOf(p.participantId)).toEqual([]);
    expect(storedFiles().length).toBe(before);
  });

  it('refuses a bad category with 400 naming the path field', async () => {
    const p = await buildParticipant(t.database.db);
    const response = await upload(p.participantId, 'a:b', [{ name: 'x.pdf', content: PDF_BYTES }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('params.fileCategory');
  });

  it('accepts a name of exactly 255 bytes', async () => {
    const p = await buildParticipant(t.database.db);
    const name = `${'é'.repeat(125)}x.pdf`;
    expect(Buffer.byteLength(name)).toBe(255);
    const response = await upload(p.participantId, 'identity', [{ name, content: PDF_BYTES }]);
    expect(response.statusCode).toBe(201);
    expect(response.json().items[0].name).toBe(name);
  });

  it('refuses a bad name in the download path with 400', async () => {
    const p = await buildParticipant(t.database.db);
    const response = await t.app.inject({
      url: fileUrl(p.participantId, 'identity', 'a*b.pdf'),
      headers: staff,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('params.fileName');
  });
});

describe('participant files: content type from the bytes', () => {
  it('refuses a .pdf name holding PNG bytes (415 file.type_mismatch)', async () => {
    const p = await buildParticipant(t.database.db);
    const response = await upload(p.participantId, 'identity', [
      { name: 'lease.pdf', content: PNG_BYTES, type: 'application/pdf' },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'file.type_mismatch',
      detail: expect.stringContaining('image/png'),
    });
    expect(await rowsOf(p.participantId)).toEqual([]);
  });

  it('ignores the type the client claims and keeps the one the bytes show', async () => {
    const p = await buildParticipant(t.database.db);
    const response = await upload(p.participantId, 'identity', [
      { name: 'scan', content: PNG_BYTES, type: 'application/pdf' },
    ]);
    expect(response.json().items[0].type).toBe('image/png');
  });

  it.each([
    ['a Windows executable named .pdf', 'invoice.pdf', EXE_BYTES],
    ['a Windows executable without extension', 'invoice', EXE_BYTES],
    ['an executable name with text inside', 'setup.exe', Buffer.from('hello')],
    ['a shell script name', 'run.sh', Buffer.from('#!/bin/sh\necho hi\n')],
    ['unknown binary', 'data.bin2', Buffer.from([0, 1, 2, 3, 0xff, 0xfe, 0, 0, 9, 8])],
    [
      'an ELF binary',
      'tool',
      Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(60)]),
    ],
  ])('refuses %s with 415', async (_label, name, content) => {
    const p = await buildParticipant(t.database.db);
    const response = await upload(p.participantId, 'identity', [{ name, content }]);
    expect(response.statusCode).toBe(415);
    expect(['file.type_not_allowed', 'file.type_mismatch']).toContain(response.json().code);
    expect(await rowsOf(p.participantId)).toEqual([]);
  });

  it('keeps nothing of an upload when a later file is refused', async () => {
    const p = await buildParticipant(t.database.db);
    const before = storedFiles().length;
    const response = await upload(p.participantId, 'identity', [
      { name: 'good.pdf', content: PDF_BYTES },
      { name: 'bad.pdf', content: EXE_BYTES },
    ]);
    expect(response.statusCode).toBe(415);
    expect(await rowsOf(p.participantId)).toEqual([]);
    expect(storedFiles().length).toBe(before);
  });
});

describe('participant files: rename, move, delete', () => {
  it('renames a file and moves it to another category', async () => {
    const p = await buildParticipant(t.database.db);
    await upload(p.participantId, 'inbox', [{ name: 'scan.pdf', content: PDF_BYTES }]);
    const moved = await t.app.inject({
      method: 'PUT',
      url: fileUrl(p.participantId, 'inbox', 'scan.pdf'),
      headers: staff,
      payload: { name: 'lease 2024.pdf', category: 'housing' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      reference: `${p.participantId}/housing/lease 2024.pdf`,
      size: PDF_BYTES.length,
    });
    const download = await t.app.inject({
      url: fileUrl(p.participantId, 'housing', 'lease 2024.pdf'),
      headers: staff,
    });
    expect(download.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(
      (await t.app.inject({ url: fileUrl(p.participantId, 'inbox', 'scan.pdf'), headers: staff })).statusCode,
    ).toBe(404);
  });

  it('answers 409 when renaming onto a name that is taken, and 404 for a file that does not exist', async () => {
    const p = await buildParticipant(t.database.db);
    await upload(p.participantId, 'identity', [
      { name: 'a.pdf', content: PDF_BYTES },
      { name: 'b.pdf', content: PDF_BYTES },
    ]);
    const taken = await t.app.inject({
      method: 'PUT',
      url: fileUrl(p.participantId, 'identity', 'a.pdf'),
      headers: staff,
      payload: { name: 'b.pdf' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe(
      'A file named "b.pdf" is already in Identity. Rename the file or choose another category.',
    );
    await upload(p.participantId, 'tribal-enrollment', [{ name: 'card.pdf', content: PDF_BYTES }]);
    const moved = await t.app.inject({
      method: 'PUT',
      url: fileUrl(p.participantId, 'identity', 'a.pdf'),
      headers: staff,
      payload: { category: 'tribal-enrollment', name: 'card.pdf' },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().detail).toBe(
      'A file named "card.pdf" is already in Tribal enrollment. Rename the file or choose another category.',
    );
    const missing = await t.app.inject({
      method: 'PUT',
      url: fileUrl(p.participantId, 'identity', 'zzz.pdf'),
      headers: staff,
      payload: { name: 'c.pdf' },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'PUT',
      url: fileUrl(p.participantId, 'identity', 'a.pdf'),
      headers: staff,
      payload: { name: '../c.pdf' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('body.name');
  });

  it('moves several files at once, swapping names, all or nothing', async () => {
    const p = await buildParticipant(t.database.db);
    await upload(p.participantId, 'identity', [
      { name: 'front.png', content: PNG_BYTES },
      { name: 'back.pdf', content: PDF_BYTES },
    ]);
    const swap = await t.app.inject({
      method: 'PUT',
      url: filesUrl(p.participantId),
      headers: staff,
      payload: {
        moves: [
          { category: 'identity', name: 'front.png', toName: 'side-b.png' },
          { category: 'identity', name: 'back.pdf', toCategory: 'housing' },
        ],
      },
    });
    expect(swap.statusCode).toBe(200);
    expect(
      swap
        .json()
        .items.map((f: { reference: string }) => f.reference)
        .sort(),
    ).toEqual([`${p.participantId}/housing/back.pdf`, `${p.participantId}/identity/side-b.png`]);

    const partly = await t.app.inject({
      method: 'PUT',
      url: filesUrl(p.participantId),
      headers: staff,
      payload: {
        moves: [
          { category: 'identity', name: 'side-b.png', toName: 'renamed.png' },
          { category: 'identity', name: 'does-not-exist.pdf', toName: 'x.pdf' },
        ],
      },
    });
    expect(partly.statusCode).toBe(400);
    expect(partly.json().errors).toEqual([expect.objectContaining({ field: 'body.moves.1' })]);
    const names = (await rowsOf(p.participantId)).map((r) => `${r.category}/${r.name}`).sort();
    expect(names).toEqual(['housing/back.pdf', 'identity/side-b.png']);
  });

  it('swaps two names in one bulk move', async () => {
    const p = await buildParticipant(t.database.db);
    await upload(p.participantId, 'identity', [
      { name: 'one.pdf', content: PDF_BYTES },
      { name: 'two.png', content: PNG_BYTES },
    ]);
    const response = await t.app.inject({
      method: 'PUT',
      url: filesUrl(p.participantId),
      headers: staff,
      payload: {
        moves: [
          { category: 'identity', name: 'one.pdf', toName: 'two.pdf' },
          { category: 'identity', name: 'two.png', toName: 'one.png' },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const download = await t.app.inject({
      url: fileUrl(p.participantId, 'identity', 'two.pdf'),
      headers: staff,
    });
    expect(download.rawPayload.equals(PDF_BYTES)).toBe(true);
  });

  it('deletes a file: 204, the row and the bytes are gone', async () => {
    const p = await buildParticipant(t.database.db);
    await upload(p.participantId, 'identity', [{ name: 'old.pdf', content: PDF_BYTES }]);
    const [row] = await rowsOf(p.participantId);
    expect(storedFiles()).toContain(row!.storageKey);
    const response = await t.app.inject({
      method: 'DELETE',
      url: fileUrl(p.participantId, 'identity', 'old.pdf'),
      headers: staff,
    });
    expect(response.statusCode).toBe(204);
    expect(await rowsOf(p.participantId)).toEqual([]);
    expect(storedFiles()).not.toContain(row!.storageKey);
    const again = await t.app.inject({
      method: 'DELETE',
      url: fileUrl(p.participantId, 'identity', 'old.pdf'),
      headers: staff,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('participant files: who may reach them', () => {
  it('lets a participant upload, list and download their own files', async () => {
    const response = await upload(
      ownId,
      'identity',
      [{ name: 'my id.png', content: PNG_BYTES }],
      participant,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().items[0].uploadedBy.name).toBe('Lena Andrews');
    const list = (await t.app.inject({ url: filesUrl(ownId), headers: participant })).json();
    expect(list.items.map((f: { name: string }) => f.name)).toContain('my id.png');
    const download = await t.app.inject({
      url: fileUrl(ownId, 'identity', 'my id.png'),
      headers: participant,
    });
    expect(download.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it("answers 404 to another participant for every call on someone else's files, changing nothing", async () => {
    await upload(ownId, 'income', [{ name: 'private.pdf', content: PDF_BYTES }], participant);
    const calls = [
      t.app.inject({ url: filesUrl(ownId), headers: participant2 }),
      t.app.inject({ url: fileUrl(ownId, 'income', 'private.pdf'), headers: participant2 }),
      t.app.inject({ method: 'DELETE', url: fileUrl(ownId, 'income', 'private.pdf'), headers: participant2 }),
      t.app.inject({
        method: 'PUT',
        url: fileUrl(ownId, 'income', 'private.pdf'),
        headers: participant2,
        payload: { name: 'stolen.pdf' },
      }),
      upload(ownId, 'income', [{ name: 'planted.pdf', content: PDF_BYTES }], participant2),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404);
    const names = (await rowsOf(ownId)).map((r) => r.name);
    expect(names).toContain('private.pdf');
    expect(names).not.toContain('planted.pdf');
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ url: filesUrl(ownId) })).statusCode).toBe(401);
  });
});

describe('participant files: size limit', () => {
  let small: TestApp;
  let token: Record<string, string>;
  beforeAll(async () => {
    small = await buildTestApp({ FILE_SIZE_LIMIT_MB: '0.01' }); // 10,486 bytes
    token = bearer((await signInAs(small.app, 'staff')).token);
  });
  afterAll(() => small.close());

  function uploadTo(id: string, files: UploadFile[]) {
    const body = multipartBody(files);
    return small.app.inject({
      method: 'POST',
      url: `${filesUrl(id)}/income`,
      headers: { ...token, ...body.headers },
      payload: body.payload,
    });
  }
  const everyFile = () => filesUnder(path.join(small.config.dataDir, 'files'));

  it('answers 413 file.too_large over the limit and leaves no file on disk and no row', async () => {
    const p = await buildParticipant(small.database.db);
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(20_000, 0x20)]);
    const response = await uploadTo(p.participantId, [{ name: 'big.pdf', content: big }]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'file.too_large', title: 'Generic Error' });
    const rows = await small.database.db
      .select()
      .from(participantFiles)
      .where(eq(participantFiles.participantId, p.participantId));
    expect(rows).toEqual([]);
    expect(everyFile()).toEqual([]);
  });

  it('takes a file of exactly the limit, and refuses the whole upload when one file is one byte over', async () => {
    const p = await buildParticipant(small.database.db);
    const limit = Math.round(0.01 * 1024 * 1024);
    const exact = Buffer.alloc(limit, 0x61);
    expect((await uploadTo(p.participantId, [{ name: 'exact.txt', content: exact }])).statusCode).toBe(201);
    const before = everyFile();
    const response = await uploadTo(p.participantId, [
      { name: 'fine.txt', content: 'hello' },
      { name: 'over.txt', content: Buffer.alloc(limit + 1, 0x61) },
    ]);
    expect(response.statusCode).toBe(413);
    expect(everyFile()).toEqual(before);
    const rows = await small.database.db
      .select()
      .from(participantFiles)
      .where(eq(participantFiles.participantId, p.participantId));
    expect(rows.map((r) => r.name)).toEqual(['exact.txt']);
  });
});

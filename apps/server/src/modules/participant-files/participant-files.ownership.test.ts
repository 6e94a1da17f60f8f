import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { participantFiles } from '#src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { bearer, signInAs } from '#test/auth-helpers.ts';
import { PDF_BYTES, PNG_BYTES, multipartBody } from './participant-files.test-support.ts';

let t: TestApp;
let staff: Record<string, string>;
let participant: Record<string, string>;
let ownId: string;

beforeAll(async () => {
  t = await buildTestApp();
  staff = bearer((await signInAs(t.app, 'staff')).token);
  const own = await signInAs(t.app, 'participant');
  participant = bearer(own.token);
  ownId = String(own.session.participantId);
});
afterAll(() => t.close());

const listUrl = () => `/api/v1/participants/${ownId}/files`;
const fileUrl = (category: string, name: string) =>
  `${listUrl()}/${encodeURIComponent(category)}/${encodeURIComponent(name)}`;

async function upload(category: string, name: string, headers: Record<string, string>) {
  const body = multipartBody([{ name, content: name.endsWith('.png') ? PNG_BYTES : PDF_BYTES }]);
  const response = await t.app.inject({
    method: 'POST',
    url: `${listUrl()}/${category}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(201);
}

const namesOnRecord = async () =>
  (await t.database.db.select().from(participantFiles).where(eq(participantFiles.participantId, ownId)))
    .map((r) => `${r.category}/${r.name}`)
    .sort();

describe('participant files: a participant changes only what they uploaded', () => {
  it('refuses a participant renaming, moving or deleting a file staff added (403), changing nothing', async () => {
    await upload('decisions', 'award letter.pdf', staff);
    await upload('identity', 'my passport.png', participant);
    const before = await namesOnRecord();

    const refusals = [
      await t.app.inject({
        method: 'DELETE',
        url: fileUrl('decisions', 'award letter.pdf'),
        headers: participant,
      }),
      await t.app.inject({
        method: 'PUT',
        url: fileUrl('decisions', 'award letter.pdf'),
        headers: participant,
        payload: { name: 'changed.pdf' },
      }),
      // One file of their own in the same bulk move does not carry the other through: all or nothing.
      await t.app.inject({
        method: 'PUT',
        url: listUrl(),
        headers: participant,
        payload: {
          moves: [
            { category: 'identity', name: 'my passport.png', toName: 'passport.png' },
            { category: 'decisions', name: 'award letter.pdf', toCategory: 'other' },
          ],
        },
      }),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(403);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({
        code: 'auth.forbidden',
        detail: expect.stringContaining('only the files you uploaded yourself'),
      });
    }
    expect(await namesOnRecord()).toEqual(before);

    // Still theirs to read.
    const download = await t.app.inject({
      url: fileUrl('decisions', 'award letter.pdf'),
      headers: participant,
    });
    expect(download.statusCode).toBe(200);
    const listed = (await t.app.inject({ url: listUrl(), headers: participant })).json();
    expect(listed.items.find((f: { name: string }) => f.name === 'award letter.pdf').uploadedBy.name).toBe(
      'Daniel Kasayulie',
    );
  });

  it('lets a participant rename and delete a file they uploaded themselves', async () => {
    await upload('income', 'payslip.pdf', participant);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: fileUrl('income', 'payslip.pdf'),
      headers: participant,
      payload: { name: 'payslip march.pdf' },
    });
    expect(renamed.statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: fileUrl('income', 'payslip march.pdf'),
      headers: participant,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await namesOnRecord()).not.toContain('income/payslip march.pdf');
  });

  it('lets staff change any file of the record, including one the participant uploaded', async () => {
    await upload('housing', 'lease.pdf', participant);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: fileUrl('housing', 'lease.pdf'),
      headers: staff,
    });
    expect(deleted.statusCode).toBe(204);
  });
});

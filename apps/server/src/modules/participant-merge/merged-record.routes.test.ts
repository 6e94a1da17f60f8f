import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { participantPassphrases, participantVerifications, participants } from '#src/db/schema/index.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { bearer, signInAs } from '#test/auth-helpers.ts';
import { buildParticipant } from '#test/factories.ts';
import { PDF_BYTES, multipartBody } from '../participant-files/participant-files.test-support.ts';

let t: TestApp;
let staff: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  staff = bearer((await signInAs(t.app, 'staff')).token);
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: staff, ...(payload ? { payload } : {}) });

/** A source merged into a target through the API; the source row as it is afterwards. */
async function mergedPair() {
  const target = await buildParticipant(t.database.db);
  const source = await buildParticipant(t.database.db, {
    profile: { contactInformation: { workPhone: '9075550000' } },
  });
  const merged = await call('PUT', `/participants/${target.participantId}/merge/${source.participantId}`, {
    fields: {},
  });
  expect(merged.statusCode).toBe(200);
  const [row] = await t.database.db
    .select()
    .from(participants)
    .where(eq(participants.participantId, source.participantId));
  return { target, source: row! };
}

/** The refusal every change to a merged-away record gets: 409, naming the record to use. */
function expectMergedRefusal(response: Awaited<ReturnType<typeof call>>, targetId: string) {
  expect(response.statusCode, response.body).toBe(409);
  const problem = response.json();
  expect(problem).toMatchObject({
    code: 'participant.merged',
    errors: [{ field: 'params.participantId' }],
  });
  expect(problem.detail).toContain(`merged into ${targetId}`);
  expect(problem.errors[0].message).toContain(targetId);
}

describe('a merged-away participant record', () => {
  it('refuses changes to its details and profile with 409 participant.merged naming the surviving record, changing nothing', async () => {
    const { target, source } = await mergedPair();
    const id = source.participantId;

    expectMergedRefusal(
      await call('PUT', `/participants/${id}`, { firstName: 'Changed' }),
      target.participantId,
    );
    expectMergedRefusal(
      await call('PUT', `/participants/${id}`, { phones: [{ number: '9075559999', isPreferred: true }] }),
      target.participantId,
    );
    expectMergedRefusal(
      await call('PUT', `/participants/${id}/profile`, {
        sections: { contactInformation: { workPhone: '9075551234' } },
      }),
      target.participantId,
    );

    const [after] = await t.database.db.select().from(participants).where(eq(participants.participantId, id));
    expect(after).toEqual(source);
  });

  it('refuses new files, file moves and deletions with 409 participant.merged', async () => {
    const { target, source } = await mergedPair();
    const id = source.participantId;
    const body = multipartBody([{ name: 'late.pdf', content: PDF_BYTES }]);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/v1/participants/${id}/files/identity`,
      headers: { ...staff, ...body.headers },
      payload: body.payload,
    });
    expectMergedRefusal(upload, target.participantId);
    expectMergedRefusal(
      await call('PUT', `/participants/${id}/files`, {
        moves: [{ category: 'identity', name: 'a.pdf', toCategory: 'income' }],
      }),
      target.participantId,
    );
    expectMergedRefusal(
      await call('PUT', `/participants/${id}/files/identity/a.pdf`, { name: 'b.pdf' }),
      target.participantId,
    );
    expectMergedRefusal(
      await call('DELETE', `/participants/${id}/files/identity/a.pdf`),
      target.participantId,
    );
  });

  it('refuses verifications, passphrase changes and sign-in changes with 409 participant.merged', async () => {
    const { target, source } = await mergedPair();
    const id = source.participantId;
    // A pending verification left on the merged record (written before the pointer existed, say).
    const verificationId = uuidv7();
    await t.database.db
      .insert(participantVerifications)
      .values({ id: verificationId, participantId: id, method: 'in-person-government-id', note: '' });

    expectMergedRefusal(
      await call('POST', `/participants/${id}/verifications`, { method: 'in-person-government-id' }),
      target.participantId,
    );
    expectMergedRefusal(
      await call('PUT', `/participants/${id}/verifications/${verificationId}`, { status: 'verified' }),
      target.participantId,
    );
    expectMergedRefusal(
      await call('POST', `/participants/${id}/passphrase`, { passphrase: 'blue heron at dawn' }),
      target.participantId,
    );
    expectMergedRefusal(
      await call('PUT', `/participants/${id}/passphrase`, { passphrase: 'blue heron at dawn' }),
      target.participantId,
    );
    expectMergedRefusal(await call('DELETE', `/participants/${id}/passphrase`), target.participantId);
    expectMergedRefusal(
      await call('PUT', `/participants/${id}/sign-in-source`, {
        source: 'credentials',
        email: `merged-${uuidv7().slice(-8)}@example.net`,
      }),
      target.participantId,
    );

    const [verification] = await t.database.db
      .select()
      .from(participantVerifications)
      .where(eq(participantVerifications.id, verificationId));
    expect(verification!.status).toBe('pending');
    expect(
      await t.database.db
        .select()
        .from(participantPassphrases)
        .where(eq(participantPassphrases.participantId, id)),
    ).toEqual([]);
  });

  it('is still readable, and the surviving record still takes changes', async () => {
    const { target, source } = await mergedPair();
    const read = await t.app.inject({ url: `/api/v1/participants/${source.participantId}`, headers: staff });
    expect(read.json()).toMatchObject({ mergedInto: target.participantId, status: -1 });
    const change = await call('PUT', `/participants/${target.participantId}`, { firstName: 'Kept' });
    expect(change.statusCode).toBe(200);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, participantPassphrases } from '#src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { bearer, signInAs, signInCast } from '#test/auth-helpers.ts';
import { buildParticipant } from '#test/factories.ts';

let t: TestApp;
let staff: string;
let participant: string;
let participant2: string;
let ownId: string;
let otherId: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ staff, participant, participant2, ownId, otherId } = await signInCast(t.app));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

const storedRow = async (participantId: string) =>
  (
    await t.database.db
      .select()
      .from(participantPassphrases)
      .where(eq(participantPassphrases.participantId, participantId))
  )[0];

const accessRows = (participantId: string) =>
  t.database.db
    .select()
    .from(activityLogs)
    .where(
      and(eq(activityLogs.participantId, participantId), eq(activityLogs.kind, 'sensitive-info-access')),
    );

describe('passphrase', () => {
  it('a participant sets, reads and replaces their own; it is stored encrypted, differently each time', async () => {
    const created = await api('POST', `/participants/${ownId}/passphrase`, participant, {
      passphrase: '  Blue Heron At Dawn ',
      hint: 'the bird by the river',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ hint: 'the bird by the river', updatedAt: expect.any(String) });
    expect(created.body).not.toContain('Heron');

    const first = await storedRow(ownId);
    expect(first!.ciphertext).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(first!.ciphertext).not.toContain('Heron');

    const read = await api('GET', `/participants/${ownId}/passphrase`, participant);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ passphrase: 'Blue Heron At Dawn', hint: 'the bird by the river' });
    expect(await accessRows(ownId)).toHaveLength(0);

    const again = await api('POST', `/participants/${ownId}/passphrase`, participant, {
      passphrase: 'other one',
    });
    expect(again.statusCode).toBe(409);

    const replaced = await api('PUT', `/participants/${ownId}/passphrase`, participant, {
      passphrase: 'Blue Heron At Dawn',
    });
    expect(replaced.statusCode).toBe(200);
    const second = await storedRow(ownId);
    expect(second!.ciphertext).not.toBe(first!.ciphertext);
    expect(second!.hint).toBe('');
  });

  it('a participant cannot read, set or remove another participant’s passphrase (404)', async () => {
    await api('PUT', `/participants/${otherId}/passphrase`, participant2, { passphrase: 'spruce grouse' });
    expect((await api('GET', `/participants/${otherId}/passphrase`, participant)).statusCode).toBe(404);
    expect(
      (await api('PUT', `/participants/${otherId}/passphrase`, participant, { passphrase: 'taken over' }))
        .statusCode,
    ).toBe(404);
    expect((await api('DELETE', `/participants/${otherId}/passphrase`, participant)).statusCode).toBe(404);
    const own = await api('GET', `/participants/${otherId}/passphrase`, participant2);
    expect(own.json().passphrase).toBe('spruce grouse');
  });

  it('staff must give a reason to read; each read writes exactly one sensitive-info-access row', async () => {
    const subject = await buildParticipant(t.database.db, { firstName: 'Ada', lastName: 'Kawagley' });
    const id = subject.participantId;
    expect(
      (await api('PUT', `/participants/${id}/passphrase`, staff, { passphrase: 'fireweed honey' }))
        .statusCode,
    ).toBe(200);

    const noReason = await api('GET', `/participants/${id}/passphrase`, staff);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([expect.objectContaining({ field: 'querystring.reason' })]);
    const shortReason = await api('GET', `/participants/${id}/passphrase?reason=why`, staff);
    expect(shortReason.statusCode).toBe(400);
    expect(await accessRows(id)).toHaveLength(0);

    const reason = encodeURIComponent('Caller asked to confirm identity');
    const read = await api('GET', `/participants/${id}/passphrase?reason=${reason}`, staff);
    expect(read.statusCode).toBe(200);
    expect(read.json().passphrase).toBe('fireweed honey');
    let rows = await accessRows(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.message).toBe(
      `Viewed passphrase of Ada Kawagley (${id}). Reason: Caller asked to confirm identity`,
    );
    expect(rows[0]!.message).not.toContain('fireweed');
    expect(rows[0]!.actorUserId).toEqual(expect.any(String));

    await api('GET', `/participants/${id}/passphrase?reason=${reason}`, staff);
    rows = await accessRows(id);
    expect(rows).toHaveLength(2);
  });

  it('a read of a passphrase that is not set answers 404 passphrase.not_set and logs nothing', async () => {
    const subject = await buildParticipant(t.database.db);
    const response = await api(
      'GET',
      `/participants/${subject.participantId}/passphrase?reason=checking`,
      staff,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('passphrase.not_set');
    expect(await accessRows(subject.participantId)).toHaveLength(0);
  });

  it('checks a spoken attempt ignoring case and spacing, without revealing or logging a read', async () => {
    const subject = await buildParticipant(t.database.db);
    const id = subject.participantId;
    await api('POST', `/participants/${id}/passphrase`, staff, { passphrase: 'Northern Lights 42' });
    const check = (attempt: string) =>
      api('POST', `/participants/${id}/passphrase/check`, staff, { attempt });

    const yes = await check('  northern   LIGHTS42 ');
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toEqual({ matches: true });
    expect((await check('southern lights 42')).json()).toEqual({ matches: false });
    expect((await check('Northern Lights 4')).json()).toEqual({ matches: false });
    expect(await accessRows(id)).toHaveLength(0);

    const asParticipant = await api('POST', `/participants/${ownId}/passphrase/check`, participant, {
      attempt: 'x',
    });
    expect(asParticipant.statusCode).toBe(403);
  });

  it('limits checks to 10 a minute per caller', async () => {
    const fresh = await buildTestApp();
    try {
      const token = (await signInAs(fresh.app, 'supervisor')).token;
      const subject = await buildParticipant(fresh.database.db);
      const url = `/api/v1/participants/${subject.participantId}/passphrase`;
      await fresh.app.inject({
        method: 'PUT',
        url,
        headers: bearer(token),
        payload: { passphrase: 'kelp forest' },
      });
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const r = await fresh.app.inject({
          method: 'POST',
          url: `${url}/check`,
          headers: bearer(token),
          payload: { attempt: `guess ${i}` },
        });
        statuses.push(r.statusCode);
      }
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await fresh.close();
    }
  });

  it('refuses passphrases shorter than 3 or longer than 100 characters after trimming', async () => {
    const short = await api('PUT', `/participants/${ownId}/passphrase`, participant, {
      passphrase: '  ab  ',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([expect.objectContaining({ field: 'body.passphrase' })]);
    const long = await api('PUT', `/participants/${ownId}/passphrase`, participant, {
      passphrase: 'x'.repeat(101),
    });
    expect(long.statusCode).toBe(400);
  });

  it('removes a passphrase (204); removing or reading it afterwards answers 404', async () => {
    const subject = await buildParticipant(t.database.db);
    const id = subject.participantId;
    await api('POST', `/participants/${id}/passphrase`, staff, { passphrase: 'raven tracks' });
    const removed = await api('DELETE', `/participants/${id}/passphrase`, staff);
    expect(removed.statusCode).toBe(204);
    expect(await storedRow(id)).toBeUndefined();
    expect((await api('DELETE', `/participants/${id}/passphrase`, staff)).statusCode).toBe(404);
    expect(
      (await api('POST', `/participants/${id}/passphrase/check`, staff, { attempt: 'raven' })).statusCode,
    ).toBe(404);
  });
});

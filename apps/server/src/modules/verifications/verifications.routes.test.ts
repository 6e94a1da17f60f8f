import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participantVerifications } from '#src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { bearer, signInAs } from '#test/auth-helpers.ts';
import { buildParticipant } from '#test/factories.ts';
import { verificationsMergeContributor } from './verifications.module.ts';

let t: TestApp;
let staff: string;
let supervisor: string;
let participant: string;
let participant2: string;
let ownId: string;
beforeAll(async () => {
  t = await buildTestApp();
  staff = (await signInAs(t.app, 'staff')).token;
  supervisor = (await signInAs(t.app, 'supervisor')).token;
  const p = await signInAs(t.app, 'participant');
  participant = p.token;
  ownId = String(p.session.participantId);
  participant2 = (await signInAs(t.app, 'participant2')).token;
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

async function requestVerification(participantId: string, method = 'in-person-tribal-id', note?: string) {
  const response = await api('POST', `/participants/${participantId}/verifications`, staff, { method, note });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; requestedAt: string }>();
}

describe('verifications', () => {
  it('staff request a verification: pending, labelled, with who asked and when', async () => {
    const response = await api('POST', `/participants/${ownId}/verifications`, staff, {
      method: 'in-person-government-id',
      note: '  Bring a driving licence  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      participantId: ownId,
      participantName: 'Lena Andrews',
      method: 'in-person-government-id',
      methodLabel: 'In person, government photo ID',
      status: 'pending',
      note: 'Bring a driving licence',
      requestedBy: { id: expect.any(String), name: expect.stringMatching(/\S+ \S+/) },
      decidedBy: null,
      decidedAt: null,
      decisionNote: null,
    });
    expect(Date.parse(response.json().requestedAt)).not.toBeNaN();
  });

  it('lists a participant’s verifications newest first; the participant sees their own, not another’s', async () => {
    const subject = await buildParticipant(t.database.db);
    const first = await requestVerification(subject.participantId, 'video-call');
    const second = await requestVerification(subject.participantId, 'document-upload');
    const list = (await api('GET', `/participants/${subject.participantId}/verifications`, staff)).json();
    expect(list.total).toBe(2);
    expect(list.items.map((v: { id: string }) => v.id)).toEqual([second.id, first.id]);

    await requestVerification(ownId, 'known-to-staff');
    const own = await api('GET', `/participants/${ownId}/verifications`, participant);
    expect(own.statusCode).toBe(200);
    expect(own.json().items.every((v: { participantId: string }) => v.participantId === ownId)).toBe(true);
    expect((await api('GET', `/participants/${ownId}/verifications`, participant2)).statusCode).toBe(404);
    expect(
      (await api('GET', `/participants/${subject.participantId}/verifications`, participant)).statusCode,
    ).toBe(404);
  });

  it('a participant cannot request a verification (403) and an unknown participant answers 404', async () => {
    const refused = await api('POST', `/participants/${ownId}/verifications`, participant, {
      method: 'video-call',
    });
    expect(refused.statusCode).toBe(403);
    const missing = await api('POST', '/participants/ZZZZ-ZZZZ/verifications', staff, {
      method: 'video-call',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a method outside the list, naming the field', async () => {
    const response = await api('POST', `/participants/${ownId}/verifications`, staff, {
      method: 'fingerprint',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'body.method' })]);
  });

  it('decides a pending verification once, recording who and when; a decided one cannot be decided again', async () => {
    const subject = await buildParticipant(t.database.db);
    const pending = await requestVerification(subject.participantId);
    const url = `/participants/${subject.participantId}/verifications/${pending.id}`;
    const decided = await api('PUT', url, supervisor, {
      status: 'verified',
      note: 'Card seen at the front desk',
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({
      status: 'verified',
      decisionNote: 'Card seen at the front desk',
      decidedBy: { id: expect.any(String), name: expect.stringMatching(/\S+ \S+/) },
    });
    expect(decided.json().decidedBy.id).not.toBe(decided.json().requestedBy.id);
    expect(Date.parse(decided.json().decidedAt)).toBeGreaterThanOrEqual(Date.parse(pending.requestedAt));

    const again = await api('PUT', url, staff, { status: 'rejected' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('verification.decided');
    const [row] = await t.database.db
      .select()
      .from(participantVerifications)
      .where(eq(participantVerifications.id, pending.id));
    expect(row!.status).toBe('verified');
  });

  it('refuses decisions other than verified or rejected', async () => {
    const pending = await requestVerification(ownId);
    const response = await api('PUT', `/participants/${ownId}/verifications/${pending.id}`, staff, {
      status: 'pending',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'body.status' })]);
  });

  it('a verification reached through another participant’s path does not exist (404)', async () => {
    const pending = await requestVerification(ownId);
    const other = await buildParticipant(t.database.db);
    const response = await api(
      'PUT',
      `/participants/${other.participantId}/verifications/${pending.id}`,
      staff,
      {
        status: 'rejected',
      },
    );
    expect(response.statusCode).toBe(404);
    const list = (await api('GET', `/participants/${ownId}/verifications`, staff)).json();
    expect(list.items.find((v: { id: string }) => v.id === pending.id).status).toBe('pending');
  });

  it('the queue lists pending verifications across participants, oldest first, at the static path', async () => {
    const a = await buildParticipant(t.database.db);
    const b = await buildParticipant(t.database.db);
    const first = await requestVerification(a.participantId);
    const second = await requestVerification(b.participantId);
    const decided = await requestVerification(b.participantId);
    await api('PUT', `/participants/${b.participantId}/verifications/${decided.id}`, staff, {
      status: 'rejected',
    });

    const response = await api('GET', '/participants/verifications?take=100', staff);
    expect(response.statusCode).toBe(200);
    const items: { id: string; status: string; requestedAt: string; participantId: string }[] =
      response.json().items;
    expect(items.every((v) => v.status === 'pending')).toBe(true);
    const ids = items.map((v) => v.id);
    expect(ids).toContain(first.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(ids).not.toContain(decided.id);
    const times = items.map((v) => Date.parse(v.requestedAt));
    expect(times).toEqual([...times].sort((x, y) => x - y));
    expect(new Set(items.map((v) => v.participantId)).size).toBeGreaterThan(1);
    expect(response.json().total).toBe(items.length);

    const rejected = (await api('GET', '/participants/verifications?status=rejected', staff)).json();
    expect(rejected.items.map((v: { id: string }) => v.id)).toContain(decided.id);
    // Not captured by /participants/:participantId/...: a participant gets the queue's 403, not a 404.
    expect((await api('GET', '/participants/verifications', participant)).statusCode).toBe(403);
  });

  it('pages the queue with take and skip', async () => {
    const all = (await api('GET', '/participants/verifications?take=100', staff)).json();
    expect(all.total).toBeGreaterThanOrEqual(2);
    const page = (await api('GET', '/participants/verifications?take=1&skip=1', staff)).json();
    expect(page.items.map((v: { id: string }) => v.id)).toEqual([all.items[1].id]);
    expect(page.total).toBe(all.total);
  });

  it('a merge moves every verification of the source to the target', async () => {
    const source = await buildParticipant(t.database.db);
    const target = await buildParticipant(t.database.db);
    await requestVerification(source.participantId);
    const decided = await requestVerification(source.participantId);
    await api('PUT', `/participants/${source.participantId}/verifications/${decided.id}`, staff, {
      status: 'verified',
    });
    const db = t.database.db;
    expect(await verificationsMergeContributor.count(db, source.participantId)).toBe(2);
    const moved = await db.transaction((tx) =>
      verificationsMergeContributor.move(tx, source.participantId, target.participantId, 'actor'),
    );
    expect(moved).toBe(2);
    expect(await verificationsMergeContributor.count(db, source.participantId)).toBe(0);
    expect(await verificationsMergeContributor.count(db, target.participantId)).toBe(2);
    const list = (await api('GET', `/participants/${target.participantId}/verifications`, staff)).json();
    expect(list.items.map((v: { status: string }) => v.status).sort()).toEqual(['pending', 'verified']);
  });
});

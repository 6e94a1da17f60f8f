import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { bearer, signInAs } from '#test/auth-helpers.ts';
import { buildParticipant } from '#test/factories.ts';
import { parseCsv } from '../logs/logs.test-support.ts';

let t: TestApp;
let staff: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  staff = bearer((await signInAs(t.app, 'staff')).token);
  admin = bearer((await signInAs(t.app, 'admin')).token);
});
afterAll(() => t.close());

const setPassphrase = (participantId: string, passphrase: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/participants/${participantId}/passphrase`,
    headers: staff,
    payload: { passphrase },
  });

const merge = (targetId: string, sourceId: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/participants/${targetId}/merge/${sourceId}`,
    headers: staff,
    payload: { fields: {} },
  });

/** The merge row of the activity log about `targetId`, as an administrator reads it, and its CSV export. */
async function mergeLogOf(targetId: string) {
  const query = `participantId=${targetId}&kind=participant-merged`;
  const list = await t.app.inject({ url: `/api/v1/logs/activity?${query}`, headers: admin });
  expect(list.statusCode, list.body).toBe(200);
  const items = list.json().items as { detail: Record<string, unknown> }[];
  expect(items).toHaveLength(1);
  const csv = await t.app.inject({ url: `/api/v1/logs/activity/export?${query}`, headers: admin });
  expect(csv.statusCode, csv.body).toBe(200);
  const [header, row] = parseCsv(csv.body);
  return { detail: items[0]!.detail, csvDetail: row![header!.indexOf('Detail')]!, raw: list.body + csv.body };
}

describe('the activity-log row of a merge', () => {
  it('shows an administrator how many of each kind moved, the passphrase too, never the passphrase itself', async () => {
    const target = await buildParticipant(t.database.db);
    const source = await buildParticipant(t.database.db);
    expect((await setPassphrase(source.participantId, 'blue heron at dawn')).statusCode).toBe(201);
    const merged = await merge(target.participantId, source.participantId);
    expect(merged.statusCode, merged.body).toBe(200);
    // The route's answer keeps its contract shape.
    expect(merged.json().moved).toMatchObject({ passphrase: 1 });

    const { detail, csvDetail, raw } = await mergeLogOf(target.participantId);
    expect(detail).toMatchObject({ sourceId: source.participantId, targetId: target.participantId });
    expect(detail.moved).toContainEqual({ kind: 'passphrase', count: 1 });
    expect(detail.moved).toEqual(
      Object.entries(merged.json().moved as Record<string, number>).map(([kind, count]) => ({ kind, count })),
    );
    expect(csvDetail).toContain('{"kind":"passphrase","count":1}');
    expect(raw).not.toContain('[redacted]');
    expect(raw.toLowerCase()).not.toContain('blue heron');
  });

  it('shows 0 when the target keeps its own passphrase', async () => {
    const target = await buildParticipant(t.database.db);
    const source = await buildParticipant(t.database.db);
    expect((await setPassphrase(target.participantId, 'kingfisher river')).statusCode).toBe(201);
    expect((await setPassphrase(source.participantId, 'spruce grouse')).statusCode).toBe(201);
    expect((await merge(target.participantId, source.participantId)).statusCode).toBe(200);

    const { detail, raw } = await mergeLogOf(target.participantId);
    expect(detail.moved).toContainEqual({ kind: 'passphrase', count: 0 });
    expect(raw).not.toContain('[redacted]');
    expect(raw.toLowerCase()).not.toMatch(/kingfisher|spruce/);
  });
});

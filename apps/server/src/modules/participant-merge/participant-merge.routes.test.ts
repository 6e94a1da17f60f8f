import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  activityLogs,
  outboxEvents,
  participantFiles,
  participantVerifications,
  participants,
  users,
} from '#src/db/schema/index.ts';
import { writeActivity } from '#src/platform/audit/activity-log.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { bearer, getSession, signIn, signInAs } from '#test/auth-helpers.ts';
import { buildParticipant } from '#test/factories.ts';
import {
  PDF_BYTES,
  PNG_BYTES,
  filesUnder,
  multipartBody,
  type UploadFile,
} from '../participant-files/participant-files.test-support.ts';
import { parseCsv } from '../logs/logs.test-support.ts';

let t: TestApp;
let staff: Record<string, string>;
let staffUserId: string;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  const signedIn = await signInAs(t.app, 'staff');
  staff = bearer(signedIn.token);
  admin = bearer((await signInAs(t.app, 'admin')).token);
  const [me] = await t.database.db.select().from(users).where(eq(users.email, 'staff@example.org'));
  staffUserId = me!.id;
});
afterAll(() => t.close());

const mergeUrl = (targetId: string, sourceId: string, dryRun = false) =>
  `/api/v1/participants/${targetId}/merge/${sourceId}${dryRun ? '?dryRun=true' : ''}`;
const merge = (targetId: string, sourceId: string, fields: Record<string, string> = {}, dryRun = false) =>
  t.app.inject({
    method: 'PUT',
    url: mergeUrl(targetId, sourceId, dryRun),
    headers: staff,
    payload: { fields },
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

async function upload(participantId: string, category: string, files: UploadFile[]) {
  const body = multipartBody(files);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/participants/${participantId}/files/${category}`,
    headers: { ...staff, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(201);
}

async function download(participantId: string, category: string, name: string) {
  const response = await t.app.inject({
    url: `/api/v1/participants/${participantId}/files/${category}/${encodeURIComponent(name)}`,
    headers: staff,
  });
  expect(response.statusCode, `${category}/${name}`).toBe(200);
  return response.rawPayload;
}

/** Row counts of every table in the database. */
async function countEveryTable(): Promise<Record<string, number>> {
  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rowsOf<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [row] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table_name)}`,
    );
    counts[table_name] = row!.n;
  }
  return counts;
}

const countWhere = async (
  table: typeof participantFiles | typeof participantVerifications | typeof activityLogs,
  id: string,
) => (await t.database.db.select().from(table).where(eq(table.participantId, id))).length;

async function addVerification(participantId: string, method: string) {
  await t.database.db
    .insert(participantVerifications)
    .values({ id: uuidv7(), participantId, method, note: `${method} check` });
}

/** Two participants with files (one name in common), verifications and activity-log rows. */
async function twoRichParticipants() {
  const password = 'correct horse battery staple';
  const target = await buildParticipant(t.database.db, {
    firstName: 'Johnathan',
    email: null,
    profile: { contactInformation: { preferredEmail: 'target@example.net', workPhone: '9075550000' } },
  });
  const source = await buildParticipant(t.database.db, {
    firstName: 'John',
    email: `merge-source-${uuidv7().slice(-8)}@example.net`,
    profile: {
      contactInformation: { preferredEmail: 'source@example.net', alternatePhone: '9075551111' },
      id: { hasGovtId: true },
    },
    withAccount: { email: `merge-source-${uuidv7().slice(-8)}@example.net`, password },
  });
  await upload(target.participantId, 'identity', [{ name: 'lease.pdf', content: PDF_BYTES }]);
  await upload(source.participantId, 'identity', [
    { name: 'lease.pdf', content: Buffer.concat([PDF_BYTES, Buffer.from('% source copy\n')]) },
    { name: 'photo.png', content: PNG_BYTES },
  ]);
  await upload(source.participantId, 'income', [{ name: 'pay.txt', content: 'source pay stub\n' }]);
  await addVerification(target.participantId, 'in-person-government-id');
  await addVerification(source.participantId, 'in-person-government-id');
  await addVerification(source.participantId, 'passphrase-by-phone');
  for (const id of [target.participantId, source.participantId, source.participantId]) {
    await writeActivity(t.database.db, {
      kind: 'sensitive-info-access',
      actorUserId: staffUserId,
      participantId: id,
      message: `Viewed passphrase of ${id}. Reason: test`,
    });
  }
  return { target, source, password };
}

describe('participant merge', () => {
  it('conserves every row and file: nothing lost, nothing duplicated, every file downloadable from the target', async () => {
    const { target, source, password } = await twoRichParticipants();
    const signedIn = await signIn(
      t.app,
      (await t.database.db.select().from(users).where(eq(users.id, source.userId!)))[0]!.email,
      password,
    );
    const sourceToken = String((await getSession(t.app, signedIn.jar))?.accessToken);
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(sourceToken) })).statusCode).toBe(
      200,
    );

    const tablesBefore = await countEveryTable();
    const diskBefore = filesUnder(path.join(t.config.dataDir, 'files'))
      .filter((f) => !f.startsWith('.tmp'))
      .sort();
    const before = {
      targetFiles: await countWhere(participantFiles, target.participantId),
      sourceFiles: await countWhere(participantFiles, source.participantId),
      targetVerifications: await countWhere(participantVerifications, target.participantId),
      sourceVerifications: await countWhere(participantVerifications, source.participantId),
      targetActivity: await countWhere(activityLogs, target.participantId),
      sourceActivity: await countWhere(activityLogs, source.participantId),
    };
    expect(before).toEqual({
      targetFiles: 1,
      sourceFiles: 3,
      targetVerifications: 1,
      sourceVerifications: 2,
      targetActivity: 1,
      sourceActivity: 2,
    });

    const response = await merge(target.participantId, source.participantId, {
      firstName: 'source',
      'profile.contactInformation.preferredEmail': 'source',
    });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({
      dryRun: false,
      source: { participantId: source.participantId, status: -1, mergedInto: target.participantId },
      moved: { files: 3, verifications: 2, activityLogs: 2 },
      target: {
        participantId: target.participantId,
        firstName: 'John',
        email: source.email,
        profile: {
          contactInformation: {
            preferredEmail: 'source@example.net',
            workPhone: '9075550000',
            alternatePhone: '9075551111',
          },
          id: { hasGovtId: true },
        },
      },
    });

    // Every table holds as many rows as before, except the one merge entry and the one outbox event (with its
    // commit-order position).
    const tablesAfter = await countEveryTable();
    expect(tablesAfter).toEqual({
      ...tablesBefore,
      activity_logs: tablesBefore.activity_logs! + 1,
      outbox_events: tablesBefore.outbox_events! + 1,
      outbox_positions: tablesBefore.outbox_positions! + 1,
    });
    expect(await countWhere(participantFiles, target.participantId)).toBe(
      before.targetFiles + before.sourceFiles,
    );
    expect(await countWhere(participantFiles, source.participantId)).toBe(0);
    expect(await countWhere(participantVerifications, target.participantId)).toBe(3);
    expect(await countWhere(participantVerifications, source.participantId)).toBe(0);
    expect(await countWhere(activityLogs, source.participantId)).toBe(0);
    expect(await countWhere(activityLogs, target.participantId)).toBe(
      before.targetActivity + before.sourceActivity + 1,
    );

    // The same stored files, each reachable from the target, the clashing name renamed.
    const diskAfter = filesUnder(path.join(t.config.dataDir, 'files'))
      .filter((f) => !f.startsWith('.tmp'))
      .sort();
    expect(diskAfter).toEqual(diskBefore);
    expect((await download(target.participantId, 'identity', 'lease.pdf')).equals(PDF_BYTES)).toBe(true);
    expect((await download(target.participantId, 'identity', 'lease (2).pdf')).toString()).toContain(
      '% source copy',
    );
    expect((await download(target.participantId, 'identity', 'photo.png')).equals(PNG_BYTES)).toBe(true);
    expect((await download(target.participantId, 'income', 'pay.txt')).toString()).toBe('source pay stub\n');

    // The source is kept, permanently disabled, pointing to the target; its account is disabled and signed out.
    const [sourceRow] = await t.database.db
      .select()
      .from(participants)
      .where(eq(participants.participantId, source.participantId));
    expect(sourceRow).toMatchObject({ status: -1, mergedInto: target.participantId });
    const [sourceUser] = await t.database.db.select().from(users).where(eq(users.id, source.userId!));
    expect(sourceUser!.status).toBe(-1);
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(sourceToken) })).statusCode).toBe(
      401,
    );

    const [entry] = await t.database.db
      .select()
      .from(activityLogs)
      .where(
        sql`${activityLogs.kind} = 'participant-merged' and ${activityLogs.participantId} = ${target.participantId}`,
      );
    expect(entry).toMatchObject({ actorUserId: staffUserId });
    expect(entry!.message).toContain(source.participantId);
    const events = await t.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.aggregateId, target.participantId));
    expect(events.map((e) => e.type)).toEqual(['participant.merged']);
  });

  it('previews with dryRun=true and changes nothing', async () => {
    const { target, source } = await twoRichParticipants();
    const tablesBefore = await countEveryTable();
    const rowsBefore = await t.database.db
      .select()
      .from(participants)
      .where(sql`${participants.participantId} in (${target.participantId}, ${source.participantId})`);

    const preview = await merge(target.participantId, source.participantId, { lastName: 'source' }, true);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      dryRun: true,
      moved: { files: 3, verifications: 2, activityLogs: 2 },
      source: { status: 1, mergedInto: null },
      target: { lastName: source.lastName },
      fields: { lastName: 'source', firstName: 'target' },
    });
    expect(await countEveryTable()).toEqual(tablesBefore);
    const rowsAfter = await t.database.db
      .select()
      .from(participants)
      .where(sql`${participants.participantId} in (${target.participantId}, ${source.participantId})`);
    expect(rowsAfter).toEqual(rowsBefore);

    // The real merge moves exactly what the preview announced.
    const real = await merge(target.participantId, source.participantId, { lastName: 'source' });
    expect(real.json().moved).toEqual(preview.json().moved);
  });

  it('answers 400 for merging a participant into itself', async () => {
    const p = await buildParticipant(t.database.db);
    const response = await merge(p.participantId, p.participantId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'participant.merge_into_itself',
      errors: [{ field: 'params.sourceId' }],
    });
  });

  it('answers 400 naming the side when either participant is Permanently Disabled, changing nothing', async () => {
    const active = await buildParticipant(t.database.db);
    const gone = await buildParticipant(t.database.db, { status: -1 });
    await upload(active.participantId, 'identity', [{ name: 'a.pdf', content: PDF_BYTES }]);
    const intoGone = await merge(gone.participantId, active.participantId);
    expect(intoGone.statusCode).toBe(400);
    expect(intoGone.json().errors).toEqual([expect.objectContaining({ field: 'params.targetId' })]);
    const fromGone = await merge(active.participantId, gone.participantId);
    expect(fromGone.json().errors).toEqual([expect.objectContaining({ field: 'params.sourceId' })]);
    expect(await countWhere(participantFiles, active.participantId)).toBe(1);
  });

  it('refuses to merge the same source twice', async () => {
    const a = await buildParticipant(t.database.db);
    const b = await buildParticipant(t.database.db);
    expect((await merge(a.participantId, b.participantId)).statusCode).toBe(200);
    expect((await merge(a.participantId, b.participantId)).statusCode).toBe(400);
  });

  it('answers 404 for an unknown participant and 400 for a field a merge cannot choose', async () => {
    const p = await buildParticipant(t.database.db);
    expect((await merge(p.participantId, 'ZZZZ-ZZZZ')).statusCode).toBe(404);
    const bad = await merge(p.participantId, 'ZZZZ-ZZZZ', { passwordHash: 'source' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toMatch(/^body\.fields/);
  });

  it('keeps the target value for a field left out, unless the target has none', async () => {
    const target = await buildParticipant(t.database.db, { email: null, firstName: 'Mary' });
    const source = await buildParticipant(t.database.db, { email: 'mary@example.net', firstName: 'Maria' });
    const result = (await merge(target.participantId, source.participantId)).json();
    expect(result.target).toMatchObject({ firstName: 'Mary', email: 'mary@example.net' });
    expect(result.fields).toMatchObject({ firstName: 'target', email: 'source' });
  });

  it("keeps the source's phone numbers: both lists merged, each number once, one preferred", async () => {
    const target = await buildParticipant(t.database.db, {
      phones: [
        { number: '9075550101', isPreferred: true, type: 'mobile' },
        { number: '9075550202', isPreferred: false },
      ],
    });
    const source = await buildParticipant(t.database.db, {
      phones: [
        { number: '9075550303', isPreferred: true, type: 'home' },
        { number: '9075550202', isPreferred: false, type: 'home' },
      ],
    });
    const preview = (await merge(target.participantId, source.participantId, {}, true)).json();
    const response = await merge(target.participantId, source.participantId);
    expect(response.statusCode).toBe(200);
    const expected = [
      { number: '9075550101', isPreferred: true, type: 'mobile' },
      { number: '9075550202', isPreferred: false, type: 'home' },
      { number: '9075550303', isPreferred: false, type: 'home' },
    ];
    expect(preview.target.phones).toEqual(expected);
    expect(response.json().target.phones).toEqual(expected);
    const [kept] = await t.database.db
      .select()
      .from(participants)
      .where(eq(participants.participantId, target.participantId));
    expect(kept!.phones).toEqual(expected);
  });

  it('refuses a merge that would leave more than 10 phone numbers, saying how many to remove, changing nothing', async () => {
    const numbers = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        number: `907555${String(from + i).padStart(4, '0')}`,
        isPreferred: i === 0,
      }));
    // Six each, one number on both: eleven different numbers together.
    const target = await buildParticipant(t.database.db, { phones: numbers(4000, 6) });
    const source = await buildParticipant(t.database.db, { phones: numbers(4005, 6) });
    const tablesBefore = await countEveryTable();
    for (const dryRun of [true, false]) {
      const refused = await merge(target.participantId, source.participantId, {}, dryRun);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'participant.merge_too_many_phones',
        detail:
          'Together the two records have 11 different phone numbers, and a record keeps at most 10. ' +
          'Remove 1 number from either record, then merge.',
        errors: [{ field: 'body.fields.phones' }],
      });
    }
    expect(await countEveryTable()).toEqual(tablesBefore);
    const [kept] = await t.database.db
      .select()
      .from(participants)
      .where(eq(participants.participantId, source.participantId));
    expect(kept!.mergedInto).toBeNull();
  });

  it("makes the source's preferred number the preferred one when phones: source is chosen", async () => {
    const target = await buildParticipant(t.database.db, {
      phones: [{ number: '9075550101', isPreferred: true }],
    });
    const source = await buildParticipant(t.database.db, {
      phones: [{ number: '9075550303', isPreferred: true }],
    });
    const result = (await merge(target.participantId, source.participantId, { phones: 'source' })).json();
    expect(result.target.phones).toEqual([
      { number: '9075550303', isPreferred: true },
      { number: '9075550101', isPreferred: false },
    ]);
    expect(result.fields.phones).toBe('source');
  });

  const setPassphrase = (participantId: string, passphrase: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/participants/${participantId}/passphrase`,
      headers: staff,
      payload: { passphrase },
    });
  const passphraseMatches = async (participantId: string, attempt: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/participants/${participantId}/passphrase/check`,
      headers: staff,
      payload: { attempt },
    });
    return response.statusCode === 200
      ? (response.json() as { matches: boolean }).matches
      : response.statusCode;
  };

  it('gives the source passphrase to a target that has none, and keeps the target passphrase when it has one', async () => {
    const bare = await buildParticipant(t.database.db);
    const giver = await buildParticipant(t.database.db);
    expect((await setPassphrase(giver.participantId, 'blue heron at dawn')).statusCode).toBe(201);
    const preview = (await merge(bare.participantId, giver.participantId, {}, true)).json();
    expect(preview.moved.passphrase).toBe(1);
    expect((await merge(bare.participantId, giver.participantId)).json().moved.passphrase).toBe(1);
    expect(await passphraseMatches(bare.participantId, 'Blue heron at dawn')).toBe(true);

    const keeper = await buildParticipant(t.database.db);
    const other = await buildParticipant(t.database.db);
    expect((await setPassphrase(keeper.participantId, 'kingfisher river')).statusCode).toBe(201);
    expect((await setPassphrase(other.participantId, 'spruce grouse')).statusCode).toBe(201);
    expect((await merge(keeper.participantId, other.participantId)).json().moved.passphrase).toBe(0);
    expect(await passphraseMatches(keeper.participantId, 'kingfisher river')).toBe(true);
    // The source keeps its own on the Permanently Disabled record: nothing is lost.
    expect(await passphraseMatches(other.participantId, 'spruce grouse')).toBe(true);
  });

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

  it('re-validates the merged profile: a source value the schema no longer accepts is refused and nothing changes', async () => {
    const target = await buildParticipant(t.database.db, {
      profile: { contactInformation: { workPhone: '9075550000' } },
    });
    // Written before a schema tightening: a work phone of 3 digits.
    const source = await buildParticipant(t.database.db, {
      profile: { contactInformation: { workPhone: '123' } },
    });
    const before = await countEveryTable();
    const response = await merge(target.participantId, source.participantId, {
      'profile.contactInformation.workPhone': 'source',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ field: 'body.fields.profile.contactInformation.workPhone' }),
    ]);
    expect(await countEveryTable()).toEqual(before);
    const [kept] = await t.database.db
      .select()
      .from(participants)
      .where(eq(participants.participantId, target.participantId));
    expect(kept!.profile).toMatchObject({ contactInformation: { workPhone: '9075550000' } });
    expect(kept!.mergedInto).toBeNull();
  });

  it('is refused to participants (403)', async () => {
    const a = await buildParticipant(t.database.db);
    const b = await buildParticipant(t.database.db);
    const { token } = await signInAs(t.app, 'participant');
    const response = await t.app.inject({
      method: 'PUT',
      url: mergeUrl(a.participantId, b.participantId),
      headers: bearer(token),
      payload: { fields: {} },
    });
    expect(response.statusCode).toBe(403);
  });
});

import { and, eq } from 'drizzle-orm';
import { MAX_AGE_YEARS, latestTodayOnEarth } from '@casework/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityLogs,
  outboxEvents,
  participantFiles,
  participants,
  participantVerifications,
  users,
} from '#src/db/schema/index.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { bearer, signInAs } from '#test/auth-helpers.ts';
import { buildParticipant } from '#test/factories.ts';

let t: TestApp;
let staff: string;
let supervisor: string;
let participant: { token: string; id: string };
beforeAll(async () => {
  t = await buildTestApp();
  staff = (await signInAs(t.app, 'staff')).token;
  supervisor = (await signInAs(t.app, 'supervisor')).token;
  const p = await signInAs(t.app, 'participant');
  participant = { token: p.token, id: String(p.session.participantId) };
});
afterAll(() => t.close());

type Item = { participantId: string; firstName: string; lastName: string };
const get = (url: string, token = staff) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = staff) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const names = (items: Item[]) => items.map((i) => `${i.firstName} ${i.lastName}`);
const idOf = async (firstName: string, lastName: string) => {
  const [row] = await t.database.db
    .select()
    .from(participants)
    .where(and(eq(participants.firstName, firstName), eq(participants.lastName, lastName)));
  return row!;
};

describe('GET /participants (search)', () => {
  it('finds John, Jonathan and Johnson for "Jon" (prefix, similar spelling and sound)', async () => {
    const byFirst = (await get('/api/v1/participants?firstName=Jon')).json();
    expect(names(byFirst.items)).toEqual(expect.arrayContaining(['John Ivanoff', 'Jonathan Johnson']));
    const byLast = (await get('/api/v1/participants?lastName=Jon')).json();
    expect(names(byLast.items)).toEqual(expect.arrayContaining(['Sarah Johnson', 'Jonathan Johnson']));
    expect(names(byLast.items)).not.toContain('Lena Andrews');
  });

  it('matches names under three letters by prefix only, alphabetically, with the total', async () => {
    const body = (await get('/api/v1/participants?lastName=iv')).json();
    expect(names(body.items)).toEqual(['John Ivanoff', 'Mary Ivanoff']);
    expect(body.total).toBe(2);
    const page = (await get('/api/v1/participants?lastName=J&take=1&skip=1')).json();
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.items).toHaveLength(1);
  });

  it('ranks exact matches before prefix matches before similar spellings', async () => {
    await buildParticipant(t.database.db, { firstName: 'Rank', lastName: 'Jonson', dob: '1970-01-01' });
    await buildParticipant(t.database.db, { firstName: 'Rank', lastName: 'Johnsonberg', dob: '1970-01-02' });
    const body = (await get('/api/v1/participants?lastName=johnson')).json();
    const lastNames = body.items.map((i: Item) => i.lastName);
    expect(lastNames.slice(0, 3)).toEqual(['Johnson', 'Johnson', 'Johnsonberg']);
    expect(lastNames).toContain('Jonson');
    expect(lastNames.indexOf('Jonson')).toBeGreaterThan(2);
    expect(body.total).toBe(body.items.length);
  });

  it('finds a person by one name that may be their first or their last (name), alone or with other filters', async () => {
    for (const name of ['Lena', 'lena', 'Andrews', 'Andrew', 'Andrewz'])
      expect(names((await get(`/api/v1/participants?name=${name}`)).json().items), name).toEqual([
        'Lena Andrews',
      ]);
    const both = (await get('/api/v1/participants?name=Ivanoff')).json();
    expect(names(both.items)).toEqual(['John Ivanoff', 'Mary Ivanoff']);
    expect(both.total).toBe(2);
    expect(names((await get('/api/v1/participants?name=Lena&dob=1988-04-12')).json().items)).toEqual([
      'Lena Andrews',
    ]);
    expect((await get('/api/v1/participants?name=Lena&dob=1988-04-13')).json()).toEqual({
      items: [],
      total: 0,
    });
  });

  it('takes any text as a name without failing: wildcards and quotes match themselves, and a NUL is refused', async () => {
    for (const name of ['%', '_', '\\', "O'", "' or 1=1 --", '%%%', 'a_b', 'Лена', '\u{1F600}'])
      expect((await get(`/api/v1/participants?name=${encodeURIComponent(name)}`)).json(), name).toEqual({
        items: [],
        total: 0,
      });
    const nul = await get('/api/v1/participants?name=Le%00na');
    expect(nul.statusCode).toBe(400);
  });

  it('refuses a name longer than any name on file with a field error, as for the first and last name', async () => {
    const response = await get(`/api/v1/participants?name=${'a'.repeat(101)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'querystring.name' })]);
  });

  it('matches phone numbers on digits only, however they are typed', async () => {
    for (const phone of ['(907) 555-0142', '1-907-555-0142', '907.555.0142', '555-0142']) {
      const body = (await get(`/api/v1/participants?phone=${encodeURIComponent(phone)}`)).json();
      expect(names(body.items), phone).toEqual(['Lena Andrews']);
    }
  });

  it('filters by isActive, dob, email (any case) and participantId', async () => {
    const inactive = (await get('/api/v1/participants?isActive=false')).json();
    expect(names(inactive.items)).toContain('Michael Tikiun');
    expect(inactive.items.every((i: { isActive: boolean }) => !i.isActive)).toBe(true);
    const active = (await get('/api/v1/participants?isActive=true&take=100')).json();
    expect(names(active.items)).not.toContain('Michael Tikiun');
    expect(names((await get('/api/v1/participants?dob=1988-04-12')).json().items)).toEqual(['Lena Andrews']);
    expect(names((await get('/api/v1/participants?email=PARTICIPANT%40example.org')).json().items)).toEqual([
      'Lena Andrews',
    ]);
    const byId = (await get(`/api/v1/participants?participantId=${participant.id.toLowerCase()}`)).json();
    expect(byId.items.map((i: Item) => i.participantId)).toEqual([participant.id]);
  });

  it('finds a participant id read out or copied without its hyphen, with a space, or only its beginning', async () => {
    const bare = participant.id.replace('-', '');
    for (const typed of [bare, bare.toLowerCase(), participant.id.replace('-', ' '), bare.slice(0, 6)]) {
      const res = await get(`/api/v1/participants?participantId=${encodeURIComponent(typed)}`);
      expect(res.statusCode, typed).toBe(200);
      expect(
        res.json().items.map((i: Item) => i.participantId),
        typed,
      ).toContain(participant.id);
    }
    // The record itself is found by its id typed the same way.
    const record = await get(`/api/v1/participants/${bare.toLowerCase()}`);
    expect(record.statusCode).toBe(200);
    expect(record.json().participantId).toBe(participant.id);
  });

  it('pages with take and skip and reports the total', async () => {
    const all = (await get('/api/v1/participants?take=100')).json();
    expect(all.total).toBeGreaterThan(5);
    const page = (await get('/api/v1/participants?take=2&skip=2')).json();
    expect(page.total).toBe(all.total);
    expect(page.items.map((i: Item) => i.participantId)).toEqual(
      all.items.slice(2, 4).map((i: Item) => i.participantId),
    );
    const past = (await get(`/api/v1/participants?take=5&skip=${all.total + 10}`)).json();
    expect(past).toEqual({ items: [], total: all.total });
  });

  it('answers items in the staff view with status and account flag', async () => {
    const body = (await get('/api/v1/participants?dob=1988-04-12')).json();
    expect(body.items[0]).toMatchObject({ status: 1, isActive: true, hasAccount: true, mergedInto: null });
  });

  it('refuses a malformed date of birth with a field error', async () => {
    const response = await get('/api/v1/participants?dob=04/12/1988');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'querystring.dob' })]);
  });
});

/** The activity-log entries about a participant, oldest first. */
const activityOf = (participantId: string) =>
  t.database.db
    .select({ kind: activityLogs.kind, message: activityLogs.message })
    .from(activityLogs)
    .where(eq(activityLogs.participantId, participantId))
    .orderBy(activityLogs.createdAt);

describe('POST /participants', () => {
  it('creates a participant with trimmed fields, a short id, phones as digits, createdBy and an outbox event', async () => {
    const response = await send('POST', '/api/v1/participants', {
      firstName: '  Nora ',
      lastName: ' Kalmakoff ',
      dob: '1991-03-04',
      email: ' nora@example.net ',
      phones: [{ number: '(907) 555-0999', isPreferred: true, type: 'mobile' }],
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      firstName: 'Nora',
      lastName: 'Kalmakoff',
      email: 'nora@example.net',
      phones: [{ number: '9075550999', isPreferred: true, type: 'mobile' }],
      status: 1,
      hasAccount: false,
    });
    expect(body.participantId).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
    const row = await idOf('Nora', 'Kalmakoff');
    expect(row.createdBy).not.toBeNull();
    const events = await t.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.aggregateId, body.participantId));
    expect(events.map((e) => e.type)).toEqual(['participant.created']);
    expect(await activityOf(body.participantId)).toEqual([
      { kind: 'participant-created', message: `Added Nora Kalmakoff (${body.participantId}).` },
    ]);
  });

  it('refuses invalid fields with one error per field and writes nothing', async () => {
    const response = await send('POST', '/api/v1/participants', {
      firstName: '   ',
      lastName: 'Valid',
      dob: '1990-02-30',
      email: 'not..an@address',
      phones: [{ number: '555-123', isPreferred: true }],
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['body.firstName', 'body.dob', 'body.email', 'body.phones.0.number']),
    );
    expect((await get('/api/v1/participants?lastName=Valid')).json().items).toEqual([]);
  });

  it('refuses an impossible date of birth (in the future, or more than 130 years ago) and writes nothing', async () => {
    const earliestYear = Number(latestTodayOnEarth().slice(0, 4)) - MAX_AGE_YEARS;
    for (const [dob, message] of [
      ['2090-01-01', 'Date of birth cannot be in the future'],
      ['1800-01-01', `Date of birth must be in ${earliestYear} or later`],
    ] as const) {
      const response = await send('POST', '/api/v1/participants', {
        firstName: 'Impossible',
        lastName: 'Birthdate',
        dob,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'body.dob', message }]);
    }
    expect((await get('/api/v1/participants?lastName=Birthdate')).json().items).toEqual([]);
    // The search still finds by any real date: only records refuse impossible ones.
    expect((await get('/api/v1/participants?dob=2090-01-01')).statusCode).toBe(200);
  });

  it('refuses a malformed object (unknown field, wrong type)', async () => {
    const response = await send('POST', '/api/v1/participants', {
      firstName: 'A',
      lastName: 'B',
      dob: 19900101,
      nickname: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['body.dob', 'body']),
    );
  });

  it('refuses a duplicate (same names in any case or spacing, same dob) with 400 naming the existing record', async () => {
    const lena = await idOf('Lena', 'Andrews');
    const response = await send('POST', '/api/v1/participants', {
      firstName: ' LENA',
      lastName: 'andrews ',
      dob: '1988-04-12',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'participant.duplicate', title: 'Bad Request' });
    expect(response.json().detail).toContain(lena.participantId);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'body.firstName',
      'body.lastName',
      'body.dob',
    ]);
  });
});

describe('GET /participants/{participantId}', () => {
  it('gives staff the staff view and the participant their own portal view without status internals', async () => {
    const staffView = (await get(`/api/v1/participants/${participant.id}`)).json();
    expect(staffView).toMatchObject({ firstName: 'Lena', status: 1, mergedInto: null, hasAccount: true });
    const own = await get(`/api/v1/participants/${participant.id}`, participant.token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ firstName: 'Lena', isActive: true });
    expect(Object.keys(own.json()).sort()).toEqual(
      ['dob', 'email', 'firstName', 'isActive', 'lastName', 'participantId', 'phones'].sort(),
    );
  });

  it('answers 404 to a participant asking for someone else, and for an id that does not exist', async () => {
    const mary = await idOf('Mary', 'Ivanoff');
    expect((await get(`/api/v1/participants/${mary.participantId}`, participant.token)).statusCode).toBe(404);
    expect((await get('/api/v1/participants/ZZZZ-ZZZZ')).statusCode).toBe(404);
  });
});

describe('PUT /participants/{participantId}', () => {
  it('lets staff change names, dob, email and phones, recording participant.updated', async () => {
    const p = await buildParticipant(t.database.db, { firstName: 'Edit', lastName: 'Me', dob: '1980-05-05' });
    const response = await send('PUT', `/api/v1/participants/${p.participantId}`, {
      firstName: ' Edith ',
      email: null,
      phones: [{ number: '+1 (907) 555-0100', isPreferred: true }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Edith',
      lastName: 'Me',
      email: null,
      phones: [{ number: '9075550100', isPreferred: true }],
    });
    const events = await t.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.aggregateId, p.participantId));
    expect(events).toEqual([
      expect.objectContaining({
        type: 'participant.updated',
        payload: { participantId: p.participantId, changed: ['firstName', 'email', 'phones'] },
      }),
    ]);
  });

  it('refuses to change the date of birth to an impossible one, keeping the stored date', async () => {
    const p = await buildParticipant(t.database.db, { dob: '1980-05-05' });
    const response = await send('PUT', `/api/v1/participants/${p.participantId}`, { dob: '2090-01-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'body.dob', message: 'Date of birth cannot be in the future' },
    ]);
    expect((await get(`/api/v1/participants/${p.participantId}`)).json().dob).toBe('1980-05-05');
  });

  it('refuses a rename that makes the record a duplicate of another', async () => {
    const p = await buildParticipant(t.database.db, {
      firstName: 'Lina',
      lastName: 'Andrews',
      dob: '1988-04-12',
    });
    const response = await send('PUT', `/api/v1/participants/${p.participantId}`, { firstName: 'Lena' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('participant.duplicate');
  });

  it('lets a participant change their own e-mail and phones only', async () => {
    const ok = await send(
      'PUT',
      `/api/v1/participants/${participant.id}`,
      { phones: [{ number: '907-555-0142', isPreferred: true, type: 'mobile' }] },
      participant.token,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).not.toHaveProperty('status');
    const refused = await send(
      'PUT',
      `/api/v1/participants/${participant.id}`,
      { lastName: 'Other' },
      participant.token,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toContain('lastName');
    const status = await send(
      'PUT',
      `/api/v1/participants/${participant.id}`,
      { status: 0 },
      participant.token,
    );
    expect(status.statusCode).toBe(403);
    expect((await idOf('Lena', 'Andrews')).status).toBe(1);
  });

  it('disabling a participant ends their sessions at once (their token then gets 401) and logs it', async () => {
    const p2 = await signInAs(t.app, 'participant2');
    const id = String(p2.session.participantId);
    expect((await get(`/api/v1/participants/${id}`, p2.token)).statusCode).toBe(200);
    const response = await send('PUT', `/api/v1/participants/${id}`, {
      status: 0,
      statusReason: 'Moved away',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 0, isActive: false });
    expect((await get(`/api/v1/participants/${id}`, p2.token)).statusCode).toBe(401);

    const row = await idOf('Joseph', 'Nicolai');
    const [user] = await t.database.db.select().from(users).where(eq(users.id, row.userId!));
    expect(user!.status).toBe(0);
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.participantId, id), eq(activityLogs.kind, 'participant-status-changed')));
    expect(logs).toHaveLength(1);
    expect(logs[0]!.message).toContain('from Active to Disabled');
    expect(logs[0]!.message).toContain('Moved away');
    const events = await t.database.db.select().from(outboxEvents).where(eq(outboxEvents.aggregateId, id));
    expect(events.map((e) => e.type)).toContain('participant.status_changed');

    // Re-activating restores the account; sign-in works again.
    await send('PUT', `/api/v1/participants/${id}`, { status: 1 });
    const again = await signInAs(t.app, 'participant2');
    expect((await get(`/api/v1/participants/${id}`, again.token)).statusCode).toBe(200);
  });

  it('treats Permanently Disabled as final: changing away from it is 409 participant.status_final', async () => {
    const p = await buildParticipant(t.database.db, {
      firstName: 'Final',
      lastName: 'Status',
      withAccount: { email: 'final.status@example.net' },
    });
    const disable = await send('PUT', `/api/v1/participants/${p.participantId}`, { status: -1 });
    expect(disable.statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, p.userId!));
    expect(user!.status).toBe(-1);
    for (const status of [1, 0]) {
      const response = await send('PUT', `/api/v1/participants/${p.participantId}`, { status });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('participant.status_final');
    }
    // Setting the same final status again changes nothing and is not an error.
    expect((await send('PUT', `/api/v1/participants/${p.participantId}`, { status: -1 })).statusCode).toBe(
      200,
    );
  });

  it('refuses a status outside 1, 0, -1', async () => {
    const response = await send('PUT', `/api/v1/participants/${participant.id}`, { status: 2 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('body.status');
  });
});

describe('DELETE /participants/{participantId}', () => {
  it('deletes a participant with no files, verifications or account (204), then it is gone', async () => {
    const p = await buildParticipant(t.database.db, { firstName: 'Mistake', lastName: 'Entry' });
    const response = await send('DELETE', `/api/v1/participants/${p.participantId}`, undefined, supervisor);
    expect(response.statusCode).toBe(204);
    expect((await get(`/api/v1/participants/${p.participantId}`)).statusCode).toBe(404);
    const events = await t.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.aggregateId, p.participantId));
    expect(events.map((e) => e.type)).toEqual(['participant.deleted']);
    // Who deleted the record, and whose it was, stays in the activity log.
    expect(await activityOf(p.participantId)).toEqual([
      {
        kind: 'participant-deleted',
        message: `Deleted the record of Mistake Entry (${p.participantId}), entered by mistake.`,
      },
    ]);
  });

  it('refuses with 409 participant.has_records when files or verifications exist, keeping the record', async () => {
    const withFile = await buildParticipant(t.database.db, { firstName: 'Has', lastName: 'File' });
    await t.database.db.insert(participantFiles).values({
      id: uuidv7(),
      participantId: withFile.participantId,
      category: 'documents',
      name: 'id.pdf',
      contentType: 'application/pdf',
      size: 10,
      storageKey: 'x/y/z',
    });
    const withCheck = await buildParticipant(t.database.db, { firstName: 'Has', lastName: 'Verification' });
    await t.database.db
      .insert(participantVerifications)
      .values({ id: uuidv7(), participantId: withCheck.participantId, method: 'in-person' });
    for (const [p, what] of [
      [withFile, 'file'],
      [withCheck, 'verification'],
    ] as const) {
      const response = await send('DELETE', `/api/v1/participants/${p.participantId}`, undefined, supervisor);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'participant.has_records' });
      expect(response.json().detail).toContain(what);
      expect((await get(`/api/v1/participants/${p.participantId}`)).statusCode).toBe(200);
    }
  });

  it('refuses to delete a participant who has a sign-in account', async () => {
    const response = await send('DELETE', `/api/v1/participants/${participant.id}`, undefined, supervisor);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toContain('sign-in account');
  });

  it('is for supervisors and administrators only', async () => {
    const p = await buildParticipant(t.database.db);
    expect((await send('DELETE', `/api/v1/participants/${p.participantId}`)).statusCode).toBe(403);
  });
});

describe('GET /participants/check-duplicates', () => {
  const check = (q: string) => get(`/api/v1/participants/check-duplicates?${q}`);

  it('finds nicknames of the first name with the same date of birth, saying why', async () => {
    const body = (await check('firstName=Kate&lastName=Paul&dob=1971-09-09')).json();
    type Hit = { participant: { firstName: string }; score: number; reasons: string[] };
    // The demo organisation holds both Katherine Paul and Katie Paul, born the same day.
    expect(body.items.map((x: Hit) => x.participant.firstName).sort()).toEqual(['Katherine', 'Katie']);
    const katherine = body.items.find((x: Hit) => x.participant.firstName === 'Katherine') as Hit;
    expect(katherine.score).toBeGreaterThan(0.8);
    expect(katherine.reasons).toEqual(
      expect.arrayContaining(['same date of birth', 'same last name', 'Kate is a nickname of Katherine']),
    );
  });

  it('tolerates a misspelt last name and day and month swapped', async () => {
    const body = (await check('firstName=Jonathan&lastName=Jonsen&dob=1990-08-01')).json();
    expect(body.items[0].participant).toMatchObject({ firstName: 'Jonathan', lastName: 'Johnson' });
    expect(body.items[0].reasons).toContain('date of birth with day and month swapped');
  });

  it('tolerates a one-digit slip in the date of birth', async () => {
    const body = (await check('firstName=Agnes&lastName=Sipary&dob=1947-10-06')).json();
    expect(body.items[0]).toMatchObject({ participant: { firstName: 'Agnes' } });
    expect(body.items[0].reasons).toContain('date of birth differs by one digit');
  });

  it('shows each likely duplicate as its whole record, as GET /participants/{id} does, and never a merged one', async () => {
    const twin = await buildParticipant(t.database.db, {
      firstName: 'Philomena',
      lastName: 'Oquilluk',
      dob: '1958-12-24',
      email: 'philomena.oquilluk@example.net',
      phones: [{ number: '9075550142', isPreferred: true, type: 'home' }],
      withAccount: { email: 'philomena.oquilluk@example.net' },
    });
    const merged = await buildParticipant(t.database.db, {
      firstName: 'Philomena',
      lastName: 'Oquilluk',
      dob: '1958-12-24',
      mergedInto: twin.participantId,
    });

    const body = (await check('firstName=Philomena&lastName=Oquiluk&dob=1958-12-24')).json();
    const ids = body.items.map(
      (x: { participant: { participantId: string } }) => x.participant.participantId,
    );
    expect(ids).toContain(twin.participantId);
    expect(ids).not.toContain(merged.participantId);
    const hit = body.items.find(
      (x: { participant: { participantId: string } }) => x.participant.participantId === twin.participantId,
    );
    expect(hit.participant).toEqual((await get(`/api/v1/participants/${twin.participantId}`)).json());
    expect(hit.participant).toMatchObject({
      email: 'philomena.oquilluk@example.net',
      phones: [{ number: '9075550142', isPreferred: true, type: 'home' }],
      hasAccount: true,
    });
  });

  it('finds nobody for a different person', async () => {
    const body = (await check('firstName=Zed&lastName=Quimby&dob=2003-06-30')).json();
    expect(body).toEqual({ items: [], total: 0 });
  });

  it('needs all of firstName, lastName and dob', async () => {
    const response = await check('firstName=Kate&dob=1971-09-09');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual(['querystring.lastName']);
  });
});

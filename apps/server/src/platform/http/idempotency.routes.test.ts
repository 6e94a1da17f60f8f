import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, outboxEvents, participants } from '#src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { bearer, signInAs } from '#test/auth-helpers.ts';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await buildTestApp();
  staff = (await signInAs(t.app, 'staff')).token;
});
afterAll(() => t.close());

let counter = 0;
/** A participant body no other test uses (the duplicate check refuses the same names and date of birth). */
const newPerson = () => {
  counter += 1;
  return {
    firstName: 'Idem',
    lastName: `Potent${'abcdefghijklmnopqrstuvwxyz'[counter % 26]}${counter}`,
    dob: '1991-03-04',
  };
};
const create = (key: string | undefined, body: object, token = staff) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/participants',
    headers: { ...bearer(token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: body,
  });
const rowsNamed = (lastName: string) =>
  t.database.db.select().from(participants).where(eq(participants.lastName, lastName));
const keyRows = (key: string) =>
  t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));

describe('Idempotency-Key on POST /participants', () => {
  it('replays the stored response to a retry with the same key, writing nothing again', async () => {
    const key = randomUUID();
    const body = newPerson();
    const first = await create(key, body);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotency-replayed']).toBeUndefined();
    const again = await create(key, body);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.headers['content-type']).toMatch(/application\/json/);
    expect(again.json()).toEqual(first.json());
    const [created] = await rowsNamed(body.lastName);
    expect(created).toBeDefined();
    const events = await t.database.db
      .select()
      .from(outboxEvents)
      .where(
        and(
          eq(outboxEvents.type, 'participant.created'),
          eq(outboxEvents.aggregateId, first.json().participantId),
        ),
      );
    expect(events).toHaveLength(1);
    const [row] = await keyRows(key);
    expect(row?.responseStatus).toBe(201);
    // now() is the transaction's start: the key was claimed in the transaction that created the participant.
    expect(row?.createdAt.getTime()).toBe(created!.createdAt.getTime());
  });

  it('refuses the same key with a different body: 422 idempotency.key_reused', async () => {
    const key = randomUUID();
    expect((await create(key, newPerson())).statusCode).toBe(201);
    const other = newPerson();
    const reused = await create(key, other);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'idempotency.key_reused' });
    expect(await rowsNamed(other.lastName)).toHaveLength(0);
  });

  it('creates exactly one participant for 10 concurrent requests with one key; the others replay or get 409', async () => {
    const key = randomUUID();
    const body = newPerson();
    const answers = await Promise.all(Array.from({ length: 10 }, () => create(key, body)));
    const fresh = answers.filter((a) => a.statusCode === 201 && !a.headers['idempotency-replayed']);
    expect(fresh).toHaveLength(1);
    for (const answer of answers) {
      if (answer === fresh[0]) continue;
      if (answer.statusCode === 201) expect(answer.headers['idempotency-replayed']).toBe('true');
      else {
        expect(answer.statusCode).toBe(409);
        expect(answer.json()).toMatchObject({ code: 'idempotency.in_progress' });
        expect(answer.headers['retry-after']).toBe('1');
      }
    }
    expect(await rowsNamed(body.lastName)).toHaveLength(1);
    expect(await keyRows(key)).toHaveLength(1);
  });

  it('keeps no key when the write rolls back (400 duplicate), so the key can carry a corrected request', async () => {
    const key = randomUUID();
    const existing = newPerson();
    expect((await create(undefined, existing)).statusCode).toBe(201);
    const duplicate = await create(key, existing);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toMatchObject({ code: 'participant.duplicate' });
    expect(await keyRows(key)).toHaveLength(0);
    const corrected = await create(key, newPerson());
    expect(corrected.statusCode).toBe(201);
    expect(corrected.headers['idempotency-replayed']).toBeUndefined();
  });

  it('stores nothing for a request refused by validation (400)', async () => {
    const key = randomUUID();
    const invalid = await create(key, { firstName: '' });
    expect(invalid.statusCode).toBe(400);
    expect(await keyRows(key)).toHaveLength(0);
  });

  it('refuses a malformed key with 400 naming the header', async () => {
    const answer = await create('has space', newPerson());
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual([expect.objectContaining({ field: 'headers.idempotency-key' })]);
    expect((await create('x'.repeat(256), newPerson())).statusCode).toBe(400);
  });

  it('keeps keys per user: another user may use the same key for their own request', async () => {
    const key = randomUUID();
    expect((await create(key, newPerson())).statusCode).toBe(201);
    const supervisor = (await signInAs(t.app, 'supervisor')).token;
    const theirs = await create(key, newPerson(), supervisor);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotency-replayed']).toBeUndefined();
  });

  it('answers 409 idempotency.completed when a committed write lost its stored answer (crash after commit)', async () => {
    const key = randomUUID();
    const body = newPerson();
    expect((await create(key, body)).statusCode).toBe(201);
    // As if the process died between the commit and storing the response, long enough ago.
    await t.database.db
      .update(idempotencyKeys)
      .set({ responseStatus: null, responseBody: null, createdAt: new Date(Date.now() - 60_000) })
      .where(eq(idempotencyKeys.key, key));
    const retry = await create(key, body);
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toMatchObject({ code: 'idempotency.completed' });
    expect(await rowsNamed(body.lastName)).toHaveLength(1);
  });

  it('forgets a key after 24 hours: the same key then carries a new request', async () => {
    const key = randomUUID();
    expect((await create(key, newPerson())).statusCode).toBe(201);
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(idempotencyKeys.key, key));
    const later = newPerson();
    const answer = await create(key, later);
    expect(answer.statusCode).toBe(201);
    expect(answer.headers['idempotency-replayed']).toBeUndefined();
    expect(await rowsNamed(later.lastName)).toHaveLength(1);
  });

  it('leaves requests without a key unchanged', async () => {
    const body = newPerson();
    expect((await create(undefined, body)).statusCode).toBe(201);
    const rows = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(like(idempotencyKeys.responseBody, `%${body.lastName}%`));
    expect(rows).toHaveLength(0);
  });
});

describe('Idempotency-Key on a write whose answer holds a secret shown once', () => {
  it('keeps the key and status but never the generated password; a repeat gets 409 and creates no second account', async () => {
    const admin = (await signInAs(t.app, 'admin')).token;
    const key = randomUUID();
    const lastName = `Secretkept${randomUUID().slice(0, 8)}`;
    const body = {
      email: `${lastName.toLowerCase()}@example.org`,
      firstName: 'Idem',
      lastName,
      role: 'Staff',
    };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/staffMembers',
        headers: { ...bearer(admin), 'idempotency-key': key },
        payload: body,
      });
    const first = await send();
    expect(first.statusCode).toBe(201);
    const password = first.json().temporaryPassword as string;
    expect(password).toBeTruthy();
    const [row] = await keyRows(key);
    expect(row).toMatchObject({ responseStatus: 201, responseBody: null });
    expect(JSON.stringify(row)).not.toContain(password);
    const repeat = await send();
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json()).toMatchObject({ code: 'idempotency.completed' });
    expect(repeat.body).not.toContain(password);
    const listed = await t.app.inject({
      url: `/api/v1/staffMembers?lastName=${lastName}`,
      headers: bearer(admin),
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().total).toBe(1);
  });
});

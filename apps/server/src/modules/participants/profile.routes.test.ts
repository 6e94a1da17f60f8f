import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, participants } from '#src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { bearer, signInAs } from '#test/auth-helpers.ts';
import { buildParticipant } from '#test/factories.ts';

let t: TestApp;
let staff: string;
let own: { token: string; id: string };
let other: string;
beforeAll(async () => {
  t = await buildTestApp();
  staff = (await signInAs(t.app, 'staff')).token;
  const p = await signInAs(t.app, 'participant');
  own = { token: p.token, id: String(p.session.participantId) };
  other = (await signInAs(t.app, 'participant2')).token;
});
afterAll(() => t.close());

const get = (url: string, token = staff) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const send = (method: 'POST' | 'PUT', url: string, payload: unknown, token = staff) =>
  t.app.inject({ method, url, headers: bearer(token), payload: payload as object });
const profileUrl = (id: string) => `/api/v1/participants/${id}/profile`;

const FULL = {
  personalInformation: { preferredName: 'Annie', householdSize: 3, primaryLanguage: 'Yup’ik' },
  contactInformation: {
    physicalAddress: { address: '12 Front St', city: 'Bethel', state: 'ak', zipCode: '99559' },
    preferredPhone: '(907) 555-0101',
    preferredEmail: 'annie@example.net',
  },
  id: { hasGovtId: true, govtIdType: 'state-id', govtIdNumber: 'AK-99887766' },
  alaskaNativeStatus: {
    isAlaskaNativeOrAmericanIndian: true,
    tribe: 'Orutsararmiut',
    tribalEnrollmentNumber: 'ONC-4455',
  },
};

describe('GET /schema/sections', () => {
  it('returns each SPEC §3 section with its JSON Schema, sensitive fields and who may edit it', async () => {
    const body = (await get('/api/v1/schema/sections', own.token)).json();
    expect(body.items.map((s: { name: string }) => s.name)).toEqual([
      'personalInformation',
      'contactInformation',
      'communicationPreferences',
      'id',
      'alaskaNativeStatus',
    ]);
    const contact = body.items.find((s: { name: string }) => s.name === 'contactInformation');
    expect(contact.editableByParticipant).toBe(true);
    expect(Object.keys(contact.schema.properties)).toEqual(
      expect.arrayContaining([
        'physicalAddress',
        'mailAddressIsPhysicalAddress',
        'mailingAddress',
        'preferredPhone',
        'alternatePhone',
        'preferredEmail',
        'workPhone',
        'workEmail',
      ]),
    );
    expect(contact.schema.properties.mailingAddress.required).toEqual(['address', 'zipCode']);
    const prefs = body.items.find((s: { name: string }) => s.name === 'communicationPreferences');
    expect(prefs.schema.properties.bestContactMethod.enum).toEqual(['email', 'phone']);
    expect(prefs.schema.properties.newMessageEmail).not.toHaveProperty('default');
    const id = body.items.find((s: { name: string }) => s.name === 'id');
    expect(id).toMatchObject({ sensitiveFields: ['govtIdNumber'], editableByParticipant: false });
    expect(id.schema.properties).toHaveProperty('hasGovtId');
  });
});

describe('participant profile', () => {
  it('validates every section on the server, naming the field at fault', async () => {
    const p = await buildParticipant(t.database.db);
    const response = await send('POST', profileUrl(p.participantId), {
      sections: {
        contactInformation: {
          preferredEmail: 'nope@',
          physicalAddress: { address: 'x', city: 'y', state: 'AK' },
        },
        communicationPreferences: { bestContactMethod: 'pigeon' },
        personalInformation: { shoeSize: 9 },
      },
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'body.sections.contactInformation.preferredEmail',
        'body.sections.contactInformation.physicalAddress.zipCode',
        'body.sections.communicationPreferences.bestContactMethod',
        'body.sections.personalInformation',
      ]),
    );
    const [row] = await t.database.db
      .select()
      .from(participants)
      .where(eq(participants.participantId, p.participantId));
    expect(row!.profile).toEqual({});
  });

  it('creates a profile (phones as digits, unanswered questions left out), then refuses a second POST with 409', async () => {
    const p = await buildParticipant(t.database.db);
    const created = await send('POST', profileUrl(p.participantId), { sections: FULL });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body.sections.contactInformation).toMatchObject({
      preferredPhone: '9075550101',
      physicalAddress: { state: 'AK' },
    });
    expect(body.sections.contactInformation).not.toHaveProperty('mailAddressIsPhysicalAddress');
    expect(body.sections.personalInformation).not.toHaveProperty('needsInterpreter');
    expect(body.sections.personalInformation).not.toHaveProperty('isVeteran');
    expect(body.updatedAt).not.toBeNull();
    const again = await send('POST', profileUrl(p.participantId), { sections: FULL });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('participant.profile_exists');
  });

  it('masks sensitive fields for staff and reveals them with a reason, logging exactly one row per read', async () => {
    const p = await buildParticipant(t.database.db, { firstName: 'Annie', lastName: 'Kassel' });
    await send('POST', profileUrl(p.participantId), { sections: FULL });
    const masked = (await get(profileUrl(p.participantId))).json();
    expect(masked.sections.id.govtIdNumber).toBe('•••• 7766');
    expect(masked.sections.alaskaNativeStatus.tribalEnrollmentNumber).toBe('•••• 4455');
    expect(masked.masked).toEqual(['id.govtIdNumber', 'alaskaNativeStatus.tribalEnrollmentNumber']);

    const noReason = await get(`${profileUrl(p.participantId)}?reveal=true`);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].field).toBe('querystring.reason');
    expect((await get(`${profileUrl(p.participantId)}?reveal=true&reason=abc`)).statusCode).toBe(400);

    const logs = () =>
      t.database.db
        .select()
        .from(activityLogs)
        .where(
          and(
            eq(activityLogs.participantId, p.participantId),
            eq(activityLogs.kind, 'sensitive-info-access'),
          ),
        );
    expect(await logs()).toHaveLength(0);
    const revealed = (
      await get(`${profileUrl(p.participantId)}?reveal=true&reason=Verifying%20ID%20by%20phone`)
    ).json();
    expect(revealed.sections.id.govtIdNumber).toBe('AK-99887766');
    expect(revealed.masked).toEqual([]);
    const rows = await logs();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.message).toContain('Annie Kassel');
    expect(rows[0]!.message).toContain(p.participantId);
    expect(rows[0]!.message).toContain('Verifying ID by phone');
  });

  it('keeps the stored sensitive value when staff send the masked value back', async () => {
    const p = await buildParticipant(t.database.db);
    await send('POST', profileUrl(p.participantId), { sections: FULL });
    const masked = (await get(profileUrl(p.participantId))).json();
    const response = await send('PUT', profileUrl(p.participantId), {
      sections: { id: { ...masked.sections.id, govtIdIssuer: 'State of Alaska' } },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(participants)
      .where(eq(participants.participantId, p.participantId));
    expect(row!.profile.id).toMatchObject({ govtIdNumber: 'AK-99887766', govtIdIssuer: 'State of Alaska' });
  });

  it('PUT replaces each given section whole and keeps the others', async () => {
    const p = await buildParticipant(t.database.db);
    await send('POST', profileUrl(p.participantId), { sections: FULL });
    const response = await send('PUT', profileUrl(p.participantId), {
      sections: { contactInformation: { preferredEmail: 'new@example.net' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().sections.contactInformation).toEqual({ preferredEmail: 'new@example.net' });
    expect(response.json().sections.personalInformation.preferredName).toBe('Annie');
  });

  it('stores yes/no questions only when answered: an omitted one stays unanswered, an answered one can change', async () => {
    const p = await buildParticipant(t.database.db);
    const url = profileUrl(p.participantId);
    const stored = async () => {
      const [row] = await t.database.db
        .select()
        .from(participants)
        .where(eq(participants.participantId, p.participantId));
      return row!.profile.communicationPreferences;
    };

    await send('POST', url, { sections: { communicationPreferences: { bestContactTime: 'Mornings' } } });
    expect(await stored()).toEqual({ bestContactTime: 'Mornings' });

    await send('PUT', url, {
      sections: { communicationPreferences: { bestContactTime: 'Mornings', safeToContact: false } },
    });
    expect(await stored()).toEqual({ bestContactTime: 'Mornings', safeToContact: false });

    await send('PUT', url, {
      sections: { communicationPreferences: { bestContactTime: 'Mornings', safeToContact: true } },
    });
    expect(await stored()).toEqual({ bestContactTime: 'Mornings', safeToContact: true });
  });

  it('lets a participant read their own profile unmasked and edit only the sections open to them', async () => {
    await send('PUT', profileUrl(own.id), {
      sections: { id: { hasGovtId: true, govtIdNumber: 'AK-12345678' } },
    });
    const mine = (await get(profileUrl(own.id), own.token)).json();
    expect(mine.sections.id.govtIdNumber).toBe('AK-12345678');
    expect(mine.masked).toEqual([]);

    const edit = await send(
      'PUT',
      profileUrl(own.id),
      { sections: { communicationPreferences: { bestContactMethod: 'phone', sendMarketing: true } } },
      own.token,
    );
    expect(edit.statusCode).toBe(200);
    const locked = await send(
      'PUT',
      profileUrl(own.id),
      { sections: { id: { hasGovtId: false } } },
      own.token,
    );
    expect(locked.statusCode).toBe(403);
    const [row] = await t.database.db
      .select()
      .from(participants)
      .where(eq(participants.participantId, own.id));
    expect(row!.profile.id).toMatchObject({ hasGovtId: true });
  });

  it('answers 404 to another participant, for reading and writing', async () => {
    expect((await get(profileUrl(own.id), other)).statusCode).toBe(404);
    const write = await send('PUT', profileUrl(own.id), { sections: { contactInformation: {} } }, other);
    expect(write.statusCode).toBe(404);
  });

  it('answers an empty profile for a participant who has none yet', async () => {
    const p = await buildParticipant(t.database.db);
    expect((await get(profileUrl(p.participantId))).json()).toEqual({
      participantId: p.participantId,
      sections: {},
      updatedAt: null,
      masked: [],
    });
  });
});

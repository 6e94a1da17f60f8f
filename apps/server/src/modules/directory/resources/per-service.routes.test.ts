import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ContactView, RequiredDocumentView, ServiceLocationDetails } from '@casework/contract';
import type { z } from 'zod';
import { rowsOf } from '#src/db/raw-sql.ts';
import { directoryTestApp, uniqueWord } from '../directory.test-support.ts';

const { api, ok, tokens, db, buildService, indexFinds, serviceChangeMessages, serviceEventCount } =
  directoryTestApp();

const contactsOf = (serviceId: string) => `/services/${serviceId}/contacts`;

describe('per-service sub-resources: contacts as the example of the shared CRUD', () => {
  it('creates, lists, reads, replaces and deletes a contact of a service', async () => {
    const service = await buildService();
    const created = await ok<ContactView>(201, 'POST', contactsOf(service.id), tokens.staff, {
      name: '  Mary Nanuk ',
      title: 'Intake coordinator',
      email: 'mary@example.org',
    });
    expect(created).toMatchObject({
      serviceId: service.id,
      name: 'Mary Nanuk',
      title: 'Intake coordinator',
      department: null,
      phone: null,
    });
    const list = await ok<{ items: ContactView[]; total: number }>(
      200,
      'GET',
      contactsOf(service.id),
      tokens.participant,
    );
    expect(list).toEqual({ items: [created], total: 1 });
    expect(await ok(200, 'GET', `${contactsOf(service.id)}/${created.id}`, tokens.supervisor)).toEqual(
      created,
    );

    // PUT replaces the whole contact: the title left out is cleared.
    const replaced = await ok<ContactView>(
      200,
      'PUT',
      `${contactsOf(service.id)}/${created.id}`,
      tokens.admin,
      {
        name: 'Mary Nanuk-Ivanoff',
        phone: '(907) 555-0100',
      },
    );
    expect(replaced).toMatchObject({ id: created.id, name: 'Mary Nanuk-Ivanoff', title: null, email: null });

    await ok(204, 'DELETE', `${contactsOf(service.id)}/${created.id}`, tokens.staff);
    expect((await api('GET', `${contactsOf(service.id)}/${created.id}`, tokens.staff)).statusCode).toBe(404);
    expect(await serviceEventCount(service.id)).toBe(3);
    expect(await serviceChangeMessages(service.id)).toEqual([
      `Service "${service.name}": added contact "Mary Nanuk"`,
      `Service "${service.name}": changed contact "Mary Nanuk-Ivanoff"`,
      `Service "${service.name}": removed contact "Mary Nanuk-Ivanoff"`,
    ]);
  });

  it('pages the list with take and skip, in the order the items were added', async () => {
    const service = await buildService();
    for (const name of ['Ann', 'Bea', 'Cal'])
      await ok(201, 'POST', contactsOf(service.id), tokens.staff, { name });
    const page = await ok<{ items: ContactView[]; total: number }>(
      200,
      'GET',
      `${contactsOf(service.id)}?take=2&skip=1`,
      tokens.staff,
    );
    expect(page.total).toBe(3);
    expect(page.items.map((c) => c.name)).toEqual(['Bea', 'Cal']);
  });

  it('answers 404 for an item of another service, and for an unknown service', async () => {
    const [mine, other] = [await buildService(), await buildService()];
    const contact = await ok<ContactView>(201, 'POST', contactsOf(other.id), tokens.staff, { name: 'Other' });
    const url = `${contactsOf(mine.id)}/${contact.id}`;
    for (const [method, payload] of [['GET'], ['PUT', { name: 'Stolen' }], ['DELETE']] as const) {
      const response = await api(method, url, tokens.staff, payload);
      expect(response.statusCode, method).toBe(404);
      expect(response.json().detail).toContain(contact.id);
    }
    const unknown = await api('POST', contactsOf('0190f5d6-0000-7000-8000-000000000000'), tokens.staff, {
      name: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toContain('service');
  });

  it('refuses bad bodies with the field to fix, and writes nothing', async () => {
    const service = await buildService();
    const cases: [string, unknown, string][] = [
      ['contacts', { name: '   ' }, 'body.name'],
      ['contacts', { name: 'x', email: 'not-an-email' }, 'body.email'],
      ['eligibilities', { description: 'Elders', minimumAge: 65, maximumAge: 18 }, 'body.maximumAge'],
      ['phones', { number: 'call us' }, 'body.number'],
      ['required-documents', { document: 'ID', uri: 'ftp://x' }, 'body.uri'],
      ['service-areas', { name: 'Bethel', unknownField: 1 }, 'body'],
    ];
    for (const [segment, body, field] of cases) {
      const response = await api('POST', `/services/${service.id}/${segment}`, tokens.staff, body);
      expect(response.statusCode, segment).toBe(400);
      expect(
        response.json().errors.map((e: { field: string }) => e.field),
        segment,
      ).toContain(field);
    }
    expect(await serviceEventCount(service.id)).toBe(0);
  });

  it("refuses a contact's phone that is not a whole number, at the phone field, and writes nothing", async () => {
    const service = await buildService();
    for (const phone of ['555-12', 'abc', '911']) {
      const response = await api('POST', contactsOf(service.id), tokens.staff, { name: 'Mary Nanuk', phone });
      expect(response.statusCode, phone).toBe(400);
      expect(response.json().errors, phone).toEqual([
        {
          field: 'body.phone',
          message:
            'Give the whole number with its area code, such as (907) 555-0100, or a number abroad starting with +',
        },
      ]);
    }
    expect(await serviceEventCount(service.id)).toBe(0);
    for (const phone of ['9075550199', '1 (907) 555-0199', '+44 20 7946 0000']) {
      const saved = await ok<ContactView>(201, 'POST', contactsOf(service.id), tokens.staff, {
        name: 'x',
        phone,
      });
      expect(saved.phone).toBe(phone);
    }
  });

  it("refuses a contact's e-mail address with a doubled dot (SPEC §5) at the e-mail field", async () => {
    const service = await buildService();
    const response = await api('POST', contactsOf(service.id), tokens.staff, {
      name: 'Jo Qa',
      email: 'jo..qa@example.org',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'body.email', message: 'Enter an e-mail address like name@example.org' },
    ]);
    expect(await serviceEventCount(service.id)).toBe(0);
  });

  it('refuses writes to the supervisor (no Directory.Edit) with 403, and lets everyone signed in read', async () => {
    const service = await buildService();
    const area = await ok<{ id: string }>(
      201,
      'POST',
      `/services/${service.id}/service-areas`,
      tokens.admin,
      {
        name: 'Yukon-Kuskokwim Delta',
      },
    );
    const refused = [
      await api('POST', `/services/${service.id}/service-areas`, tokens.supervisor, { name: 'Nome' }),
      await api('PUT', `/services/${service.id}/service-areas/${area.id}`, tokens.supervisor, {
        name: 'Nome',
      }),
      await api('POST', `/services/${service.id}/eligibilities`, tokens.participant, { description: 'x' }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403]);
    expect(refused[0]!.json().detail).toContain('Directory.Edit');
    const list = await ok<{ total: number }>(
      200,
      'GET',
      `/services/${service.id}/service-areas`,
      tokens.participant,
    );
    expect(list.total).toBe(1);
  });

  it('hides the sub-resources of a service that is not active from participants (404), not from staff', async () => {
    const service = await buildService({ status: 'inactive' });
    const doc = await ok<{ id: string }>(
      201,
      'POST',
      `/services/${service.id}/required-documents`,
      tokens.staff,
      {
        document: 'Proof of income',
      },
    );
    for (const url of [
      `/services/${service.id}/required-documents`,
      `/services/${service.id}/required-documents/${doc.id}`,
    ]) {
      expect((await api('GET', url, tokens.participant)).statusCode, url).toBe(404);
      expect((await api('GET', url, tokens.supervisor)).statusCode, url).toBe(200);
    }
    expect((await api('GET', `/services/${service.id}/locations`, tokens.participant)).statusCode).toBe(404);
  });
});

describe('per-service sub-resources: index, events and all-or-nothing writes', () => {
  it('puts an added eligibility and service area into the search index at once', async () => {
    const service = await buildService();
    const word = uniqueWord('elig');
    await ok(201, 'POST', `/services/${service.id}/eligibilities`, tokens.staff, {
      description: `Residents of ${word} village`,
      minimumAge: 18,
    });
    const area = uniqueWord('area');
    await ok(201, 'POST', `/services/${service.id}/service-areas`, tokens.staff, { name: area });
    expect(await indexFinds(service.id, word)).toBe(true);
    expect(await indexFinds(service.id, area)).toBe(true);
    expect(await serviceEventCount(service.id)).toBe(2);
  });

  it('rolls back the row, the index and the log when the change record fails', async () => {
    const database = db();
    const service = await buildService();
    // A trigger that refuses this service's outbox events: recordDirectoryChange fails after the insert.
    await database.execute(
      sql.raw(`
      create or replace function refuse_test_outbox() returns trigger language plpgsql as $$
      begin
        if new.aggregate_id = '${service.id}' then raise exception 'outbox refused for a test'; end if;
        return new;
      end $$`),
    );
    await database.execute(
      sql.raw(`create trigger refuse_test_outbox before insert on outbox_events
        for each row execute function refuse_test_outbox()`),
    );
    try {
      const word = uniqueWord('lost');
      const response = await api('POST', `/services/${service.id}/eligibilities`, tokens.staff, {
        description: `Only ${word}`,
      });
      expect(response.statusCode).toBe(500);
      const rows = await rowsOf(
        database,
        sql`select id from service_eligibilities where service_id = ${service.id}`,
      );
      expect(rows).toEqual([]);
      expect(await indexFinds(service.id, word)).toBe(false);
      expect(await serviceChangeMessages(service.id)).toEqual([]);
    } finally {
      await database.execute(sql.raw('drop trigger refuse_test_outbox on outbox_events'));
    }
  });
});

describe('phones', () => {
  it('takes a location only where the service is offered', async () => {
    const service = await buildService();
    const elsewhere = await ok<{ id: string }>(201, 'POST', '/services/locations', tokens.staff, {
      name: 'Elsewhere',
    });
    const refused = await api('POST', `/services/${service.id}/phones`, tokens.staff, {
      number: '907-555-0101',
      locationId: elsewhere.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('body.locationId');

    const here = await ok<z.infer<typeof ServiceLocationDetails>>(
      201,
      'POST',
      `/services/${service.id}/locations`,
      tokens.staff,
      {
        name: 'Main office',
      },
    );
    const phone = await ok<{ id: string; type: string; languages: string[] }>(
      201,
      'POST',
      `/services/${service.id}/phones`,
      tokens.staff,
      {
        number: '907-555-0101',
        locationId: here.id,
        languages: ['English', "Yup'ik"],
      },
    );
    expect(phone).toMatchObject({ type: 'voice', languages: ['English', "Yup'ik"] });
    await ok(204, 'DELETE', `/services/${service.id}/phones/${phone.id}`, tokens.staff);
  });
});

describe('phone numbers of a service', () => {
  const SERVICE_PHONE_MESSAGE =
    'Enter a 10-digit phone number, like (907) 555-0123, a 3-digit service number such as 211, or a number abroad starting with +';

  it('refuses a number of any other length than 10 or 11 digits at the number field, and writes nothing', async () => {
    const service = await buildService();
    for (const number of ['90755512', '555-0123', '123']) {
      const response = await api('POST', `/services/${service.id}/phones`, tokens.staff, { number });
      expect(response.statusCode, number).toBe(400);
      expect(response.json().errors, number).toEqual([
        { field: 'body.number', message: SERVICE_PHONE_MESSAGE },
      ]);
    }
    expect(await serviceEventCount(service.id)).toBe(0);
  });

  it('keeps 3-digit service numbers and extensions', async () => {
    const service = await buildService();
    for (const [number, extension] of [
      ['211', null],
      ['988', null],
      ['(907) 555-0123', '12'],
    ] as const) {
      const saved = await ok<{ number: string; extension: string | null }>(
        201,
        'POST',
        `/services/${service.id}/phones`,
        tokens.staff,
        { number, extension },
      );
      expect(saved).toMatchObject({ number, extension });
    }
  });
});

describe('required documents: DELETE with a body on the collection', () => {
  async function documents(serviceId: string, names: string[]) {
    const docs: RequiredDocumentView[] = [];
    for (const document of names)
      docs.push(
        await ok<RequiredDocumentView>(
          201,
          'POST',
          `/services/${serviceId}/required-documents`,
          tokens.staff,
          { document },
        ),
      );
    return docs;
  }

  it('deletes all the named documents, or none when one is not of this service', async () => {
    const service = await buildService();
    const other = await buildService();
    const [id, income, lease] = await documents(service.id, ['Photo ID', 'Proof of income', 'Lease']);
    const [foreign] = await documents(other.id, ['Birth certificate']);
    const url = `/services/${service.id}/required-documents`;

    const refused = await api('DELETE', url, tokens.staff, { ids: [id!.id, foreign!.id] });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().detail).toContain(foreign!.id);
    expect((await ok<{ total: number }>(200, 'GET', url, tokens.staff)).total).toBe(3);

    expect(await ok(200, 'DELETE', url, tokens.staff, { ids: [id!.id, income!.id] })).toEqual({
      deleted: [id!.id, income!.id],
    });
    const left = await ok<{ items: RequiredDocumentView[] }>(200, 'GET', url, tokens.staff);
    expect(left.items.map((d) => d.id)).toEqual([lease!.id]);
    expect((await api('DELETE', url, tokens.supervisor, { ids: [lease!.id] })).statusCode).toBe(403);
    expect((await api('DELETE', url, tokens.staff, { ids: [] })).json().errors[0].field).toBe('body.ids');
  });
});

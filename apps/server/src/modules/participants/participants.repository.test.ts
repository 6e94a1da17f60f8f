import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#src/db/client.ts';
import { rowsOf } from '#src/db/raw-sql.ts';
import { buildParticipant } from '#test/factories.ts';
import { openTestDatabase } from '#test/harness.ts';
import { createParticipantsRepository } from './participants.repository.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('search by a last-name prefix under three letters', () => {
  it('answers the exact total and the first page in alphabetical order', async () => {
    const names = ['Qxb', 'qxa', 'Qxc', 'QXA'];
    for (const [i, lastName] of names.entries())
      await buildParticipant(database.db, { lastName, firstName: `First${i}` });
    await buildParticipant(database.db, { lastName: 'Qyz' });

    const page = await createParticipantsRepository(database.db).search({ lastName: 'qX', take: 3, skip: 0 });

    expect(page.total).toBe(4);
    expect(page.rows.map((r) => `${r.lastName} ${r.firstName}`)).toEqual([
      'qxa First1',
      'QXA First3',
      'Qxb First0',
    ]);
  });

  // The total counts every match, so its cost grows with the data: read from the table, each match cost a page visit
  // (2,479 pages for "Jo" at 100,000 participants). PostgreSQL reads an expression index without the table only when
  // the index also holds every column the query names; this is the count `search` sends for such a prefix.
  it('can count from the name-order index alone, without reading the table', async () => {
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const [row] = await rowsOf<{ 'QUERY PLAN': unknown }>(
        tx,
        sql`explain (format json) select count(*) from participants where lower(last_name) collate "C" like ${'jo%'}`,
      );
      return JSON.stringify(row?.['QUERY PLAN']);
    });

    expect(plan).toContain('"Node Type":"Index Only Scan"');
    expect(plan).toContain('"Index Name":"participants_name_order_idx"');
  });
});

describe('duplicate candidates when more match than the limit', () => {
  it('keeps the closest: the same name and date of birth is among them, however many look alike', async () => {
    // Six people whose names look like the probe's, entered first, and the real duplicate entered last.
    for (const [i, firstName] of ['Marie', 'Mara', 'Maria', 'Marty', 'Mari', 'Marry'].entries())
      await buildParticipant(database.db, { lastName: 'Smithe', firstName, dob: `1960-01-0${i + 1}` });
    const twin = await buildParticipant(database.db, {
      lastName: 'Smith',
      firstName: 'Mary',
      dob: '1984-05-06',
    });

    const candidates = await createParticipantsRepository(database.db).duplicateCandidates({
      firstName: 'Mary',
      lastName: 'Smith',
      dobs: ['1984-05-06'],
      firstNameForms: ['mary'],
      limit: 3,
    });

    expect(candidates).toHaveLength(3);
    expect(candidates[0]?.row.participantId).toBe(twin.participantId);
  });
});

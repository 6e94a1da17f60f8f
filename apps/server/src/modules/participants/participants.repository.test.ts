import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#src/db/client.ts';
import { rowsOf } from '#src/db/raw-sql.ts';
import { buildParticipant } from '#test/factories.ts';
import { openTestDatabase } from '#test/harness.ts';
import { planOf, statementsSent } from '#test/query-plans.ts';
import { rolledBack } from '#test/rolled-back.ts';
import { createParticipantsRepository, type ParticipantSearch } from './participants.repository.ts';

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

describe('search by a name that may be the first or the last', () => {
  type Repo = ReturnType<typeof createParticipantsRepository>;
  const idsOf = (rows: { participantId: string }[]) => rows.map((r) => r.participantId).sort();
  /** Everyone a first-name search or a last-name search finds: what a search by either name must find. */
  async function eitherOracle(repo: Repo, name: string, extra: Partial<ParticipantSearch> = {}) {
    const page = { take: 100, skip: 0, ...extra };
    const [first, last] = [
      await repo.searchParticipants({ ...page, firstName: name }),
      await repo.searchParticipants({ ...page, lastName: name }),
    ];
    expect(first.total + last.total, 'more matches than one page holds').toBeLessThan(100);
    return [...new Set([...idsOf(first.rows), ...idsOf(last.rows)])].sort();
  }

  it('finds a person by their first name alone and by their last name alone, as either search would', async () => {
    await rolledBack(database.db, async (tx) => {
      for (const [firstName, lastName] of [
        ['Lena', 'Qvarnstrom'],
        ['Qvena', 'Lenaghan'],
        ['Helena', 'Qvist'],
        ['Leena', 'Qvorn'],
        ['Lena', 'Lena'],
        ['Marta', 'Qvlen'],
      ])
        await buildParticipant(tx, { firstName, lastName });
      await buildParticipant(tx, { firstName: 'Lena', lastName: 'Qvoff', status: 0 });
      const repo = createParticipantsRepository(tx);
      for (const name of ['Lena', 'LENA', 'Lenna', 'Le', 'q', 'Qvist', 'Lenaghan', 'Qvarnstrum']) {
        const either = await repo.search({ name, take: 100, skip: 0 });
        expect(idsOf(either.rows), name).toEqual(await eitherOracle(repo, name));
        expect(either.total, name).toBe(either.rows.length);
      }
      const active = await repo.search({ name: 'Lena', isActive: true, take: 100, skip: 0 });
      expect(idsOf(active.rows)).toEqual(await eitherOracle(repo, 'Lena', { isActive: true }));
      expect(active.rows.map((r) => r.lastName)).not.toContain('Qvoff');
    });
  });

  it('ranks an exact name (first or last) before a prefix before a similar spelling, then by last name', async () => {
    await rolledBack(database.db, async (tx) => {
      for (const [firstName, lastName] of [
        ['Zqlenora', 'Brakk'],
        ['Brakk', 'Zqlenor'],
        ['Zqlenxr', 'Arakk'],
        ['Arakk', 'Zqlenorb'],
      ])
        await buildParticipant(tx, { firstName, lastName });
      const found = await createParticipantsRepository(tx).search({ name: 'zqlenor', take: 10, skip: 0 });
      expect(found.rows.map((r) => `${r.firstName} ${r.lastName}`)).toEqual([
        'Brakk Zqlenor',
        'Zqlenora Brakk',
        'Arakk Zqlenorb',
        'Zqlenxr Arakk',
      ]);
      expect(found.total).toBe(4);
    });
  });

  it('tells apart the forms of one lower-case name that sound different, as a last-name search does', async () => {
    await rolledBack(database.db, async (tx) => {
      const sounding = await buildParticipant(tx, { lastName: 'рим', firstName: 'Sounding' });
      const silent = await buildParticipant(tx, { lastName: 'Рим', firstName: 'Silent' });
      const repo = createParticipantsRepository(tx);
      const ids = idsOf((await repo.search({ name: 'Knee', take: 100, skip: 0 })).rows);
      expect(ids).toEqual(await eitherOracle(repo, 'Knee'));
      expect(ids).toContain(sounding.participantId);
      expect(ids).not.toContain(silent.participantId);
    });
  });

  // Matching a first name by its sound on the participants has no index (only last names have a dmetaphone index),
  // so "first or last" matched on the participants themselves reads every participant.
  it('finds the participants on indexes, never by reading the whole table', async () => {
    for (const name of ['Lena', 'Le']) {
      const [statement] = await statementsSent(database, (db) =>
        createParticipantsRepository(db).search({ name, take: 25, skip: 0 }),
      );
      await database.executeSql('set enable_seqscan = off');
      try {
        const plan = JSON.stringify(await planOf(database, statement!));
        expect(plan, name).not.toMatch(/"Node Type":"Seq Scan","[^}]*"Relation Name":"participants"/);
        expect(plan, name).toContain('"Index Name":"participants_first_name_order_idx"');
        expect(plan, name).toContain('"Index Name":"participants_name_order_idx"');
      } finally {
        await database.executeSql('reset enable_seqscan');
      }
    }
  });
});

describe('search by the end of a phone number', () => {
  it('finds a number ending in the digits, not one holding them elsewhere, on its trigram index', async () => {
    const ends = await buildParticipant(database.db, {
      phones: [
        { number: '9075550000', isPreferred: true },
        { number: '9074418626', isPreferred: false },
      ],
    });
    const middle = await buildParticipant(database.db, {
      phones: [{ number: '4418626907', isPreferred: true }],
    });
    const repo = createParticipantsRepository(database.db);
    const found = (await repo.search({ phone: '4418626', take: 100, skip: 0 })).rows.map(
      (r) => r.participantId,
    );
    expect(found).toContain(ends.participantId);
    expect(found).not.toContain(middle.participantId);

    const [statement] = await statementsSent(database, (db) =>
      createParticipantsRepository(db).search({ phone: '4418626', take: 25, skip: 0 }),
    );
    await database.executeSql('set enable_seqscan = off');
    try {
      const plan = JSON.stringify(await planOf(database, statement!));
      expect(plan).not.toMatch(/"Node Type":"Seq Scan","[^}]*"Relation Name":"participants"/);
      expect(plan).toContain('"Index Name":"participants_phone_numbers_trgm_idx"');
    } finally {
      await database.executeSql('reset enable_seqscan');
    }
  });
});

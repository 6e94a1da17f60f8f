import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, type Db, type DbOrTx } from '#src/db/client.ts';
import { rowsOf } from '#src/db/raw-sql.ts';
import * as schema from '#src/db/schema/index.ts';
import { newParticipantId } from '#src/platform/ids.ts';
import { bearer, signInAs } from '#test/auth-helpers.ts';
import { buildParticipant } from '#test/factories.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { rowsReadFrom, statementsSent, type SentStatement } from '#test/query-plans.ts';
import { rolledBack as rolledBackOn } from '#test/rolled-back.ts';
import { dobVariants } from './duplicate-scoring.ts';
import { nameLexiconDrift } from './name-lexicon.repository.ts';
import { nameForms } from './nicknames.ts';
import { createParticipantsRepository, type ParticipantSearch } from './participants.repository.ts';

const { participants } = schema;

let t: TestApp;
let staff: Record<string, string>;
let supervisor: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  staff = bearer((await signInAs(t.app, 'staff')).token);
  supervisor = bearer((await signInAs(t.app, 'supervisor')).token);
});
afterAll(() => t.close());

/** Undoes a transaction's work once it has been checked. */
const rolledBack = (work: (tx: Db) => Promise<void>) => rolledBackOn(t.database.db, work);

type Entry = { part: string; name: string; active: boolean; n: number };
const lexiconOf = (db: DbOrTx) =>
  rowsOf<Entry>(
    db,
    sql`select part, name, active, n from participant_names order by part, name collate "C", active`,
  );
/** What the lexicon must hold: the participants' names counted. */
const countedNames = (db: DbOrTx) =>
  rowsOf<Entry>(
    db,
    sql`select c.part, c.name, c.active, count(*)::int as n
      from participants p
      cross join lateral (values ('first', p.first_name, p.status = 1), ('last', p.last_name, p.status = 1))
        as c(part, name, active)
      group by 1, 2, 3 order by c.part, c.name collate "C", c.active`,
  );
async function expectLexiconExact(db: DbOrTx = t.database.db) {
  const [lexicon, counted] = await Promise.all([lexiconOf(db), countedNames(db)]);
  expect(lexicon).toEqual(counted);
}
const countOf = async (part: 'first' | 'last', name: string, db: DbOrTx = t.database.db) =>
  (await lexiconOf(db)).filter((e) => e.part === part && e.name === name).reduce((sum, e) => sum + e.n, 0);

describe('the name lexicon', () => {
  it('holds the names of the demo organisation, as the migration and the seed left them', async () => {
    expect((await lexiconOf(t.database.db)).length).toBeGreaterThan(0);
    await expectLexiconExact();
  });

  it("the migration's backfill counts the participants there already", async () => {
    const migration = readFileSync(path.join(MIGRATIONS_DIR, '0014_participant_names.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    expect(backfill).toContain('INSERT INTO "participant_names"');
    await rolledBack(async (tx) => {
      await tx.execute(sql`delete from participant_names`);
      await tx.execute(sql.raw(backfill));
      await expectLexiconExact(tx);
    });
  });

  it('follows a participant added, renamed, disabled and deleted through the API', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/participants',
      headers: staff,
      payload: { firstName: 'Quillon', lastName: 'Zephyrine', dob: '1971-02-03' },
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { participantId: string }).participantId;
    expect(await countOf('last', 'Zephyrine')).toBe(1);
    await expectLexiconExact();

    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/participants/${id}`,
      headers: staff,
      payload: { lastName: 'Zephyrina' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await countOf('last', 'Zephyrine')).toBe(0);
    expect(await countOf('last', 'Zephyrina')).toBe(1);
    await expectLexiconExact();

    const disabled = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/participants/${id}`,
      headers: staff,
      payload: { status: 0, statusReason: 'moved away' },
    });
    expect(disabled.statusCode).toBe(200);
    const inactive = (await lexiconOf(t.database.db)).filter((e) => e.name === 'Zephyrina');
    expect(inactive).toEqual([{ part: 'last', name: 'Zephyrina', active: false, n: 1 }]);
    await expectLexiconExact();

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/participants/${id}`,
      headers: supervisor,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await countOf('last', 'Zephyrina')).toBe(0);
    expect(await countOf('first', 'Quillon')).toBe(0);
    await expectLexiconExact();
  });

  it('follows a merge: the target renamed, the source Permanently Disabled', async () => {
    const target = await buildParticipant(t.database.db, { firstName: 'Ottoline', lastName: 'Brackwater' });
    const source = await buildParticipant(t.database.db, { firstName: 'Otto', lastName: 'Brakwater' });
    const merged = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/participants/${target.participantId}/merge/${source.participantId}`,
      headers: staff,
      payload: { fields: { firstName: 'source', lastName: 'source' } },
    });
    expect(merged.statusCode).toBe(200);
    const entries = (await lexiconOf(t.database.db)).filter((e) =>
      ['Ottoline', 'Otto', 'Brackwater', 'Brakwater'].includes(e.name),
    );
    expect(entries).toEqual([
      { part: 'first', name: 'Otto', active: false, n: 1 },
      { part: 'first', name: 'Otto', active: true, n: 1 },
      { part: 'last', name: 'Brakwater', active: false, n: 1 },
      { part: 'last', name: 'Brakwater', active: true, n: 1 },
    ]);
    await expectLexiconExact();
  });

  it('follows bulk inserts, updates, upserts and deletes, and a truncate', async () => {
    await rolledBack(async (tx) => {
      const rows = Array.from({ length: 300 }, (_, i) => ({
        participantId: newParticipantId(),
        firstName: ['Mira', 'MIRA', 'Mirabel'][i % 3]!,
        lastName: ['Quorne', 'quorne', 'Quornes', 'Kworn'][i % 4]!,
        dob: '1980-01-01',
        status: [1, 1, 0, -1][i % 4]!,
      }));
      await tx.insert(participants).values(rows);
      expect(await countOf('last', 'Quorne', tx)).toBe(75);
      await expectLexiconExact(tx);
      // Names swapped and statuses changed in one statement; a no-op update of other fields.
      await tx.execute(
        sql`update participants set first_name = last_name, last_name = first_name, status = case when status = 1 then 0 else 1 end
          where last_name in ('Quorne', 'Kworn')`,
      );
      await tx.execute(sql`update participants set email = null where last_name like 'Mira%'`);
      await expectLexiconExact(tx);
      await tx
        .insert(participants)
        .values([
          { ...rows[0]!, firstName: 'Upserted' },
          { ...rows[1]!, participantId: newParticipantId(), lastName: 'Quorne' },
        ])
        .onConflictDoUpdate({
          target: participants.participantId,
          set: { lastName: sql`excluded.first_name` },
        });
      await expectLexiconExact(tx);
      await tx.execute(sql`delete from participants where first_name in ('Mira', 'Kworn', 'Quornes')`);
      await expectLexiconExact(tx);
      await tx.execute(sql`truncate participants cascade`);
      expect(await lexiconOf(tx)).toEqual([]);
    });
    await expectLexiconExact();
  });

  it('nameLexiconDrift (the bench generator checks it after its load) finds a lexicon that was bypassed', async () => {
    expect(await nameLexiconDrift(t.database.db)).toBe(0);
    await rolledBack(async (tx) => {
      await tx.execute(sql`alter table participants disable trigger participant_names_insert`);
      await buildParticipant(tx, { firstName: 'Unseen', lastName: 'Bypasser' });
      expect(await nameLexiconDrift(tx)).toBe(2);
    });
  });
});

// Names that collide in every way the search matches: case variants of one lower-case name, prefixes, one-letter
// typos, the same sound, LIKE wildcards, and letters whose case changes their double metaphone.
const NAMES = [
  'Smith', 'SMITH', 'smith', 'Smyth', 'Smithe', 'Simth', 'Smithson', 'Schmidt', 'Johnson', 'Jonson', 'John',
  'Johns', 'Jo', 'Ann', 'Anna', 'Anne', 'ANNA', 'Mary', 'Marie', 'Maria', 'Mari', 'Marianne', 'Рим', 'рим',
  'Müller', 'Mueller', 'O%Neil', 'a_b', 'Alexie', 'Alexi', 'Lexie',
]; // prettier-ignore
const nameArb = fc.oneof(
  // A few common ones, so that a name has more matches than a page.
  {
    weight: 3,
    arbitrary: fc.constantFrom('Smith', 'SMITH', 'Smyth', 'Anna', 'Anne', 'Marie', 'Maria', 'Mary'),
  },
  { weight: 3, arbitrary: fc.constantFrom(...NAMES) },
  {
    weight: 1,
    arbitrary: fc.string({ unit: fc.constantFrom('a', 'n', 'm', 'A', 'N', 'S'), minLength: 1, maxLength: 6 }),
  },
);
const personArb = fc.record({ firstName: nameArb, lastName: nameArb, status: fc.constantFrom(1, 1, 0, -1) });
const searchArb = fc.record({
  part: fc.constantFrom('firstName', 'lastName'),
  // Mostly a name the data holds, as typed or with a typo (two letters swapped, one changed, one dropped).
  from: fc.constantFrom('person', 'person', 'typo', 'typo', 'any'),
  pick: fc.nat(),
  any: nameArb,
  isActive: fc.constantFrom(undefined, true, false),
  skip: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 60 })),
  take: fc.integer({ min: 1, max: 12 }),
});
type SearchDraft = typeof searchArb extends fc.Arbitrary<infer T> ? T : never;
type PersonDraft = { firstName: string; lastName: string };
/** The name a drafted search looks for. */
function nameOf(s: SearchDraft, people: PersonDraft[]) {
  if (s.from === 'any' || people.length === 0) return s.any;
  const name = people[s.pick % people.length]![s.part];
  if (s.from === 'person' || name.length < 4) return name;
  const at = 1 + (s.pick % (name.length - 2));
  const typos = [
    `${name.slice(0, at)}${name[at + 1]}${name[at]}${name.slice(at + 2)}`,
    `${name.slice(0, at)}e${name.slice(at + 1)}`,
    `${name.slice(0, at)}${name.slice(at + 1)}`,
  ];
  return typos[s.pick % 3]!;
}

/**
 * Checks, on `people` written in one statement (as a bulk load writes them) and rolled back after, that `search`
 * answers each filter `filtersOf` drafts with the same rows, order and total as the query over the participants.
 */
async function expectSameAsParticipants(
  people: (PersonDraft & { status: number })[],
  filtersOf: (people: PersonDraft[]) => ParticipantSearch[],
) {
  await rolledBack(async (tx) => {
    await tx
      .insert(participants)
      .values(people.map((p) => ({ ...p, participantId: newParticipantId(), dob: '1990-01-01' })));
    const repo = createParticipantsRepository(tx);
    for (const filter of filtersOf(people)) {
      const [fast, general] = [await repo.search(filter), await repo.searchParticipants(filter)];
      expect(fast.total, JSON.stringify(filter)).toBe(general.total);
      expect(
        fast.rows.map((r) => `${r.participantId} ${r.firstName} ${r.lastName}`),
        JSON.stringify(filter),
      ).toEqual(general.rows.map((r) => `${r.participantId} ${r.firstName} ${r.lastName}`));
      expect(fast.rows).toEqual(general.rows);
    }
  });
}

describe('search by one name from the lexicon', () => {
  it('answers the same rows, in the same order, and the same total as the query over the participants', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(personArb, { minLength: 20, maxLength: 80, size: 'max' }),
        fc.array(searchArb, { minLength: 1, maxLength: 8 }),
        (people, searches) =>
          expectSameAsParticipants(people, (drafted) =>
            searches.map((s) => ({
              [s.part]: nameOf(s, drafted),
              isActive: s.isActive,
              skip: s.skip,
              take: s.take,
            })),
          ),
      ),
      { numRuns: 60 },
    );
  });

  it('counts the matches of a prefix too short for similarity from the lexicon, as the participants would', async () => {
    const prefixArb = fc.record({
      part: fc.constantFrom('firstName', 'lastName'),
      pick: fc.nat(),
      length: fc.constantFrom(1, 2),
      upper: fc.boolean(),
      // A wildcard must match itself alone, as the participants' LIKE with escaped input does.
      wildcard: fc.constantFrom(undefined, undefined, '%', '_', '\\'),
      isActive: fc.constantFrom(undefined, true, false),
      skip: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 60 })),
      take: fc.integer({ min: 1, max: 12 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(personArb, { minLength: 20, maxLength: 80, size: 'max' }),
        fc.array(prefixArb, { minLength: 1, maxLength: 8 }),
        (people, searches) =>
          expectSameAsParticipants(people, (drafted) =>
            searches.map((s) => {
              const typed = s.wildcard ?? drafted[s.pick % drafted.length]![s.part].slice(0, s.length);
              const name = s.upper ? typed.toUpperCase() : typed.toLowerCase();
              return { [s.part]: name, isActive: s.isActive, skip: s.skip, take: s.take };
            }),
          ),
      ),
      { numRuns: 40 },
    );
  });

  it('reads from the participants only the page of a short prefix, however many carry it', async () => {
    await t.database.db.insert(participants).values(
      Array.from({ length: 400 }, (_, i) => ({
        participantId: newParticipantId(),
        firstName: ['Wenceslas', 'Bartholomew'][i % 2]!,
        lastName: ['Qzthistle', 'Qzthorn'][Math.floor(i / 2) % 2]!,
        dob: '1990-01-01',
      })),
    );
    await t.database.db.execute(sql`analyze participants`);
    try {
      for (const filter of [
        { lastName: 'Qz', take: 10, skip: 0 },
        { lastName: 'qz', take: 10, skip: 50, isActive: true },
      ]) {
        const answers: unknown[] = [];
        const lexicon = await statementsOf(async (repo) => void answers.push(await repo.search(filter)));
        const general = await statementsOf(
          async (repo) => void answers.push(await repo.searchParticipants(filter)),
        );
        expect(answers[0]).toEqual(answers[1]);
        expect((answers[0] as { total: number }).total).toBe(400);
        // The page and the lexicon's sum, against the page and a count of every match.
        const rowsRead = async (statements: typeof lexicon) => {
          let read = 0;
          for (const statement of statements) read += await rowsReadFromParticipants(statement);
          return read;
        };
        expect(await rowsRead(lexicon)).toBeLessThanOrEqual(filter.skip + filter.take);
        expect(await rowsRead(general)).toBeGreaterThanOrEqual(400);
      }
    } finally {
      await t.database.db.delete(participants).where(sql`${participants.lastName} like 'Qzth%'`);
    }
  });

  // dmetaphone upper-cases ASCII letters only, so "рим" sounds like "N" and "Рим" like nothing: one lower-case name,
  // two answers ("Knee" sounds like "N" too). The lexicon keeps names as typed and walks only the forms that matched.
  it('tells apart the forms of one lower-case name that sound different', async () => {
    await rolledBack(async (tx) => {
      const sounding = await buildParticipant(tx, { lastName: 'рим', firstName: 'Sounding' });
      const silent = await buildParticipant(tx, { lastName: 'Рим', firstName: 'Silent' });
      const repo = createParticipantsRepository(tx);
      const filter = { lastName: 'Knee', take: 100, skip: 0 };
      const [fast, general] = [await repo.search(filter), await repo.searchParticipants(filter)];
      expect(fast).toEqual(general);
      const ids = fast.rows.map((r) => r.participantId);
      expect(ids).toContain(sounding.participantId);
      expect(ids).not.toContain(silent.participantId);
    });
  });

  it('reads from the participants only the page, however many carry the matched names', async () => {
    const people = Array.from({ length: 600 }, (_, i) => ({
      participantId: newParticipantId(),
      firstName: ['Wenceslas', 'Wenceslaus', 'Bartholomew'][i % 3]!,
      lastName: ['Thistlewood', 'Thistlewode', 'Thistlewoods'][Math.floor(i / 3) % 3]!,
      dob: '1990-01-01',
    }));
    await t.database.db.insert(participants).values(people);
    // Statistics, as autovacuum keeps them on a live database: with none, PostgreSQL takes every name for rare and
    // may sort a whole name's rows rather than walk its index in order.
    await t.database.db.execute(sql`analyze participants`);
    try {
      for (const filter of [
        { lastName: 'Thsitlewood', take: 10, skip: 0 },
        { lastName: 'Thistlewood', take: 10, skip: 150 },
        { firstName: 'Wencelsas', take: 10, skip: 0 },
      ]) {
        const [lexicon, general] = await statementsOf(async (repo) => {
          const [fast, slow] = [await repo.search(filter), await repo.searchParticipants(filter)];
          expect(fast.total).toBe(slow.total);
        });
        // The lexicon walks at most skip + take rows of each matched name; the general query reads every match.
        expect(await rowsReadFromParticipants(lexicon!)).toBeLessThanOrEqual(2 * (filter.skip + filter.take));
        expect(await rowsReadFromParticipants(general!)).toBeGreaterThanOrEqual(400);
      }
    } finally {
      await t.database.db.delete(participants).where(sql`${participants.lastName} like 'Thistlewo%'`);
    }
  });
});

/** The statements `run` sends through a participants repository. */
const statementsOf = (run: (repo: ReturnType<typeof createParticipantsRepository>) => Promise<void>) =>
  statementsSent(t.database, (db) => run(createParticipantsRepository(db)));

/** Rows a statement's plan read from `participants`. */
const rowsReadFromParticipants = (statement: SentStatement) =>
  rowsReadFrom(t.database, 'participants', statement);

describe('duplicate candidates from the lexicon', () => {
  const DOBS = ['1962-04-12', '1962-04-21', '1962-12-04', '1963-04-12', '1990-01-01', '1991-06-06'];
  const FIRST = [
    'Mary',
    'Marie',
    'MARY',
    'Molly',
    'Maria',
    'Ann',
    'Anne',
    'Hannah',
    'John',
    'Jon',
    'Nye',
    'Рим',
  ];
  const LAST = ['Smith', 'SMITH', 'Smyth', 'Smithe', 'Johnson', 'Jonson', 'Jhonson', 'Jones', 'рим', 'Рим'];
  // Mostly one name, so that a pair of names holds more participants than the limit.
  const person = fc.record({
    firstName: fc.oneof({ weight: 3, arbitrary: fc.constant('Mary') }, fc.constantFrom(...FIRST)),
    lastName: fc.oneof({ weight: 3, arbitrary: fc.constant('Johnson') }, fc.constantFrom(...LAST)),
    dob: fc.constantFrom(...DOBS),
    merged: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  });
  const probe = fc.record({
    // "Knee" only sounds like "Nye"; "Xavier" and "Zzyzx" match nobody by name.
    firstName: fc.constantFrom(...FIRST, 'Mari', 'Polly', 'Knee', 'Xavier'),
    lastName: fc.constantFrom(...LAST, 'Simth', 'Knee', 'Zzyzx'),
    dob: fc.constantFrom(...DOBS, '2001-02-03'),
    limit: fc.integer({ min: 1, max: 10 }),
  });

  it('match a first name by sound alone, and only the forms of a name that sound alike', async () => {
    await rolledBack(async (tx) => {
      const nye = await buildParticipant(tx, { firstName: 'Nye', lastName: 'Johnson', dob: '1930-01-01' });
      const sounding = await buildParticipant(tx, { firstName: 'Mary', lastName: 'рим', dob: '1930-01-01' });
      const silent = await buildParticipant(tx, { firstName: 'Mary', lastName: 'Рим', dob: '1930-01-01' });
      const repo = createParticipantsRepository(tx);
      const probeOf = (firstName: string, lastName: string) => ({
        firstName,
        lastName,
        dobs: dobVariants('2001-02-03'),
        firstNameForms: nameForms(firstName),
        limit: 50,
      });
      const ids = async (probe: ReturnType<typeof probeOf>) => {
        const [fromLexicon, fromParticipants] = [
          await repo.duplicateCandidates(probe),
          await repo.duplicateCandidatesFromParticipants(probe),
        ];
        expect(fromLexicon).toEqual(fromParticipants);
        return fromLexicon.map((c) => c.row.participantId);
      };
      expect(await ids(probeOf('Knee', 'Jhonson'))).toContain(nye.participantId);
      const byLastSound = await ids(probeOf('Mary', 'Knee'));
      expect(byLastSound).toContain(sounding.participantId);
      expect(byLastSound).not.toContain(silent.participantId);
    });
  });

  it('are the closest `limit`, in the same order, as when the names are matched on the participants', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(person, { minLength: 10, maxLength: 80, size: 'max' }),
        fc.array(probe, { minLength: 1, maxLength: 5 }),
        async (people, probes) => {
          await rolledBack(async (tx) => {
            // Some merged into the first: merged records are never candidates.
            const ids = people.map(() => newParticipantId());
            await tx.insert(participants).values(
              people.map(({ merged, ...p }, i) => ({
                ...p,
                participantId: ids[i]!,
                ...(merged ? { status: -1, mergedInto: ids[0]! } : {}),
              })),
            );
            const repo = createParticipantsRepository(tx);
            for (const p of probes) {
              const query = {
                firstName: p.firstName,
                lastName: p.lastName,
                dobs: dobVariants(p.dob),
                firstNameForms: nameForms(p.firstName),
                limit: p.limit,
              };
              const [fromLexicon, fromParticipants] = [
                await repo.duplicateCandidates(query),
                await repo.duplicateCandidatesFromParticipants(query),
              ];
              expect(fromLexicon, JSON.stringify(p)).toEqual(fromParticipants);
            }
          });
        },
      ),
      { numRuns: 40 },
    );
  });

  it('read from the participants at most `limit` rows a pair of alike names, however many carry it', async () => {
    // Two pairs alike to the probe with 300 participants each, none born on a close date, among 2,000 others of 11
    // last and 12 first names: as on the bench's register, PostgreSQL expects a pair to hold some 15 participants
    // (about 2,600 ÷ 12 ÷ 14), and with the table to read it would read a pair whole and sort it.
    const people = [
      ...Array.from({ length: 600 }, (_, i) => ({
        firstName: ['Wenceslas', 'Wenceslaus'][i % 2]!,
        lastName: 'Thistlewood',
      })),
      ...Array.from({ length: 2000 }, (_, i) => ({
        firstName: `Qx${String.fromCharCode(97 + (i % 12))}`,
        lastName: `Zq${String.fromCharCode(97 + (i % 11))}`,
      })),
    ].map((p) => ({ ...p, participantId: newParticipantId(), dob: '1990-01-01' }));
    await t.database.db.insert(participants).values(people);
    // Statistics and the visibility map, as autovacuum keeps them on a live database: the walk reads the index
    // alone when the table's pages are known to be visible to all, and PostgreSQL plans it so only then.
    await t.database.db.execute(sql`vacuum analyze participants`);
    try {
      const limit = 20;
      const probe = {
        firstName: 'Wenceslas',
        lastName: 'Thsitlewood',
        dobs: dobVariants('2001-02-03'),
        firstNameForms: nameForms('Wenceslas'),
        limit,
      };
      const [candidates] = await statementsOf(async (repo) => {
        const [fast, slow] = [
          await repo.duplicateCandidates(probe),
          await repo.duplicateCandidatesFromParticipants(probe),
        ];
        expect(fast).toEqual(slow);
        expect(fast).toHaveLength(limit);
      });
      // Each pair's walk stops at `limit` rows, and only the closest `limit` are read whole; before, each pair was
      // read whole (300 rows) and sorted.
      expect(await rowsReadFromParticipants(candidates!)).toBeLessThanOrEqual(3 * limit);
    } finally {
      await t.database.db.delete(participants).where(
        inArray(
          participants.participantId,
          people.map((p) => p.participantId),
        ),
      );
    }
  });
});

import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#test/harness.ts';
import type { Database } from './client.ts';
import { arrayLiteral, preparedRowsOf, preparedTemplate } from './raw-sql.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const roundTrip = async (values: string[]) => {
  const [row] = await preparedRowsOf<{ values: string[] }>(
    database.db,
    sql`select ${arrayLiteral(values)}::text[] as values`,
  );
  return row!.values;
};

describe('arrayLiteral', () => {
  it('gives the database back exactly the texts it was given: quotes, backslashes, commas, braces, spaces, NULL', async () => {
    const awkward = [
      "O'Brien",
      'Jo "JJ" Smith',
      'back\\slash',
      'a,b',
      '{x}',
      ' padded ',
      '',
      'NULL',
      'null',
      'Łukasz',
    ];
    expect(await roundTrip(awkward)).toEqual(awkward);
    expect(await roundTrip([])).toEqual([]);
  });

  it('round-trips any list of texts without NUL characters', async () => {
    const text = fc.string({ unit: 'binary', maxLength: 12 }).filter((s) => !s.includes('\u0000'));
    await fc.assert(
      fc.asyncProperty(fc.array(text, { maxLength: 6 }), async (values) => {
        expect(await roundTrip(values)).toEqual(values);
      }),
      { numRuns: 200 },
    );
  });

  it('matches as a list of values in `= any(…)`, one statement text for every length', async () => {
    const [row] = await preparedRowsOf<{ hits: number }>(
      database.db,
      sql`select count(*)::int as hits from (values ('mary'), ('molly'), ('mae')) v(name)
        where v.name = any(${arrayLiteral(['molly', 'mary', 'x'])}::text[])`,
    );
    expect(row!.hits).toBe(2);
  });
});

describe('preparedTemplate', () => {
  it('builds the text once and sends each call its own values', async () => {
    let builds = 0;
    const greet = preparedTemplate<{ line: string; n: number }>(() => {
      builds += 1;
      return sql`select ${sql.placeholder('name')}::text || ' x' || ${sql.placeholder('n')}::int as line,
        ${sql.placeholder('n')}::int + ${2}::int as n`;
    });
    expect(await greet(database.db, { name: 'Mary', n: 1 })).toEqual([{ line: 'Mary x1', n: 3 }]);
    expect(await greet(database.db, { name: 'Jo', n: 40 })).toEqual([{ line: 'Jo x40', n: 42 }]);
    expect(builds).toBe(1);
  });

  it('refuses a call without one of its values', async () => {
    const one = preparedTemplate(() => sql`select ${sql.placeholder('a')}::text as a`);
    await expect(one(database.db, {})).rejects.toThrow(/placeholder "a"/);
  });
});

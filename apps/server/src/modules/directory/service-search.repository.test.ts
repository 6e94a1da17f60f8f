import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#src/db/client.ts';
import { arrayLiteral, rowsOf } from '#src/db/raw-sql.ts';
import { DEFAULT_TIME_ZONE, WEEKDAY_CODES, isOpenAt } from '@casework/contract';
import {
  OTHER_CATEGORY_ID,
  serviceAddresses,
  serviceCategories,
  serviceDepartments,
  serviceLocations,
  serviceSchedules,
  services,
  servicesAtLocations,
} from '#src/db/schema/index.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { planOf, statementsSent } from '#test/query-plans.ts';
import { rolledBack as rolledBackOn } from '#test/rolled-back.ts';
import { reindexServices } from './directory-index.ts';
import {
  readWords,
  searchServiceIds,
  termWords,
  tsqueryText,
  type SearchFilters,
  type SearchPage,
} from './service-search.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Undoes a transaction's work once it has been checked. */
const rolledBack = (work: (tx: Db) => Promise<void>) => rolledBackOn(t.database.db, work);

/**
 * The search as first written (decision 013): every match's row with its rank, then the total, the page and each
 * facet counted over them, city names lower-cased per row and counted by distinct service. The repository's
 * statement must give the same answer, however it gets there.
 */
async function plainSearch(
  db: Db,
  filters: SearchFilters,
  correctedTerm: string | null,
): Promise<Omit<SearchPage, 'correctedTerm'>> {
  const words = termWords(filters.term);
  const corrected = correctedTerm?.split(' ') ?? words;
  const item = (w: string, i: number) => (corrected[i] === w ? `${w}:*` : `(${w}:* | ${corrected[i]}:*)`);
  const run = async (query: string) => {
    const lowered = (filters.term ?? '').trim().toLowerCase();
    const category = filters.categoryId ? sql`b.category_id = ${filters.categoryId}::uuid` : sql`true`;
    const department = filters.departmentId
      ? sql`b.department_id = ${filters.departmentId}::uuid`
      : sql`true`;
    const city = filters.city ? sql`lower(${filters.city}) = any(b.lower_cities)` : sql`true`;
    const [row] = await rowsOf<{
      total: number;
      ids: string[] | null;
      categories: SearchPage['facets']['categories'] | null;
      departments: SearchPage['facets']['departments'] | null;
      cities: SearchPage['facets']['cities'] | null;
    }>(
      db,
      sql`with b as (
        select d.service_id, d.name, d.category_id, d.department_id, d.cities,
               array(select lower(c) from unnest(d.cities) c) as lower_cities,
               ts_rank_cd(d.document, to_tsquery('english', ${query}))
                 + case when lower(d.name) = ${lowered} then 2
                        when lower(d.name) like ${`${lowered.replace(/[\\%_]/g, '\\$&')}%`} then 1 else 0 end as rank
        from service_search_documents d
        where d.document @@ to_tsquery('english', ${query}) and (${!filters.activeOnly} or d.status = 'active')
      ), f as (select * from b where ${category} and ${department} and ${city})
      select
        (select count(*)::int from f) as total,
        (select array_agg(p.service_id::text order by p.rank desc, lower(p.name), p.service_id) from (
          select service_id, rank, name from f order by rank desc, lower(name), service_id
          limit ${filters.take} offset ${filters.skip}) p) as ids,
        (select json_agg(json_build_object('id', x.id, 'name', c.name, 'count', x.n) order by x.n desc, c.name)
          from (select b.category_id as id, count(*)::int as n from b where ${department} and ${city} group by 1) x
          join service_categories c on c.id = x.id) as categories,
        (select json_agg(json_build_object('id', x.id, 'name', dp.name, 'count', x.n) order by x.n desc, dp.name)
          from (select b.department_id as id, count(*)::int as n from b
                where b.department_id is not null and ${category} and ${city} group by 1) x
          join service_departments dp on dp.id = x.id) as departments,
        (select json_agg(json_build_object('name', x.name, 'count', x.n) order by x.n desc, x.name)
          from (select min(c) as name, count(distinct b.service_id)::int as n
                from b, unnest(b.cities) c where ${category} and ${department} group by lower(c)) x) as cities`,
    );
    return {
      ids: row?.ids ?? [],
      total: row?.total ?? 0,
      facets: {
        categories: row?.categories ?? [],
        departments: row?.departments ?? [],
        cities: row?.cities ?? [],
      },
    };
  };
  const page = await run(words.map(item).join(' & '));
  if (page.total > 0 || words.length < 2) return page;
  return run(words.map(item).join(' | '));
}

/** An office of the service in each of these cities, with its physical address. */
async function addOfficesIn(tx: Db, serviceId: string, cities: readonly string[]) {
  for (const city of cities) {
    const locationId = uuidv7();
    await tx.insert(serviceLocations).values({ id: locationId, name: 'Office' });
    await tx.insert(serviceAddresses).values({
      id: uuidv7(),
      locationId,
      kind: 'physical',
      address1: '1 Front St',
      city,
      stateProvince: 'AK',
      postalCode: '99501',
    });
    await tx.insert(servicesAtLocations).values({ id: uuidv7(), serviceId, locationId });
  }
}

const WORDS = ['salmon', 'pantry', 'rental', 'help', 'elders', 'clinic', 'smoked', 'rent'] as const;
const CITIES = ['Bethel', 'BETHEL', 'bethel', 'Nome', 'Kotzebue', 'Aniak'] as const;

const serviceArb = fc.record({
  words: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }),
  /** An exact name ("salmon") or a prefix name ranks first: some services are named by one or two words alone. */
  bare: fc.boolean(),
  active: fc.boolean(),
  category: fc.nat({ max: 2 }),
  department: fc.nat({ max: 2 }),
  cities: fc.array(fc.constantFrom(...CITIES), { maxLength: 3 }),
  description: fc.array(fc.constantFrom(...WORDS), { maxLength: 3 }),
});
const searchArb = fc.record({
  // Prefixes, and typos whose typed form no document holds ("salmn", "rentl") or still holds as a stem prefix
  // ("pantri", the stem of "pantry"): the plain query searches each typed word beside its correction.
  words: fc.array(fc.constantFrom(...WORDS, 'sal', 'pan', 'ren', 'salmn', 'rentl', 'pantri'), {
    minLength: 1,
    maxLength: 3,
  }),
  activeOnly: fc.boolean(),
  category: fc.option(fc.nat({ max: 2 })),
  department: fc.option(fc.nat({ max: 1 })),
  city: fc.option(fc.constantFrom('bethel', 'NOME', 'Aniak', 'Juneau')),
  take: fc.integer({ min: 1, max: 6 }),
  skip: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 10 })),
});

describe('service search', () => {
  it('gives the rows, order, total and facets of the plain query, on random services and searches', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(serviceArb, { minLength: 5, maxLength: 30 }),
        fc.array(searchArb, { minLength: 1, maxLength: 6 }),
        async (made, searches) => {
          await rolledBack(async (tx) => {
            const tag = uuidv7().slice(-8);
            const categoryIds = [uuidv7(), uuidv7(), uuidv7()];
            const departmentIds = [uuidv7(), uuidv7()];
            await tx
              .insert(serviceCategories)
              .values(categoryIds.map((id, i) => ({ id, name: `Test category ${i} ${tag}` })));
            await tx
              .insert(serviceDepartments)
              .values(departmentIds.map((id, i) => ({ id, name: `Test department ${i} ${tag}` })));
            const serviceIds: string[] = [];
            for (const [i, s] of made.entries()) {
              const id = uuidv7();
              serviceIds.push(id);
              await tx.insert(services).values({
                id,
                name: s.bare ? s.words.join(' ') : `${s.words.join(' ')} ${i}`,
                description: s.description.join(' ') || 'nothing',
                status: s.active ? 'active' : 'inactive',
                categoryId: categoryIds[s.category]!,
                departmentId: departmentIds[s.department] ?? null,
              });
              await addOfficesIn(tx, id, s.cities);
            }
            await reindexServices(tx, serviceIds);
            for (const s of searches) {
              const filters: SearchFilters = {
                term: s.words.join(' '),
                activeOnly: s.activeOnly,
                categoryId: s.category === null ? undefined : categoryIds[s.category],
                departmentId: s.department === null ? undefined : departmentIds[s.department],
                city: s.city ?? undefined,
                take: s.take,
                skip: s.skip,
              };
              const { correctedTerm, ...page } = await searchServiceIds(tx, filters);
              expect(page).toEqual(await plainSearch(tx, filters, correctedTerm));
            }
          });
        },
      ),
      { numRuns: 25 },
    );
  });

  it('indexes one spelling of each city, the first in sort order, and migration 0020 folds rows indexed before', async () => {
    const migration = await readFile(
      new URL('../../db/migrations/0020_service_search_cities_folded.sql', import.meta.url),
      'utf8',
    );
    await rolledBack(async (tx) => {
      const categoryId = uuidv7();
      await tx.insert(serviceCategories).values({ id: categoryId, name: `Test category ${uuidv7()}` });
      const id = uuidv7();
      await tx.insert(services).values({ id, name: 'Fish camp', description: 'Smoked salmon', categoryId });
      const spellings = ['Bethel', 'BETHEL', 'Nome', 'bethel'];
      await addOfficesIn(tx, id, spellings);
      // The first spelling of Bethel and Nome, in the database's own sort order.
      const [expected] = await rowsOf<{ folded: string[] }>(
        tx,
        sql`select array(select c from unnest(array[
              (select min(b) from unnest(${arrayLiteral(['Bethel', 'BETHEL', 'bethel'])}::text[]) b), 'Nome']) c
            order by c) as folded`,
      );
      const folded = expected!.folded;
      const citiesOf = async () =>
        (
          await rowsOf<{ cities: string[] }>(
            tx,
            sql`select cities from service_search_documents where service_id = ${id}`,
          )
        )[0]?.cities;

      await reindexServices(tx, [id]);
      expect(await citiesOf()).toEqual(folded);

      // As the index kept them before: every spelling, each once.
      await tx.execute(
        sql`update service_search_documents set cities = ${arrayLiteral(spellings)}::text[] where service_id = ${id}`,
      );
      await tx.execute(sql.raw(migration));
      expect(await citiesOf()).toEqual(folded);
    });
  });

  it('searches a corrected word as typed only while some document still has a word starting with it', async () => {
    await rolledBack(async (tx) => {
      const tag = uuidv7().slice(-8);
      const categoryId = uuidv7();
      await tx.insert(serviceCategories).values({ id: categoryId, name: `Test category ${tag}` });
      const id = uuidv7();
      await tx.insert(services).values({
        id,
        name: 'Smoked salmon pantry',
        description: 'Rental help and herbs for elders',
        status: 'active',
        categoryId,
      });
      await reindexServices(tx, [id]);
      const words = ['salmn', 'pantri', 'salmon', 'hers', 'x1'];
      const readings = await readWords(tx, words);
      expect(readings).toEqual([
        // No document has a word starting with "salmn": only the correction is searched.
        { corrected: 'salmon', keepTyped: false },
        // "pantri" is the stem of "pantry", so documents still match it as typed: both are searched.
        { corrected: 'pantry', keepTyped: true },
        // A word of the lexicon is searched as typed.
        { corrected: null, keepTyped: true },
        // A stop word has no lexeme of its own to search (to_tsquery drops it): only its correction is searched.
        { corrected: 'herbs', keepTyped: false },
        // Too short, or not letters alone: never corrected.
        { corrected: null, keepTyped: true },
      ]);
      expect(tsqueryText(words, readings, ' & ')).toBe(
        'salmon:* & (pantri:* | pantry:*) & salmon:* & herbs:* & x1:*',
      );
    });
  });

  it("looks up each word's closest indexed word once, however often the statement uses it", async () => {
    const [statement] = await statementsSent(t.database, (db) => readWords(db, ['salmn', 'pantyr']));
    const plan = JSON.stringify(await planOf(t.database, statement!));
    // One sort by trigram similarity in the plan: the corrections' subquery is not pulled up into each use.
    expect(plan.match(/similarity\(/g)).toHaveLength(1);
  });

  it('keeps no pending list in the index of documents, so a search never reads recent writes unsorted', async () => {
    const [index] = await rowsOf<{ options: string[] | null }>(
      t.database.db,
      sql`select reloptions as options from pg_class where relname = 'service_search_documents_document_idx'`,
    );
    expect(index?.options).toContain('fastupdate=false');
  });

  it('finds as open now what isOpenAt calls open, hours past midnight included (8 PM to 2 AM)', async () => {
    const half = (n: number) => `${String(Math.floor(n / 2)).padStart(2, '0')}:${n % 2 ? '30' : '00'}`;
    const scheduleArb = fc.record({
      byDay: fc.subarray([...WEEKDAY_CODES], { minLength: 1 }),
      // Half hours, so the instants below land on opening and closing times.
      opensAt: fc.nat({ max: 47 }).map(half),
      closesAt: fc.nat({ max: 47 }).map(half),
      validFrom: fc.constantFrom(null, '2026-11-17', '2026-11-19'),
      validTo: fc.constantFrom(null, '2026-11-18', '2026-11-20'),
    });
    /** Monday 16 November 2026, 12:00 AM in Anchorage. */
    const monday = Date.parse('2026-11-16T09:00:00Z');
    const instantArb = fc
      .record({ day: fc.nat({ max: 6 }), halfHour: fc.nat({ max: 47 }) })
      .map(({ day, halfHour }) => new Date(monday + (day * 48 + halfHour) * 30 * 60_000));
    await fc.assert(
      fc.asyncProperty(
        fc.array(scheduleArb, { minLength: 1, maxLength: 3 }),
        fc.array(instantArb, { minLength: 1, maxLength: 8 }),
        async (schedules, instants) => {
          await rolledBack(async (tx) => {
            const serviceId = uuidv7();
            const word = `overnight${serviceId.slice(-8)}`;
            await tx.insert(services).values({
              id: serviceId,
              name: `Shelter ${word}`,
              description: 'Beds for the night',
              categoryId: OTHER_CATEGORY_ID,
            });
            await tx
              .insert(serviceSchedules)
              .values(schedules.map((h) => ({ id: uuidv7(), serviceId, ...h })));
            await reindexServices(tx, [serviceId]);
            for (const at of instants) {
              const page = await searchServiceIds(tx, {
                term: word,
                activeOnly: false,
                openAt: { at, timeZone: DEFAULT_TIME_ZONE },
                take: 10,
                skip: 0,
              });
              const open = isOpenAt(schedules, at, DEFAULT_TIME_ZONE);
              expect(page.ids.length === 1, `${at.toISOString()} ${JSON.stringify(schedules)}`).toBe(open);
            }
          });
        },
      ),
      { numRuns: 20 },
    );
  });
});

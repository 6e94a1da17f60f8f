import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import { rowsOf } from '#src/db/raw-sql.ts';

/**
 * The search index of the service directory (table service_search_documents, one row per service, and the
 * lexicon service_search_words that spelling correction reads). `reindexServices` builds the rows from the tables
 * with one statement: POST /services/indexes runs it for every service, and every write runs it for the services
 * it touched, inside the write's transaction, so a search never sees a committed change it does not know about.
 *
 * Weights: A name and alternate name; B category, department and program; C description; D locations, cities,
 * eligibility and service areas.
 *
 * `cities` holds one spelling of each city a service is at, whatever its case ("Bethel" for "Bethel" and "BETHEL",
 * the first in sort order): the city facet counts each match once per city by counting the spellings as they are.
 */

/** The text of each service the index is built from; `where` picks the services (raw SQL, no parameters). */
const sourceSql = (where: string) => `
  select s.id as service_id, s.name, s.status, s.category_id, s.department_id,
    coalesce(loc.cities, '{}'::text[]) as cities,
    s.name || ' ' || coalesce(s.alternate_name, '') as a_text,
    c.name || ' ' || coalesce(d.name, '') || ' ' || coalesce(p.name, '') as b_text,
    s.description as c_text,
    concat_ws(' ', loc.text, el.text, ar.text) as d_text
  from services s
  join service_categories c on c.id = s.category_id
  left join service_departments d on d.id = s.department_id
  left join service_programs p on p.id = s.program_id
  left join lateral (
    select array(select min(c) from unnest(array_agg(a.city)) c where c is not null group by lower(c) order by 1)
             as cities,
           string_agg(concat_ws(' ', l.name, l.alternate_name, a.address_1, a.city, a.region), ' ') as text
    from services_at_locations sal
    join service_locations l on l.id = sal.location_id
    left join service_addresses a on a.location_id = l.id and a.kind = 'physical'
    where sal.service_id = s.id
  ) loc on true
  left join lateral (
    select string_agg(e.description, ' ') as text from service_eligibilities e where e.service_id = s.id
  ) el on true
  left join lateral (
    select string_agg(sa.name, ' ') as text from service_areas sa where sa.service_id = s.id
  ) ar on true
  where ${where}`;

/** Index rows from the source text: the weighted vector and the columns searches filter on. */
const UPSERT_FROM_SOURCE = `
  insert into service_search_documents (service_id, name, status, category_id, department_id, cities, document)
  select service_id, name, status, category_id, department_id, cities,
    setweight(to_tsvector('english', a_text), 'A') || setweight(to_tsvector('english', b_text), 'B')
      || setweight(to_tsvector('english', c_text), 'C') || setweight(to_tsvector('english', d_text), 'D')
  from source
  on conflict (service_id) do update set
    name = excluded.name, status = excluded.status, category_id = excluded.category_id,
    department_id = excluded.department_id, cities = excluded.cities, document = excluded.document,
    indexed_at = now()
  where (service_search_documents.name, service_search_documents.status, service_search_documents.category_id,
         service_search_documents.department_id, service_search_documents.cities, service_search_documents.document)
    is distinct from (excluded.name, excluded.status, excluded.category_id, excluded.department_id, excluded.cities,
         excluded.document)`;

/** Words of the source text as the lexicon keeps them: lower case, letters only, 3-40 characters. */
const LEXICON_WORD = `length(word) between 3 and 40 and word ~ '^[[:alpha:]]+$'`;
const sourceWords = `lower(concat_ws(' ', a_text, b_text, c_text, d_text))`;

/** Rebuilds the index rows of these services and adds their new words to the lexicon, in one statement. */
export async function reindexServices(db: DbOrTx, serviceIds: readonly string[]): Promise<void> {
  const ids = [...new Set(serviceIds)];
  if (ids.length === 0) return;
  const uuids = ids.map((id) => {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new Error(`not a service id: ${id}`);
    return `'${id}'`;
  });
  await db.execute(
    sql.raw(`with source as (${sourceSql(`s.id in (${uuids.join(', ')})`)}),
      upserted as (${UPSERT_FROM_SOURCE} returning 1)
    insert into service_search_words (word, ndoc)
    select distinct word, 1 from source, regexp_split_to_table(${sourceWords}, '[^[:alpha:]]+') word
    where ${LEXICON_WORD}
    on conflict (word) do nothing`),
  );
}

/** Every service at this location (a location or address change touches all of them). */
export async function servicesAtLocation(db: DbOrTx, locationId: string): Promise<string[]> {
  const rows = await rowsOf<{ service_id: string }>(
    db,
    sql`select service_id from services_at_locations where location_id = ${locationId}`,
  );
  return rows.map((r) => r.service_id);
}

/** Every service in a category, department or program (a rename touches all of them). */
export async function servicesWhere(
  db: DbOrTx,
  column: 'category_id' | 'department_id' | 'program_id',
  id: string,
): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select id from services where ${sql.identifier(column)} = ${id}`,
  );
  return rows.map((r) => r.id);
}

/**
 * Rebuilds the whole index from the tables in one transaction: upserts every service's row, deletes rows of
 * services that are gone, and rebuilds the lexicon. Searches running meanwhile read the previous rows until it
 * commits (MVCC), so it is safe while searches run, and running it twice gives the same index.
 */
export async function rebuildServiceIndex(db: DbOrTx): Promise<{ indexed: number; removed: number }> {
  // One rebuild at a time; writes and searches go on beside it.
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('service_search_rebuild'))`);
  // Fresh statistics first: after a bulk load (an HSDS import) the planner would otherwise take the tables for
  // empty and scan them once per service (seconds become minutes).
  await db.execute(sql`analyze services, services_at_locations, service_locations, service_addresses,
    service_eligibilities, service_areas, service_categories, service_departments, service_programs`);
  await db.execute(sql.raw(`with source as (${sourceSql('true')}) ${UPSERT_FROM_SOURCE}`));
  const removed = await rowsOf<{ service_id: string }>(
    db,
    sql`delete from service_search_documents d
        where not exists (select 1 from services s where s.id = d.service_id) returning service_id`,
  );
  // ts_stat counts each word's services in one pass, far faster than splitting every text apart.
  const statQuery = `select to_tsvector('simple', ${sourceWords}) from (${sourceSql('true')}) source`;
  await db.execute(sql`delete from service_search_words`);
  await db.execute(
    sql`insert into service_search_words (word, ndoc)
        select word, ndoc from ts_stat(${statQuery}) where ${sql.raw(LEXICON_WORD)}`,
  );
  const [count] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from service_search_documents`,
  );
  return { indexed: Number(count?.n ?? 0), removed: removed.length };
}

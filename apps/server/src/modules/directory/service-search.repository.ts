import { dayBefore, localMoment } from '@casework/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import { arrayLiteral, preparedRowsOf } from '#src/db/raw-sql.ts';
import { withFields } from '#src/platform/runtime/with-fields.ts';

/**
 * Searching the directory's index (service_search_documents): full text with prefixes ("foo" finds "food"), typo
 * tolerance through the lexicon of indexed words (a word the directory does not contain is also searched as its
 * closest indexed word by trigram similarity, or a short word as one a letter away: "fod bnk" → "food bank"),
 * ranked (name matches first, then by weighted text rank), with facet counts for category, department and city.
 * Each facet counts the matches under every other filter, so choosing a category still shows how many matches the
 * other categories have.
 */

export interface SearchFilters {
  term?: string;
  activeOnly: boolean;
  categoryId?: string;
  departmentId?: string;
  city?: string;
  /** Only services open at this moment in the organisation's time zone. */
  openAt?: { at: Date; timeZone: string };
  take: number;
  skip: number;
}

export interface SearchPage {
  ids: string[];
  total: number;
  facets: {
    categories: { id: string; name: string; count: number }[];
    departments: { id: string; name: string; count: number }[];
    cities: { name: string; count: number }[];
  };
  correctedTerm: string | null;
}

/** Most words of a term that count; the rest are ignored. */
const MAX_WORDS = 8;

/** Letters and digits only: what is left can be put into a tsquery without quoting. */
export function termWords(term: string | undefined): string[] {
  if (!term) return [];
  return (term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/** Words this long or shorter that no indexed word resembles by trigrams are tried one edit away ("bnk" → "bank"). */
const SHORT_WORD_MAX_LENGTH = 5;

/** How the search reads one word of the term. */
export interface WordReading {
  /** The closest indexed word, when the word itself is not in the lexicon (null: no correction). */
  corrected: string | null;
  /**
   * Whether the word as typed is still searched beside its correction: false when no indexed document has a word
   * starting with it ("rentl" beside "rental"). Such a term matches nothing, so leaving it out changes no match and
   * no rank, and spares `ts_rank_cd` a term to look up in every match's vector (for three such words, about half of
   * its cost; decision 023, evening addendum of 2026-11-29).
   */
  keepTyped: boolean;
}

/**
 * Each word's reading: its closest indexed word when the word itself is not in the lexicon — the most similar by
 * trigrams (`%`, GiST index), else, for a short word, which has too few trigrams to pass the similarity threshold
 * with one letter missing, the most used word one edit away that starts with the same letter — and, for a corrected
 * word, whether any document still matches it as typed (a prefix lookup in the documents' GIN index).
 */
export async function readWords(db: DbOrTx, words: string[]): Promise<WordReading[]> {
  const candidates = words.map((w) => (w.length >= 3 && /^\p{L}+$/u.test(w) ? w : ''));
  if (candidates.every((w) => w === '')) return words.map(() => ({ corrected: null, keepTyped: true }));
  const rows = await preparedRowsOf<{ corrected: string | null; keep_typed: boolean }>(
    db,
    // The corrections in a subquery kept apart (offset 0): pulled up, each use of `corrected` below ran its
    // trigram search again.
    sql`select r.corrected,
          case
            when r.corrected is null then true
            -- a stop word has no lexeme to look for (and to_tsquery would warn): the search drops it anyway
            when to_tsvector('english', r.w) = ''::tsvector then false
            else exists (select 1 from service_search_documents d
                         where d.document @@ to_tsquery('english', r.w || ':*'))
          end as keep_typed
        from (select q.i, q.w, case
          when q.w = '' or exists (select 1 from service_search_words x where x.word = q.w) then null
          else coalesce(
            (select x.word from service_search_words x where x.word % q.w
             order by similarity(x.word, q.w) desc, x.ndoc desc, x.word limit 1),
            (select x.word from service_search_words x
             where length(q.w) <= ${SHORT_WORD_MAX_LENGTH}::int and left(x.word, 1) = left(q.w, 1)
               and levenshtein(x.word, q.w) = 1
             order by x.ndoc desc, x.word limit 1))
        end as corrected
        from jsonb_array_elements_text(${JSON.stringify(candidates)}::jsonb) with ordinality q(w, i) offset 0) r
        order by r.i`,
  );
  return rows.map((r) => ({ corrected: r.corrected, keepTyped: r.keep_typed }));
}

/** "food & (bnk:* | bank:*)"-style query text; `join` is ' & ' (all words) or ' | ' (any word). */
export function tsqueryText(words: string[], readings: WordReading[], join: ' & ' | ' | '): string {
  return words
    .map((w, i) => {
      const { corrected, keepTyped } = readings[i]!;
      if (!corrected || corrected === w) return `${w}:*`;
      return keepTyped ? `(${w}:* | ${corrected}:*)` : `${corrected}:*`;
    })
    .join(join);
}

const and = (parts: SQL[]): SQL => (parts.length === 0 ? sql`true` : sql.join(parts, sql` and `));

async function runSearch(db: DbOrTx, filters: SearchFilters, query: string | null): Promise<SearchPage> {
  // The tsquery as a subquery: evaluated once (an InitPlan), where `to_tsquery('english', $1)` in a generic plan of
  // the prepared statement parsed and stemmed the text again for every match it ranked.
  const tsquery = sql`(select to_tsquery('english', ${query}))`;
  const base: SQL[] = [];
  if (query !== null) base.push(sql`d.document @@ ${tsquery}`);
  if (filters.activeOnly) base.push(sql`d.status = 'active'`);
  if (filters.openAt) {
    // As isServiceOpenAt: only an active service is open.
    if (!filters.activeOnly) base.push(sql`d.status = 'active'`);
    const now = localMoment(filters.openAt.at, filters.openAt.timeZone);
    const yesterday = dayBefore(now);
    // As isOpenAt: opened today and not closed yet, or opened yesterday with hours past midnight (closes_at at or
    // before opens_at) that have not closed yet; the valid dates are those of the day it opened.
    base.push(sql`exists (
      select 1 from service_schedules sc
      where (sc.service_id = d.service_id
             or (sc.service_id is null and sc.location_id in
                 (select sal.location_id from services_at_locations sal where sal.service_id = d.service_id)))
        and ((${now.day} = any(sc.by_day) and sc.opens_at <= ${now.time}::time
              and (sc.closes_at > ${now.time}::time or sc.closes_at <= sc.opens_at)
              and (sc.valid_from is null or sc.valid_from <= ${now.date}::date)
              and (sc.valid_to is null or sc.valid_to >= ${now.date}::date))
          or (${yesterday.day} = any(sc.by_day) and sc.closes_at <= sc.opens_at
              and sc.closes_at > ${now.time}::time
              and (sc.valid_from is null or sc.valid_from <= ${yesterday.date}::date)
              and (sc.valid_to is null or sc.valid_to >= ${yesterday.date}::date))))`);
  }
  const category = filters.categoryId ? sql`b.category_id = ${filters.categoryId}::uuid` : null;
  const department = filters.departmentId ? sql`b.department_id = ${filters.departmentId}::uuid` : null;
  const city = filters.city
    ? sql`exists (select 1 from unnest(b.cities) c where lower(c) = lower(${filters.city}))`
    : null;
  const only = (...parts: (SQL | null)[]) => and(parts.filter((p): p is SQL => p !== null));
  // The matches under every filter; the matches themselves when no filter narrows them.
  const filtered =
    category || department || city
      ? sql`, f as (select * from b where ${only(category, department, city)})`
      : sql`, f as not materialized (select * from b)`;
  const lowered = (filters.term ?? '').trim().toLowerCase();
  const rank =
    query === null
      ? sql`0`
      : sql`ts_rank_cd(d.document, ${tsquery})
            + case when d.name_key = ${lowered} then 2 when d.name_key like ${`${lowered.replace(/[\\%_]/g, '\\$&')}%`} then 1 else 0 end`;

  const [row] = await preparedRowsOf<{
    total: number;
    ids: string[] | null;
    categories: SearchPage['facets']['categories'] | null;
    departments: SearchPage['facets']['departments'] | null;
    cities: SearchPage['facets']['cities'] | null;
  }>(
    db,
    sql`with b as (
      select d.service_id, d.name_key, d.category_id, d.department_id, d.cities, ${rank} as rank
      from service_search_documents d where ${and(base)}
    )${filtered}
    select
      (select count(*)::int from f) as total,
      (select array_agg(p.service_id::text order by p.rank desc, p.name_key, p.service_id) from (
        select service_id, rank, name_key from f order by rank desc, name_key, service_id
        limit ${filters.take} offset ${filters.skip}) p) as ids,
      (select json_agg(json_build_object('id', x.id, 'name', c.name, 'count', x.n) order by x.n desc, c.name)
        from (select b.category_id as id, count(*)::int as n from b where ${only(department, city)} group by 1) x
        join service_categories c on c.id = x.id) as categories,
      (select json_agg(json_build_object('id', x.id, 'name', dp.name, 'count', x.n) order by x.n desc, dp.name)
        from (select b.department_id as id, count(*)::int as n from b
              where b.department_id is not null and ${only(category, city)} group by 1) x
        join service_departments dp on dp.id = x.id) as departments,
      (select json_agg(json_build_object('name', x.name, 'count', x.n) order by x.n desc, x.name)
        from (select min(bc.name) as name, sum(bc.n)::int as n
              from (select u.name, count(*) as n
                    from (select unnest(b.cities) as name from b where ${only(category, department)}) u
                    group by u.name) bc
              group by lower(bc.name)) x) as cities`,
  );
  return {
    ids: row?.ids ?? [],
    total: row?.total ?? 0,
    facets: {
      categories: row?.categories ?? [],
      departments: row?.departments ?? [],
      cities: row?.cities ?? [],
    },
    correctedTerm: null,
  };
}

/**
 * One page of matching service ids, best first, with the total and facets. All the words must match (each as
 * typed or as its correction); when nothing matches all of them, any of them will do.
 */
export async function searchServiceIds(db: DbOrTx, filters: SearchFilters): Promise<SearchPage> {
  const words = termWords(filters.term);
  if (words.length === 0) return runSearch(db, filters, null);
  const readings = await readWords(db, words);
  const correctedTerm = readings.some((r) => r.corrected !== null)
    ? words.map((w, i) => readings[i]!.corrected ?? w).join(' ')
    : null;
  let page = await runSearch(db, filters, tsqueryText(words, readings, ' & '));
  if (page.total === 0 && words.length > 1)
    page = await runSearch(db, filters, tsqueryText(words, readings, ' | '));
  return withFields(page, { correctedTerm });
}

/**
 * Card fields of services: a location with one of its physical addresses, the location count, the first phone and
 * the hours. The location is the first by name, and its address the first added; under a city filter, the first
 * location with a physical address in that city, and that address (a card must not show Bethel to a search for
 * Anchorage, nor its details link pre-select the Bethel office).
 */
export async function loadSummaries(db: DbOrTx, ids: readonly string[], city?: string) {
  if (ids.length === 0) return new Map<string, SummaryRow>();
  // Cities compare as the index's filter compares them (lower case); `is true` keeps a missing city last.
  const inCity = city ? sql`(lower(a.city) = lower(${city})) is true desc, ` : sql``;
  const rows = await preparedRowsOf<SummaryRow>(
    db,
    sql`select s.id,
      (select json_build_object('id', l.id, 'name', l.name, 'address1', a.address_1, 'address2', a.address_2,
                'city', a.city, 'stateProvince', a.state_province, 'postalCode', a.postal_code)
         from services_at_locations sal
         join service_locations l on l.id = sal.location_id
         left join lateral (
           select * from service_addresses a where a.location_id = l.id and a.kind = 'physical'
           order by ${inCity}a.created_at, a.id limit 1) a on true
         where sal.service_id = s.id order by ${inCity}lower(l.name), l.id limit 1) as location,
      (select count(*)::int from services_at_locations sal where sal.service_id = s.id) as location_count,
      (select p.number from service_phones p where p.service_id = s.id order by p.created_at, p.id limit 1) as phone,
      (select json_agg(json_build_object('byDay', sc.by_day, 'opensAt', to_char(sc.opens_at, 'HH24:MI'),
                'closesAt', to_char(sc.closes_at, 'HH24:MI'), 'validFrom', sc.valid_from, 'validTo', sc.valid_to))
         from service_schedules sc
         where sc.service_id = s.id
            or (sc.service_id is null and sc.location_id in
                (select sal.location_id from services_at_locations sal where sal.service_id = s.id))) as schedules
    from services s where s.id = any(${arrayLiteral(ids)}::uuid[])`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

export interface SummaryRow {
  id: string;
  location: {
    id: string;
    name: string;
    address1: string | null;
    address2: string | null;
    city: string | null;
    stateProvince: string | null;
    postalCode: string | null;
  } | null;
  location_count: number;
  phone: string | null;
  schedules:
    | {
        byDay: string[];
        opensAt: string;
        closesAt: string;
        validFrom: string | null;
        validTo: string | null;
      }[]
    | null;
}

import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import { arrayLiteral, preparedRowsOf, rowsOf } from '#src/db/raw-sql.ts';
import { participants } from '#src/db/schema/index.ts';

type ParticipantRow = typeof participants.$inferSelect;

/** A search the lexicon answers: one name matched by prefix, trigram or sound, and at most the Active filter. */
export interface LexiconSearch {
  part: 'first' | 'last';
  /** Lower-case, at least FUZZY_NAME_MIN_LENGTH long. */
  query: string;
  /** The LIKE pattern of the prefix match (`query` escaped, then `%`). */
  prefix: string;
  isActive: boolean | undefined;
  take: number;
  skip: number;
}

const columns = Object.entries(getTableColumns(participants));

/** A participant row of a raw query, decoded as drizzle decodes a select (timestamps, dates, jsonb). */
function participantOf(raw: Record<string, unknown>): ParticipantRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as ParticipantRow;
}

/**
 * The names of the lexicon a search matches, grouped by their lower-case form (the form the search ranks and orders
 * by), each with the names as typed and how many participants carry them. The same rule as nameMatches in
 * participants.repository.ts: a prefix (btree), a trigram similarity (gin) or the same double metaphone (btree).
 */
function matchedNames(search: LexiconSearch): SQL {
  const { query, prefix } = search;
  const part = sql.raw(search.part === 'first' ? `'first'` : `'last'`);
  const active = search.isActive === undefined ? sql`` : sql` and w.active = ${search.isActive}`;
  return sql`select lower(w.name) as l, array_agg(w.name) as names, sum(w.n)::int as n
    from participant_names w
    where w.part = ${part}${active}
      and ${lexiconNameMatches(query, prefix)}
    group by lower(w.name)`;
}

/** Whether the lexicon's name `w.name` matches: the rule of nameMatches in participants.repository.ts. */
function lexiconNameMatches(query: string, prefix: string): SQL {
  return sql`(lower(w.name) like ${prefix} or lower(w.name) % ${query}
        or (dmetaphone(w.name) = dmetaphone(${query}) and dmetaphone(${query}) <> ''))`;
}

/**
 * The first (or last) names of the lexicon that `query` matches by prefix, trigram or sound, as a text array (null
 * when none): as typed, or lower-cased. A scalar subquery that PostgreSQL runs once (an InitPlan) on the lexicon's
 * indexes, so that `lower(first_name) collate "C" = any(...)` on the participants is an index condition of a
 * name-order index, where matching the participants' own first names by sound has no index to use.
 */
export function lexiconNamesMatching(
  part: 'first' | 'last',
  query: { query: string; prefix: string },
  form: 'typed' | 'lower',
): SQL {
  const which = sql.raw(part === 'first' ? `'first'` : `'last'`);
  const name = form === 'lower' ? sql`lower(w.name)` : sql`w.name`;
  return sql`(select array_agg(${name}) from participant_names w
    where w.part = ${which} and ${lexiconNameMatches(query.query, query.prefix)})::text[]`;
}

/**
 * One page of a one-name search and its exact total, from the lexicon. The general query orders by rank (exact,
 * prefix, similar) and similarity, then by last name, first name and id in the C collation; so the matches fall in
 * classes of one rank and similarity, whose sizes are sums of the lexicon's counts: the total is their sum, and only
 * the classes the page overlaps are read. Each of their names is walked in its place of a name-order index (last
 * name: `participants_name_order_idx`, first name: `participants_first_name_order_idx`) for at most the rows its class
 * can still need (skip + take less the matches of the classes before it), and the rows of a class are merged in
 * (last, first, id) order. The work is bounded by the names matched and the page, not by the participants matched.
 */
export async function searchByLexicon(
  db: DbOrTx,
  search: LexiconSearch,
): Promise<{ rows: ParticipantRow[]; total: number }> {
  const { query, prefix, skip, take } = search;
  const end = skip + take;
  const own = sql.raw(search.part === 'last' ? 'p.last_name' : 'p.first_name');
  const other = sql.raw(search.part === 'last' ? 'p.first_name' : 'p.last_name');
  const status =
    search.isActive === undefined
      ? sql``
      : search.isActive
        ? sql` and p.status = 1`
        : sql` and p.status <> 1`;
  // A prepared statement (six shapes: which name, and the Active filter or none): planning it costs more than
  // running it (0.5 against 0.3 ms at 100,000 participants), and its generic plan walks the same indexes.
  const raw = await preparedRowsOf<Record<string, unknown> & { total: number | string }>(
    db,
    sql`with matched as (${matchedNames(search)}),
    ranked as (
      select l, names, n, case when l = ${query} then 0 when l like ${prefix} then 1 else 2 end as class_rank,
        similarity(l, ${query}) as class_sim
      from matched
    ),
    classes as (
      select class_rank, class_sim, n,
        (sum(n) over (order by class_rank, class_sim desc rows unbounded preceding) - n)::int as class_start,
        (sum(n) over ())::int as total
      from (select class_rank, class_sim, sum(n)::int as n from ranked group by class_rank, class_sim) c
    ),
    -- array_position, not = any(): PostgreSQL would make = any() an index condition of the walk, whose rows it then
    -- no longer trusts to come in index order, and would sort a whole name's rows instead of stopping at the page.
    walked as (
      select c.class_rank, c.class_sim, c.class_start, c.total, p.*
      from classes c
      join ranked r on r.class_rank = c.class_rank and r.class_sim = c.class_sim
      cross join lateral (
        select * from participants p
        where lower(${own}) collate "C" = r.l and array_position(r.names, ${own}) is not null${status}
        order by lower(${own}) collate "C", lower(${other}) collate "C", p.participant_id
        limit ${end}::int - c.class_start
      ) p
      where c.class_start < ${end}::int and c.class_start + c.n > ${skip}::int
    ),
    placed as (
      select w.*, w.class_start - 1 + row_number() over (partition by w.class_rank, w.class_sim
        order by lower(w.last_name) collate "C", lower(w.first_name) collate "C", w.participant_id) as place
      from walked w
    )
    select * from placed where place >= ${skip}::int and place < ${end}::int order by place`,
  );
  if (raw.length > 0) return { rows: raw.map(participantOf), total: Number(raw[0]!.total) };
  if (skip === 0) return { rows: [], total: 0 };
  // A page past the end: the total alone.
  const [counted] = await preparedRowsOf<{ total: number | string | null }>(
    db,
    sql`select sum(n) as total from (${matchedNames(search)}) matched`,
  );
  return { rows: [], total: Number(counted?.total ?? 0) };
}

/** A search by a name prefix too short for similarity (FUZZY_NAME_MIN_LENGTH): its total comes from the lexicon. */
export interface LexiconPrefix {
  part: 'first' | 'last';
  /** The LIKE pattern of the lower-case prefix (escaped, then `%`). */
  prefix: string;
  isActive: boolean | undefined;
}

/**
 * How many participants carry a name with this prefix (and this status), from the lexicon's counts: exact, as the
 * triggers keep it, and bounded by the distinct names, not by the participants (16,981 "jo%" index entries at
 * 100,000 participants, against a few dozen names). The same condition as the search's prefix match on the
 * participants, `lower(name) like prefix`, which gives the same answer in the C collation and in any other.
 */
export async function countByNamePrefix(db: DbOrTx, search: LexiconPrefix): Promise<number> {
  const part = sql.raw(search.part === 'first' ? `'first'` : `'last'`);
  const active = search.isActive === undefined ? sql`` : sql` and w.active = ${search.isActive}`;
  const [row] = await preparedRowsOf<{ total: number | string | null }>(
    db,
    sql`select sum(w.n) as total from participant_names w
      where w.part = ${part}${active} and lower(w.name) like ${search.prefix}`,
  );
  return Number(row?.total ?? 0);
}

/** What the duplicate check looks for (DuplicateProbe of participants.repository.ts). */
export interface DuplicateNames {
  firstName: string;
  lastName: string;
  dobs: string[];
  /** Lower-case forms of the first name (itself and its nicknames). */
  firstNameForms: string[];
  limit: number;
}

/** The probe's lists as array parameters: one statement text whatever their lengths. */
export const probeDobs = (probe: DuplicateNames) => sql`${arrayLiteral(probe.dobs)}::date[]`;
export const probeFirstNameForms = (probe: DuplicateNames) =>
  sql`${arrayLiteral(probe.firstNameForms)}::text[]`;

/**
 * How close a participant is to the probe, the duplicate check's ranking (greater is closer, ties by id): a close date
 * of birth, plus how alike the last name looks, plus how alike the first name looks or 1 when it is one of the
 * probe's forms. Every statement that ranks candidates builds it here, so the same inputs give the same number.
 */
export function duplicateCloseness(
  probe: DuplicateNames,
  dobIsClose: SQL,
  lowerLast: SQL,
  lowerFirst: SQL,
): SQL {
  const first = probe.firstName.toLowerCase();
  const last = probe.lastName.toLowerCase();
  return sql`(${dobIsClose})::int + similarity(${lowerLast}, ${last}) + greatest(similarity(${lowerFirst}, ${first}), (${lowerFirst} = any(${probeFirstNameForms(probe)}))::int)`;
}

/**
 * The closest `limit` candidates of the duplicate check (decision 020, addenda), as rows of participant_id,
 * first_name, last_name, dob and closeness, in no particular order. The candidates are everyone with a close date of
 * birth (not merged), ranked on their own row, and for each pair of a last name and a first name of the lexicon
 * that are alike (the same rules as on participants), the `limit` lowest ids of that pair among the others. Those
 * others all have the pair's closeness, computed once from its lower-case names (equal to the participant's, by the
 * walk's condition), and ties go by id, so one past a pair's first `limit` has `limit` others ahead of it. No one is
 * found both ways, so the two legs are ranked together as they come. The pairs are walked in
 * `participants_unmerged_name_order_idx` (migration 0016), which holds only participants that are not merged and
 * every column the walk and the check read (the names and the date of birth), so each walk stops after `limit` index
 * entries (and the close dates of birth it skips) without reading the table, and no candidate is looked up again.
 */
export function duplicateCandidateRows(probe: DuplicateNames): SQL {
  const first = probe.firstName.toLowerCase();
  const last = probe.lastName.toLowerCase();
  const byRow = duplicateCloseness(probe, sql`true`, sql`lower(p.last_name)`, sql`lower(p.first_name)`);
  const byPair = duplicateCloseness(probe, sql`false`, sql`l.l`, sql`f.f`);
  return sql`with last_names as (
      select lower(w.name) as l, array_agg(w.name) as names from participant_names w
      where w.part = 'last' and (lower(w.name) % ${last}
        or (dmetaphone(w.name) = dmetaphone(${probe.lastName}) and dmetaphone(${probe.lastName}) <> ''))
      group by lower(w.name)
    ),
    first_names as (
      select lower(w.name) as f, array_agg(w.name) as names from participant_names w
      where w.part = 'first' and (lower(w.name) = any(${probeFirstNameForms(probe)}) or lower(w.name) % ${first}
        or dmetaphone(w.name) = dmetaphone(${probe.firstName}))
      group by lower(w.name)
    ),
    -- materialized: its closeness is computed once a pair, not once a participant of the pair.
    pairs as materialized (
      select l.l, l.names as last_names, f.f, f.names as first_names, ${byPair} as closeness
      from last_names l cross join first_names f
    ),
    candidates as (
      select p.participant_id, p.first_name, p.last_name, p.dob, ${byRow} as closeness from participants p
      where p.dob = any(${probeDobs(probe)}) and p.merged_into is null
      union all
      -- array_position: see searchByLexicon.
      select pair.participant_id, pair.first_name, pair.last_name, pair.dob, pairs.closeness
      from pairs cross join lateral (
        select p.participant_id, p.first_name, p.last_name, p.dob from participants p
        where lower(p.last_name) collate "C" = pairs.l and lower(p.first_name) collate "C" = pairs.f
          and array_position(pairs.last_names, p.last_name) is not null
          and array_position(pairs.first_names, p.first_name) is not null
          and p.merged_into is null and p.dob <> all(${probeDobs(probe)})
        order by lower(p.last_name) collate "C", lower(p.first_name) collate "C", p.participant_id
        limit ${probe.limit}::int
      ) pair
    )
    select * from candidates
    order by closeness desc, participant_id
    limit ${probe.limit}::int`;
}

/**
 * Names whose count in the lexicon differs from the participants' (0 when exact). The triggers of migration 0014 keep
 * it exact for every statement; a bulk load that bypasses triggers (session_replication_role = replica, or
 * disabling them) would not, and the bench generator checks it after its load.
 */
export async function nameLexiconDrift(db: DbOrTx): Promise<number> {
  const counted = sql`select c.part, c.name, c.active, count(*)::int as n
    from participants p
    cross join lateral (values ('first', p.first_name, p.status = 1), ('last', p.last_name, p.status = 1))
      as c(part, name, active)
    group by 1, 2, 3`;
  const [row] = await rowsOf<{ drift: number | string }>(
    db,
    sql`select count(*) as drift from (
      (select part, name, active, n from participant_names except all (${counted}))
      union all
      ((${counted}) except all select part, name, active, n from participant_names)
    ) d`,
  );
  return Number(row?.drift ?? 0);
}

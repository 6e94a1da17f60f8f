import { and, asc, count, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import { preparedPerHandle } from '#src/db/prepared.ts';
import { arrayLiteral, preparedRowsOf } from '#src/db/raw-sql.ts';
import {
  participantFiles,
  participants,
  participantVerifications,
  users,
  type StoredPhone,
} from '#src/db/schema/index.ts';
import {
  duplicateCandidateRows,
  duplicateCloseness,
  probeDobs,
  probeFirstNameForms,
  countByNamePrefix,
  lexiconNamesMatching,
  searchByLexicon,
  type LexiconPrefix,
  type LexiconSearch,
} from './name-lexicon.repository.ts';

export type ParticipantRow = typeof participants.$inferSelect;
export type NewParticipantRow = typeof participants.$inferInsert;

export interface ParticipantSearch {
  firstName?: string | undefined;
  lastName?: string | undefined;
  /** A name that may be the first or the last. */
  name?: string | undefined;
  participantId?: string | undefined;
  dob?: string | undefined;
  email?: string | undefined;
  /** Digits only. */
  phone?: string | undefined;
  isActive?: boolean | undefined;
  take: number;
  skip: number;
}

/** What a duplicate candidate is scored on; the whole record is read for the few that are shown. */
export type DuplicateCandidateRow = Pick<ParticipantRow, 'participantId' | 'firstName' | 'lastName' | 'dob'>;

/** Features of one duplicate candidate, computed by the database; the service turns them into a score. */
export interface DuplicateFeatures {
  row: DuplicateCandidateRow;
  lastSimilarity: number;
  firstSimilarity: number;
  lastDistance: number;
  firstDistance: number;
  lastSoundsAlike: boolean;
  lastSoundexAlike: boolean;
  firstSoundsAlike: boolean;
}

export interface DuplicateProbe {
  firstName: string;
  lastName: string;
  /** Dates of birth close enough to count (the given one, a one-digit change, day and month swapped). */
  dobs: string[];
  /** Lower-case forms of the first name (itself and its nicknames). */
  firstNameForms: string[];
  limit: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const PARTICIPANT_ID_LENGTH = 9;

/** How well a name matches: 0 exact, 1 prefix, 2 similar (trigram or sound). */
/** Names this long or longer are also matched by similarity and sound; shorter ones by prefix only. */
export const FUZZY_NAME_MIN_LENGTH = 3;
const isFuzzy = (query: string) => query.length >= FUZZY_NAME_MIN_LENGTH;

function nameRank(column: SQL, query: string): SQL {
  return sql`case when ${column} = ${query} then 0 when ${column} like ${`${escapeLike(query)}%`} then 1 else 2 end`;
}

/**
 * A name filter: prefix (btree text_pattern_ops), trigram similarity (gin) or, for last names, the same double
 * metaphone (btree on dmetaphone(last_name)), so "Jon" finds "Jonathan", "Johnson" and "John".
 */
function nameMatches(column: SQL, raw: SQL, query: string, phonetic: boolean): SQL {
  // Under three characters trigrams and sounds match nearly everyone: a prefix is the only meaningful match, and in
  // the C collation it runs on the (last, first, id) index in order, so a page is a short index range scan.
  if (!isFuzzy(query)) return sql`${column} collate "C" like ${`${escapeLike(query)}%`}`;
  const prefix = sql`${column} like ${`${escapeLike(query)}%`}`;
  const similar = sql`${column} % ${query}`;
  const sounds = sql`(dmetaphone(${raw}) = dmetaphone(${query}) and dmetaphone(${query}) <> '')`;
  return phonetic ? sql`(${prefix} or ${similar} or ${sounds})` : sql`(${prefix} or ${similar})`;
}

/** The name of a search by one name (first or last) and at most the Active filter; undefined for any other. */
function oneNameOf(filter: ParticipantSearch): string | undefined {
  if (filter.name || filter.participantId || filter.dob || filter.email || filter.phone) return undefined;
  if (filter.firstName && filter.lastName) return undefined;
  return filter.lastName || filter.firstName || undefined;
}

/**
 * A search by one name too short to be matched by similarity (a prefix alone): its total is the sum of the
 * lexicon's counts of the names with that prefix (decision 020), so it does not grow with the participants matched.
 */
function lexiconPrefixOf(filter: ParticipantSearch): LexiconPrefix | undefined {
  const name = oneNameOf(filter);
  if (!name || isFuzzy(name)) return undefined;
  return {
    part: filter.lastName ? 'last' : 'first',
    prefix: `${escapeLike(name.toLowerCase())}%`,
    isActive: filter.isActive,
  };
}

/**
 * The search the name lexicon answers (decision 020): exactly one name, long enough to be matched by similarity and
 * sound, and no other filter than isActive. Every other search reads the participants.
 */
function lexiconSearchOf(filter: ParticipantSearch): LexiconSearch | undefined {
  const name = oneNameOf(filter);
  if (!name || !isFuzzy(name)) return undefined;
  const query = name.toLowerCase();
  return {
    part: filter.lastName ? 'last' : 'first',
    query,
    prefix: `${escapeLike(query)}%`,
    isActive: filter.isActive,
    take: filter.take,
    skip: filter.skip,
  };
}

/** By id: the object check of every participant-scoped call. */
const participantById = preparedPerHandle((db) =>
  db
    .select()
    .from(participants)
    .where(eq(participants.participantId, sql.placeholder('participantId')))
    .limit(1)
    .prepare('participant_by_id'),
);

/** Records by a list of ids, one statement text whatever the list's length (an array literal, see arrayLiteral). */
const participantsByIds = preparedPerHandle((db) =>
  db
    .select()
    .from(participants)
    .where(sql`${participants.participantId} = any(${sql.placeholder('ids')}::text[])`)
    .prepare('participants_by_ids'),
);

export function createParticipantsRepository(db: DbOrTx) {
  const lowerFirst = sql`lower(${participants.firstName})`;
  const lowerLast = sql`lower(${participants.lastName})`;

  /**
   * A name that may be the first or the last: either matches as nameMatches would match it. A name under three
   * letters is a prefix of either, on the two name-order indexes. A longer one takes the names it matches from the
   * lexicon (decision 020), by the lexicon's indexes, and looks up the participants carrying them on those two
   * indexes: nameMatches on the participants' first names could not, as nothing indexes their sound. The forms as
   * typed are compared too, because one lower-case name can sound different in two forms (see searchByLexicon).
   */
  function eitherNameMatches(query: string): SQL {
    const prefix = `${escapeLike(query)}%`;
    if (!isFuzzy(query))
      return sql`(${lowerFirst} collate "C" like ${prefix} or ${lowerLast} collate "C" like ${prefix})`;
    const matches = (part: 'first' | 'last', lower: SQL, typed: SQL) =>
      sql`(${lower} collate "C" = any(${lexiconNamesMatching(part, { query, prefix }, 'lower')})
        and ${typed} = any(${lexiconNamesMatching(part, { query, prefix }, 'typed')}))`;
    return sql`(${matches('first', lowerFirst, sql`${participants.firstName}`)} or ${matches('last', lowerLast, sql`${participants.lastName}`)})`;
  }

  function searchConditions(filter: ParticipantSearch): SQL[] {
    const conditions: SQL[] = [];
    if (filter.firstName)
      conditions.push(
        nameMatches(lowerFirst, sql`${participants.firstName}`, filter.firstName.toLowerCase(), true),
      );
    if (filter.lastName)
      conditions.push(
        nameMatches(lowerLast, sql`${participants.lastName}`, filter.lastName.toLowerCase(), true),
      );
    if (filter.name) conditions.push(eitherNameMatches(filter.name.toLowerCase()));
    if (filter.participantId) {
      conditions.push(
        filter.participantId.length === PARTICIPANT_ID_LENGTH
          ? eq(participants.participantId, filter.participantId)
          : sql`${participants.participantId} like ${`${escapeLike(filter.participantId)}%`}`,
      );
    }
    if (filter.dob) conditions.push(eq(participants.dob, filter.dob));
    if (filter.email) conditions.push(sql`lower(${participants.email}) = ${filter.email.toLowerCase()}`);
    if (filter.phone) {
      // A full number uses the gin index on phones (containment); a partial one matches the end of a number, by
      // the trigram index on the numbers as one text, "|9075550142|…|" (migration 0023).
      conditions.push(
        filter.phone.length === 10
          ? sql`${participants.phones} @> ${JSON.stringify([{ number: filter.phone }])}::jsonb`
          : sql`casework_phone_numbers(${participants.phones}) like ${`%${escapeLike(filter.phone)}|%`}`,
      );
    }
    if (filter.isActive === true) conditions.push(eq(participants.status, 1));
    if (filter.isActive === false) conditions.push(ne(participants.status, 1));
    return conditions;
  }

  // Alphabetical in the C collation, which the (last, first, id) index returns in order.
  const alphabetical = [
    asc(sql`${lowerLast} collate "C"`),
    asc(sql`${lowerFirst} collate "C"`),
    asc(participants.participantId),
  ];

  /** A page of the matches of `where` in alphabetical order: an ordered range scan of the name-order index. */
  const alphabeticalPage = (where: SQL | undefined, page: { take: number; skip: number }) =>
    db
      .select()
      .from(participants)
      .where(where)
      .orderBy(...alphabetical)
      .limit(page.take)
      .offset(page.skip);

  /** `search` without the lexicon: every match is read from the participants. */
  async function searchParticipants(
    filter: ParticipantSearch,
  ): Promise<{ rows: ParticipantRow[]; total: number }> {
    const conditions = searchConditions(filter);
    const ranks: SQL[] = [];
    const similarities: SQL[] = [];
    if (filter.firstName && isFuzzy(filter.firstName)) {
      const q = filter.firstName.toLowerCase();
      ranks.push(nameRank(lowerFirst, q));
      similarities.push(sql`similarity(${lowerFirst}, ${q})`);
    }
    if (filter.lastName && isFuzzy(filter.lastName)) {
      const q = filter.lastName.toLowerCase();
      ranks.push(nameRank(lowerLast, q));
      similarities.push(sql`similarity(${lowerLast}, ${q})`);
    }
    if (filter.name && isFuzzy(filter.name)) {
      // Ranked by the better of the two names.
      const q = filter.name.toLowerCase();
      ranks.push(sql`least(${nameRank(lowerFirst, q)}, ${nameRank(lowerLast, q)})`);
      similarities.push(sql`greatest(similarity(${lowerFirst}, ${q}), similarity(${lowerLast}, ${q}))`);
    }
    // Without a name there is nothing to rank by (and "order by 0" would name a column position).
    const relevance = ranks.length
      ? [sql`${sql.join(ranks, sql` + `)}`, sql`${sql.join(similarities, sql` + `)} desc`]
      : [];
    const where = conditions.length ? and(...conditions) : undefined;
    if (relevance.length === 0) {
      // No ranking to compute: the page is an ordered index range scan and the total an index-only count.
      const [rows, counted] = await Promise.all([
        alphabeticalPage(where, filter),
        db.select({ n: count() }).from(participants).where(where),
      ]);
      return { rows, total: counted[0]?.n ?? 0 };
    }
    const rows = await db
      .select({ participant: participants, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(participants)
      .where(where)
      .orderBy(...relevance, ...alphabetical)
      .limit(filter.take)
      .offset(filter.skip);
    if (rows.length > 0) return { rows: rows.map((r) => r.participant), total: rows[0]!.total };
    if (filter.skip === 0) return { rows: [], total: 0 };
    // A page past the end: count separately.
    const [counted] = await db
      .select({ n: count() })
      .from(participants)
      .where(conditions.length ? and(...conditions) : undefined);
    return { rows: [], total: counted?.n ?? 0 };
  }

  /**
   * The closest `limit` of `candidates` (a select of participant_id, first_name, last_name, dob and closeness, none
   * merged), closest first, with the features the service scores: when more than `limit` match (a common name at
   * 100,000 participants), the ones scored are the likeliest duplicates, not whichever rows came first. Not the
   * whole record: the service reads that only for the few it shows.
   */
  async function closestDuplicates(probe: DuplicateProbe, candidates: SQL): Promise<DuplicateFeatures[]> {
    const first = probe.firstName.toLowerCase();
    const last = probe.lastName.toLowerCase();
    const rows = await preparedRowsOf<{
      participantId: string;
      firstName: string;
      lastName: string;
      dob: string;
      lastSimilarity: number | string;
      firstSimilarity: number | string;
      lastDistance: number | string;
      firstDistance: number | string;
      lastSoundsAlike: boolean | null;
      lastSoundexAlike: boolean | null;
      firstSoundsAlike: boolean | null;
    }>(
      db,
      sql`select c.participant_id as "participantId", c.first_name as "firstName", c.last_name as "lastName",
          c.dob::text as dob,
          similarity(lower(c.last_name), ${last}) as "lastSimilarity",
          similarity(lower(c.first_name), ${first}) as "firstSimilarity",
          levenshtein(left(lower(c.last_name), 255), left(${last}, 255)) as "lastDistance",
          levenshtein(left(lower(c.first_name), 255), left(${first}, 255)) as "firstDistance",
          (dmetaphone(c.last_name) = dmetaphone(${probe.lastName}) and dmetaphone(${probe.lastName}) <> '') as "lastSoundsAlike",
          (soundex(c.last_name) = soundex(${probe.lastName}) and soundex(${probe.lastName}) <> '') as "lastSoundexAlike",
          (dmetaphone(c.first_name) = dmetaphone(${probe.firstName}) and dmetaphone(${probe.firstName}) <> '') as "firstSoundsAlike"
        from (${candidates}) c
        order by c.closeness desc, c.participant_id
        limit ${probe.limit}::int`,
    );
    return rows.map(({ participantId, firstName, lastName, dob, ...features }) => ({
      row: { participantId, firstName, lastName, dob },
      lastSimilarity: Number(features.lastSimilarity),
      firstSimilarity: Number(features.firstSimilarity),
      lastDistance: Number(features.lastDistance),
      firstDistance: Number(features.firstDistance),
      lastSoundsAlike: !!features.lastSoundsAlike,
      lastSoundexAlike: !!features.lastSoundexAlike,
      firstSoundsAlike: !!features.firstSoundsAlike,
    }));
  }

  return {
    /**
     * One page of matches, ranked exact > prefix > similar (names), with the exact total; one statement. A search by
     * one name alone is answered from the name lexicon, whose cost does not grow with the participants it matches.
     */
    async search(filter: ParticipantSearch): Promise<{ rows: ParticipantRow[]; total: number }> {
      const byName = lexiconSearchOf(filter);
      if (byName) return searchByLexicon(db, byName);
      const byPrefix = lexiconPrefixOf(filter);
      if (!byPrefix) return searchParticipants(filter);
      const [rows, total] = await Promise.all([
        alphabeticalPage(and(...searchConditions(filter)), filter),
        countByNamePrefix(db, byPrefix),
      ]);
      return { rows, total };
    },

    /** `search` without the lexicon: the matches are read from the participants (tests compare the two). */
    searchParticipants,

    async findById(participantId: string): Promise<ParticipantRow | undefined> {
      const [row] = await participantById(db).execute({ participantId });
      return row;
    },

    /** The records with these ids, in no particular order (ids not found are left out). */
    async findByIds(ids: string[]): Promise<ParticipantRow[]> {
      if (ids.length === 0) return [];
      return participantsByIds(db).execute({ ids: arrayLiteral(ids) });
    },

    /** Everyone with this date of birth (the exact-duplicate check compares normalised names in code). */
    async findByDob(dob: string): Promise<ParticipantRow[]> {
      return db.select().from(participants).where(eq(participants.dob, dob));
    },

    /** Serialises creates and renames of one person (inside a transaction), so two can't both pass the check. */
    async lockDuplicateKey(key: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    },

    async idExists(participantId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(participants)
        .where(eq(participants.participantId, participantId))
        .limit(1);
      return row !== undefined;
    },

    async insert(row: NewParticipantRow): Promise<ParticipantRow> {
      const [created] = await db.insert(participants).values(row).returning();
      return created!;
    },

    /** Changes a record not merged away; undefined when it is gone or was merged meanwhile (nothing changed). */
    async update(
      participantId: string,
      changes: Partial<Omit<NewParticipantRow, 'participantId'>>,
    ): Promise<ParticipantRow | undefined> {
      const [updated] = await db
        .update(participants)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(participants.participantId, participantId), isNull(participants.mergedInto)))
        .returning();
      return updated;
    },

    async setUserStatus(userId: string, status: number): Promise<void> {
      await db.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    async countRecords(participantId: string): Promise<{ files: number; verifications: number }> {
      const [files] = await db
        .select({ n: count() })
        .from(participantFiles)
        .where(eq(participantFiles.participantId, participantId));
      const [verifications] = await db
        .select({ n: count() })
        .from(participantVerifications)
        .where(eq(participantVerifications.participantId, participantId));
      return { files: files?.n ?? 0, verifications: verifications?.n ?? 0 };
    },

    async delete(participantId: string): Promise<void> {
      await db.delete(participants).where(eq(participants.participantId, participantId));
    },

    /**
     * Candidates for the duplicate check: a close date of birth (btree on dob), or a last name that looks or
     * sounds alike together with a first name that matches a form, looks or sounds alike. Merged records are left
     * out: they point to their target. The closest `limit` of them. The alike names come from the name lexicon,
     * each pair of them is read from an index of the participants not merged for at most `limit` ids, and the
     * candidates are ranked before any row is read whole, so only the closest `limit` are (decision 020, addenda).
     */
    /** One statement: the candidates are chosen, ranked and given their features without a second look-up. */
    async duplicateCandidates(probe: DuplicateProbe): Promise<DuplicateFeatures[]> {
      return closestDuplicates(probe, duplicateCandidateRows(probe));
    },

    /** `duplicateCandidates` matching names on the participants themselves (tests compare the two). */
    async duplicateCandidatesFromParticipants(probe: DuplicateProbe): Promise<DuplicateFeatures[]> {
      const first = probe.firstName.toLowerCase();
      const last = probe.lastName.toLowerCase();
      const lowerLastName = sql`lower(p.last_name)`;
      const lowerFirstName = sql`lower(p.first_name)`;
      const dobIsClose = sql`p.dob = any(${probeDobs(probe)})`;
      return closestDuplicates(
        probe,
        sql`select p.participant_id, p.first_name, p.last_name, p.dob,
            ${duplicateCloseness(probe, dobIsClose, lowerLastName, lowerFirstName)} as closeness
          from participants p
          where p.merged_into is null and (${dobIsClose}
            or ((${lowerLastName} % ${last} or (dmetaphone(p.last_name) = dmetaphone(${probe.lastName}) and dmetaphone(${probe.lastName}) <> ''))
              and (${lowerFirstName} = any(${probeFirstNameForms(probe)}) or ${lowerFirstName} % ${first}
                or dmetaphone(p.first_name) = dmetaphone(${probe.firstName}))))`,
      );
    },

    /** Saves the profile of a record not merged away; undefined when it is gone or was merged meanwhile. */
    async saveProfile(
      participantId: string,
      profile: Record<string, Record<string, unknown>>,
    ): Promise<ParticipantRow | undefined> {
      const now = new Date();
      const [updated] = await db
        .update(participants)
        .set({ profile, profileUpdatedAt: now, updatedAt: now })
        .where(and(eq(participants.participantId, participantId), isNull(participants.mergedInto)))
        .returning();
      return updated;
    },
  };
}
export type ParticipantsRepository = ReturnType<typeof createParticipantsRepository>;
export type { StoredPhone };

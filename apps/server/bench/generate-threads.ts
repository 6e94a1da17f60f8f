import { sql } from 'drizzle-orm';
import { MESSAGE_PREVIEW_MAX_CHARS } from '@casework/contract';
import type { Db } from '#src/db/client.ts';
import {
  previewOf,
  richTextToPlainText,
  sanitizeRichText,
} from '#src/platform/rich-text/sanitize-rich-text.ts';
import { CLOSINGS, OPENINGS, SENTENCES, SUBJECTS } from './message-texts.ts';
import type { Random } from '#src/platform/seeded-random.ts';

export interface ThreadSetSize {
  threads: number;
  /** At least one per thread. */
  messages: number;
}

export interface ThreadSetSummary {
  threads: number;
  messages: number;
  threadAssignments: number;
  readMarkers: number;
}

export interface StaffRef {
  id: string;
  userId: string;
}

/** Who the threads are between: generated participants, active staff, and teams with the staff who work their inbox. */
export interface ThreadPeople {
  participants: { participantId: string; userId: string | null }[];
  activeStaff: StaffRef[];
  teams: { id: string; workers: StaffRef[] }[];
}

const DAY_MS = 86_400_000;
const THREADS_PER_ROUND = 2_000;
const ROWS_PER_STATEMENT = 5_000;
const BODY_POOL_SIZE = 400;
const HISTORY_DAYS = 730;
/** Older than this, most threads have been archived by their team (and by the people in them). */
const SETTLED_DAYS = 14;
const TEAM_THREAD_SHARE = 0.85;
const ASSIGNED_SHARE = 0.75;
const REFERRED_SHARE = 0.03;
/** One thread in fifty is a long conversation that draws a fifth of the messages beyond the first. */
const CHATTY_SHARE = 1 / 50;

interface Body {
  html: string;
  text: string;
  preview: string;
}

type Row = Record<string, string | number | null>;

/** Sanitised message bodies (as the app stores them), drawn from once per message instead of sanitising a million. */
function bodyPool(random: Random): Body[] {
  const bodies: Body[] = [];
  for (let i = 0; i < BODY_POOL_SIZE; i += 1) {
    const sentences = Array.from({ length: 1 + random.int(3) }, () => random.pick(SENTENCES));
    const paragraphs = [random.pick(OPENINGS), sentences.join(' '), random.pick(CLOSINGS)];
    let raw = paragraphs.map((p) => `<p>${p}</p>`).join('');
    const style = random.int(6);
    if (style === 0) raw += `<ul><li>${random.pick(SENTENCES)}</li><li>${random.pick(SENTENCES)}</li></ul>`;
    if (style === 1) raw = raw.replace('<p>', '<p><strong>').replace('</p>', '</strong></p>');
    if (style === 2)
      raw += '<p>The form is <a href="https://forms.example.org/assistance">on our site</a>.</p>';
    const html = sanitizeRichText(raw);
    const text = richTextToPlainText(html);
    bodies.push({ html, text, preview: previewOf(text, MESSAGE_PREVIEW_MAX_CHARS) });
  }
  return bodies;
}

/** Messages per thread adding up to `messages` exactly: one each, the rest spread with a long tail. */
function messageCounts(random: Random, size: ThreadSetSize): Uint32Array {
  const counts = new Uint32Array(size.threads).fill(1);
  const chatty = Math.max(1, Math.floor(size.threads * CHATTY_SHARE));
  for (let extra = size.threads; extra < size.messages; extra += 1) {
    const i = random.chance(0.2) ? random.int(chatty) : random.int(size.threads);
    counts[i] = (counts[i] ?? 0) + 1;
  }
  return counts;
}

/** Picks teams with weights 1/(i + 10): the first team is about six times as busy as the last. */
function teamPicker<T>(random: Random, teams: readonly T[]): () => T | null {
  const cumulative: number[] = [];
  let total = 0;
  for (let i = 0; i < teams.length; i += 1) cumulative.push((total += 1 / (i + 10)));
  return () => {
    if (teams.length === 0) return null;
    const target = random.next() * total;
    let [lo, hi] = [0, cumulative.length - 1];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return teams[lo]!;
  };
}

const iso = (ms: number) => new Date(ms).toISOString();

interface Round {
  threads: Row[];
  messages: Row[];
  assignees: Row[];
  states: Row[];
}

/**
 * One thread with its messages (authors alternating between the participant and staff), assignees and the read
 * markers and archive flags of everyone in it; the list columns on the thread agree with its messages.
 */
function buildThread(
  random: Random,
  people: ThreadPeople,
  pickTeam: () => ThreadPeople['teams'][number] | null,
  bodies: Body[],
  clock: number,
  count: number,
  out: Round,
): void {
  const participant = random.pick(people.participants);
  const team = random.chance(TEAM_THREAD_SHARE) ? pickTeam() : null;
  const owner = team ? null : random.pick(people.activeStaff);
  const assignees: StaffRef[] = [];
  if (team && team.workers.length > 0 && random.chance(ASSIGNED_SHARE)) {
    assignees.push(random.pick(team.workers));
    const second = random.pick(team.workers);
    if (random.chance(0.15) && second !== assignees[0]) assignees.push(second);
  }
  const fallback = team && team.workers.length > 0 ? team.workers : people.activeStaff;
  const responders = owner ? [owner] : assignees.length > 0 ? assignees : [random.pick(fallback)];
  // A participant can only write with an account; staff write first otherwise (and in personal threads).
  const participantStarts = team !== null && participant.userId !== null && random.chance(0.75);

  const times = new Array<number>(count);
  times[count - 1] = clock - Math.floor(random.next() ** 2 * HISTORY_DAYS * DAY_MS);
  for (let j = count - 1; j > 0; j -= 1)
    times[j - 1] = times[j]! - (300_000 + Math.floor(random.next() ** 3 * 3 * DAY_MS));
  const threadId = random.uuidv7(times[0]!);

  const lastRead = new Map<string, number>();
  let last: Body | undefined;
  let lastFromParticipant = false;
  for (let j = 0; j < count; j += 1) {
    const fromParticipant = (j % 2 === 0) === participantStarts;
    const author = fromParticipant ? participant.userId : random.pick(responders).userId;
    const body = random.pick(bodies);
    const id = random.uuidv7(times[j]!);
    out.messages.push({
      id,
      thread_id: threadId,
      author_user_id: author,
      author_kind: fromParticipant ? 'participant' : 'staff',
      body_html: body.html,
      body_text: body.text,
      created_at: iso(times[j]!),
    });
    if (author !== null) lastRead.set(author, j);
    [last, lastFromParticipant] = [body, fromParticipant];
  }
  const lastAt = times[count - 1]!;
  const settled = clock - lastAt > SETTLED_DAYS * DAY_MS;
  const archivedAt = random.chance(settled ? 0.85 : 0.05)
    ? iso(Math.min(clock, lastAt + (1 + random.int(10)) * DAY_MS))
    : null;

  out.threads.push({
    id: threadId,
    subject: random.pick(SUBJECTS),
    participant_id: participant.participantId,
    team_id: team?.id ?? null,
    owner_staff_member_id: owner?.id ?? null,
    referred_to_team_id: team && random.chance(REFERRED_SHARE) ? team.id : null,
    created_by_user_id: participantStarts ? participant.userId : responders[0]!.userId,
    created_at: iso(times[0]!),
    last_message_at: iso(lastAt),
    last_message_preview: last!.preview,
    last_message_from: lastFromParticipant ? 'participant' : 'staff',
    first_staff_reply_at: participantStarts && count > 1 ? iso(times[1]!) : null,
    awaiting_reply_since: lastFromParticipant ? iso(lastAt) : null,
    team_archived_at: team ? archivedAt : null,
    // Closed when archived for the team, or (a personal thread) by its owner.
    closed_at: archivedAt,
    message_count: count,
    assignee_count: assignees.length,
  });
  for (const staff of assignees) {
    out.assignees.push({
      thread_id: threadId,
      staff_member_id: staff.id,
      assigned_by_user_id: staff.userId,
      assigned_at: iso(times[0]! + 60_000),
    });
  }

  // Read markers: what each person wrote they have read; most of the people the thread belongs to read to the end.
  for (const staff of owner ? [owner] : assignees) {
    if (!lastRead.has(staff.userId)) lastRead.set(staff.userId, -1);
  }
  const messageIds = out.messages.slice(-count).map((m) => m.id as string);
  for (const [userId, authored] of lastRead) {
    const readTo = random.chance(0.8) ? count - 1 : authored;
    const isParticipant = userId === participant.userId;
    const archived = isParticipant
      ? settled && random.chance(0.3)
      : archivedAt !== null && (owner !== null || random.chance(0.9));
    if (readTo < 0 && !archived) continue;
    out.states.push({
      thread_id: threadId,
      user_id: userId,
      last_read_at: readTo < 0 ? null : iso(times[readTo]!),
      last_read_message_id: readTo < 0 ? null : messageIds[readTo]!,
      archived_at: archived ? (archivedAt ?? iso(Math.min(clock, lastAt + DAY_MS))) : null,
    });
  }
}

/** Inserts rows as one JSON parameter per statement: fast on PostgreSQL and PGlite, and checked by every constraint. */
export async function insertRows(db: Db, table: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = sql.raw(
    Object.keys(rows[0]!)
      .map((c) => `"${c}"`)
      .join(', '),
  );
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const batch = JSON.stringify(rows.slice(i, i + ROWS_PER_STATEMENT));
    await db.execute(
      sql`insert into ${sql.identifier(table)} (${columns})
        select ${columns} from json_populate_recordset(null::${sql.identifier(table)}, ${batch}::json)`,
    );
  }
}

/** Secondary indexes of the tables (none behind a constraint), dropped for a bulk load and built again after it. */
export async function withoutSecondaryIndexes(
  db: Db,
  tables: string[],
  load: () => Promise<void>,
): Promise<void> {
  const { rows } = (await db.execute(
    sql`select i.indexname as name, i.indexdef as definition from pg_indexes i
      where i.schemaname = current_schema() and i.tablename in (${sql.join(
        tables.map((t) => sql`${t}`),
        sql`, `,
      )}) and not exists (select 1 from pg_constraint c
        where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)
      order by i.indexname`,
  )) as unknown as { rows: { name: string; definition: string }[] };
  for (const index of rows) await db.execute(sql`drop index ${sql.identifier(index.name)}`);
  await load();
  await db.execute(sql`set local maintenance_work_mem = '256MB'`);
  for (const index of rows) await db.execute(sql.raw(index.definition));
}

/**
 * Writes `size.threads` threads and `size.messages` messages between the people given, with assignees, read
 * markers and archive flags, inside the caller's transaction. Historic threads carry no outbox events or
 * activity-log rows (those tables only grow; nothing reads them back on the inbox paths).
 */
export async function generateThreads(
  db: Db,
  random: Random,
  people: ThreadPeople,
  size: ThreadSetSize,
  clock: number,
): Promise<ThreadSetSummary> {
  if (size.threads === 0) return { threads: 0, messages: 0, threadAssignments: 0, readMarkers: 0 };
  if (people.participants.length === 0 || people.activeStaff.length === 0)
    throw new Error('Threads need generated participants and active staff members.');
  if (size.messages < size.threads) throw new Error('Every thread needs at least one message.');
  const bodies = bodyPool(random);
  const counts = messageCounts(random, size);
  const pickTeam = teamPicker(random, people.teams);
  const summary = { threads: 0, messages: 0, threadAssignments: 0, readMarkers: 0 };
  const tables = ['threads', 'messages', 'thread_assignees', 'thread_user_states'];
  await withoutSecondaryIndexes(db, tables, async () => {
    for (let from = 0; from < size.threads; from += THREADS_PER_ROUND) {
      const round: Round = { threads: [], messages: [], assignees: [], states: [] };
      for (let i = from; i < Math.min(size.threads, from + THREADS_PER_ROUND); i += 1)
        buildThread(random, people, pickTeam, bodies, clock, counts[i]!, round);
      await insertRows(db, 'threads', round.threads);
      await insertRows(db, 'messages', round.messages);
      await insertRows(db, 'thread_assignees', round.assignees);
      await insertRows(db, 'thread_user_states', round.states);
      summary.threads += round.threads.length;
      summary.messages += round.messages.length;
      summary.threadAssignments += round.assignees.length;
      summary.readMarkers += round.states.filter((s) => s.last_read_at !== null).length;
    }
  });
  return summary;
}

import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { PERMISSIONS } from '@casework/contract';
import type { Db } from '#src/db/client.ts';
import {
  participants,
  sessions,
  staffMembers,
  teamMemberRoles,
  teamMembers,
  teamRoles,
  teams,
  users,
  type StoredPhone,
} from '#src/db/schema/index.ts';
import { nameLexiconDrift } from '#src/modules/participants/name-lexicon.repository.ts';
import { PARTICIPANT_ID_PATTERN } from '#src/platform/ids.ts';
import {
  generateThreads,
  type StaffRef,
  type ThreadPeople,
  type ThreadSetSummary,
} from './generate-threads.ts';
import { generateRecords, type RecordSetSize, type RecordSetSummary } from './generate-records.ts';
import { FIRST_NAMES, LAST_NAMES, MAIL_DOMAINS, PROGRAM_AREAS, REGIONS } from './names.ts';
import { createRandom, type Random } from '#src/platform/seeded-random.ts';

export interface DataSetSize extends RecordSetSize {
  staff: number;
  teams: number;
  participants: number;
  /** Threads between the generated participants, staff and teams, and their messages (at least one each). */
  threads: number;
  messages: number;
  seed: number;
}

export interface DataSetSummary extends DataSetSize, ThreadSetSummary, RecordSetSummary {
  users: number;
  teamMemberships: number;
  teamMemberRoles: number;
  sessions: number;
  participantAccounts: number;
  fillMs: number;
}

const BATCH_ROWS = 1_000;
const DAY_MS = 86_400_000;
// A fixed clock, so the same seed gives the same timestamps and ids on every run.
export const DATA_CLOCK = Date.UTC(2025, 0, 1);
// The alphabet of src/platform/ids.ts newParticipantId(): no I, L, O, U, 0 or 1.
const PARTICIPANT_ID_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

type UserRow = typeof users.$inferInsert;
type StaffRow = typeof staffMembers.$inferInsert;

/** Inserts rows in multi-row INSERTs of BATCH_ROWS rows. */
async function insertBatched<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    await db.insert(table).values(rows.slice(i, i + BATCH_ROWS));
  }
}

const pastTime = (random: Random, maxDays: number) => DATA_CLOCK - random.int(maxDays * DAY_MS);
const slug = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

function participantIdGenerator(random: Random, taken: Set<string>) {
  return (): string => {
    for (;;) {
      let code = '';
      for (let i = 0; i < 8; i += 1)
        code += PARTICIPANT_ID_ALPHABET[random.int(PARTICIPANT_ID_ALPHABET.length)]!;
      const id = `${code.slice(0, 4)}-${code.slice(4)}`;
      if (!PARTICIPANT_ID_PATTERN.test(id))
        throw new Error(`Generated participant id ${id} does not match the pattern`);
      // A collision (about 1 in 6.5e11 per pair) just draws again: still deterministic.
      if (!taken.has(id)) {
        taken.add(id);
        return id;
      }
    }
  };
}

function buildStaff(random: Random, size: DataSetSize) {
  const staffUsers: UserRow[] = [];
  const staff: StaffRow[] = [];
  for (let i = 0; i < size.staff; i += 1) {
    const firstName = random.pickSkewed(FIRST_NAMES);
    const lastName = random.pickSkewed(LAST_NAMES);
    const createdAt = new Date(pastTime(random, 5 * 365));
    const userId = random.uuidv7(createdAt.getTime());
    const roll = random.next();
    staffUsers.push({
      id: userId,
      email: `${slug(firstName)}.${slug(lastName)}.${i}@staff.bench.example.org`,
      passwordHash: null,
      kind: 'staff',
      role: roll < 0.02 ? 'Administrator' : roll < 0.14 ? 'Supervisor' : 'Staff',
      status: random.chance(0.94) ? 1 : random.chance(0.8) ? 0 : -1,
      createdAt,
      updatedAt: createdAt,
    });
    staff.push({ id: random.uuidv7(createdAt.getTime()), userId, firstName, lastName, createdAt });
  }
  return { staffUsers, staff };
}

function buildTeams(random: Random, size: DataSetSize, staff: StaffRow[], roleIds: Map<string, string>) {
  const teamRows: (typeof teams.$inferInsert)[] = [];
  for (let i = 0; i < size.teams; i += 1) {
    const area = PROGRAM_AREAS[i % PROGRAM_AREAS.length]!;
    const region = REGIONS[Math.floor(i / PROGRAM_AREAS.length) % REGIONS.length]!;
    const round = Math.floor(i / (PROGRAM_AREAS.length * REGIONS.length));
    const createdAt = new Date(pastTime(random, 6 * 365));
    teamRows.push({
      id: random.uuidv7(createdAt.getTime()),
      name: `${area} (${region})${round > 0 ? ` ${round + 1}` : ''}`,
      description: `${area} for the ${region} region`,
      isPrivate: random.chance(0.1),
      createdAt,
      updatedAt: createdAt,
    });
  }
  const memberships: (typeof teamMembers.$inferInsert)[] = [];
  const memberRoles: (typeof teamMemberRoles.$inferInsert)[] = [];
  const roleFor = () => {
    const roll = random.next();
    return roleIds.get(roll < 0.7 ? 'Case Worker' : roll < 0.8 ? 'Team Lead' : 'Observer')!;
  };
  for (const member of staff) {
    const count = Math.min(teamRows.length, 1 + (random.chance(0.5) ? 1 : 0) + (random.chance(0.2) ? 1 : 0));
    const chosen = new Set<string>();
    while (chosen.size < count) chosen.add(random.pick(teamRows).id);
    for (const teamId of chosen) {
      memberships.push({ teamId, staffMemberId: member.id, createdAt: member.createdAt });
      const roles = new Set([roleFor()]);
      if (random.chance(0.1)) roles.add(roleFor());
      for (const roleId of roles)
        memberRoles.push({ teamId, staffMemberId: member.id, roleId, createdAt: member.createdAt });
    }
  }
  return { teamRows, memberships, memberRoles };
}

const MIN_DOB = Date.UTC(1935, 0, 1);
const DOB_SPAN = Date.UTC(2012, 11, 31) - MIN_DOB;

/** Participants number `from` to `to - 1`; about one in seven (with an e-mail, not closed) has an account. */
function buildParticipants(random: Random, from: number, to: number, nextId: () => string) {
  const accounts: UserRow[] = [];
  const rows: (typeof participants.$inferInsert)[] = [];
  for (let i = from; i < to; i += 1) {
    const firstName = random.pickSkewed(FIRST_NAMES);
    const lastName = random.pickSkewed(LAST_NAMES);
    const createdAt = new Date(pastTime(random, 8 * 365));
    const email = random.chance(0.7)
      ? `${slug(firstName)}.${slug(lastName)}${i}@${random.pick(MAIL_DOMAINS)}`
      : null;
    const roll = random.next();
    const status = roll < 0.9 ? 1 : roll < 0.97 ? 0 : -1;
    let userId: string | null = null;
    if (email && status !== -1 && random.chance(0.2)) {
      userId = random.uuidv7(createdAt.getTime());
      accounts.push({
        id: userId,
        email,
        passwordHash: null,
        kind: 'participant',
        role: 'Participant',
        status,
        createdAt,
        updatedAt: createdAt,
      });
    }
    const phones: StoredPhone[] = [];
    const phoneCount = random.chance(0.85) ? (random.chance(0.3) ? 2 : 1) : 0;
    for (let p = 0; p < phoneCount; p += 1) {
      phones.push({
        number: `907555${String(random.int(10_000)).padStart(4, '0')}`,
        isPreferred: p === 0,
        type: random.chance(0.7) ? 'mobile' : 'home',
      });
    }
    rows.push({
      participantId: nextId(),
      userId,
      firstName,
      lastName,
      dob: new Date(MIN_DOB + random.int(DOB_SPAN)).toISOString().slice(0, 10),
      email,
      phones,
      status,
      createdAt,
      updatedAt: new Date(createdAt.getTime() + random.int(DAY_MS * 365)),
    });
  }
  return { accounts, rows };
}

/** Past sessions, so the session lookup on every API call searches a table of realistic size. */
function buildSessions(random: Random, accountUsers: UserRow[]) {
  const rows: (typeof sessions.$inferInsert)[] = [];
  for (const user of accountUsers) {
    const count = user.kind === 'staff' ? 4 : 1 + random.int(2);
    for (let i = 0; i < count; i += 1) {
      const createdAt = pastTime(random, 365);
      const lastSeenAt = createdAt + random.int(8 * 3_600_000);
      rows.push({
        id: random.uuidv7(createdAt),
        userId: user.id!,
        createdAt: new Date(createdAt),
        lastSeenAt: new Date(lastSeenAt),
        expiresAt: new Date(createdAt + 12 * 3_600_000),
        endedAt: new Date(lastSeenAt + 60_000),
        endReason: random.chance(0.6) ? 'sign-out' : 'idle-timeout',
      });
    }
  }
  return rows;
}

/** The people threads are between: generated participants, active staff, and who works each team's inbox. */
function threadPeople(
  participantRefs: ThreadPeople['participants'],
  staffUsers: UserRow[],
  staff: StaffRow[],
  teamRows: (typeof teams.$inferInsert)[],
  memberRoles: (typeof teamMemberRoles.$inferInsert)[],
  rolePermissions: Map<string, string[]>,
): ThreadPeople {
  const userOf = new Map(staffUsers.map((u) => [u.id, u]));
  const active = new Map<string, StaffRef>();
  for (const member of staff) {
    if (userOf.get(member.userId)?.status === 1)
      active.set(member.id, { id: member.id, userId: member.userId });
  }
  const workers = new Map<string, Set<StaffRef>>();
  for (const held of memberRoles) {
    const ref = active.get(held.staffMemberId);
    if (!ref) continue;
    const role = userOf.get(ref.userId)?.role;
    // The rule of threads-access.ts inboxTeamsOf: supervisors and administrators work every team they are in.
    const works =
      role === 'Supervisor' ||
      role === 'Administrator' ||
      (rolePermissions.get(held.roleId) ?? []).includes(PERMISSIONS.TeamInboxAccess);
    if (works) workers.set(held.teamId, (workers.get(held.teamId) ?? new Set()).add(ref));
  }
  return {
    participants: participantRefs,
    activeStaff: [...active.values()],
    teams: teamRows.map((t) => ({ id: t.id, workers: [...(workers.get(t.id) ?? [])] })),
  };
}

/**
 * Fills the database (already migrated and holding the demo organisation) with a synthetic organisation:
 * staff with users, teams with memberships and team roles, participants (some with accounts), past sessions, and
 * threads with their messages, assignees and read markers (generate-threads.ts), then participant files metadata,
 * the activity log and quick-message templates (generate-records.ts).
 * Deterministic: the same size and seed give the same rows.
 */
export async function generateData(db: Db, size: DataSetSize): Promise<DataSetSummary> {
  const started = performance.now();
  const random = createRandom(size.seed);
  const roles = await db
    .select({ id: teamRoles.id, name: teamRoles.name, permissions: teamRoles.permissions })
    .from(teamRoles);
  const roleIds = new Map(roles.map((r) => [r.name, r.id]));
  for (const name of ['Case Worker', 'Team Lead', 'Observer']) {
    if (!roleIds.has(name))
      throw new Error(`The demo team role "${name}" is missing; seed the demo organisation first.`);
  }
  const takenIds = new Set(
    (await db.select({ id: participants.participantId }).from(participants)).map((r) => r.id),
  );

  const { staffUsers, staff } = buildStaff(random, size);
  const { teamRows, memberships, memberRoles } = buildTeams(random, size, staff, roleIds);
  const staffSessions = buildSessions(random, staffUsers);
  const nextParticipantId = participantIdGenerator(random, takenIds);
  let participantAccounts = 0;
  let participantSessions = 0;
  const participantRefs: ThreadPeople['participants'] = [];
  const named: { participantId: string; name: string }[] = [];
  const participantUserIds: string[] = [];

  const threadSummary = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await insertBatched(t, users, staffUsers);
    await insertBatched(t, staffMembers, staff);
    await insertBatched(t, sessions, staffSessions);
    await insertBatched(t, teams, teamRows);
    await insertBatched(t, teamMembers, memberships);
    await insertBatched(t, teamMemberRoles, memberRoles);
    // Participants are built and written a batch at a time (only the ids the threads need are kept).
    for (let from = 0; from < size.participants; from += BATCH_ROWS) {
      const chunk = buildParticipants(
        random,
        from,
        Math.min(size.participants, from + BATCH_ROWS),
        nextParticipantId,
      );
      const chunkSessions = buildSessions(random, chunk.accounts);
      await insertBatched(t, users, chunk.accounts);
      await insertBatched(t, participants, chunk.rows);
      await insertBatched(t, sessions, chunkSessions);
      participantAccounts += chunk.accounts.length;
      participantSessions += chunkSessions.length;
      for (const row of chunk.rows) {
        participantRefs.push({ participantId: row.participantId, userId: row.userId ?? null });
        named.push({ participantId: row.participantId, name: `${row.firstName} ${row.lastName}` });
        if (row.userId) participantUserIds.push(row.userId);
      }
    }
    const people = threadPeople(
      participantRefs,
      staffUsers,
      staff,
      teamRows,
      memberRoles,
      new Map(roles.map((r) => [r.id, r.permissions])),
    );
    return generateThreads(t, random, people, size, DATA_CLOCK);
  });
  // Participants go in through plain inserts, so the triggers of migration 0014 count their names as they land; a
  // faster load that bypassed triggers would leave the typo search's lexicon (decision 020) wrong: fail loudly.
  const drift = await nameLexiconDrift(db);
  if (drift > 0) throw new Error(`The participant name lexicon is off for ${drift} names after the load.`);
  // A generator of its own, so adding records never changes the threads a seed gives.
  const records = await generateRecords(
    db,
    createRandom(size.seed + 13),
    {
      participants: named,
      staffUserIds: staffUsers.filter((u) => u.status === 1).map((u) => u.id!),
      participantUserIds,
      teamIds: teamRows.map((t) => t.id!),
    },
    size,
    DATA_CLOCK,
  );
  // Vacuumed as well as analysed, as a live database is: index-only scans work, and autovacuum stays out of the runs.
  await db.execute(sql`vacuum analyze`);
  return {
    ...size,
    users: staffUsers.length + participantAccounts,
    teamMemberships: memberships.length,
    teamMemberRoles: memberRoles.length,
    sessions: staffSessions.length + participantSessions,
    participantAccounts,
    ...threadSummary,
    ...records,
    fillMs: Math.round(performance.now() - started),
  };
}

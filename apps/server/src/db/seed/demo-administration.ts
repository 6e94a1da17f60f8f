import {
  type ActivityLogKind,
  addDays,
  DEFAULT_TIME_ZONE,
  localDateOf,
  type LogCategoryCode,
  startOfLocalDay,
} from '@casework/contract';
import { count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  activityLogs,
  applications,
  helpLinks,
  participants,
  staffMembers,
  teams,
  userActionLogs,
  users,
} from '../schema/index.ts';
import { sensitiveAccessMessage } from '#src/platform/audit/activity-log.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import { DEMO_PARTICIPANTS, DEMO_STAFF, type DEMO_TEAMS } from './demo-organisation.ts';

/**
 * The demo organisation's administration data: the departments participants write to, the help links on their
 * dashboard, and about two months of log history so the admin-logs screen and its chart have something to show.
 */

type TeamName = (typeof DEMO_TEAMS)[number]['name'];

export const DEMO_APPLICATIONS: {
  name: string;
  description: string;
  team: TeamName;
  isActive: boolean;
}[] = [
  {
    name: 'Housing assistance',
    description: 'Rental help, home repairs and weatherization for tribal households.',
    team: 'Housing & Energy Assistance',
    isActive: true,
  },
  {
    name: 'Energy assistance (LIHEAP)',
    description:
      'Help with heating fuel and electricity bills through the Low Income Home Energy Assistance Program.',
    team: 'Housing & Energy Assistance',
    isActive: true,
  },
  {
    name: 'Behavioral health intake',
    description:
      'Ask for counseling or substance-use support. Only the behavioral health team reads these messages.',
    team: 'Behavioral Health',
    isActive: true,
  },
  {
    name: 'Elder services',
    description: 'Meals, wellness checks and rides to appointments for elders 55 and over.',
    team: 'Elders Program',
    isActive: true,
  },
  {
    name: 'Tribal TANF & family services',
    description: 'Temporary cash assistance, child care help, ICWA questions and parenting classes.',
    team: 'Family Services',
    isActive: true,
  },
  {
    name: 'Holiday food boxes',
    description: 'Sign-up for the December food box delivery; open each November.',
    team: 'Elders Program',
    isActive: false,
  },
];

export const DEMO_HELP_LINKS: { title: string; url: string; description: string; sortOrder: number }[] = [
  {
    title: '988 Suicide & Crisis Lifeline',
    url: 'https://988lifeline.org',
    description: 'Call or text 988 any time, day or night, for free and confidential support.',
    sortOrder: 1,
  },
  {
    title: 'Alaska 211',
    url: 'https://alaska211.org',
    description: 'Find food, shelter, utility help and other services near you, or dial 2-1-1.',
    sortOrder: 2,
  },
  {
    title: 'Apply for heating assistance',
    url: 'https://example.org/services/energy-assistance',
    description: 'What to bring and how to apply for LIHEAP and tribal heating help.',
    sortOrder: 10,
  },
  {
    title: 'Elders meal schedule',
    url: 'https://example.org/elders/meals',
    description: 'Congregate meal days and home delivery routes this month.',
    sortOrder: 20,
  },
  {
    title: 'Office hours and holiday closures',
    url: 'https://example.org/contact',
    description: 'When our offices are open and how to reach us after hours.',
    sortOrder: 30,
  },
];

/** Days of log history written when the demo is first seeded. */
export const DEMO_LOG_DAYS = 60;

/** A small deterministic generator (mulberry32): the same history on every fresh seed, no Math.random. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const bytes = () => Buffer.from(Array.from({ length: 16 }, () => Math.floor(next() * 256)));
  return { next, int, pick, bytes };
}

const STAFF_PAGES = [
  '/staff/dashboard',
  '/staff/participant-management/search',
  '/staff/participant-management/participant-details',
  '/staff/inbox',
  '/staff/team-inbox',
  '/staff/find-a-service',
  '/staff/find-a-service/service-details',
];
const ADMIN_PAGES = ['/team-management', '/admin-logs', '/webhooks'];
const PARTICIPANT_PAGES = ['/participant/dashboard', '/participant/inbox', '/participant/find-a-service'];
const SEARCH_TERMS = [
  'heating assistance',
  'food bank',
  'elder meals',
  'rental help',
  'counseling',
  'WIC',
  'tribal ID card',
  'medical transportation',
  'LIHEAP',
  'snow removal',
  'child care',
  'GED classes',
];
const SERVICES = [
  'Bethel Community Food Pantry',
  'Tribal Heating Assistance Program',
  'Elders Congregate Meals',
  'Family Wellness Counseling',
  'Village Transportation Vouchers',
];
const THREAD_SUBJECTS = [
  'Heating fuel application',
  'Question about my rent payment',
  'Ride to Anchorage appointment',
  'Enrollment card replacement',
  'Parenting class sign-up',
  'Meal delivery schedule',
];
const SENSITIVE_REASONS = [
  'Caller asked to verify identity before discussing benefits',
  'Participant requested a callback; verifying passphrase',
  'Updating ID details for enrollment card replacement',
  'Supervisor review of heating assistance file',
];

interface SeedPerson {
  userId: string;
  name: string;
  kind: 'staff' | 'participant';
  isAdmin: boolean;
}

interface UserActionSeed {
  id: string;
  userId: string;
  category: LogCategoryCode;
  action: string;
  detail: Record<string, unknown>;
  createdAt: Date;
}

interface ActivitySeed {
  id: string;
  kind: ActivityLogKind;
  actorUserId: string;
  participantId: string | null;
  message: string;
  detail: Record<string, unknown>;
  createdAt: Date;
}

/**
 * About `DEMO_LOG_DAYS` days of history ending `now`: busy weekdays in office hours, quiet weekends, participants
 * now and then. Deterministic for a given day: only the anchor moves with the calendar.
 */
export function demoLogHistory(
  people: SeedPerson[],
  subjects: { participantId: string; name: string }[],
  teamNames: string[],
  now: Date,
): { actions: UserActionSeed[]; activity: ActivitySeed[] } {
  const random = createRandom(0x0ca5e);
  const timeZone = DEFAULT_TIME_ZONE;
  const today = localDateOf(now, timeZone);
  const actions: UserActionSeed[] = [];
  const activity: ActivitySeed[] = [];
  const staff = people.filter((p) => p.kind === 'staff');
  const at = (day: string, minuteOfDay: number) =>
    new Date(startOfLocalDay(day, timeZone).getTime() + minuteOfDay * 60_000 + random.int(0, 59_999));

  for (let offset = DEMO_LOG_DAYS - 1; offset >= 0; offset -= 1) {
    const day = addDays(today, -offset);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const push = (person: SeedPerson, category: LogCategoryCode, action: string, detail = {}) => {
      const createdAt = at(day, random.int(8 * 60, 17 * 60 + 30));
      if (createdAt <= now)
        actions.push({
          id: uuidv7(createdAt.getTime(), random.bytes()),
          userId: person.userId,
          category,
          action,
          detail,
          createdAt,
        });
    };

    for (const person of people) {
      if (person.kind === 'participant') {
        if (random.next() < 0.3) {
          push(person, 'USERNAV', random.pick(PARTICIPANT_PAGES));
          if (random.next() < 0.5) {
            push(person, 'SVC_SEARCH', 'searched services', {
              term: random.pick(SEARCH_TERMS),
              results: random.int(0, 14),
            });
          }
        }
        continue;
      }
      if (weekend && random.next() < 0.85) continue;
      const visits = weekend ? random.int(1, 3) : random.int(3, 10);
      for (let i = 0; i < visits; i += 1) {
        const roll = random.next();
        if (roll < 0.5)
          push(
            person,
            'USERNAV',
            random.pick(person.isAdmin ? [...STAFF_PAGES, ...ADMIN_PAGES] : STAFF_PAGES),
          );
        else if (roll < 0.65)
          push(person, 'SVC_SEARCH', 'searched services', {
            term: random.pick(SEARCH_TERMS),
            results: random.int(0, 22),
          });
        else if (roll < 0.75)
          push(person, 'SVC_NAV', 'opened service details', { service: random.pick(SERVICES) });
        else if (roll < 0.9)
          push(person, 'MSG_THREAD', 'opened thread', { subject: random.pick(THREAD_SUBJECTS) });
        else push(person, 'TEAM_MSG', 'opened team inbox', { team: random.pick(teamNames) });
      }
    }

    if (weekend || staff.length === 0 || subjects.length === 0) continue;
    const entries = random.int(1, 4);
    for (let i = 0; i < entries; i += 1) {
      const actor = random.pick(staff);
      const subject = random.pick(subjects);
      const subjectLine = random.pick(THREAD_SUBJECTS);
      const roll = random.next();
      let entry: Pick<ActivitySeed, 'kind' | 'message' | 'detail'>;
      if (roll < 0.3) {
        const reason = random.pick(SENSITIVE_REASONS);
        entry = {
          kind: 'sensitive-info-access',
          message: sensitiveAccessMessage('passphrase', subject, reason),
          detail: { what: 'passphrase', reason },
        };
      } else if (roll < 0.6) {
        entry = {
          kind: 'message-created',
          // The actor is a staff member, so the message is theirs (the log's "By" column names them).
          message: `Message created in thread "${subjectLine}" by staff.`,
          detail: {},
        };
      } else if (roll < 0.85) {
        const assignee = random.pick(staff);
        entry = {
          kind: 'thread-assigned',
          message: `Assigned thread "${subjectLine}" to ${assignee.name}.`,
          detail: {},
        };
      } else {
        const fromTeam = random.pick(teamNames);
        const toTeam = random.pick(teamNames.filter((n) => n !== fromTeam));
        const reason = 'Needs help this team provides';
        entry = {
          kind: 'thread-referred',
          message: `Referred thread "${subjectLine}" from ${fromTeam} to ${toTeam}. Reason: ${reason}`,
          detail: { fromTeam, toTeam, reason },
        };
      }
      const createdAt = at(day, random.int(8 * 60 + 30, 17 * 60));
      if (createdAt > now) continue;
      activity.push({
        id: uuidv7(createdAt.getTime(), random.bytes()),
        actorUserId: actor.userId,
        participantId: subject.participantId,
        createdAt,
        ...entry,
      });
    }
  }
  return { actions, activity };
}

const BATCH = 500;
async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * Seeds applications, help links and log history. Each kind is written once, when its table (for logs: the demo
 * accounts' history) is still empty, so what an administrator changes later is never overwritten or re-added.
 */
export async function seedDemoAdministration(db: Db, now: Date = new Date()): Promise<void> {
  const teamIds = new Map(
    (await db.select({ id: teams.id, name: teams.name }).from(teams)).map((t) => [t.name, t.id]),
  );

  const [apps] = await db.select({ n: count() }).from(applications);
  if (apps?.n === 0) {
    await db
      .insert(applications)
      .values(
        DEMO_APPLICATIONS.filter((a) => teamIds.has(a.team)).map((a) => ({
          id: uuidv7(),
          name: a.name,
          description: a.description,
          teamId: teamIds.get(a.team)!,
          isActive: a.isActive,
        })),
      )
      .onConflictDoNothing();
  }

  const [links] = await db.select({ n: count() }).from(helpLinks);
  if (links?.n === 0) await db.insert(helpLinks).values(DEMO_HELP_LINKS.map((l) => ({ id: uuidv7(), ...l })));

  const emails = [
    ...DEMO_STAFF.map((s) => s.email),
    ...DEMO_PARTICIPANTS.flatMap((p) => p.accountEmail ?? []),
  ];
  const accounts = await db
    .select({
      userId: users.id,
      email: users.email,
      role: users.role,
      kind: users.kind,
      staffFirst: staffMembers.firstName,
      staffLast: staffMembers.lastName,
    })
    .from(users)
    .leftJoin(staffMembers, eq(staffMembers.userId, users.id))
    .where(inArray(users.email, emails));
  if (accounts.length === 0) return;
  const [history] = await db
    .select({ n: count() })
    .from(userActionLogs)
    .where(
      inArray(
        userActionLogs.userId,
        accounts.map((a) => a.userId),
      ),
    );
  if ((history?.n ?? 0) > 0) return;

  const people: SeedPerson[] = accounts
    .map((a) => ({
      email: a.email,
      userId: a.userId,
      name: a.staffFirst ? `${a.staffFirst} ${a.staffLast}` : '',
      kind: a.kind,
      isAdmin: a.role === 'Administrator',
    }))
    .sort((x, y) => x.email.localeCompare(y.email))
    .map(({ email: _email, ...person }) => person);
  const subjects = (
    await db
      .select({
        participantId: participants.participantId,
        first: participants.firstName,
        last: participants.lastName,
      })
      .from(participants)
      .where(eq(participants.status, 1))
  )
    // About the demo's records only, and not the two who sign in: their own screens and tests start from a clean log.
    .filter((p) =>
      DEMO_PARTICIPANTS.some((d) => d.firstName === p.first && d.lastName === p.last && !d.accountEmail),
    )
    .map((p) => ({ participantId: p.participantId, name: `${p.first} ${p.last}` }))
    .sort((x, y) => x.name.localeCompare(y.name));
  const { actions, activity } = demoLogHistory(people, subjects, [...teamIds.keys()].sort(), now);

  await db.transaction(async (tx) => {
    await insertInBatches(actions, (batch) => tx.insert(userActionLogs).values(batch));
    await insertInBatches(activity, (batch) => tx.insert(activityLogs).values(batch));
  });
}

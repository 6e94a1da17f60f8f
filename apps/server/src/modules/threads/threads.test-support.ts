import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AuthMeResponse, MessageView, ThreadView } from '@casework/contract';
import type { Db } from '#src/db/client.ts';
import { teamMemberRoles, teamMembers, teamRoles } from '#src/db/schema/index.ts';
import type { TestApp } from '#test/harness.ts';
import { bearer, signIn, getSession, signInAs, type DemoIdentity } from '#test/auth-helpers.ts';
import { buildParticipant, buildStaffMember, buildTeam } from '#test/factories.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An API call with a bearer token; the payload is JSON. */
export function apiOf(t: TestApp) {
  return (method: Method, url: string, token: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: bearer(token),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
}

export interface Person {
  token: string;
  userId: string;
  staffMemberId: string | null;
  participantId: string | null;
}

async function person(t: TestApp, token: string): Promise<Person> {
  const me = (await apiOf(t)('GET', '/auth/me', token)).json<AuthMeResponse>();
  return { token, userId: me.userId, staffMemberId: me.staffMemberId, participantId: me.participantId };
}

/** Adds a staff member to a team with the named team role (e.g. "Case Worker" grants TeamInbox.Access). */
export async function addToTeam(db: Db, staffMemberId: string, teamId: string, roleName?: string) {
  await db.insert(teamMembers).values({ teamId, staffMemberId }).onConflictDoNothing();
  if (!roleName) return;
  const [role] = await db.select().from(teamRoles).where(eq(teamRoles.name, roleName));
  await db.insert(teamMemberRoles).values({ teamId, staffMemberId, roleId: role!.id }).onConflictDoNothing();
}

const OUTSIDER_PASSWORD = 'Outsider-password-1';
const FRESH_PASSWORD = 'Fresh-password-123';
const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;

async function signedInPerson(t: TestApp, email: string, password: string): Promise<Person> {
  const result = await signIn(t.app, email, password);
  const session = await getSession(t.app, result.jar);
  if (!session?.accessToken) throw new Error(`sign-in failed for ${email}: ${JSON.stringify(result.body)}`);
  return person(t, String(session.accessToken));
}

/** A new staff member who signs in, optionally in teams with a team role each (e.g. "Case Worker"). */
export async function freshStaff(
  t: TestApp,
  options: {
    role?: 'Administrator' | 'Supervisor' | 'Staff';
    teams?: { teamId: string; roleName?: string }[];
    firstName?: string;
  } = {},
): Promise<Person> {
  const email = uniqueEmail('staff');
  const row = await buildStaffMember(t.database.db, {
    email,
    password: FRESH_PASSWORD,
    role: options.role ?? 'Staff',
    ...(options.firstName ? { firstName: options.firstName } : {}),
  });
  for (const team of options.teams ?? []) await addToTeam(t.database.db, row.id, team.teamId, team.roleName);
  return signedInPerson(t, email, FRESH_PASSWORD);
}

/** A new participant with a sign-in account (an empty inbox of their own). */
export async function freshParticipant(t: TestApp): Promise<Person & { participantId: string }> {
  const email = uniqueEmail('participant');
  const row = await buildParticipant(t.database.db, { withAccount: { email, password: FRESH_PASSWORD } });
  const signed = await signedInPerson(t, email, FRESH_PASSWORD);
  return { ...signed, participantId: row.participantId };
}

/** A new, empty, non-private team. */
export async function freshTeam(t: TestApp, fields: { isPrivate?: boolean } = {}): Promise<string> {
  return (await buildTeam(t.database.db, fields)).id;
}

/** A new team and a Case Worker who works its inbox. */
export async function freshInboxTeam(
  t: TestApp,
  worker: { firstName?: string } = {},
): Promise<{ teamId: string; worker: Person }> {
  const teamId = await freshTeam(t);
  return { teamId, worker: await freshStaff(t, { ...worker, teams: [{ teamId, roleName: 'Case Worker' }] }) };
}

/** POST /threads/{threadId}/replies as `who`, expecting 201. */
export async function replyTo(t: TestApp, threadId: string, who: Person, text: string): Promise<MessageView> {
  const response = await apiOf(t)('POST', `/threads/${threadId}/replies`, who.token, {
    body: `<p>${text}</p>`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<MessageView>();
}

/** GET /threads/users/{userId}/counts of `of`'s inbox, asked by `asker` (themselves unless said). */
export function countsOf(t: TestApp, of: Person, asker: Person = of) {
  return apiOf(t)('GET', `/threads/users/${of.userId}/counts`, asker.token);
}

/** GET /threads/teams/{teamId}/counts, asked by `asker`. */
export function teamCountsOf(t: TestApp, teamId: string, asker: Person) {
  return apiOf(t)('GET', `/threads/teams/${teamId}/counts`, asker.token);
}

/**
 * The people of a threads test: the five demo accounts, and an outsider (a Staff member who works only the
 * Housing & Energy Assistance inbox). Teams by name. The demo staff member works Family Services and is an
 * Observer (no inbox) in Tribal Enrollment; the supervisor works Family Services and, as a supervisor member,
 * Elders Program; the administrator belongs to no team.
 */
export async function threadsCast(t: TestApp) {
  const people: Partial<Record<DemoIdentity, Person>> = {};
  for (const who of ['admin', 'supervisor', 'staff', 'participant', 'participant2'] as const)
    people[who] = await person(t, (await signInAs(t.app, who)).token);
  const teamList = (await apiOf(t)('GET', '/teams', people.admin!.token)).json<{
    items: { id: string; name: string }[];
  }>();
  const teams = Object.fromEntries(teamList.items.map((team) => [team.name, team.id])) as Record<
    string,
    string
  >;
  const email = uniqueEmail('outsider');
  const outsiderRow = await buildStaffMember(t.database.db, {
    email,
    password: OUTSIDER_PASSWORD,
    firstName: 'Owen',
    lastName: 'Outsider',
  });
  await addToTeam(t.database.db, outsiderRow.id, teams['Housing & Energy Assistance']!, 'Case Worker');
  const outsider = await signedInPerson(t, email, OUTSIDER_PASSWORD);
  return {
    admin: people.admin!,
    supervisor: people.supervisor!,
    staff: people.staff!,
    participant: { ...people.participant!, participantId: people.participant!.participantId! },
    participant2: { ...people.participant2!, participantId: people.participant2!.participantId! },
    outsider,
    teams: {
      family: teams['Family Services']!,
      enrollment: teams['Tribal Enrollment']!,
      housing: teams['Housing & Energy Assistance']!,
      elders: teams['Elders Program']!,
      behavioral: teams['Behavioral Health']!,
    },
  };
}
export type ThreadsCast = Awaited<ReturnType<typeof threadsCast>>;

/** POST /threads, expecting 201. */
export async function startThread(
  t: TestApp,
  token: string,
  body: Record<string, unknown>,
): Promise<ThreadView> {
  const response = await apiOf(t)('POST', '/threads', token, {
    body: '<p>Hello, I need some help.</p>',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ThreadView>();
}

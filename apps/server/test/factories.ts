import { AccountStatus } from '@casework/contract';
import type { Db } from '#src/db/client.ts';
import {
  participants,
  staffMembers,
  teamMemberRoles,
  teamMembers,
  teams,
  users,
} from '#src/db/schema/index.ts';
import { newParticipantId, uuidv7 } from '#src/platform/ids.ts';
import { hashPassword } from '#src/modules/auth/passwords.ts';

let sequence = 0;
const next = () => (sequence += 1);

export type ParticipantRow = typeof participants.$inferSelect;

/** Inserts a participant (no sign-in account unless `withAccount`); every field can be overridden. */
export async function buildParticipant(
  db: Db,
  overrides: Partial<typeof participants.$inferInsert> & {
    withAccount?: { email: string; password?: string };
  } = {},
): Promise<ParticipantRow> {
  const { withAccount, ...fields } = overrides;
  const n = next();
  let userId: string | null = null;
  if (withAccount) {
    userId = uuidv7();
    await db.insert(users).values({
      id: userId,
      email: withAccount.email,
      kind: 'participant',
      role: 'Participant',
      passwordHash: withAccount.password ? await hashPassword(withAccount.password) : null,
    });
  }
  const [row] = await db
    .insert(participants)
    .values({
      participantId: newParticipantId(),
      userId,
      firstName: `Test${n}`,
      lastName: `Participant${n}`,
      dob: '1990-01-01',
      email: `test${n}@example.net`,
      phones: [{ number: `907555${String(1000 + n).slice(-4)}`, isPreferred: true, type: 'mobile' }],
      status: AccountStatus.Active,
      ...fields,
    })
    .returning();
  return row!;
}

/** Inserts a staff member with a user account of the given organisation role. */
export async function buildStaffMember(
  db: Db,
  overrides: {
    firstName?: string;
    lastName?: string;
    email?: string;
    role?: 'Administrator' | 'Supervisor' | 'Staff';
    password?: string;
  } = {},
) {
  const n = next();
  const userId = uuidv7();
  await db.insert(users).values({
    id: userId,
    email: overrides.email ?? `staff${n}-${userId.slice(-6)}@example.org`,
    kind: 'staff',
    role: overrides.role ?? 'Staff',
    passwordHash: overrides.password ? await hashPassword(overrides.password) : null,
  });
  const [row] = await db
    .insert(staffMembers)
    .values({
      id: uuidv7(),
      userId,
      firstName: overrides.firstName ?? `Staff${n}`,
      lastName: overrides.lastName ?? `Member${n}`,
    })
    .returning();
  return { ...row!, userId };
}

export type TeamRow = typeof teams.$inferSelect;

/**
 * Inserts a team with a unique name; `members` puts staff members in it, each with the team roles (ids) they hold.
 */
export async function buildTeam(
  db: Db,
  overrides: Partial<typeof teams.$inferInsert> & {
    members?: { staffMemberId: string; roleIds?: string[] }[];
  } = {},
): Promise<TeamRow> {
  const { members = [], ...fields } = overrides;
  const n = next();
  const id = uuidv7();
  const [team] = await db
    .insert(teams)
    .values({ id, name: `Test Team ${n} ${id.slice(-6)}`, description: `Team ${n} for tests`, ...fields })
    .returning();
  for (const member of members) {
    await db.insert(teamMembers).values({ teamId: team!.id, staffMemberId: member.staffMemberId });
    for (const roleId of member.roleIds ?? [])
      await db
        .insert(teamMemberRoles)
        .values({ teamId: team!.id, staffMemberId: member.staffMemberId, roleId });
  }
  return team!;
}

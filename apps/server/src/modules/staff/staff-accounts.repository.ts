import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { AccountStatus } from '@casework/contract';
import type { DbOrTx } from '#src/db/client.ts';
import { staffMembers, teamMembers, teams, users } from '#src/db/schema/index.ts';

type Role = (typeof users.$inferSelect)['role'];

/** Thrown by a write that would give two accounts the same e-mail (the unique index caught a race). */
export class AccountEmailTakenError extends Error {}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export interface StaffAccountRow {
  staffMemberId: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  status: number;
}

/** Sign-in accounts (users rows) and the staff member records behind them. */
export function createStaffAccountsRepository(db: DbOrTx) {
  return {
    /** Whether an account other than `exceptUserId` signs in with this e-mail (e-mails ignore case). */
    async emailTaken(email: string, exceptUserId?: string): Promise<boolean> {
      const sameEmail = sql`lower(${users.email}) = lower(${email})`;
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(exceptUserId === undefined ? sameEmail : and(sameEmail, ne(users.id, exceptUserId)))
        .limit(1);
      return row !== undefined;
    },

    /** A users row that signs in with a password; `passwordHash` is an argon2 hash, never the password. */
    async insertUser(row: {
      id: string;
      email: string;
      kind: 'staff' | 'participant';
      role: Role;
      passwordHash: string;
    }): Promise<void> {
      try {
        await db.insert(users).values(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AccountEmailTakenError();
        throw error;
      }
    },

    async insertStaffMember(row: { id: string; userId: string; firstName: string; lastName: string }) {
      await db.insert(staffMembers).values(row);
    },

    /** The teams among `ids` that exist, share-locked so none is deleted before the new member joins it. */
    async existingTeams(ids: string[]): Promise<{ id: string; name: string }[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: teams.id, name: teams.name })
        .from(teams)
        .where(inArray(teams.id, ids))
        .for('share');
    },

    async joinTeams(staffMemberId: string, teamIds: string[]): Promise<void> {
      if (teamIds.length === 0) return;
      await db
        .insert(teamMembers)
        .values(teamIds.map((teamId) => ({ teamId, staffMemberId })))
        .onConflictDoNothing();
    },

    /** The account of a staff member, locked for the rest of the transaction. */
    async lockAccount(staffMemberId: string): Promise<StaffAccountRow | undefined> {
      const [row] = await db
        .select({
          staffMemberId: staffMembers.id,
          userId: users.id,
          firstName: staffMembers.firstName,
          lastName: staffMembers.lastName,
          email: users.email,
          role: users.role,
          status: users.status,
        })
        .from(staffMembers)
        .innerJoin(users, eq(users.id, staffMembers.userId))
        .where(eq(staffMembers.id, staffMemberId))
        .limit(1)
        .for('update');
      return row;
    },

    /**
     * The user ids of the active administrators, locked: two administrators demoting each other at once are
     * serialised, so one of them is always left.
     */
    async lockActiveAdministrators(): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.kind, 'staff'),
            eq(users.role, 'Administrator'),
            eq(users.status, AccountStatus.Active),
          ),
        )
        .orderBy(users.id)
        .for('update');
      return rows.map((r) => r.id);
    },

    async setNames(staffMemberId: string, names: { firstName?: string; lastName?: string }): Promise<void> {
      if (names.firstName === undefined && names.lastName === undefined) return;
      await db.update(staffMembers).set(names).where(eq(staffMembers.id, staffMemberId));
    },

    /** Throws AccountEmailTakenError when a new `email` is another account's (the unique index caught a race). */
    async updateUser(
      userId: string,
      patch: { role?: Role; status?: number; passwordHash?: string; email?: string },
    ): Promise<void> {
      try {
        await db
          .update(users)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(users.id, userId));
      } catch (error) {
        if (isUniqueViolation(error)) throw new AccountEmailTakenError();
        throw error;
      }
    },
  };
}
export type StaffAccountsRepository = ReturnType<typeof createStaffAccountsRepository>;

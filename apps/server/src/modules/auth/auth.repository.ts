import { and, count, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import { participants, sessions, signInFailures, staffMembers, users } from '#src/db/schema/index.ts';
import { preparedPerHandle } from '#src/db/prepared.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import { membershipsJsonOf, type MembershipRow } from '../teams/teams.repository.ts';

/** Who an account is. Never its password hash: only the sign-in's own lookup reads that (`UserCredentials`). */
export interface UserIdentity {
  id: string;
  email: string;
  kind: 'staff' | 'participant';
  role: 'Administrator' | 'Supervisor' | 'Staff' | 'Participant';
  status: number;
  signInSource: string;
  staffMemberId: string | null;
  participantId: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** An account as the sign-in checks it: who it is and its password hash (null without a password). */
export interface UserCredentials extends UserIdentity {
  passwordHash: string | null;
}

export interface SessionWithUser {
  session: { id: string; createdAt: Date; lastSeenAt: Date; expiresAt: Date; endedAt: Date | null };
  user: UserIdentity;
  /**
   * A staff member's teams with their roles and permissions, read with the session when asked for (`withTeams`);
   * null for a participant, and when not asked for.
   */
  memberships: MembershipRow[] | null;
}

const identityColumns = {
  id: users.id,
  email: users.email,
  kind: users.kind,
  role: users.role,
  status: users.status,
  signInSource: users.signInSource,
  staffMemberId: staffMembers.id,
  participantId: participants.participantId,
  firstName: sql<string | null>`coalesce(${staffMembers.firstName}, ${participants.firstName})`,
  lastName: sql<string | null>`coalesce(${staffMembers.lastName}, ${participants.lastName})`,
};

/**
 * The session by id with its user: the check of every API call. `memberships` is what it reads of a staff member's
 * teams, if anything.
 */
const sessionLookup = (name: string, memberships: SQL<MembershipRow[] | null>) =>
  preparedPerHandle((db) =>
    db
      .select({
        session: {
          id: sessions.id,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          endedAt: sessions.endedAt,
        },
        user: identityColumns,
        memberships,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(staffMembers, eq(staffMembers.userId, users.id))
      .leftJoin(participants, eq(participants.userId, users.id))
      .where(eq(sessions.id, sql.placeholder('sessionId')))
      .limit(1)
      .prepare(name),
  );

/** For a route that does not read the caller's teams. */
const sessionWithUser = sessionLookup('session_with_user', sql`null`);

/**
 * For a route that reads them (`config.callerTeams`): one round trip instead of two. The teams cost PostgreSQL about
 * 45 µs a call, so a route that does not read them does not ask. Evaluated only for a staff member: a participant's
 * check reads nothing more.
 */
const sessionWithUserAndTeams = sessionLookup(
  'session_with_user_and_teams',
  sql`case when ${staffMembers.id} is null then null else ${membershipsJsonOf(staffMembers.id)} end`,
);

const userById = preparedPerHandle((db) =>
  db
    .select(identityColumns)
    .from(users)
    .leftJoin(staffMembers, eq(staffMembers.userId, users.id))
    .leftJoin(participants, eq(participants.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('user_by_id'),
);

export function createAuthRepository(db: DbOrTx) {
  return {
    /** The account with this e-mail (any case), with its password hash: the sign-in's lookup, and the only one. */
    async findUserByEmail(email: string): Promise<UserCredentials | undefined> {
      const [row] = await db
        .select({ ...identityColumns, passwordHash: users.passwordHash })
        .from(users)
        .leftJoin(staffMembers, eq(staffMembers.userId, users.id))
        .leftJoin(participants, eq(participants.userId, users.id))
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return row;
    },

    /** Prepared: every sign-in reads it (GET /auth/me answers from the session check's read instead). */
    async findUserById(id: string): Promise<UserIdentity | undefined> {
      const [row] = await userById(db).execute({ userId: id });
      return row;
    },

    async createSession(userId: string, expiresAt: Date): Promise<string> {
      const id = uuidv7();
      await db.insert(sessions).values({ id, userId, expiresAt });
      return id;
    },

    /** The session and its user, and with `withTeams` a staff member's teams, in one round trip (every API call). */
    async findSessionWithUser(
      sessionId: string,
      { withTeams = false }: { withTeams?: boolean } = {},
    ): Promise<SessionWithUser | undefined> {
      const [row] = await (withTeams ? sessionWithUserAndTeams : sessionWithUser)(db).execute({ sessionId });
      return row;
    },

    async touchSession(sessionId: string, at: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ lastSeenAt: at })
        .where(and(eq(sessions.id, sessionId), lt(sessions.lastSeenAt, at)));
    },

    async endSession(sessionId: string, reason: string): Promise<void> {
      await db
        .update(sessions)
        .set({ endedAt: new Date(), endReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
    },

    /** Ends every open session of a user (sign-out everywhere, account disabled). */
    async endSessionsOfUser(userId: string, reason: string): Promise<number> {
      const ended = await db
        .update(sessions)
        .set({ endedAt: new Date(), endReason: reason })
        .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)))
        .returning({ id: sessions.id });
      return ended.length;
    },

    async recentFailures(email: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
      const [row] = await db
        .select({ count: count(), oldest: sql<string | null>`min(${signInFailures.at})` })
        .from(signInFailures)
        .where(and(eq(signInFailures.email, email), gt(signInFailures.at, since)));
      return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
    },

    async recordFailure(email: string): Promise<void> {
      await db.insert(signInFailures).values({ id: uuidv7(), email });
    },

    async clearFailures(email: string): Promise<void> {
      await db.delete(signInFailures).where(eq(signInFailures.email, email));
    },

    /**
     * The sign-in lockout counts failures per address typed (normalised): when an account's address changes, the
     * failures at its old address follow it, so a change never lifts a lockout. Failures at the new address from
     * before it was this account's go: they guessed at no account, and would lock its owner out of the fix.
     */
    async moveSignInFailures(fromEmail: string, toEmail: string): Promise<void> {
      if (fromEmail === toEmail) return;
      await db.delete(signInFailures).where(eq(signInFailures.email, toEmail));
      await db.update(signInFailures).set({ email: toEmail }).where(eq(signInFailures.email, fromEmail));
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;

import { eq, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import { participants, sessions, users } from '#src/db/schema/index.ts';

export type SignInUserRow = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'passwordHash' | 'kind' | 'status' | 'signInSource'
>;

/** Thrown by writes that would give two accounts the same e-mail (the unique index caught a race). */
export class EmailTakenError extends Error {}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

const userColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  kind: users.kind,
  status: users.status,
  signInSource: users.signInSource,
};

/** The sign-in account of a participant (users row linked by participants.user_id) and its sessions. */
export function createSignInSourceRepository(db: DbOrTx) {
  async function guardEmail<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    }
  }

  return {
    async accountOf(userId: string): Promise<SignInUserRow | undefined> {
      const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },

    async findUserIdByEmail(email: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row?.id;
    },

    /** When the user last signed in: the start of their newest session. */
    async lastSignInAt(userId: string): Promise<Date | null> {
      const [row] = await db
        .select({ at: max(sessions.createdAt) })
        .from(sessions)
        .where(eq(sessions.userId, userId));
      return row?.at ?? null;
    },

    async insertParticipantUser(row: { id: string; email: string; signInSource: string }): Promise<void> {
      await guardEmail(() =>
        db.insert(users).values({
          ...row,
          kind: 'participant',
          role: 'Participant',
          passwordHash: null,
          status: 1,
        }),
      );
    },

    async updateUser(
      userId: string,
      changes: Partial<{ email: string; status: number; signInSource: string }>,
    ): Promise<void> {
      await guardEmail(() =>
        db
          .update(users)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(users.id, userId)),
      );
    },

    async linkParticipant(participantId: string, userId: string): Promise<void> {
      await db
        .update(participants)
        .set({ userId, updatedAt: new Date() })
        .where(eq(participants.participantId, participantId));
    },
  };
}
export type SignInSourceRepository = ReturnType<typeof createSignInSourceRepository>;

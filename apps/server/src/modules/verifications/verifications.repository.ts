import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#src/db/client.ts';
import { participantVerifications, participants, staffMembers, users } from '#src/db/schema/index.ts';

export type VerificationStatus = 'pending' | 'verified' | 'rejected';

/** A verification with the names a screen shows: the participant's and those of who requested and decided it. */
export interface VerificationRow {
  id: string;
  participantId: string;
  participantFirstName: string;
  participantLastName: string;
  method: string;
  status: VerificationStatus;
  note: string;
  requestedBy: string | null;
  requestedByName: string | null;
  createdAt: Date;
  decidedBy: string | null;
  decidedByName: string | null;
  decidedAt: Date | null;
  decisionNote: string | null;
}

const requesterStaff = alias(staffMembers, 'requester_staff');
const requesterUser = alias(users, 'requester_user');
const deciderStaff = alias(staffMembers, 'decider_staff');
const deciderUser = alias(users, 'decider_user');
const v = participantVerifications;

export function createVerificationsRepository(db: DbOrTx) {
  const selectViews = () =>
    db
      .select({
        id: v.id,
        participantId: v.participantId,
        participantFirstName: participants.firstName,
        participantLastName: participants.lastName,
        method: v.method,
        status: v.status,
        note: v.note,
        requestedBy: v.requestedBy,
        requestedByName: sql<
          string | null
        >`coalesce(${requesterStaff.firstName} || ' ' || ${requesterStaff.lastName}, ${requesterUser.email})`,
        createdAt: v.createdAt,
        decidedBy: v.decidedBy,
        decidedByName: sql<
          string | null
        >`coalesce(${deciderStaff.firstName} || ' ' || ${deciderStaff.lastName}, ${deciderUser.email})`,
        decidedAt: v.decidedAt,
        decisionNote: v.decisionNote,
      })
      .from(v)
      .innerJoin(participants, eq(participants.participantId, v.participantId))
      .leftJoin(requesterUser, eq(requesterUser.id, v.requestedBy))
      .leftJoin(requesterStaff, eq(requesterStaff.userId, v.requestedBy))
      .leftJoin(deciderUser, eq(deciderUser.id, v.decidedBy))
      .leftJoin(deciderStaff, eq(deciderStaff.userId, v.decidedBy));

  return {
    async insert(row: {
      id: string;
      participantId: string;
      method: string;
      note: string;
      requestedBy: string;
    }): Promise<void> {
      await db.insert(v).values({ ...row, status: 'pending' });
    },

    async find(participantId: string, id: string): Promise<VerificationRow | undefined> {
      const [row] = await selectViews()
        .where(and(eq(v.id, id), eq(v.participantId, participantId)))
        .limit(1);
      return row;
    },

    /** One participant's verifications, newest first. */
    async listForParticipant(
      participantId: string,
      page: { take: number; skip: number },
    ): Promise<{ rows: VerificationRow[]; total: number }> {
      const rows = await selectViews()
        .where(eq(v.participantId, participantId))
        .orderBy(desc(v.createdAt), desc(v.id))
        .limit(page.take)
        .offset(page.skip);
      const [total] = await db.select({ n: count() }).from(v).where(eq(v.participantId, participantId));
      return { rows, total: total?.n ?? 0 };
    },

    /** Verifications in one state across participants, oldest first (the staff queue). */
    async listByStatus(
      status: VerificationStatus,
      page: { take: number; skip: number },
    ): Promise<{ rows: VerificationRow[]; total: number }> {
      const rows = await selectViews()
        .where(eq(v.status, status))
        .orderBy(asc(v.createdAt), asc(v.id))
        .limit(page.take)
        .offset(page.skip);
      const [total] = await db.select({ n: count() }).from(v).where(eq(v.status, status));
      return { rows, total: total?.n ?? 0 };
    },

    /** Decides a pending verification; false when it was no longer pending (decided concurrently). */
    async decidePending(
      id: string,
      decision: {
        status: 'verified' | 'rejected';
        decidedBy: string;
        decidedAt: Date;
        decisionNote: string | null;
      },
    ): Promise<boolean> {
      const updated = await db
        .update(v)
        .set(decision)
        .where(and(eq(v.id, id), eq(v.status, 'pending')))
        .returning({ id: v.id });
      return updated.length === 1;
    },

    async countForParticipant(participantId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(v).where(eq(v.participantId, participantId));
      return row?.n ?? 0;
    },

    async moveAll(fromParticipantId: string, toParticipantId: string): Promise<number> {
      const moved = await db
        .update(v)
        .set({ participantId: toParticipantId })
        .where(eq(v.participantId, fromParticipantId))
        .returning({ id: v.id });
      return moved.length;
    },
  };
}
export type VerificationsRepository = ReturnType<typeof createVerificationsRepository>;

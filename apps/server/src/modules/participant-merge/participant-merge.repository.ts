import { asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import { activityLogs, participants, users } from '#src/db/schema/index.ts';

export type MergeParticipantRow = typeof participants.$inferSelect;
export type MergeFieldValues = Pick<
  MergeParticipantRow,
  'firstName' | 'lastName' | 'dob' | 'email' | 'phones' | 'profile'
>;

export function createParticipantMergeRepository(db: DbOrTx) {
  return {
    /** Both participants, locked (in id order, so two merges never deadlock) when inside a transaction. */
    async findPair(ids: [string, string], lock: boolean): Promise<MergeParticipantRow[]> {
      const query = db
        .select()
        .from(participants)
        .where(inArray(participants.participantId, ids))
        .orderBy(asc(participants.participantId));
      return lock ? query.for('update') : query;
    },

    async updateFields(participantId: string, values: MergeFieldValues): Promise<void> {
      await db
        .update(participants)
        .set({ ...values, profileUpdatedAt: new Date(), updatedAt: new Date() })
        .where(eq(participants.participantId, participantId));
    },

    async markMerged(sourceId: string, targetId: string, status: number): Promise<void> {
      await db
        .update(participants)
        .set({ status, mergedInto: targetId, updatedAt: new Date() })
        .where(eq(participants.participantId, sourceId));
    },

    async disableUser(userId: string, status: number): Promise<void> {
      await db.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    async countActivity(participantId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(activityLogs)
        .where(eq(activityLogs.participantId, participantId));
      return row?.n ?? 0;
    },

    async repointActivity(fromId: string, toId: string): Promise<number> {
      const moved = await db
        .update(activityLogs)
        .set({ participantId: toId })
        .where(eq(activityLogs.participantId, fromId))
        .returning({ id: activityLogs.id });
      return moved.length;
    },
  };
}
export type ParticipantMergeRepository = ReturnType<typeof createParticipantMergeRepository>;

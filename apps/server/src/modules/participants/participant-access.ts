import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import { participants } from '#src/db/schema/index.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import { notFound } from '#src/platform/errors/app-error.ts';

export type ParticipantRow = typeof participants.$inferSelect;

/**
 * The object check every participant-scoped call makes: staff reach any participant; a participant reaches only
 * their own record. Anything else answers 404, exactly like a record that does not exist.
 */
export function createParticipantAccess(db: DbOrTx) {
  async function find(participantId: string): Promise<ParticipantRow | undefined> {
    const [row] = await db
      .select()
      .from(participants)
      .where(eq(participants.participantId, participantId))
      .limit(1);
    return row;
  }
  return {
    find,
    async visibleTo(principal: Principal, participantId: string): Promise<ParticipantRow> {
      if (principal.kind === 'participant' && principal.participantId !== participantId) {
        throw notFound('participant', participantId);
      }
      const row = await find(participantId);
      if (!row) throw notFound('participant', participantId);
      return row;
    },
  };
}
export type ParticipantAccess = ReturnType<typeof createParticipantAccess>;

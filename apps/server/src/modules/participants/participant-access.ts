import type { DbOrTx } from '#src/db/client.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import { notFound } from '#src/platform/errors/app-error.ts';
import { createParticipantsRepository, type ParticipantRow } from './participants.repository.ts';

export type { ParticipantRow };

/**
 * The object check every participant-scoped call makes: staff reach any participant; a participant reaches only
 * their own record. Anything else answers 404, exactly like a record that does not exist.
 */
export function createParticipantAccess(db: DbOrTx) {
  const { findById } = createParticipantsRepository(db);
  return {
    find: findById,
    async visibleTo(principal: Principal, participantId: string): Promise<ParticipantRow> {
      if (principal.kind === 'participant' && principal.participantId !== participantId) {
        throw notFound('participant', participantId);
      }
      const row = await findById(participantId);
      if (!row) throw notFound('participant', participantId);
      return row;
    },
  };
}
export type ParticipantAccess = ReturnType<typeof createParticipantAccess>;

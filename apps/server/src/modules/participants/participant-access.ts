import type { DbOrTx } from '#src/db/client.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import { AppError, notFound } from '#src/platform/errors/app-error.ts';
import { createParticipantsRepository, type ParticipantRow } from './participants.repository.ts';

export type { ParticipantRow };

/** How a refusal to act on a merged-away record is worded: the request field that named it, and what was asked. */
export interface MergedAwayAction {
  /** The field that named the merged-away record. */
  field: string;
  /** What cannot happen now, after "Participant … was merged into … and". */
  cannot: string;
  /** How to do it on the record to use, before its id: "Make the change on", "Write to". */
  instead: string;
}

/** A change to the record itself, named in the path. */
export const CHANGE_MERGED_RECORD: MergedAwayAction = {
  field: 'params.participantId',
  cannot: 'can no longer be changed',
  instead: 'Make the change on',
};

/**
 * 409 participant.merged for a record merged into another. The merged-away record is kept only to point at the
 * record to use (ARCHITECTURE §4, Merge): a change made to it, or a conversation started on it, would be lost from
 * view, so it is refused, naming the record to use.
 */
export function mergedAway(
  row: Pick<ParticipantRow, 'participantId'> & { mergedInto: string },
  action: MergedAwayAction = CHANGE_MERGED_RECORD,
): AppError {
  return new AppError(
    409,
    'participant.merged',
    `Participant ${row.participantId} was merged into ${row.mergedInto} and ${action.cannot}. ` +
      `${action.instead} ${row.mergedInto} instead.`,
    { errors: [{ field: action.field, message: `Merged into ${row.mergedInto}: use that record` }] },
  );
}

export function assertNotMerged(
  row: Pick<ParticipantRow, 'participantId' | 'mergedInto'>,
  action: MergedAwayAction = CHANGE_MERGED_RECORD,
): void {
  if (row.mergedInto !== null) throw mergedAway({ ...row, mergedInto: row.mergedInto }, action);
}

/** Why a guarded write changed no row: the record was merged meanwhile (409), or is gone (404). */
export async function refusalOfUnchanged(db: DbOrTx, participantId: string): Promise<AppError> {
  const row = await createParticipantsRepository(db).findById(participantId);
  return row?.mergedInto
    ? mergedAway({ ...row, mergedInto: row.mergedInto })
    : notFound('participant', participantId);
}

/**
 * The object check every participant-scoped call makes: staff reach any participant; a participant reaches only
 * their own record. Anything else answers 404, exactly like a record that does not exist.
 */
export function createParticipantAccess(db: DbOrTx) {
  const { findById } = createParticipantsRepository(db);
  async function visibleTo(principal: Principal, participantId: string): Promise<ParticipantRow> {
    if (principal.kind === 'participant' && principal.participantId !== participantId) {
      throw notFound('participant', participantId);
    }
    const row = await findById(participantId);
    if (!row) throw notFound('participant', participantId);
    return row;
  }
  return {
    find: findById,
    visibleTo,
    /** visibleTo, for a call that changes the record or what belongs to it: a merged-away record refuses (409). */
    async changeableBy(principal: Principal, participantId: string): Promise<ParticipantRow> {
      const row = await visibleTo(principal, participantId);
      assertNotMerged(row);
      return row;
    },
  };
}
export type ParticipantAccess = ReturnType<typeof createParticipantAccess>;

import type { PassphraseView, SetPassphraseBody } from '@casework/contract';
import type { Db } from '#src/db/client.ts';
import { sensitiveAccessMessage, writeActivity } from '#src/platform/audit/activity-log.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import type { SecretBox } from '#src/platform/crypto/secret-box.ts';
import { AppError, badRequest, conflict } from '#src/platform/errors/app-error.ts';
import { createParticipantAccess } from '../participants/participant-access.ts';
import { passphraseMatches } from './passphrase-compare.ts';
import { createPassphraseRepository, type PassphraseRow } from './passphrase.repository.ts';
import { isoString } from '#src/platform/runtime/iso-string.ts';

const notSet = (participantId: string) =>
  new AppError(404, 'passphrase.not_set', `Participant ${participantId} has no passphrase set.`);

const saved = (row: PassphraseRow) => ({ hint: row.hint, updatedAt: isoString(row.updatedAt) });

/** Passphrases are sealed with `box` before they are stored and opened only to be read or compared. */
export function createPassphraseService({ db, box }: { db: Db; box: SecretBox }) {
  return {
    /**
     * Reveals the passphrase. A participant reads their own freely; staff give a reason, and each read writes one
     * sensitive-info-access activity row in the same transaction (ARCHITECTURE §4, SPEC §9).
     */
    async read(
      principal: Principal,
      participantId: string,
      reason: string | undefined,
    ): Promise<PassphraseView> {
      const isStaff = principal.kind === 'staff';
      if (isStaff && !reason)
        throw badRequest(
          'Give a reason (at least 5 characters) to read a passphrase; it is recorded in the activity log.',
          [{ field: 'querystring.reason', message: 'Required for staff: why the passphrase is read' }],
          'passphrase.reason_required',
        );
      return db.transaction(async (tx) => {
        const participant = await createParticipantAccess(tx).visibleTo(principal, participantId);
        const row = await createPassphraseRepository(tx).find(participant.participantId);
        if (!row) throw notSet(participant.participantId);
        const passphrase = box.open(row.ciphertext);
        if (isStaff) {
          const who = {
            name: `${participant.firstName} ${participant.lastName}`,
            participantId: participant.participantId,
          };
          await writeActivity(tx, {
            kind: 'sensitive-info-access',
            actorUserId: principal.userId,
            participantId: participant.participantId,
            message: sensitiveAccessMessage('passphrase', who, reason!),
            detail: { what: 'passphrase', reason: reason! },
          });
        }
        return { passphrase, hint: row.hint, updatedAt: isoString(row.updatedAt) };
      });
    },

    /** Sets a first passphrase; 409 when one exists (replace it with PUT). */
    async create(principal: Principal, participantId: string, body: SetPassphraseBody) {
      return db.transaction(async (tx) => {
        const participant = await createParticipantAccess(tx).changeableBy(principal, participantId);
        const row = await createPassphraseRepository(tx).insert({
          participantId: participant.participantId,
          ciphertext: box.seal(body.passphrase),
          hint: body.hint ?? '',
          updatedBy: principal.userId,
        });
        if (!row)
          throw conflict(
            'passphrase.exists',
            'This participant already has a passphrase. Replace it instead.',
          );
        return saved(row);
      });
    },

    /** Sets the passphrase, replacing any earlier one. */
    async replace(principal: Principal, participantId: string, body: SetPassphraseBody) {
      return db.transaction(async (tx) => {
        const participant = await createParticipantAccess(tx).changeableBy(principal, participantId);
        const row = await createPassphraseRepository(tx).upsert({
          participantId: participant.participantId,
          ciphertext: box.seal(body.passphrase),
          hint: body.hint ?? '',
          updatedBy: principal.userId,
        });
        return saved(row);
      });
    },

    async remove(principal: Principal, participantId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const participant = await createParticipantAccess(tx).changeableBy(principal, participantId);
        if (!(await createPassphraseRepository(tx).remove(participant.participantId)))
          throw notSet(participant.participantId);
      });
    },

    /** Checks a spoken attempt without revealing the passphrase; writes no activity row (nothing is revealed). */
    async check(principal: Principal, participantId: string, attempt: string): Promise<{ matches: boolean }> {
      const participant = await createParticipantAccess(db).visibleTo(principal, participantId);
      const row = await createPassphraseRepository(db).find(participant.participantId);
      if (!row) throw notSet(participant.participantId);
      return { matches: passphraseMatches(box.open(row.ciphertext), attempt) };
    },
  };
}
export type PassphraseService = ReturnType<typeof createPassphraseService>;

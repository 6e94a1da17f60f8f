import type { CreateVerificationBody, DecideVerificationBody, VerificationView } from '@casework/contract';
import type { Db, DbOrTx } from '#src/db/client.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import { AppError, notFound } from '#src/platform/errors/app-error.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import { createParticipantAccess } from '../participants/participant-access.ts';
import { presentVerification } from './verifications.presenter.ts';
import { createVerificationsRepository, type VerificationStatus } from './verifications.repository.ts';

interface Page {
  take: number;
  skip: number;
}

const alreadyDecided = (status: string) =>
  new AppError(
    409,
    'verification.decided',
    `This verification is already ${status}; a decided verification cannot change. Request a new one instead.`,
  );

export function createVerificationsService({ db }: { db: Db }) {
  const repoOf = (d: DbOrTx) => createVerificationsRepository(d);

  return {
    /** A participant's verifications, newest first; staff see anyone's, a participant only their own. */
    async listForParticipant(principal: Principal, participantId: string, page: Page) {
      const participant = await createParticipantAccess(db).visibleTo(principal, participantId);
      const { rows, total } = await repoOf(db).listForParticipant(participant.participantId, page);
      return { items: rows.map(presentVerification), total };
    },

    /** The staff queue: verifications in one state across participants, oldest first. */
    async queue(query: Page & { status: VerificationStatus }) {
      const { rows, total } = await repoOf(db).listByStatus(query.status, query);
      return { items: rows.map(presentVerification), total };
    },

    async request(
      principal: Principal,
      participantId: string,
      body: CreateVerificationBody,
    ): Promise<VerificationView> {
      return db.transaction(async (tx) => {
        const participant = await createParticipantAccess(tx).changeableBy(principal, participantId);
        const repo = repoOf(tx);
        const id = uuidv7();
        await repo.insert({
          id,
          participantId: participant.participantId,
          method: body.method,
          note: body.note ?? '',
          requestedBy: principal.userId,
        });
        return presentVerification((await repo.find(participant.participantId, id))!);
      });
    },

    /** pending -> verified | rejected, recording who decided and when; a decided verification is final (409). */
    async decide(
      principal: Principal,
      participantId: string,
      verificationId: string,
      body: DecideVerificationBody,
    ): Promise<VerificationView> {
      return db.transaction(async (tx) => {
        const participant = await createParticipantAccess(tx).changeableBy(principal, participantId);
        const repo = repoOf(tx);
        const current = await repo.find(participant.participantId, verificationId);
        // A verification reached through another participant's path does not exist for this caller.
        if (!current) throw notFound('verification', verificationId);
        if (current.status !== 'pending') throw alreadyDecided(current.status);
        const decided = await repo.decidePending(verificationId, {
          status: body.status,
          decidedBy: principal.userId,
          decidedAt: new Date(),
          decisionNote: body.note ?? null,
        });
        if (!decided) throw alreadyDecided('decided');
        return presentVerification((await repo.find(participant.participantId, verificationId))!);
      });
    },
  };
}
export type VerificationsService = ReturnType<typeof createVerificationsService>;

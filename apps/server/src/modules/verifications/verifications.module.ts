import type { AppModule, ParticipantMergeContributor } from '#src/platform/modules.ts';
import { createVerificationsRepository } from './verifications.repository.ts';
import { verificationsRoutes } from './verifications.routes.ts';
import { createVerificationsService } from './verifications.service.ts';

/** A merge moves the source's verifications, decided or not, to the target; they keep their history. */
export const verificationsMergeContributor: ParticipantMergeContributor = {
  kind: 'verifications',
  count: (db, participantId) => createVerificationsRepository(db).countForParticipant(participantId),
  move: (tx, fromId, toId) => createVerificationsRepository(tx).moveAll(fromId, toId),
};

/** Identity verifications of participants (pending -> verified | rejected) and the staff queue. */
export const verificationsModule: AppModule = {
  name: 'verifications',
  async register(api, ctx) {
    ctx.mergeContributors.push(verificationsMergeContributor);
    await api.register(verificationsRoutes, {
      verifications: createVerificationsService({ db: ctx.database.db }),
    });
  },
};

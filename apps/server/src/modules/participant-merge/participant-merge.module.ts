import type { AppModule } from '#src/platform/modules.ts';
import { createParticipantMergeRepository } from './participant-merge.repository.ts';
import { participantMergeRoutes } from './participant-merge.routes.ts';
import { createParticipantMergeService } from './participant-merge.service.ts';

/**
 * PUT /participants/{targetId}/merge/{sourceId}. Registered after the modules that contribute to a merge (files,
 * verifications, ...); contributors are read at each merge, so every registered kind moves.
 */
export const participantMergeModule: AppModule = {
  name: 'participant-merge',
  async register(api, ctx) {
    const merges = createParticipantMergeService({
      db: ctx.database.db,
      merges: createParticipantMergeRepository,
      contributors: () => ctx.mergeContributors,
      endSessionsOfUser: (userId, reason) => ctx.services.auth.endSessionsOfUser(userId, reason),
    });
    await api.register(participantMergeRoutes, { merges });
  },
};

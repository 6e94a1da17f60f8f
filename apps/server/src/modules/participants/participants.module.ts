import type { AppModule } from '#src/platform/modules.ts';
import { createParticipantAccess } from './participant-access.ts';
import { createParticipantsRepository } from './participants.repository.ts';
import { participantsRoutes } from './participants.routes.ts';
import { createParticipantsService } from './participants.service.ts';
import { profileRoutes } from './profile.routes.ts';
import { createProfileService } from './profile.service.ts';

/** Issue 3: participant search, add with duplicate check, get/change/delete, status, schema-driven profiles. */
export const participantsModule: AppModule = {
  name: 'participants',
  async register(api, ctx) {
    const { db } = ctx.database;
    const access = createParticipantAccess(db);
    const deps = { db, repository: createParticipantsRepository, access };
    const participants = createParticipantsService({ ...deps, auth: ctx.services.auth });
    const profiles = createProfileService(deps);
    await api.register(participantsRoutes, { participants });
    await api.register(profileRoutes, { profiles });
  },
};

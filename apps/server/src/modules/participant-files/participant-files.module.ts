import type { AppModule } from '#src/platform/modules.ts';
import { dataDirFileStorage } from '#src/platform/files/local-disk-storage.ts';
import { createParticipantAccess } from '../participants/participant-access.ts';
import { createParticipantFilesRepository } from './participant-files.repository.ts';
import { participantFilesRoutes } from './participant-files.routes.ts';
import { createParticipantFilesService } from './participant-files.service.ts';

/** Participant files: list, upload, download, rename/move, delete; moves files on a participant merge. */
export const participantFilesModule: AppModule = {
  name: 'participant-files',
  async register(api, ctx) {
    const maxFileBytes = ctx.config.fileSizeLimitBytes;
    const files = createParticipantFilesService({
      db: ctx.database.db,
      files: createParticipantFilesRepository,
      access: createParticipantAccess(ctx.database.db),
      storage: dataDirFileStorage(ctx.config.dataDir),
      maxFileBytes,
      log: api.log,
    });
    ctx.mergeContributors.push(files.mergeContributor);
    await api.register(participantFilesRoutes, { files, maxFileBytes });
  },
};

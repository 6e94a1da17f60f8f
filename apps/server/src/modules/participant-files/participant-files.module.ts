import path from 'node:path';
import type { AppModule } from '#src/platform/modules.ts';
import { createLocalDiskStorage } from '#src/platform/files/local-disk-storage.ts';
import { createParticipantAccess } from '../participants/participant-access.ts';
import { createParticipantFilesRepository } from './participant-files.repository.ts';
import { participantFilesRoutes } from './participant-files.routes.ts';
import { createParticipantFilesService } from './participant-files.service.ts';

/** Default size limit of one file, in MB (ARCHITECTURE §3: size limit by configuration). */
const DEFAULT_FILE_SIZE_LIMIT_MB = 25;

/** FILE_SIZE_LIMIT_MB, read here until the setting moves into config.ts; a bad value falls back to the default. */
export function fileSizeLimitBytes(env: NodeJS.ProcessEnv = process.env): number {
  const mb = Number(env.FILE_SIZE_LIMIT_MB ?? DEFAULT_FILE_SIZE_LIMIT_MB);
  const valid = Number.isFinite(mb) && mb > 0 ? mb : DEFAULT_FILE_SIZE_LIMIT_MB;
  return Math.floor(valid * 1_048_576);
}

/** Participant files: list, upload, download, rename/move, delete; moves files on a participant merge. */
export const participantFilesModule: AppModule = {
  name: 'participant-files',
  async register(api, ctx) {
    const maxFileBytes = fileSizeLimitBytes();
    const files = createParticipantFilesService({
      db: ctx.database.db,
      files: createParticipantFilesRepository,
      access: createParticipantAccess(ctx.database.db),
      storage: createLocalDiskStorage({ root: path.join(ctx.config.dataDir, 'files') }),
      maxFileBytes,
      log: api.log,
    });
    ctx.mergeContributors.push(files.mergeContributor);
    await api.register(participantFilesRoutes, { files, maxFileBytes });
  },
};

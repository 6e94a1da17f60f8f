import type { AppModule } from '#src/platform/modules.ts';
import { markCallerTeams } from '#src/platform/authz/authz-plugin.ts';
import { dataDirFileStorage } from '#src/platform/files/local-disk-storage.ts';
import { createViewerLoader } from '../threads/thread-viewer.ts';
import { threadFilesRoutes } from './thread-files.routes.ts';
import { createThreadFilesService } from './thread-files.service.ts';

/**
 * Files attached to messages: list, upload, download, rename, delete. They live in the same file store as
 * participant files (under threads/<threadId>/), go with their thread when it is deleted, and follow it when a
 * merge moves it to another participant (nothing to move: keys do not name the participant).
 */
export const threadFilesModule: AppModule = {
  name: 'thread-files',
  async register(api, ctx) {
    const { db } = ctx.database;
    const maxFileBytes = ctx.config.fileSizeLimitBytes;
    const files = createThreadFilesService({
      db,
      viewerOf: createViewerLoader({
        db,
        memberships: (principal) => ctx.services.teams.membershipsOfCaller(principal),
      }),
      storage: dataDirFileStorage(ctx.config.dataDir),
      maxFileBytes,
      log: api.log,
    });
    // A thread's files are reached through the thread, whose access needs the caller's teams (viewerOf).
    await api.register(async (scope) => {
      markCallerTeams(scope);
      await scope.register(threadFilesRoutes, { files, maxFileBytes });
    });
  },
};

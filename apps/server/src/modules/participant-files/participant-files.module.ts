import type { AppModule } from '#src/platform/modules.ts';

/** Issue 3 — to be implemented. */
export const participantFilesModule: AppModule = {
  name: 'participant-files',
  async register() {},
};

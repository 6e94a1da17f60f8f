import type { AppModule } from '#src/platform/modules.ts';

/** Issue 3 — to be implemented. */
export const participantsModule: AppModule = {
  name: 'participants',
  async register() {},
};

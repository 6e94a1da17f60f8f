import type { AppModule } from '#src/platform/modules.ts';

/** Issue 3 — to be implemented. */
export const participantMergeModule: AppModule = {
  name: 'participant-merge',
  async register() {},
};

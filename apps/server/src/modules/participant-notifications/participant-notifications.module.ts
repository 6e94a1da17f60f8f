import type { AppModule } from '#src/platform/modules.ts';

/** Issue 3 — to be implemented. */
export const participantNotificationsModule: AppModule = {
  name: 'participant-notifications',
  async register() {},
};

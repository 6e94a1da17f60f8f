import type { AppModule } from '#src/platform/modules.ts';

/** Issue 3 — to be implemented. */
export const verificationsModule: AppModule = {
  name: 'verifications',
  async register() {},
};

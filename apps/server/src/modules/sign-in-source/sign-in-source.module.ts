import type { AppModule } from '#src/platform/modules.ts';

/** Issue 3 — to be implemented. */
export const signInSourceModule: AppModule = {
  name: 'sign-in-source',
  async register() {},
};

import type { AppModule } from '#src/platform/modules.ts';

/** Issue 3 — to be implemented. */
export const passphraseModule: AppModule = {
  name: 'passphrase',
  async register() {},
};

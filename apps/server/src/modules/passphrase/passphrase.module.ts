import type { AppModule } from '#src/platform/modules.ts';
import { createSecretBox, passphraseKey } from '#src/platform/crypto/secret-box.ts';
import { passphraseRoutes } from './passphrase.routes.ts';
import { createPassphraseService } from './passphrase.service.ts';

/** Participants' spoken passphrases: encrypted at rest, revealed with a logged reason, checkable without revealing. */
export const passphraseModule: AppModule = {
  name: 'passphrase',
  async register(api, ctx) {
    const box = createSecretBox(passphraseKey(ctx.config.authSecret, ctx.config.passphraseKey));
    await api.register(passphraseRoutes, {
      passphrase: createPassphraseService({ db: ctx.database.db, box }),
    });
  },
};

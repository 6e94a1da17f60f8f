import type { AppModule, ParticipantMergeContributor } from '#src/platform/modules.ts';
import { createPassphraseRepository } from './passphrase.repository.ts';
import { createSecretBox, passphraseKey } from '#src/platform/crypto/secret-box.ts';
import { passphraseRoutes } from './passphrase.routes.ts';
import { createPassphraseService } from './passphrase.service.ts';

/**
 * In a merge the target's passphrase wins; the source's moves over only when the target has none. A source that keeps
 * its own (the target had one) keeps it on the Permanently Disabled record, so nothing is lost.
 */
const passphraseMergeContributor: ParticipantMergeContributor = {
  kind: 'passphrase',
  async count(db, participantId) {
    return (await createPassphraseRepository(db).find(participantId)) ? 1 : 0;
  },
  async move(tx, fromId, toId) {
    return (await createPassphraseRepository(tx).moveIfAbsent(fromId, toId)) ? 1 : 0;
  },
};

/** Participants' spoken passphrases: encrypted at rest, revealed with a logged reason, checkable without revealing. */
export const passphraseModule: AppModule = {
  name: 'passphrase',
  async register(api, ctx) {
    const box = createSecretBox(passphraseKey(ctx.config.authSecret, ctx.config.passphraseKey));
    ctx.mergeContributors.push(passphraseMergeContributor);
    await api.register(passphraseRoutes, {
      passphrase: createPassphraseService({ db: ctx.database.db, box }),
    });
  },
};

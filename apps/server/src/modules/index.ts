import type { AppModule } from '#src/platform/modules.ts';
import { participantsModule } from './participants/participants.module.ts';
import { participantFilesModule } from './participant-files/participant-files.module.ts';
import { participantMergeModule } from './participant-merge/participant-merge.module.ts';
import { participantNotificationsModule } from './participant-notifications/participant-notifications.module.ts';
import { verificationsModule } from './verifications/verifications.module.ts';
import { passphraseModule } from './passphrase/passphrase.module.ts';
import { signInSourceModule } from './sign-in-source/sign-in-source.module.ts';

/** Feature modules, registered under /api/v1 in this order. Merge comes after the modules that contribute to it. */
export const FEATURE_MODULES: AppModule[] = [
  participantsModule,
  participantFilesModule,
  verificationsModule,
  passphraseModule,
  signInSourceModule,
  participantNotificationsModule,
  participantMergeModule,
];

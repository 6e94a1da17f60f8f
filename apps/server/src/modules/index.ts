import type { AppModule } from '#src/platform/modules.ts';
import { participantsModule } from './participants/participants.module.ts';
import { participantFilesModule } from './participant-files/participant-files.module.ts';
import { participantMergeModule } from './participant-merge/participant-merge.module.ts';
import { participantNotificationsModule } from './participant-notifications/participant-notifications.module.ts';
import { verificationsModule } from './verifications/verifications.module.ts';
import { passphraseModule } from './passphrase/passphrase.module.ts';
import { signInSourceModule } from './sign-in-source/sign-in-source.module.ts';
import { applicationsModule } from './applications/applications.module.ts';
import { helpLinksModule } from './help-links/help-links.module.ts';
import { logsModule } from './logs/logs.module.ts';
import { threadsModule } from './threads/threads.module.ts';
import { threadFilesModule } from './thread-files/thread-files.module.ts';
import { eventsModule } from './events/events.module.ts';
import { templatesModule } from './templates/templates.module.ts';
import { directoryModule } from './directory/directory.module.ts';
import { webhooksModule } from './webhooks/webhooks.module.ts';

/**
 * Feature modules, registered under /api/v1 in this order. Merge comes after the modules that contribute to it;
 * modules owning rows of a team (applications) add their team-swap contributor when they register.
 */
export const FEATURE_MODULES: AppModule[] = [
  participantsModule,
  participantFilesModule,
  verificationsModule,
  passphraseModule,
  signInSourceModule,
  participantNotificationsModule,
  threadsModule,
  threadFilesModule,
  eventsModule,
  templatesModule,
  directoryModule,
  participantMergeModule,
  applicationsModule,
  helpLinksModule,
  logsModule,
  webhooksModule,
];

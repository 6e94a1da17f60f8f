import type { AppModule } from '#src/platform/modules.ts';
import { createMailer } from '#src/platform/mail/mailer.ts';
import { createParticipantAccess } from '../participants/participant-access.ts';
import { createSignInSourceService } from '../sign-in-source/sign-in-source.service.ts';
import { participantNotificationsRoutes } from './participant-notifications.routes.ts';
import { createParticipantNotificationsService } from './participant-notifications.service.ts';

/** POST /participants/{id}/notifications: the welcome e-mail, through SMTP_URL or as .eml files in DATA_DIR/mail. */
export const participantNotificationsModule: AppModule = {
  name: 'participant-notifications',
  async register(api, ctx) {
    const mailer = createMailer({
      smtpUrl: ctx.config.smtpUrl,
      dataDir: ctx.config.dataDir,
      from: ctx.config.mailFrom,
      log: api.log,
    });
    api.addHook('onClose', async () => mailer.close());
    const signInSource = createSignInSourceService({
      db: ctx.database.db,
      auth: ctx.services.auth,
      oidc: ctx.config.oidc,
    });
    const notifications = createParticipantNotificationsService({
      access: createParticipantAccess(ctx.database.db),
      signInOf: (principal, participantId) => signInSource.get(principal, participantId),
      mailer,
      portalUrl: ctx.config.publicUrl,
    });
    await api.register(participantNotificationsRoutes, { notifications });
  },
};

import type { AppModule } from '#src/platform/modules.ts';
import { createOutboxConsumer } from '#src/platform/events/outbox-consumer.ts';
import { createOutboxFeed } from '#src/platform/events/outbox-feed.ts';
import { createOutboxLog } from '#src/platform/events/outbox-log.repository.ts';
import { createMailer } from '#src/platform/mail/mailer.ts';
import { createViewerLoader } from '../threads/thread-viewer.ts';
import { createEventsRepository } from './events.repository.ts';
import { eventsRoutes } from './events.routes.ts';
import { createEventsService } from './events.service.ts';
import { createLiveStreams } from './live-streams.ts';
import { NEW_MESSAGE_EMAIL_CONSUMER, createNewMessageNotifier } from './new-message-notifier.ts';

/**
 * The outbox's consumers in this process (ARCHITECTURE §3: one pipeline, three consumers): GET /api/v1/events
 * live streams, and the new-message e-mail. Woken across processes by PostgreSQL LISTEN/NOTIFY
 * (docs/decisions/009-live-updates.md).
 */
export const eventsModule: AppModule = {
  name: 'events',
  async register(api, ctx) {
    const { db } = ctx.database;
    const log = api.log;
    const { notifications } = ctx;
    const feed = createOutboxFeed({ db, notifications, log });
    await feed.start();

    const repo = createEventsRepository(db);
    const outbox = createOutboxLog(db);
    // Read afresh at each check: a stream outlives the request that opened it, and must follow changed teams and roles.
    const viewerOf = createViewerLoader({
      db,
      memberships: (principal) => ctx.services.teams.currentMembershipsOf(principal),
    });
    const streams = createLiveStreams({
      outbox,
      feed,
      repo,
      viewerOf,
      idleMs: ctx.config.session.idleMs,
      log,
    });
    streams.start();
    notifications.on('casework_session_ended', (sessionId) => streams.endSession(sessionId));

    const mailer = createMailer({
      smtpUrl: ctx.config.smtpUrl,
      dataDir: ctx.config.dataDir,
      from: ctx.config.mailFrom,
      log,
    });
    const notifier = createNewMessageNotifier({ repo, mailer, portalUrl: ctx.config.publicUrl, log });
    const emails = createOutboxConsumer({
      db,
      name: NEW_MESSAGE_EMAIL_CONSUMER,
      handle: (event) => notifier.handle(event),
      types: ['message.created'],
      notifications,
      log,
    });
    await emails.start();

    // Open streams would keep the server from closing: end them first (clients reconnect elsewhere).
    api.addHook('preClose', async () => streams.stop());
    api.addHook('onClose', async () => {
      await emails.stop();
      await feed.stop();
      mailer.close();
    });

    await api.register(eventsRoutes, { events: createEventsService({ outbox, streams, viewerOf }) });
  },
};

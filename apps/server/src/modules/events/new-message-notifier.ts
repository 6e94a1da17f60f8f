import { AccountStatus } from '@casework/contract';
import { NOTHING_DONE } from '#src/platform/events/outbox-consumer.ts';
import type { LoggedEvent } from '#src/platform/events/outbox-log.repository.ts';
import { maskEmail, type Mailer } from '#src/platform/mail/mailer.ts';
import type { EventsRepository } from './events.repository.ts';
import { PRESENCE_FRESH_MS } from './live-streams.ts';
import { newMessageEmail } from './new-message-email.ts';

/** The durable outbox consumer that sends "new secure message" e-mails. */
export const NEW_MESSAGE_EMAIL_CONSUMER = 'new-message-email';
/** After one e-mail, further messages within this time send none: a burst of replies is one e-mail. */
export const NEW_MESSAGE_EMAIL_QUIET_MS = 10 * 60_000;

export interface NewMessageNotifierDeps {
  repo: Pick<EventsRepository, 'newMessageRecipient' | 'recordNewMessageEmail' | 'isOnline'>;
  mailer: Pick<Mailer, 'send'>;
  portalUrl: string;
  log: { info(detail: Record<string, unknown>, message: string): void };
  now?: () => number;
}

/** Where the e-mail goes, or why none goes (logged at info, without personal data). */
type Decision =
  | { send: true; email: string }
  | {
      send: false;
      reason:
        | 'no-account'
        | 'inactive'
        | 'sent-before'
        | 'turned-off'
        | 'not-safe-to-contact'
        | 'no-email'
        | 'recent'
        | 'online';
    };

/**
 * Handles outbox events for the e-mail consumer: a staff message (message.created by staff) e-mails the thread's
 * participant that a secure message is waiting — unless they are online (a live stream open in any process),
 * turned these e-mails off (communicationPreferences.newMessageEmail) or are not safe to contact, have no active
 * account, or had such an e-mail in the last ten minutes. A failed delivery throws, so the consumer tries again.
 */
export function createNewMessageNotifier({
  repo,
  mailer,
  portalUrl,
  log,
  now = Date.now,
}: NewMessageNotifierDeps) {
  async function decide(participantId: string, eventId: string): Promise<Decision> {
    const skip = (reason: Extract<Decision, { send: false }>['reason']): Decision => ({
      send: false,
      reason,
    });
    const recipient = await repo.newMessageRecipient(participantId);
    if (!recipient || recipient.userId === null) return skip('no-account');
    if (recipient.status !== AccountStatus.Active || recipient.userStatus !== AccountStatus.Active)
      return skip('inactive');
    // This very event was e-mailed already (the process stopped before it moved the consumer's cursor).
    if (recipient.lastEventId === eventId) return skip('sent-before');
    const preferences = recipient.preferences ?? {};
    if (preferences.newMessageEmail === false) return skip('turned-off');
    if (preferences.safeToContact === false) return skip('not-safe-to-contact');
    if (!recipient.email) return skip('no-email');
    if (recipient.lastSentAt && now() - recipient.lastSentAt.getTime() < NEW_MESSAGE_EMAIL_QUIET_MS)
      return skip('recent');
    if (await repo.isOnline(recipient.userId, new Date(now() - PRESENCE_FRESH_MS))) return skip('online');
    return { send: true, email: recipient.email };
  }

  return {
    /** Sends the e-mail if one is due; NOTHING_DONE when none is (nothing sent, nothing recorded). */
    async handle(event: LoggedEvent): Promise<void | typeof NOTHING_DONE> {
      if (event.type !== 'message.created' || event.payload.authorKind !== 'staff') return NOTHING_DONE;
      const participantId = event.payload.participantId;
      if (typeof participantId !== 'string') return NOTHING_DONE;
      const decision = await decide(participantId, event.id);
      if (!decision.send) {
        log.info({ eventId: event.id, skipped: decision.reason }, 'no new-message e-mail sent');
        return NOTHING_DONE;
      }
      const sent = await mailer.send(newMessageEmail(decision.email, portalUrl));
      await repo.recordNewMessageEmail(participantId, event.id);
      log.info(
        { eventId: event.id, to: maskEmail(decision.email), messageId: sent.messageId },
        'new-message e-mail sent',
      );
    },
  };
}

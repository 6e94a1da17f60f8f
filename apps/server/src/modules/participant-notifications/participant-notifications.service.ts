import {
  AccountStatus,
  type ParticipantNotificationSent,
  type SendParticipantNotificationBody,
} from '@casework/contract';
import type { Principal } from '#src/platform/authz/policy.ts';
import { AppError, badRequest } from '#src/platform/errors/app-error.ts';
import { MailDeliveryError, maskEmail, type Mailer } from '#src/platform/mail/mailer.ts';
import type { ParticipantAccess } from '../participants/participant-access.ts';
import { welcomeEmail } from './welcome-email.ts';

export interface ParticipantNotificationsDeps {
  access: Pick<ParticipantAccess, 'visibleTo'>;
  mailer: Pick<Mailer, 'send'>;
  portalUrl: string;
}

export function createParticipantNotificationsService({
  access,
  mailer,
  portalUrl,
}: ParticipantNotificationsDeps) {
  return {
    /** Sends the welcome e-mail (sign-in instructions, portal address) to the participant's e-mail address. */
    async send(
      principal: Principal,
      participantId: string,
      body: SendParticipantNotificationBody,
    ): Promise<ParticipantNotificationSent> {
      const participant = await access.visibleTo(principal, participantId);
      if (!participant.email) {
        throw badRequest(
          'This participant has no e-mail address. Add one to their record first.',
          [{ field: 'params.participantId', message: 'The participant has no e-mail address' }],
          'participant.no_email',
        );
      }
      if (participant.status !== AccountStatus.Active) {
        throw badRequest(
          'This participant is not active and cannot sign in, so no welcome e-mail was sent.',
          [{ field: 'params.participantId', message: 'The participant is not active' }],
          'participant.inactive',
        );
      }
      try {
        const sent = await mailer.send(
          welcomeEmail({ email: participant.email, firstName: participant.firstName }, portalUrl),
        );
        return { kind: body.kind, sentTo: maskEmail(participant.email), messageId: sent.messageId };
      } catch (error) {
        if (error instanceof MailDeliveryError) {
          throw new AppError(
            502,
            'mail.unavailable',
            'The mail server did not accept the e-mail. Try again later.',
          );
        }
        throw error;
      }
    },
  };
}
export type ParticipantNotificationsService = ReturnType<typeof createParticipantNotificationsService>;

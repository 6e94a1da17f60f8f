import {
  AccountStatus,
  type ParticipantNotificationSent,
  type ParticipantSignInSourceView,
  type SendParticipantNotificationBody,
} from '@casework/contract';
import type { Principal } from '#src/platform/authz/policy.ts';
import { AppError, badRequest } from '#src/platform/errors/app-error.ts';
import { MailDeliveryError, maskEmail, type Mailer } from '#src/platform/mail/mailer.ts';
import type { ParticipantAccess } from '../participants/participant-access.ts';
import { welcomeEmail } from './welcome-email.ts';

export interface ParticipantNotificationsDeps {
  access: Pick<ParticipantAccess, 'visibleTo'>;
  /** How the participant signs in now ('none' without an active account) and the account's e-mail. */
  signInOf: (
    principal: Principal,
    participantId: string,
  ) => Promise<Pick<ParticipantSignInSourceView, 'source' | 'email'>>;
  mailer: Pick<Mailer, 'send'>;
  portalUrl: string;
}

export function createParticipantNotificationsService({
  access,
  signInOf,
  mailer,
  portalUrl,
}: ParticipantNotificationsDeps) {
  return {
    /**
     * Sends the welcome e-mail (sign-in instructions, portal address) to the participant's e-mail address: only to
     * an active participant who has an active sign-in account.
     */
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
      // The e-mail tells them how to sign in: without an active sign-in account there is nothing to tell.
      const signIn = await signInOf(principal, participantId);
      if (signIn.source === 'none' || !signIn.email) {
        throw badRequest(
          'This participant has no way to sign in yet, so the welcome e-mail would not help. Set up how they ' +
            'sign in (Settings, Sign-in method) first.',
          [{ field: 'params.participantId', message: 'The participant has no active sign-in account' }],
          'participant.no_sign_in',
        );
      }
      try {
        const sent = await mailer.send(
          welcomeEmail(
            { email: participant.email, firstName: participant.firstName },
            { source: signIn.source, email: signIn.email },
            portalUrl,
          ),
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

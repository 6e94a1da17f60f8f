import { z } from 'zod';
import { ParticipantIdCode } from './participants.ts';

export const NOTIFICATION_KINDS = ['welcome'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const ParticipantNotificationParams = z.object({
  participantId: ParticipantIdCode,
});

export const SendParticipantNotificationBody = z.object({
  kind: z.enum(NOTIFICATION_KINDS).describe('welcome: sign-in instructions and the portal address'),
});
export type SendParticipantNotificationBody = z.infer<typeof SendParticipantNotificationBody>;

export const ParticipantNotificationSent = z
  .object({
    kind: z.enum(NOTIFICATION_KINDS),
    sentTo: z.string().describe('The address it went to, masked (e.g. l***@example.org)'),
    messageId: z.string().describe('The Message-ID of the e-mail'),
  })
  .meta({ id: 'ParticipantNotificationSent' });
export type ParticipantNotificationSent = z.infer<typeof ParticipantNotificationSent>;

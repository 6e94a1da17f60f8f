import { ParticipantNotificationSent, type SendParticipantNotificationBody } from '@casework/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';

/** POST /participants/{participantId}/notifications {kind:'welcome'}: sends the welcome e-mail (202, masked address). */
export function sendWelcomeEmail(participantId: string): Promise<ParticipantNotificationSent> {
  const body: SendParticipantNotificationBody = { kind: 'welcome' };
  return api.post('/participants/{participantId}/notifications', {
    params: { participantId },
    body,
    schema: ParticipantNotificationSent,
  });
}

export function useSendWelcomeEmail(participantId: string) {
  return useMutation({ mutationFn: () => sendWelcomeEmail(participantId) });
}

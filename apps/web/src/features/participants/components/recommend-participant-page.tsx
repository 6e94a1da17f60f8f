import type { ParticipantStaffView } from '@casework/contract';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Page } from '../../../platform/layout/page.tsx';
import { getParticipantQueryOptions } from '../api/get-participant.ts';
import { fullName } from './participant-format.ts';
import { ParticipantPicker } from './participant-picker.tsx';

/** The participant chosen on the page, as the services panel needs it. */
export interface ChosenParticipant {
  participantId: string;
  name: string;
}

export interface RecommendParticipantPageProps {
  /**
   * The services part of the page (picker, note, "Recommend"), composed in by the route from the services feature,
   * given the participant chosen here (null before one is).
   */
  services?: (participant: ChosenParticipant | null) => ReactNode;
  /** A participant to start with (?participantId=). */
  initialParticipantId?: string;
}

/** Choose a participant, then the services to recommend to them. */
export function RecommendParticipantPage({ services, initialParticipantId }: RecommendParticipantPageProps) {
  const [participant, setParticipant] = useState<ParticipantStaffView | null>(null);
  useInitialParticipant(initialParticipantId, setParticipant);
  const chosen = participant
    ? { participantId: participant.participantId, name: fullName(participant) }
    : null;
  return (
    <Page
      title="Recommend services to a participant"
      description="Choose a participant, then the services that could help them."
    >
      <Stack gap="md" maw={760}>
        <ParticipantPicker label="Participant" value={participant} onChange={setParticipant} />
        {services?.(chosen)}
      </Stack>
    </Page>
  );
}

/** Picks the participant named by the address once it has loaded (an active staff view; nothing else). */
function useInitialParticipant(
  participantId: string | undefined,
  pick: (participant: ParticipantStaffView) => void,
) {
  const query = useQuery({
    ...getParticipantQueryOptions(participantId ?? ''),
    enabled: Boolean(participantId),
  });
  const [picked, setPicked] = useState(false);
  const loaded = query.data;
  // Adjusted while rendering (not in an effect), once: the user's own choice wins from then on.
  if (!picked && loaded && 'status' in loaded && loaded.status !== -1) {
    setPicked(true);
    pick(loaded);
  }
}

import type { ParticipantStaffView } from '@casework/contract';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { useState } from 'react';
import { StaffNewMessagePage } from '../../../../features/messaging/components/new-message-staff-page.tsx';
import { getParticipantQueryOptions } from '../../../../features/participants/api/get-participant.ts';
import { fullName } from '../../../../features/participants/components/participant-format.ts';
import { ParticipantPicker } from '../../../../features/participants/components/participant-picker.tsx';
import { NewMessageSearch } from '../../../../platform/links/new-message-link.ts';
import { searchText } from '../../../../platform/links/search-values.ts';
import { NotFoundView } from '../../../../platform/ui/not-found-view.tsx';

/** The new-message link's values, and a participant to write to (e.g. from their record). */
const StaffNewMessageSearch = NewMessageSearch.extend({ participantId: searchText });

export const Route = createFileRoute('/staff/inbox/$userId/new-message')({
  validateSearch: StaffNewMessageSearch,
  // A message is written from the writer's own inbox: another person's id is no page of theirs (as for participants).
  loader: ({ context, params }) => {
    if (params.userId !== context.session.user.id) throw notFound();
  },
  component: StaffNewMessageRoute,
  notFoundComponent: NotFoundView,
});

/** The participants feature's picker chooses who the messaging feature's form writes to. */
function StaffNewMessageRoute() {
  const search = Route.useSearch();
  const [picked, setPicked] = useState<ParticipantStaffView | null | undefined>(undefined);
  const preset = useQuery({
    ...getParticipantQueryOptions(search.participantId ?? ''),
    enabled: search.participantId !== undefined && picked === undefined,
  });
  const presetParticipant =
    preset.data && 'status' in preset.data ? (preset.data as ParticipantStaffView) : null;
  const participant = picked === undefined ? presetParticipant : picked;
  return (
    <StaffNewMessagePage
      search={search}
      participant={
        participant
          ? {
              participantId: participant.participantId,
              name: fullName(participant),
              firstName: participant.firstName,
              lastName: participant.lastName,
            }
          : null
      }
      participantPicker={<ParticipantPicker label="Participant" value={participant} onChange={setPicked} />}
    />
  );
}

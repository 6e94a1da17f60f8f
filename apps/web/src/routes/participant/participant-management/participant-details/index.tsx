import { participantIdInput, type AppSession } from '@casework/contract';
import { createFileRoute } from '@tanstack/react-router';
import { participantDetailsQueries } from '../../../../features/participants/api/participant-details-queries.ts';
import { MyDetailsPage } from '../../../../features/participants/components/my-details-page.tsx';
import { askForPageAnswers } from '../../../../platform/routing/page-answers.ts';
import { useAuthenticatedSession } from '../../../../platform/session/session-provider.tsx';

export const Route = createFileRoute('/participant/participant-management/participant-details/')({
  // The record and its sections are asked for at once, with the page's code, not the sections after the record.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient, session }, cause }) => {
    const participantId = ownParticipantId(session);
    return participantId
      ? askForPageAnswers(queryClient, cause, participantDetailsQueries(participantId))
      : undefined;
  },
  component: MyDetailsRoute,
});

/** The session's participant, under the id as Casework writes it: the one key the loader and the page both use. */
function ownParticipantId(session: AppSession): string | null {
  return session.participantId ? participantIdInput(session.participantId) : null;
}

function MyDetailsRoute() {
  return <MyDetailsPage participantId={ownParticipantId(useAuthenticatedSession())} />;
}

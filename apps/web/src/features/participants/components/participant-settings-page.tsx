import { SectionCard } from './section-card.tsx';
import type { ParticipantStaffView } from '@casework/contract';
import { Loader, Stack, Text } from '@mantine/core';
import { Page } from '../../../platform/layout/page.tsx';
import { RouterAnchor } from '../../../platform/layout/router-links.tsx';
import { useParticipant } from '../api/get-participant.ts';
import { MergedRecordNotice } from './merged-record-notice.tsx';
import { fullName, statusOf } from './participant-format.ts';
import { PassphraseManager } from './passphrase-manager.tsx';
import { SignInSourcePanel } from './sign-in-source-panel.tsx';
import { StatusChange } from './status-change.tsx';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';

/** Staff: a participant's sign-in method, status and passphrase. */
export function ParticipantSettingsPage({ participantId }: { participantId: string }) {
  const query = useParticipant(participantId);
  if (query.isPending) return <Loader aria-label="Loading the participant" />;
  if (query.isError)
    return (
      <Page title="Participant settings">
        <ErrorAlert title="The participant could not be loaded" error={query.error} />
      </Page>
    );
  const participant = query.data as ParticipantStaffView | null;
  if (!participant)
    return (
      <Page title="Participant not found">
        <Text>There is no participant {participantId}.</Text>
      </Page>
    );
  const status = statusOf(participant);
  return (
    <Page
      title={`Settings for ${fullName(participant)}`}
      description={
        <RouterAnchor to="/staff/participant-management/participant-details" search={{ participantId }}>
          Back to the participant&apos;s details
        </RouterAnchor>
      }
    >
      <Stack gap="md" maw={860}>
        {participant.mergedInto ? <MergedRecordNotice mergedInto={participant.mergedInto} /> : null}
        <SectionCard id="sign-in-heading" title="Sign-in method">
          <SignInSourcePanel participantId={participantId} editable={!participant.mergedInto} />
        </SectionCard>
        <SectionCard id="status-heading" title="Status">
          <StatusChange key={status} participantId={participantId} status={status} />
        </SectionCard>
        {participant.mergedInto ? null : (
          <SectionCard id="passphrase-heading" title="Passphrase">
            <PassphraseManager participantId={participantId} self={false} />
          </SectionCard>
        )}
      </Stack>
    </Page>
  );
}

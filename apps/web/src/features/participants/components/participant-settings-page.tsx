import type { ParticipantStaffView } from '@casework/contract';
import { Alert, Card, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { Page } from '../../../platform/layout/page.tsx';
import { RouterAnchor } from '../../../platform/layout/router-links.tsx';
import { useParticipant } from '../api/get-participant.ts';
import { fullName, statusOf } from './participant-format.ts';
import { PassphraseManager } from './passphrase-manager.tsx';
import { SignInSourcePanel } from './sign-in-source-panel.tsx';
import { StatusChange } from './status-change.tsx';

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** Staff: a participant's sign-in method, status and passphrase. */
export function ParticipantSettingsPage({ participantId }: { participantId: string }) {
  const query = useParticipant(participantId);
  if (query.isPending) return <Loader aria-label="Loading the participant" />;
  if (query.isError)
    return (
      <Page title="Participant settings">
        <Alert color="red" role="alert">
          {errorMessage(query.error)}
        </Alert>
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
        <Block id="sign-in-heading" title="Sign-in method">
          <SignInSourcePanel participantId={participantId} editable />
        </Block>
        <Block id="status-heading" title="Status">
          <StatusChange key={status} participantId={participantId} status={status} />
        </Block>
        <Block id="passphrase-heading" title="Passphrase">
          <PassphraseManager participantId={participantId} self={false} />
        </Block>
      </Stack>
    </Page>
  );
}

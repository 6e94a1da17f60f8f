import { Alert, Card, Loader, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { Page } from '../../../platform/layout/page.tsx';
import { NotFoundView } from '../../../platform/ui/not-found-view.tsx';
import { useParticipant } from '../api/get-participant.ts';
import { PassphraseManager } from './passphrase-manager.tsx';
import { ProfileSections } from './profile-sections.tsx';
import { SignInSourcePanel } from './sign-in-source-panel.tsx';

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

/** The participant's settings: passphrase, how they sign in, communication preferences. Only their own record. */
export function MySettingsPage({ participantId }: { participantId: string }) {
  const query = useParticipant(participantId);
  if (query.isPending) return <Loader aria-label="Loading your settings" />;
  if (query.isError)
    return (
      <Page title="My settings">
        <Alert color="red" role="alert">
          {errorMessage(query.error)}
        </Alert>
      </Page>
    );
  // Another participant's id answers 404 from the server: nothing of theirs is shown.
  if (!query.data) return <NotFoundView />;
  return (
    <Page title="My settings">
      <Stack gap="md" maw={720}>
        <Block id="my-passphrase-heading" title="Passphrase">
          <PassphraseManager participantId={participantId} self />
        </Block>
        <Block id="my-sign-in-heading" title="How you sign in">
          <SignInSourcePanel participantId={participantId} editable={false} />
        </Block>
        <Block id="my-preferences-heading" title="Communication preferences">
          <ProfileSections
            participantId={participantId}
            viewer="participant"
            only={['communicationPreferences']}
          />
        </Block>
      </Stack>
    </Page>
  );
}

import { SectionCard } from './section-card.tsx';
import { Loader, Stack } from '@mantine/core';
import { Page } from '../../../platform/layout/page.tsx';
import { NotFoundView } from '../../../platform/ui/not-found-view.tsx';
import { useParticipant } from '../api/get-participant.ts';
import { PassphraseManager } from './passphrase-manager.tsx';
import { ProfileSections } from './profile-sections.tsx';
import { SignInSourcePanel } from './sign-in-source-panel.tsx';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';

/** The participant's settings: passphrase, how they sign in, communication preferences. Only their own record. */
export function MySettingsPage({ participantId }: { participantId: string }) {
  const query = useParticipant(participantId);
  if (query.isPending) return <Loader aria-label="Loading your settings" />;
  if (query.isError)
    return (
      <Page title="My settings">
        <ErrorAlert title="Your settings could not be loaded" error={query.error} />
      </Page>
    );
  // Another participant's id answers 404 from the server: nothing of theirs is shown.
  if (!query.data) return <NotFoundView />;
  return (
    <Page title="My settings">
      <Stack gap="md" maw={720}>
        <SectionCard id="my-passphrase-heading" title="Passphrase">
          <PassphraseManager participantId={participantId} self />
        </SectionCard>
        <SectionCard id="my-sign-in-heading" title="How you sign in">
          <SignInSourcePanel participantId={participantId} editable={false} viewer="participant" />
        </SectionCard>
        {/* The section is a card of its own, titled and described as on My details: no card around it. */}
        <ProfileSections
          participantId={participantId}
          viewer="participant"
          only={['communicationPreferences']}
          headingOrder={2}
        />
      </Stack>
    </Page>
  );
}

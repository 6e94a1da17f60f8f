import type { ParticipantPortalView } from '@casework/contract';
import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { Page } from '../../../platform/layout/page.tsx';
import { RouterAnchor } from '../../../platform/layout/router-links.tsx';
import { useParticipant } from '../api/get-participant.ts';
import { ParticipantFiles } from './participant-files.tsx';
import { preferredPhone } from './participant-format.ts';
import { ParticipantSummary } from './participant-summary.tsx';
import { ProfileSections } from './profile-sections.tsx';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The participant's own details: summary, the sections they may edit, and their files. */
export function MyDetailsPage({ participantId }: { participantId: string | null }) {
  const query = useParticipant(participantId ?? '');
  if (!participantId)
    return (
      <Page title="My details">
        <Text>Your account is not linked to a participant record. Please contact the office.</Text>
      </Page>
    );
  if (query.isPending) return <Loader aria-label="Loading your details" />;
  if (query.isError || !query.data)
    return (
      <Page title="My details">
        <Alert color="red" role="alert">
          {query.isError ? errorMessage(query.error) : 'Your record could not be found.'}
        </Alert>
      </Page>
    );
  const me = query.data as ParticipantPortalView;
  return (
    <Page
      title="My details"
      description={
        <RouterAnchor
          to="/participant/participant-management/participant-details/$participantId/settings"
          params={{ participantId }}
        >
          My settings: phone passphrase and sign-in
        </RouterAnchor>
      }
    >
      <ParticipantSummary participant={me} showStatus={false} />
      <Section id="my-profile-heading" title="Contact and preferences">
        <ProfileSections
          participantId={participantId}
          viewer="participant"
          recordContact={{ email: me.email, phone: preferredPhone(me.phones) }}
        />
      </Section>
      <Section id="my-files-heading" title="My files">
        <ParticipantFiles participantId={participantId} />
      </Section>
    </Page>
  );
}

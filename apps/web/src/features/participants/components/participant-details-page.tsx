import { participantIdInput, type ParticipantStaffView } from '@casework/contract';
import { Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { Page } from '../../../platform/layout/page.tsx';
import { RouterAnchor, RouterButton } from '../../../platform/layout/router-links.tsx';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';
import { useParticipant } from '../api/get-participant.ts';
import { getSignInSourceQueryOptions } from '../api/get-sign-in-source.ts';
import { listParticipantThreadsQueryOptions } from '../api/list-participant-threads.ts';
import { participantDetailsQueries } from '../api/participant-details-queries.ts';
import { listVerificationsQueryOptions } from '../api/list-verifications.ts';
import { EditParticipantDetails } from './edit-participant-details.tsx';
import { MergedRecordNotice } from './merged-record-notice.tsx';
import { fullName, preferredPhone, statusOf } from './participant-format.ts';
import { ParticipantFiles } from './participant-files.tsx';
import { PARTICIPANT_MESSAGES_PAGE_SIZE, ParticipantMessages } from './participant-messages.tsx';
import { ParticipantSummary } from './participant-summary.tsx';
import { PassphrasePanel } from './passphrase-panel.tsx';
import { ProfileSections } from './profile-sections.tsx';
import { rememberRecentParticipant } from './recent-participants.ts';
import { StatusChange } from './status-change.tsx';
import { VerificationsPanel } from './verifications-panel.tsx';
import { WelcomeEmailAction } from './welcome-email-action.tsx';

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

/**
 * What the record asks for on opening, for its route to ask for at once (with /auth/me and the page's code): the
 * participant, and the first answers of its sections under the id as Casework writes it (their answers' keys).
 */
export function participantRecordQueries(participantId: string) {
  const id = participantIdInput(participantId);
  return [
    ...participantDetailsQueries(participantId),
    listParticipantThreadsQueryOptions(id, { take: PARTICIPANT_MESSAGES_PAGE_SIZE, skip: 0 }),
    listVerificationsQueryOptions(id),
    getSignInSourceQueryOptions(id),
  ];
}

export interface ParticipantDetailsPageProps {
  participantId: string | undefined;
  /**
   * The services recommended to the participant (the services feature's list, composed in the route); null or left
   * out: no such section (the service directory is switched off).
   */
  recommendations?: (participant: { participantId: string; name: string }) => ReactNode;
}

/**
 * The staff view of one participant: summary, messages, recommended services, profile, files, verifications,
 * passphrase and status.
 */
export function ParticipantDetailsPage({ participantId, recommendations }: ParticipantDetailsPageProps) {
  if (!participantId) {
    return (
      <Page title="Participant details">
        <Text>
          No participant is selected.{' '}
          <RouterAnchor to="/staff/participant-management/search">Search for a participant</RouterAnchor> and
          open their record.
        </Text>
      </Page>
    );
  }
  return <Details participantId={participantId} recommendations={recommendations} />;
}

function Details({
  participantId,
  recommendations,
}: {
  participantId: string;
  recommendations: ParticipantDetailsPageProps['recommendations'];
}) {
  const query = useParticipant(participantId);
  const participant = query.data as ParticipantStaffView | null | undefined;

  useEffect(() => {
    if (participant)
      rememberRecentParticipant({
        participantId: participant.participantId,
        name: fullName(participant),
        dob: participant.dob,
      });
  }, [participant]);

  if (query.isPending) return <Loader aria-label="Loading the participant" />;
  if (query.isError)
    return (
      <Page title="Participant details">
        <ErrorAlert title="The participant could not be loaded" error={query.error} />
      </Page>
    );
  if (!participant)
    return (
      <Page title="Participant not found">
        <Text>
          There is no participant {participantId}.{' '}
          <RouterAnchor to="/staff/participant-management/search">Search again</RouterAnchor>.
        </Text>
      </Page>
    );

  const status = statusOf(participant);
  // A merged-away record is kept only to point at the record to use: it is shown, not changed.
  const merged = participant.mergedInto !== null;
  // A merge moved the recommendations to the surviving record, as it moved the conversations.
  const recommended =
    recommendations && !merged
      ? recommendations({ participantId: participant.participantId, name: fullName(participant) })
      : null;
  return (
    <Page
      title={fullName(participant)}
      documentTitle={`${fullName(participant)} (${participant.participantId})`}
      actions={
        merged ? null : (
          <Group gap="sm" align="center">
            <WelcomeEmailAction participant={participant} />
            <RouterButton
              variant="default"
              leftSection={<IconSettings size={16} aria-hidden />}
              to="/staff/participant-management/participant-details/$participantId/settings"
              params={{ participantId: participant.participantId }}
            >
              Settings
            </RouterButton>
          </Group>
        )
      }
    >
      {participant.mergedInto ? <MergedRecordNotice mergedInto={participant.mergedInto} /> : null}
      <ParticipantSummary
        participant={participant}
        action={merged ? null : <EditParticipantDetails participant={participant} />}
      />
      <Section id="messages-heading" title="Messages">
        {participant.mergedInto ? (
          // The merge moved the conversations: they are read, and continued, on the surviving record.
          <Text size="sm">
            The conversations with this person are on {participant.mergedInto}, the record this one was merged
            into.{' '}
            <RouterAnchor
              to="/staff/participant-management/participant-details"
              search={{ participantId: participant.mergedInto }}
              hash="messages-heading"
            >
              Open the messages of {participant.mergedInto}
            </RouterAnchor>
          </Text>
        ) : (
          <ParticipantMessages participantId={participant.participantId} name={fullName(participant)} />
        )}
      </Section>
      {recommended ? (
        <Section id="recommendations-heading" title="Recommended services">
          {recommended}
        </Section>
      ) : null}
      <Section id="profile-heading" title="Profile">
        <ProfileSections
          participantId={participant.participantId}
          viewer="staff"
          readOnly={merged}
          recordContact={{ email: participant.email, phone: preferredPhone(participant.phones) }}
        />
      </Section>
      <Section id="files-heading" title="Files">
        <ParticipantFiles participantId={participant.participantId} readOnly={merged} />
      </Section>
      <Section id="verifications-heading" title="Verifications">
        <VerificationsPanel participantId={participant.participantId} readOnly={merged} />
      </Section>
      <Section id="passphrase-heading" title="Passphrase">
        <PassphrasePanel participantId={participant.participantId} />
      </Section>
      <Section id="status-heading" title="Status">
        <Card withBorder padding="md">
          <StatusChange key={status} participantId={participant.participantId} status={status} />
        </Card>
      </Section>
    </Page>
  );
}

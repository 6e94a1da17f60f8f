import { isoToDateInput } from '@casework/contract';
import { Alert, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { Page } from '../../../platform/layout/page.tsx';
import { RouterAnchor } from '../../../platform/layout/router-links.tsx';
import { usePluginEnabled } from '../../../platform/plugins/plugin-gate.tsx';
import { useCurrentUser } from '../../../platform/session/current-user.ts';
import { hasRole } from '../../../platform/session/roles.ts';
import { useAuthenticatedSession } from '../../../platform/session/session-provider.tsx';
import { TeamList } from './team-list.tsx';

export interface StaffDashboardProps {
  /** The participants this browser opened lately, newest first (the participant screens keep the list). */
  recentParticipants?: readonly RecentParticipantItem[];
  /** The user's inbox counts (the messaging feature's cards, composed in by the route); shown with the inbox on. */
  inboxSummary?: ReactNode;
  /** The open-threads report (the messaging feature's, composed in by the route), under the cards. */
  threadsReport?: ReactNode;
}

/**
 * The staff start screen: a greeting, the user's roles and teams, their inbox, recent participants and the
 * open-threads report.
 */
export function StaffDashboard({
  recentParticipants = [],
  inboxSummary,
  threadsReport,
}: StaffDashboardProps) {
  const session = useAuthenticatedSession();
  const isEnabled = usePluginEnabled();
  const { status, user, error } = useCurrentUser();
  const firstName = user?.firstName ?? session.user.name.split(' ')[0] ?? session.user.name;
  const showThreads = isEnabled('inbox') && inboxSummary !== undefined;
  const showParticipants = isEnabled('participants');

  return (
    <Page
      title={`Welcome, ${firstName}`}
      documentTitle="Dashboard"
      description="Your teams, your work and the people you saw lately."
    >
      {status === 'error' ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title="Your roles and teams could not be loaded"
          maw={720}
        >
          {errorMessage(error)}
        </Alert>
      ) : null}
      <Group gap="xs" role="group" aria-label="Your roles">
        <Text size="sm" fw={600}>
          Your roles:
        </Text>
        {user ? (
          user.roles.map((role) => (
            <Badge key={role} variant="light" size="lg" radius="sm">
              {role}
            </Badge>
          ))
        ) : status === 'pending' ? (
          <Skeleton height={26} width={120} radius="sm" />
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, md: showThreads || showParticipants ? 2 : 1 }} spacing="md" maw={1200}>
        {/* As tall as its teams, not stretched to the height of the column beside it. */}
        <Card component="section" aria-labelledby="your-teams-heading" style={{ alignSelf: 'start' }}>
          <Stack gap="md">
            <Title order={2} size="h4" id="your-teams-heading">
              Your teams
            </Title>
            {user ? (
              <TeamList teams={user.teams} canManageTeams={hasRole(user, 'Administrator')} />
            ) : status === 'pending' ? (
              <Stack gap="xs">
                <Skeleton height={20} />
                <Skeleton height={20} width="70%" />
              </Stack>
            ) : (
              <Text c="dimmed">Not available right now.</Text>
            )}
          </Stack>
        </Card>
        {showThreads || showParticipants ? (
          <Stack gap="md">
            {showThreads ? inboxSummary : null}
            {showParticipants ? <RecentParticipantsCard items={recentParticipants} /> : null}
          </Stack>
        ) : null}
      </SimpleGrid>
      {threadsReport}
    </Page>
  );
}

/** A participant this browser opened lately, as the participant screens remember them. */
export interface RecentParticipantItem {
  participantId: string;
  name: string;
  /** YYYY-MM-DD */
  dob: string;
}

/** The participants opened lately, each a link back to their record. */
export function RecentParticipantsCard({ items }: { items: readonly RecentParticipantItem[] }) {
  return (
    <Card component="section" aria-labelledby="recent-participants-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="recent-participants-heading">
          Recent participants
        </Title>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            Participants you open appear here.{' '}
            <RouterAnchor to="/staff/participant-management" size="sm" underline="always">
              Find a participant
            </RouterAnchor>
          </Text>
        ) : (
          <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
            {items.map((p) => (
              <li key={p.participantId}>
                <RouterAnchor
                  to="/staff/participant-management/participant-details"
                  search={{ participantId: p.participantId }}
                  fw={600}
                >
                  {p.name}
                </RouterAnchor>{' '}
                <Text span size="sm" c="dimmed">
                  {p.participantId}
                  {p.dob ? ` · born ${isoToDateInput(p.dob.slice(0, 10)) ?? p.dob}` : ''}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

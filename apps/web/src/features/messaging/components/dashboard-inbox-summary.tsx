import {
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconClockHour4, IconInbox, IconUsersGroup } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { RouterAnchor, RouterButton } from '../../../platform/layout/router-links.tsx';
import { usePluginEnabled } from '../../../platform/plugins/plugin-gate.tsx';
import { useCurrentUser } from '../../../platform/session/current-user.ts';
import type { TeamMembership } from '../../../platform/session/roles.ts';
import { useAuthenticatedSession } from '../../../platform/session/session-provider.tsx';
import { useThreadCounts } from '../api/get-thread-counts.ts';
import { dashboardInboxTeams, unrespondedCountQueryOptions } from '../api/staff-dashboard-queries.ts';
import { plural } from '../../../platform/ui/plural.ts';

function CardHeading({ id, icon, children }: { id: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon size={36} radius="md" variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={2} size="h4" id={id}>
        {children}
      </Title>
    </Group>
  );
}

/** A number with what it counts, inside a link: the link's name reads "3 unread threads". */
function CountFigure({ count, one, many }: { count: number; one: string; many: string }) {
  return (
    <Stack gap={0} align="flex-start" component="span">
      <Text span fz={28} fw={700} lh={1.2}>
        {count.toLocaleString('en-US')}
      </Text>{' '}
      <Text span size="sm">
        {count === 1 ? one : many}
      </Text>
    </Stack>
  );
}

/** The user's own inbox: unread and open threads, each a way into the inbox. */
function MyInboxCard() {
  const session = useAuthenticatedSession();
  const counts = useThreadCounts(session.user.id);
  return (
    <Card component="section" aria-labelledby="my-inbox-heading">
      <Stack gap="sm">
        <CardHeading id="my-inbox-heading" icon={<IconInbox size={20} />}>
          Your inbox
        </CardHeading>
        {counts.isError ? (
          <Alert color="red" variant="light" title="Your counts could not be loaded">
            {errorMessage(counts.error)}{' '}
            <Button variant="subtle" size="compact-sm" onClick={() => void counts.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : counts.isPending ? (
          <Group gap="xl" role="status" aria-label="Loading your counts">
            <Skeleton height={48} width={90} />
            <Skeleton height={48} width={90} />
          </Group>
        ) : (
          <Group gap="xl" align="flex-start">
            <RouterAnchor
              to="/staff/inbox"
              underline="hover"
              c={counts.data.unread > 0 ? undefined : 'inherit'}
            >
              <CountFigure count={counts.data.unread} one="unread thread" many="unread threads" />
            </RouterAnchor>
            <RouterAnchor to="/staff/inbox" underline="hover" c="inherit">
              <CountFigure count={counts.data.open} one="open thread" many="open threads" />
            </RouterAnchor>
          </Group>
        )}
        <Group gap="sm">
          <RouterButton to="/staff/inbox" variant="light" size="sm">
            Open your inbox
          </RouterButton>
        </Group>
      </Stack>
    </Card>
  );
}

/** Threads of the user's teams nobody took yet, and per team those still waiting for a reply. */
function TeamInboxesCard({ teams }: { teams: readonly TeamMembership[] }) {
  const session = useAuthenticatedSession();
  const counts = useThreadCounts(session.user.id);
  const unresponded = useQueries({
    queries: teams.map((team) => unrespondedCountQueryOptions(team.id)),
  });
  return (
    <Card component="section" aria-labelledby="team-inboxes-heading">
      <Stack gap="sm">
        <CardHeading id="team-inboxes-heading" icon={<IconUsersGroup size={20} />}>
          Team inboxes
        </CardHeading>
        {counts.isSuccess ? (
          <RouterAnchor to="/staff/team-inbox" search={{ unassigned: true }} underline="hover" c="inherit">
            <CountFigure
              count={counts.data.unassigned}
              one="unassigned thread in your teams"
              many="unassigned threads in your teams"
            />
          </RouterAnchor>
        ) : counts.isPending ? (
          <Skeleton height={48} width={200} role="status" aria-label="Loading the unassigned count" />
        ) : null}
        <Stack gap={6}>
          <Group gap={6}>
            <IconClockHour4 size={16} aria-hidden />
            <Title order={3} size="h6" id="waiting-heading">
              Waiting for a reply
            </Title>
          </Group>
          <Stack
            component="ul"
            gap={6}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-labelledby="waiting-heading"
          >
            {teams.map((team, index) => {
              const query = unresponded[index]!;
              return (
                <Group component="li" key={team.id} justify="space-between" gap="sm" wrap="nowrap">
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {team.name}
                  </Text>
                  {query.isSuccess ? (
                    <RouterAnchor
                      to="/staff/team-inbox/$teamId/unresponded-messages"
                      params={{ teamId: team.id }}
                      size="sm"
                      underline="always"
                      fw={query.data.total > 0 ? 700 : undefined}
                      aria-label={`${plural(query.data.total, 'thread', 'threads')} waiting in ${team.name}`}
                    >
                      {plural(query.data.total, 'thread', 'threads')}
                    </RouterAnchor>
                  ) : query.isError ? (
                    <Text size="sm" c="dimmed">
                      not available
                    </Text>
                  ) : (
                    <Skeleton height={16} width={70} aria-label={`Loading ${team.name}`} />
                  )}
                </Group>
              );
            })}
          </Stack>
        </Stack>
      </Stack>
    </Card>
  );
}

/**
 * The staff dashboard's messaging cards: the user's unread and open threads, and (with the team inbox on) the
 * unassigned threads of their teams and each team's threads waiting for a reply.
 */
export function DashboardInboxSummary() {
  const { user } = useCurrentUser();
  const isEnabled = usePluginEnabled();
  const teams = dashboardInboxTeams(user, isEnabled);
  return (
    <SimpleGrid cols={{ base: 1, sm: teams.length > 0 ? 2 : 1, md: 1 }} spacing="md">
      <MyInboxCard />
      {teams.length > 0 ? <TeamInboxesCard teams={teams} /> : null}
    </SimpleGrid>
  );
}

import { Alert, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { Page } from '../../../platform/layout/page.tsx';
import { useCurrentUser } from '../../../platform/session/current-user.ts';
import { useAuthenticatedSession } from '../../../platform/session/session-provider.tsx';
import { TeamList } from './team-list.tsx';

/** The staff start screen: a greeting, the user's roles and the teams they work in. */
export function StaffDashboard() {
  const session = useAuthenticatedSession();
  const { status, user, error } = useCurrentUser();
  const firstName = user?.firstName ?? session.user.name.split(' ')[0] ?? session.user.name;

  return (
    <Page
      title={`Welcome, ${firstName}`}
      documentTitle="Dashboard"
      description="Your roles and the teams you work in."
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
      <Card maw={720}>
        <Stack gap="md">
          <Title order={2} size="h4">
            Your teams
          </Title>
          {user ? (
            <TeamList teams={user.teams} />
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
    </Page>
  );
}

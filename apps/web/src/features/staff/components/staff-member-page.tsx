import type { StaffMemberView } from '@casework/contract';
import { Alert, Button, Card, DataList, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowsExchange, IconKey, IconPencil, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Page } from '../../../platform/layout/page.tsx';
import { RouterAnchor } from '../../../platform/layout/router-links.tsx';
import { useCurrentUser } from '../../../platform/session/current-user.ts';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';
import { useStaffMember } from '../api/get-staff-member.ts';
import { useCanHandOverThreads } from './can-hand-over-threads.ts';
import { StaffAccountDialogs, type StaffAccountAction } from './staff-account-dialogs.tsx';
import { staffName } from './staff-format.ts';
import { StaffStatusBadge } from './staff-table.tsx';

export interface StaffMemberPageProps {
  memberId: string;
  /** The team this page is seen from. */
  teamId: string;
  /** The member's roles in that team, composed in by the route (they belong to the teams feature). */
  teamRoles: ReactNode;
  /** Where the page sits, given the member's name once it is known. */
  renderBreadcrumbs: (current: string) => ReactNode;
}

/** A staff member seen from one of their teams: account, roles in this team, their other teams. */
export function StaffMemberPage({ memberId, teamId, teamRoles, renderBreadcrumbs }: StaffMemberPageProps) {
  const query = useStaffMember(memberId);

  if (query.isPending)
    return (
      <Stack gap="lg" aria-busy aria-label="Loading the staff member">
        <Skeleton height={18} width={280} />
        <Skeleton height={34} width={300} />
        <Skeleton height={140} />
        <Skeleton height={140} />
      </Stack>
    );
  if (query.isError)
    return (
      <Page title="Team member">
        <ErrorAlert title="The staff member could not be loaded" error={query.error} />
      </Page>
    );
  if (!query.data)
    return (
      <Stack gap="xs">
        {renderBreadcrumbs('Not found')}
        <Page title="Staff member not found">
          <Text>
            There is no such staff member.{' '}
            <RouterAnchor to="/team-management" search={{ tab: 'staff' }} underline="always">
              Open the staff directory
            </RouterAnchor>
          </Text>
        </Page>
      </Stack>
    );
  return (
    <MemberDetails
      member={query.data}
      teamId={teamId}
      teamRoles={teamRoles}
      renderBreadcrumbs={renderBreadcrumbs}
    />
  );
}

function MemberDetails({
  member,
  teamId,
  teamRoles,
  renderBreadcrumbs,
}: Omit<StaffMemberPageProps, 'memberId'> & { member: StaffMemberView }) {
  const { user } = useCurrentUser();
  const canHandOver = useCanHandOverThreads();
  const selfId = user?.staffMemberId ?? null;
  const isSelf = member.id === selfId;
  const [action, setAction] = useState<StaffAccountAction | null>(null);
  const name = staffName(member);
  const otherTeams = member.teams.filter((t) => t.id !== teamId);

  return (
    <Stack gap="xs">
      {renderBreadcrumbs(name)}
      <Page
        title={name}
        documentTitle={`${name} · Team management`}
        description={member.email}
        actions={
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setAction({ kind: 'edit', member })}
            >
              Edit details
            </Button>
            <Button
              variant="default"
              leftSection={<IconKey size={16} aria-hidden />}
              onClick={() => setAction({ kind: 'password', member })}
            >
              Reset password
            </Button>
            {canHandOver ? (
              <Button
                variant="default"
                leftSection={<IconArrowsExchange size={16} aria-hidden />}
                onClick={() => setAction({ kind: 'handover', member })}
              >
                Hand over threads…
              </Button>
            ) : null}
            {isSelf ? null : member.isActive ? (
              <Button
                color="red"
                variant="outline"
                leftSection={<IconUserOff size={16} aria-hidden />}
                onClick={() => setAction({ kind: 'status', member })}
              >
                Deactivate
              </Button>
            ) : (
              <Button
                variant="light"
                leftSection={<IconUserCheck size={16} aria-hidden />}
                onClick={() => setAction({ kind: 'status', member })}
              >
                Reactivate
              </Button>
            )}
          </Group>
        }
      >
        {member.isActive ? null : (
          <Alert color="gray" title="This account is deactivated">
            {name} cannot sign in. Reactivate the account to let them back in.
          </Alert>
        )}
        <Card padding="lg" component="section" aria-labelledby="account-heading">
          <Stack gap="sm">
            <Title order={2} size="h4" id="account-heading">
              Account
            </Title>
            <DataList labelWidth={180} gap="xs" withDivider maw={560}>
              <DataList.Item>
                <DataList.ItemLabel>E-mail</DataList.ItemLabel>
                <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{member.email}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Organisation role</DataList.ItemLabel>
                <DataList.ItemValue>{member.role}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Status</DataList.ItemLabel>
                <DataList.ItemValue>
                  <StaffStatusBadge isActive={member.isActive} />
                </DataList.ItemValue>
              </DataList.Item>
            </DataList>
          </Stack>
        </Card>
        {teamRoles}
        <Card padding="lg" component="section" aria-labelledby="other-teams-heading">
          <Stack gap="sm">
            <Title order={2} size="h4" id="other-teams-heading">
              Their other teams
            </Title>
            {otherTeams.length === 0 ? (
              <Text size="sm" c="dimmed">
                {name} is in no other team.
              </Text>
            ) : (
              <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
                {otherTeams.map((team) => (
                  <li key={team.id}>
                    <RouterAnchor to="/team-management/$teamId" params={{ teamId: team.id }} fw={600}>
                      {team.name}
                    </RouterAnchor>
                    <Text span size="sm" c="dimmed">
                      {' · '}
                    </Text>
                    <RouterAnchor
                      to="/team-management/$teamId/member/$memberId"
                      params={{ teamId: team.id, memberId: member.id }}
                      size="sm"
                      underline="always"
                      aria-label={`their roles there, in ${team.name}`}
                    >
                      their roles there
                    </RouterAnchor>
                  </li>
                ))}
              </Stack>
            )}
          </Stack>
        </Card>
      </Page>
      <StaffAccountDialogs
        action={action}
        selfId={selfId}
        onClose={() => setAction(null)}
        onSwitch={canHandOver ? setAction : undefined}
      />
    </Stack>
  );
}

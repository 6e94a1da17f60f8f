import { Alert, Breadcrumbs, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Page } from '../../../platform/layout/page.tsx';
import { RouterAnchor } from '../../../platform/layout/router-links.tsx';
import { useCurrentUser } from '../../../platform/session/current-user.ts';
import { LoadingIndicator } from '../../../platform/ui/loading-indicator.tsx';
import { inboxTeamsOf, type TeamMembership } from '../../../platform/session/roles.ts';

export interface QuickMessagesFrameProps {
  teamId: string;
  /** The page's own breadcrumb (none on the list itself). */
  current?: string;
  /** The screen, once the team is known to be one whose inbox the user works. */
  children: (team: TeamMembership) => ReactNode;
}

/**
 * Where a quick-messages screen sits (Team inbox › Quick messages › page), and the check that the user works this
 * team's inbox (the server answers 404 otherwise; saying so here is kinder).
 */
export function QuickMessagesFrame({ teamId, current, children }: QuickMessagesFrameProps) {
  const { user, status } = useCurrentUser();
  if (status === 'pending') return <LoadingIndicator size="sm" label="Loading" />;
  const team = inboxTeamsOf(user).find((t) => t.id === teamId);
  if (!team)
    return (
      <Page title="Quick messages">
        <Alert color="gray" role="status" title="Not a team inbox you work" maw={720}>
          Quick messages belong to a team inbox. This team does not exist, or you do not work its inbox.
        </Alert>
      </Page>
    );
  return (
    <Stack gap="xs">
      <QuickMessagesBreadcrumbs team={team} current={current} />
      {children(team)}
    </Stack>
  );
}

function QuickMessagesBreadcrumbs({ team, current }: { team: TeamMembership; current?: string }) {
  const items = [
    <RouterAnchor key="inbox" to="/staff/team-inbox" search={{ team: team.id }} size="sm">
      Team inbox · {team.name}
    </RouterAnchor>,
    current === undefined ? (
      <Text key="list" size="sm" c="dimmed" aria-current="page">
        Quick messages
      </Text>
    ) : (
      <RouterAnchor
        key="list"
        to="/staff/team-inbox/$teamId/quick-messages"
        params={{ teamId: team.id }}
        size="sm"
      >
        Quick messages
      </RouterAnchor>
    ),
  ];
  if (current !== undefined)
    items.push(
      <Text key="current" size="sm" c="dimmed" aria-current="page">
        {current}
      </Text>,
    );
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separator="›" separatorMargin={6} style={{ flexWrap: 'wrap', rowGap: 4 }}>
        {items}
      </Breadcrumbs>
    </nav>
  );
}

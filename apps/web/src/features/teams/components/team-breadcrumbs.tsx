import { Breadcrumbs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { RouterAnchor } from '../../../platform/layout/router-links.tsx';
import { getTeamQueryOptions } from '../api/get-team.ts';

export interface TeamBreadcrumbsProps {
  /** The team level, when the page is inside a team. */
  teamId?: string;
  /** The page itself (not a link). */
  current: string;
}

/** Where a team-management page sits: Team management › team › page (a team that does not exist is left out). */
export function TeamBreadcrumbs({ teamId, current }: TeamBreadcrumbsProps) {
  const team = useQuery({ ...getTeamQueryOptions(teamId ?? ''), enabled: teamId !== undefined });
  const items = [
    <RouterAnchor key="home" to="/team-management" size="sm">
      Team management
    </RouterAnchor>,
  ];
  if (teamId !== undefined && team.data !== null)
    items.push(
      <RouterAnchor key="team" to="/team-management/$teamId" params={{ teamId }} size="sm">
        {team.data?.name ?? 'Team'}
      </RouterAnchor>,
    );
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

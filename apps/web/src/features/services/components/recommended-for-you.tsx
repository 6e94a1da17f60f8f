import type { ServiceRecommendationView } from '@casework/contract';
import { Anchor, Card, Divider, Stack, Text, Title } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import { Fragment } from 'react';
import { RouterAnchor } from '../../../platform/layout/router-links.tsx';
import { newMessageHref } from '../../../platform/links/new-message-link.ts';
import { useAuthenticatedSession } from '../../../platform/session/session-provider.tsx';
import { useRecommendedForYou } from '../api/list-service-recommendations.ts';
import { useFollowHref } from './href-button.tsx';
import { formatOrganisationDate } from '../../../platform/ui/organisation-time.ts';
import { DETAILS_PATH } from './service-links.ts';

/**
 * The participant dashboard's "Recommended for you": the services staff recommended to them, newest first, each
 * with who recommended it, when, the note, and a way to message the service's team. Left out when there are none.
 */
export function RecommendedForYou() {
  const session = useAuthenticatedSession();
  const recommendations = useRecommendedForYou();
  const items = recommendations.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Card shadow="xs" component="section" aria-labelledby="recommended-for-you-title">
      <Title order={2} size="h4" id="recommended-for-you-title" mb="sm">
        Recommended for you
      </Title>
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((item, index) => (
          <Fragment key={item.id}>
            {index > 0 ? <Divider component="li" aria-hidden /> : null}
            <RecommendationItem item={item} userId={session.user.id} />
          </Fragment>
        ))}
      </Stack>
    </Card>
  );
}

function RecommendationItem({ item, userId }: { item: ServiceRecommendationView; userId: string }) {
  const team = item.service.team;
  const messageHref = team
    ? newMessageHref({
        area: 'participant',
        userId,
        serviceTeamName: team.name,
        serviceTeamId: team.id,
        subject: `About ${item.service.name}`,
      })
    : null;
  const follow = useFollowHref(messageHref);
  return (
    <Stack component="li" gap={2}>
      <RouterAnchor
        to={DETAILS_PATH.participant}
        search={{ serviceId: item.service.id }}
        fw={600}
        style={{ alignSelf: 'flex-start' }}
      >
        {item.service.name}
      </RouterAnchor>
      <Text size="sm" c="dimmed">
        {item.recommendedBy ? `Recommended by ${item.recommendedBy.name}` : 'Recommended'} on{' '}
        {formatOrganisationDate(item.createdAt)}
      </Text>
      {item.note ? (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          “{item.note}”
        </Text>
      ) : null}
      {messageHref ? (
        <Anchor
          href={messageHref}
          size="sm"
          style={{ alignSelf: 'flex-start', display: 'inline-flex', alignItems: 'center', gap: 4 }}
          aria-label={`Send a message about ${item.service.name}`}
          onClick={follow}
        >
          <IconMessagePlus size={16} aria-hidden /> Send a message
        </Anchor>
      ) : null}
    </Stack>
  );
}

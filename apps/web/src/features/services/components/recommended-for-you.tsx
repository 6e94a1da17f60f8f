import type { ServiceRecommendationView } from '@casework/contract';
import { Anchor, Card, Divider, Skeleton, Stack, Text, Title, type MantineSize } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import { Fragment, useState, type ReactNode } from 'react';
import { RouterAnchor } from '../../../platform/layout/router-links.tsx';
import { newMessageHref } from '../../../platform/links/new-message-link.ts';
import { useAuthenticatedSession } from '../../../platform/session/session-provider.tsx';
import { useRecommendedForYou } from '../api/list-service-recommendations.ts';
import { useFollowHref } from './href-button.tsx';
import { RecommendationNote, RecommendedByLine } from './recommendation-lines.tsx';
import { DETAILS_PATH } from './service-links.ts';

export const NOTHING_RECOMMENDED = 'No services have been recommended to you yet.';
const RECOMMENDATIONS_FAILED = 'Your recommendations could not be loaded just now. Please try again later.';

/**
 * The participant dashboard's "Recommended for you": the services staff recommended to them, newest first, each
 * with who recommended it, when, the note, and a way to message the service's team. Left out when there are none,
 * unless it was already holding their place.
 *
 * On a slow connection the dashboard shows before they arrive (PAGE_ANSWERS_WAIT_MS): the card then holds their
 * place, shaped like one recommendation, so their arrival does not push "Helpful links" (a crisis line) down under
 * the person's finger; it pushed it ~600 px. Once shown, the card stays, saying there are none or that they could not
 * be loaded, rather than pulling what is below it up.
 */
export function RecommendedForYou() {
  const session = useAuthenticatedSession();
  const recommendations = useRecommendedForYou();
  const [shownLoading] = useState(() => recommendations.isPending);
  const items = recommendations.data?.items ?? [];
  if (recommendations.isPending) {
    return (
      <RecommendationsCard>
        <RecommendationSkeleton />
      </RecommendationsCard>
    );
  }
  if (items.length === 0) {
    if (!shownLoading) return null;
    return (
      <RecommendationsCard>
        <Text size="sm" c="dimmed">
          {recommendations.isError ? RECOMMENDATIONS_FAILED : NOTHING_RECOMMENDED}
        </Text>
      </RecommendationsCard>
    );
  }
  return (
    <RecommendationsCard>
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((item, index) => (
          <Fragment key={item.id}>
            {index > 0 ? <Divider component="li" aria-hidden /> : null}
            <RecommendationItem item={item} userId={session.user.id} />
          </Fragment>
        ))}
      </Stack>
    </RecommendationsCard>
  );
}

function RecommendationsCard({ children }: { children: ReactNode }) {
  return (
    <Card shadow="xs" component="section" aria-labelledby="recommended-for-you-title">
      <Title order={2} size="h4" id="recommended-for-you-title" mb="sm">
        Recommended for you
      </Title>
      {children}
    </Card>
  );
}

/** One line of text's placeholder: a bar 1em high in a line as high as the text's, so it grows with the text size. */
function LineSkeleton({ size, width }: { size: MantineSize; width: string }) {
  return (
    <Text component="div" size={size}>
      <Skeleton height="1em" width={width} display="inline-block" style={{ verticalAlign: 'middle' }} />
    </Text>
  );
}

/** One recommendation's lines (service, who and when, the note, "Send a message"), and a status for screen readers. */
function RecommendationSkeleton() {
  return (
    <Stack gap={2} role="status" aria-busy="true" aria-label="Loading your recommendations">
      <LineSkeleton size="md" width="55%" />
      <LineSkeleton size="sm" width="85%" />
      <LineSkeleton size="sm" width="95%" />
      <LineSkeleton size="sm" width="60%" />
      <LineSkeleton size="sm" width="35%" />
    </Stack>
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
      <RecommendedByLine item={item} />
      <RecommendationNote note={item.note} />
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

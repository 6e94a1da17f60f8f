import type { ServiceRecommendationView } from '@casework/contract';
import { Paper, Stack } from '@mantine/core';
import { IconThumbUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { RouterAnchor, RouterButton } from '../../../platform/layout/router-links.tsx';
import { useListPage } from '../../../platform/ui/list-pagination.tsx';
import { RecordList } from '../../../platform/ui/record-list.tsx';
import { serviceRecommendationsQueryOptions } from '../api/list-service-recommendations.ts';
import { RecommendationNote, RecommendedByLine } from './recommendation-lines.tsx';
import { DETAILS_PATH } from './service-links.ts';

/** Recommendations per page of a record. */
export const PARTICIPANT_RECOMMENDATIONS_PAGE_SIZE = 10;

/** A page of a record's recommendations: the list reads it, and the record's route asks for the first with the record. */
export function recordRecommendationsQueryOptions(participantId: string, skip = 0) {
  return serviceRecommendationsQueryOptions({
    participantId,
    take: PARTICIPANT_RECOMMENDATIONS_PAGE_SIZE,
    skip,
  });
}

export interface ParticipantRecommendationsProps {
  participantId: string;
  /** "Mary Ivanoff", for the sentences. */
  name: string;
}

function RecommendButton({ participantId }: { participantId: string }) {
  return (
    <RouterButton
      variant="light"
      leftSection={<IconThumbUp size={16} aria-hidden />}
      to="/staff/participant-management/recommend-participant"
      search={{ participantId }}
    >
      Recommend services
    </RouterButton>
  );
}

function RecommendationRow({ item }: { item: ServiceRecommendationView }) {
  return (
    <Paper component="li" withBorder p="sm">
      <Stack gap={2}>
        <RouterAnchor
          to={DETAILS_PATH.staff}
          search={{ serviceId: item.service.id }}
          fw={600}
          style={{ alignSelf: 'flex-start', overflowWrap: 'anywhere' }}
        >
          {item.service.name}
        </RouterAnchor>
        <RecommendedByLine item={item}>
          {item.service.team ? ` · messages go to ${item.service.team.name}` : ''}
        </RecommendedByLine>
        <RecommendationNote note={item.note} />
      </Stack>
    </Paper>
  );
}

/**
 * The services staff recommended to a participant, on their record: every recommendation from the first, newest
 * first, ten at a time (a service recommended twice is listed twice, as it happened; the participant sees it once),
 * and the way to recommend more with the participant already chosen.
 */
export function ParticipantRecommendations({ participantId, name }: ParticipantRecommendationsProps) {
  const list = useListPage(PARTICIPANT_RECOMMENDATIONS_PAGE_SIZE);
  const query = useQuery(recordRecommendationsQueryOptions(participantId, list.skip));
  list.keepWithin(query.data?.total);
  return (
    <RecordList
      label="Recommended services"
      query={query}
      list={list}
      summary={(total) =>
        `${total === 1 ? 'One recommendation' : `${total} recommendations`} to ${name}, newest first.`
      }
      action={<RecommendButton participantId={participantId} />}
      empty={{
        title: 'No services recommended yet',
        text: `Services you recommend to ${name} show on their dashboard, with your note and a way to message the service's team.`,
      }}
      row={(item) => <RecommendationRow key={item.id} item={item} />}
    />
  );
}

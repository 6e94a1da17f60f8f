import type { ServiceRecommendationView } from '@casework/contract';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatOrganisationDate } from '../../../platform/ui/organisation-time.ts';

/** "Recommended by Sam Staff on 01/03/2030", and what follows it on the line; the name is left out once they left. */
export function RecommendedByLine({
  item,
  children,
}: {
  item: ServiceRecommendationView;
  children?: ReactNode;
}) {
  return (
    <Text size="sm" c="dimmed">
      {item.recommendedBy ? `Recommended by ${item.recommendedBy.name}` : 'Recommended'} on{' '}
      {formatOrganisationDate(item.createdAt)}
      {children}
    </Text>
  );
}

/** The recommendation's note in quotes, its line breaks kept; nothing without one. */
export function RecommendationNote({ note }: { note: string | null }) {
  if (!note) return null;
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      “{note}”
    </Text>
  );
}

import { Alert, Group, Text } from '@mantine/core';
import { IconArrowMerge } from '@tabler/icons-react';
import { RouterButton } from '../../../platform/layout/router-links.tsx';

/**
 * On a record merged into another: it is read-only, and the record to use is one click away. The server refuses
 * every change to it (409 participant.merged).
 */
export function MergedRecordNotice({ mergedInto }: { mergedInto: string }) {
  return (
    <Alert color="yellow" title="This record was merged" icon={<IconArrowMerge aria-hidden />} role="region">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Text size="sm">
          It was merged into {mergedInto}, which is the record to use. This one is kept for history and can no
          longer be changed.
        </Text>
        <RouterButton
          size="xs"
          variant="white"
          to="/staff/participant-management/participant-details"
          search={{ participantId: mergedInto }}
        >
          Open {mergedInto}
        </RouterButton>
      </Group>
    </Alert>
  );
}

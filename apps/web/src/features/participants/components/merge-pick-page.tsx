import type { ParticipantStaffView } from '@casework/contract';
import { Button, Group, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { Page } from '../../../platform/layout/page.tsx';
import { ParticipantPicker } from './participant-picker.tsx';

/** Choose the two records of one person: the source is merged into the target, which is kept. */
export function MergePickPage({ onCompare }: { onCompare: (sourceId: string, targetId: string) => void }) {
  const [source, setSource] = useState<ParticipantStaffView | null>(null);
  const [target, setTarget] = useState<ParticipantStaffView | null>(null);
  return (
    <Page
      title="Merge participants"
      description="Pick two records of the same person. The source is merged into the target; the target keeps its ID."
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ParticipantPicker
          label="Source (merged away)"
          value={source}
          onChange={setSource}
          exclude={target ? [target.participantId] : []}
        />
        <ParticipantPicker
          label="Target (kept)"
          value={target}
          onChange={setTarget}
          exclude={source ? [source.participantId] : []}
        />
      </SimpleGrid>
      <Group>
        <Button
          disabled={!source || !target || source.participantId === target.participantId}
          onClick={() => source && target && onCompare(source.participantId, target.participantId)}
        >
          Compare the two records
        </Button>
        {!source || !target ? (
          <Text size="sm" c="dimmed">
            Choose both records to continue.
          </Text>
        ) : null}
      </Group>
    </Page>
  );
}

import type { ParticipantStaffView } from '@casework/contract';
import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useState } from 'react';
import { Page } from '../../../platform/layout/page.tsx';
import { fullName } from './participant-format.ts';
import { ParticipantPicker } from './participant-picker.tsx';

/** Choose a participant to recommend services to; the service picker waits for the directory. */
export function RecommendParticipantPage() {
  const [participant, setParticipant] = useState<ParticipantStaffView | null>(null);
  return (
    <Page
      title="Recommend a participant"
      description="Choose a participant, then the services that could help them."
    >
      <Stack gap="md" maw={760}>
        <ParticipantPicker label="Participant" value={participant} onChange={setParticipant} />
        <Card withBorder padding="md">
          <Title order={2} size="h4" mb="xs">
            Services {participant ? `for ${fullName(participant)}` : ''}
          </Title>
          <Alert variant="light" color="indigo" icon={<IconTools aria-hidden />} title="Not available yet">
            <Text size="sm">
              The service directory is not available yet. Recommendations can be made once it is.
            </Text>
          </Alert>
        </Card>
      </Stack>
    </Page>
  );
}

import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowsJoin, IconSearch, IconThumbUp, IconUserPlus, type TablerIcon } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { Page } from '../../../platform/layout/page.tsx';
import { RouterAnchor } from '../../../platform/layout/router-links.tsx';
import { ActionCard } from '../../../platform/ui/action-card.tsx';
import { displayDob } from './participant-format.ts';
import { quickSearchValues } from './quick-search-values.ts';
import { readRecentParticipants } from './recent-participants.ts';
import { VerificationQueue } from './verification-queue.tsx';

type HubTarget =
  | '/staff/participant-management/search'
  | '/staff/participant-management/add-participant'
  | '/staff/participant-management/merge-participants'
  | '/staff/participant-management/recommend-participant';

const ENTRIES: { to: HubTarget; title: string; text: string; icon: TablerIcon }[] = [
  {
    to: '/staff/participant-management/search',
    title: 'Search',
    text: 'Find someone by name, participant ID, date of birth, e-mail or phone.',
    icon: IconSearch,
  },
  {
    to: '/staff/participant-management/add-participant',
    title: 'Add someone new',
    text: 'Start a record, with a check for people already on file.',
    icon: IconUserPlus,
  },
  {
    to: '/staff/participant-management/merge-participants',
    title: 'Merge two records',
    text: 'Combine two records of the same person into one.',
    icon: IconArrowsJoin,
  },
  {
    to: '/staff/participant-management/recommend-participant',
    title: 'Recommend services',
    text: 'Suggest services that could help someone.',
    icon: IconThumbUp,
  },
];

/** The entry to participant management: a quick search, the records opened lately, and the four tasks. */
export function ParticipantManagementHub() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const recent = readRecentParticipants();

  function submit(event: FormEvent) {
    event.preventDefault();
    void navigate({ to: '/staff/participant-management/search', search: quickSearchValues(text) });
  }

  return (
    <Page title="Participants" description="Search, add, merge and recommend participants.">
      <Card withBorder maw={960} padding="md">
        <form onSubmit={submit} role="search" aria-label="Quick search">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Find a participant"
              description="A name (Lena, Lena Andrews or Andrews, Lena), a participant ID, a date of birth (MM/DD/YYYY), a phone number or an e-mail address"
              placeholder="Mary Ivanoff"
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              style={{ flex: 1, minWidth: 240 }}
            />
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
              Find
            </Button>
          </Group>
        </form>
      </Card>
      <Stack gap="xs" maw={960}>
        <Title order={2} size="h4">
          Recently opened
        </Title>
        {recent.length === 0 ? (
          <Text c="dimmed" size="sm">
            Participants you open appear here.
          </Text>
        ) : (
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
            {recent.map((r) => (
              <li key={r.participantId}>
                <RouterAnchor
                  to="/staff/participant-management/participant-details"
                  search={{ participantId: r.participantId }}
                >
                  {r.name}
                </RouterAnchor>{' '}
                <Text span size="sm" c="dimmed">
                  {r.participantId} · born {displayDob(r.dob)}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" maw={960}>
        {ENTRIES.map((entry) => (
          <ActionCard key={entry.to} {...entry} />
        ))}
      </SimpleGrid>
      <VerificationQueue />
    </Page>
  );
}

import { SimpleGrid } from '@mantine/core';
import { IconArrowsJoin, IconSearch, IconThumbUp, IconUserPlus, type TablerIcon } from '@tabler/icons-react';
import { Page } from '../../../platform/layout/page.tsx';
import { ActionCard } from '../../../platform/ui/action-card.tsx';

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

/**
 * The entry to participant management: the four things staff do with participant records. Card names avoid the
 * menu's words so every link on the page has a name of its own.
 */
export function ParticipantManagementHub() {
  return (
    <Page title="Participants" description="Search, add, merge and recommend participants.">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" maw={960}>
        {ENTRIES.map((entry) => (
          <ActionCard key={entry.to} {...entry} />
        ))}
      </SimpleGrid>
    </Page>
  );
}

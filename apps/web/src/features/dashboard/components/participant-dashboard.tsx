import { SimpleGrid } from '@mantine/core';
import { IconId, IconInbox, IconMapSearch, type TablerIcon } from '@tabler/icons-react';
import { Page } from '../../../platform/layout/page.tsx';
import { ActionCard } from '../../../platform/ui/action-card.tsx';
import { usePluginEnabled } from '../../../platform/plugins/plugin-gate.tsx';
import { useAuthenticatedSession } from '../../../platform/session/session-provider.tsx';

type ParticipantDestination =
  | '/participant/inbox'
  | '/participant/find-a-service'
  | '/participant/participant-management/participant-details';

interface DashboardCard {
  to: ParticipantDestination;
  title: string;
  text: string;
  icon: TablerIcon;
}

/**
 * The participant's start screen: a greeting and the three things they come to do. The cards say what to do
 * rather than repeat the menu's names, so each link has a name of its own.
 */
export function ParticipantDashboard() {
  const session = useAuthenticatedSession();
  const isEnabled = usePluginEnabled();
  const firstName = session.user.name.split(' ')[0] ?? session.user.name;
  const cards: DashboardCard[] = [];
  if (isEnabled('inbox')) {
    cards.push({
      to: '/participant/inbox',
      title: 'Read your messages',
      text: 'See what your case team wrote and reply.',
      icon: IconInbox,
    });
  }
  if (isEnabled('serviceDirectory')) {
    cards.push({
      to: '/participant/find-a-service',
      title: 'Look for help',
      text: 'Find services near you: food, housing, health and more.',
      icon: IconMapSearch,
    });
  }
  cards.push({
    to: '/participant/participant-management/participant-details',
    title: 'Check your details',
    text: 'Your contact details and how we reach you.',
    icon: IconId,
  });

  return (
    <Page
      title={`Hello, ${firstName}`}
      documentTitle="Dashboard"
      description="What would you like to do today?"
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {cards.map((card) => (
          <ActionCard key={card.to} {...card} />
        ))}
      </SimpleGrid>
    </Page>
  );
}

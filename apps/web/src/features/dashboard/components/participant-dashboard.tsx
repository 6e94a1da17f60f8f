import { Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChevronRight, IconId, IconInbox, IconMapSearch, type TablerIcon } from '@tabler/icons-react';
import { Page } from '../../../platform/layout/page.tsx';
import { RouterCard } from '../../../platform/layout/router-links.tsx';
import { usePluginEnabled } from '../../../platform/plugins/plugin-gate.tsx';
import { useAuthenticatedSession } from '../../../platform/session/session-provider.tsx';
import classes from './dashboard-card.module.css';

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
        {cards.map(({ to, title, text, icon: Icon }) => (
          <RouterCard key={to} to={to} className={classes.card} shadow="xs">
            <Group wrap="nowrap" align="flex-start" gap="md">
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                <Icon size={24} />
              </ThemeIcon>
              <div style={{ flex: 1 }}>
                <Title order={2} size="h4">
                  {title}
                </Title>
                <Text size="sm" c="dimmed" mt={4}>
                  {text}
                </Text>
              </div>
              <IconChevronRight size={20} aria-hidden className={classes.chevron} />
            </Group>
          </RouterCard>
        ))}
      </SimpleGrid>
    </Page>
  );
}

import {
  Anchor,
  Card,
  Divider,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconExternalLink, IconId, IconInbox, IconMapSearch, type TablerIcon } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { Page } from '../../../platform/layout/page.tsx';
import { ActionCard } from '../../../platform/ui/action-card.tsx';
import { usePluginEnabled } from '../../../platform/plugins/plugin-gate.tsx';
import { useAuthenticatedSession } from '../../../platform/session/session-provider.tsx';
import { useHelpLinks } from '../api/list-help-links.ts';

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

export interface ParticipantDashboardProps {
  /**
   * The messages card (unread count, "New message"), composed in by the route from the messaging feature; in its
   * place a plain link to the inbox. Either is shown only while the inbox is switched on.
   */
  messages?: ReactNode;
  /**
   * The services recommended to the participant, composed in by the route from the services feature; shown only
   * while the service directory is switched on (the card leaves itself out when there are none).
   */
  recommendations?: ReactNode;
}

/**
 * The participant's start screen: a greeting, the three things they come to do, and the organisation's helpful
 * links. The cards say what to do rather than repeat the menu's names, so each link has a name of its own.
 */
export function ParticipantDashboard({ messages, recommendations }: ParticipantDashboardProps) {
  const session = useAuthenticatedSession();
  const isEnabled = usePluginEnabled();
  const firstName = session.user.name.split(' ')[0] ?? session.user.name;
  const cards: DashboardCard[] = [];
  const showMessages = isEnabled('inbox') && messages !== undefined;
  if (isEnabled('inbox') && !showMessages) {
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
        {showMessages ? messages : null}
        {cards.map((card) => (
          <ActionCard key={card.to} {...card} />
        ))}
      </SimpleGrid>
      {isEnabled('serviceDirectory') ? recommendations : null}
      <HelpfulLinksCard />
    </Page>
  );
}

/**
 * The links an administrator chose for participants (help lines, guides). Each opens in a new tab, which the link
 * says to screen readers too. With no links the card is left out.
 */
function HelpfulLinksCard() {
  const helpLinks = useHelpLinks();
  if (helpLinks.isSuccess && helpLinks.data.items.length === 0) return null;
  return (
    <Card shadow="xs" component="section" aria-labelledby="helpful-links-title">
      <Title order={2} size="h4" id="helpful-links-title" mb="sm">
        Helpful links
      </Title>
      {helpLinks.isError ? (
        <Text c="dimmed" size="sm">
          The helpful links could not be loaded just now. Please try again later.
        </Text>
      ) : helpLinks.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading helpful links" role="status">
          <Skeleton height={18} width="40%" />
          <Skeleton height={14} width="70%" />
          <Skeleton height={18} width="35%" />
        </Stack>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {helpLinks.data.items.map((link, index) => (
            <Fragment key={link.id}>
              {index > 0 ? <Divider component="li" aria-hidden /> : null}
              <Stack component="li" gap={2}>
                <Anchor
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  fw={600}
                  style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}
                >
                  {link.title} <IconExternalLink size={16} aria-hidden />
                  <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
                </Anchor>
                {link.description ? (
                  <Text size="sm" c="dimmed">
                    {link.description}
                  </Text>
                ) : null}
              </Stack>
            </Fragment>
          ))}
        </Stack>
      )}
    </Card>
  );
}

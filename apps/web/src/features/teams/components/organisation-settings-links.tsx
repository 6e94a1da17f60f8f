import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconApps, IconLifebuoy, IconPlugConnected, type TablerIcon } from '@tabler/icons-react';
import { RouterAnchor } from '../../../platform/layout/router-links.tsx';

type SettingsTarget =
  '/team-management/applications' | '/team-management/help-links' | '/team-management/plugins';

const SETTINGS: { to: SettingsTarget; title: string; text: string; icon: TablerIcon }[] = [
  {
    to: '/team-management/applications',
    title: 'Applications',
    text: 'Departments participants can write to, and the team that answers each.',
    icon: IconApps,
  },
  {
    to: '/team-management/help-links',
    title: 'Help links',
    text: 'Links shown to participants on their dashboard.',
    icon: IconLifebuoy,
  },
  {
    to: '/team-management/plugins',
    title: 'Plugins',
    text: 'Switch areas of Casework on or off for everyone.',
    icon: IconPlugConnected,
  },
];

/** The organisation-wide settings that live next to team management. */
export function OrganisationSettingsLinks() {
  return (
    <Card padding="md" component="section" aria-labelledby="organisation-settings-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="organisation-settings-heading">
          Organisation settings
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {SETTINGS.map(({ to, title, text, icon: Icon }) => (
            <Group key={to} gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size={36} radius="md" variant="light" aria-hidden>
                <Icon size={20} />
              </ThemeIcon>
              <div>
                <RouterAnchor to={to} fw={600}>
                  {title}
                </RouterAnchor>
                <Text size="sm" c="dimmed">
                  {text}
                </Text>
              </div>
            </Group>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
